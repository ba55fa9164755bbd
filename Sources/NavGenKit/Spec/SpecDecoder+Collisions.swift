extension SpecDecoder {
    /// The Swift type names that `navgen generate` declares for this spec.
    static func generatedTypeNames(_ spec: NavigationSpec) -> Set<String> {
        let app = spec.app.value
        var names: Set<String> = [app + "Destination", app + "NavigationState", app + "Navigation"]
        for coordinator in spec.coordinators {
            let type = SwiftName.upperCamel(coordinator.id.value)
            names.insert(type + "Coordinator")
            switch coordinator.kind {
            case .tabs: names.insert(type + "Tab")
            case .stack: names.insert(type + "Route")
            }
            if !coordinator.outcomes.isEmpty { names.insert(type + "Outcome") }
        }
        return names
    }

    /// A custom param type spelled like a generated type would not compile: the
    /// generated declaration would shadow the app's own.
    ///
    /// The generated names are only worked out when some param has a custom type.
    mutating func checkTypeNameCollisions(_ spec: NavigationSpec) {
        var generated: Set<String>?
        for coordinator in spec.coordinators {
            for route in coordinator.routes {
                for param in route.params {
                    guard case .custom(let name) = param.type.value.base else { continue }
                    if generated == nil { generated = Self.generatedTypeNames(spec) }
                    guard generated?.contains(name) == true else { continue }
                    report(
                        .nameCollision, at: param.type.location,
                        "param type '\(name)' has the name of a type navgen generates",
                        help: "rename the app's type, or wrap it in a type with another name")
                }
            }
        }
    }
}
