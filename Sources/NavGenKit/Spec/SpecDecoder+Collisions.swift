extension SpecDecoder {
    /// Names the generated code cannot give to the spec (docs/spec.md, Names): custom
    /// param types spelled like a type it declares or uses, and tabs spelled like a
    /// member their enum already has.
    mutating func checkReservedNames(_ spec: NavigationSpec) {
        checkCustomTypeNames(spec)
        checkTabNames(spec)
    }

    /// A custom param type is the app's own, declared in the app's module: named like a
    /// generated type it would be declared twice, and named like a type the generated
    /// code uses (`View`, `URL`, a skeleton's `Presentation`) it would hide that type
    /// from every generated file. One finding per type name, at its first use.
    ///
    /// The generated names are only worked out when some param has a custom type.
    private mutating func checkCustomTypeNames(_ spec: NavigationSpec) {
        var generated: Set<String>?
        var uses: [String: (first: SourceLocation, more: Int)] = [:]
        var order: [String] = []
        for coordinator in spec.coordinators {
            for route in coordinator.routes {
                for param in route.params {
                    guard case .custom(let name) = param.type.value.base else { continue }
                    if let seen = uses[name] {
                        uses[name] = (seen.first, seen.more + 1)
                    } else {
                        uses[name] = (param.type.location, 0)
                        order.append(name)
                    }
                }
            }
        }
        for name in order {
            guard let use = uses[name] else { continue }
            let notes =
                use.more == 0 ? [] : ["\(use.more) more param\(use.more == 1 ? " has" : "s have") this type"]
            let rename = "rename the app's type, e.g. '\(spec.app.value + name)'"
            if ReservedNames.typeKeywords.contains(name) {
                report(
                    .invalidName, at: use.first, "param type '\(name)' is a Swift keyword, not a type name",
                    notes: notes, help: rename)
            } else if let origin = ReservedNames.typesInUse[name] {
                report(
                    .nameCollision, at: use.first,
                    "param type '\(name)' has the name of \(origin)'s '\(name)', which the generated code uses",
                    notes: ["declared by the app, it would hide that type from the generated files"] + notes,
                    help: rename)
            } else {
                if generated == nil { generated = GeneratedNames(spec: spec).topLevelTypes(of: spec) }
                guard generated?.contains(name) == true else { continue }
                report(
                    .nameCollision, at: use.first,
                    "param type '\(name)' has the name of a type navgen generates",
                    notes: notes, help: rename + ", or give the generated types a `generate.typePrefix`")
            }
        }
    }

    /// A tab is a case of its tab bar's `String`-backed, `CaseIterable` enum and a
    /// property of the state's `Tabs`: it cannot be called like a member those
    /// already have. One finding per coordinator, at its first entry as a tab.
    private mutating func checkTabNames(_ spec: NavigationSpec) {
        var reported: Set<String> = []
        for tabBar in spec.coordinators where tabBar.kind == .tabs {
            for tab in tabBar.children {
                guard let reason = ReservedNames.tabClash(tab.value, tabBar: tabBar.id.value),
                    !reported.contains(tab.value), spec.coordinator(named: tab.value) != nil
                else { continue }
                reported.insert(tab.value)
                report(
                    .nameCollision, at: tab.location,
                    "tab '\(tab.value)' has the name of a member the generated types already have",
                    notes: [reason], help: "rename the coordinator, e.g. '\(tab.value)Tab'")
            }
        }
    }
}
