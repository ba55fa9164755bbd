extension SpecDecoder {
    /// A custom param type spelled like a Swift keyword (`Self`, `Type`) names no
    /// type: one `invalid-name` per type name, at its first use.
    mutating func checkParamTypeKeywords(_ spec: NavigationSpec) {
        for use in spec.customTypeUses() where ReservedNames.typeKeywords.contains(use.name) {
            let notes =
                use.more == 0 ? [] : ["\(use.more) more param\(use.more == 1 ? " has" : "s have") this type"]
            report(
                .invalidName, at: use.first, "param type '\(use.name)' is a Swift keyword, not a type name",
                notes: notes, help: "rename the app's type, e.g. '\(spec.app.value + use.name)'")
        }
    }
}

extension NavigationSpec {
    /// Each custom param type, in the order of first use: where it is first used and
    /// how many more params use it.
    func customTypeUses() -> [(name: String, first: SourceLocation, more: Int)] {
        var uses: [(name: String, first: SourceLocation, more: Int)] = []
        var position: [String: Int] = [:]
        for coordinator in coordinators {
            for route in coordinator.routes {
                for param in route.params {
                    guard case .custom(let name) = param.type.value.base else { continue }
                    if let index = position[name] {
                        uses[index].more += 1
                    } else {
                        position[name] = uses.count
                        uses.append((name, param.type.location, 0))
                    }
                }
            }
        }
        return uses
    }
}
