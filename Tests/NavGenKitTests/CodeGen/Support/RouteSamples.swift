import NavGenKit

/// Every route of a spec opened by value with sample params, written twice: as the
/// simulator reads it (`chats.timeline(roomId: "s")`) and as a generated destination
/// (`.chats(.timeline(roomId: "s"))`, a set route inside the case of each coordinator
/// that uses the set). Optional params nil, then given.
struct RouteSample {
    var text: String
    var swift: String

    static func all(of spec: NavigationSpec) -> [RouteSample] {
        var samples: [RouteSample] = []
        for coordinator in spec.coordinators where coordinator.kind != .tabs {
            let id = coordinator.id.value
            let hosts =
                coordinator.kind == .routes
                ? spec.coordinators.filter { $0.uses.contains { $0.value == id } }.map {
                    ".\($0.id.value)(." + id
                }
                : ["." + id]
            for route in coordinator.routes {
                for withOptionals in [false, true] {
                    let values = route.params.map { param -> String? in
                        if param.type.value.isOptional, !withOptionals { return "nil" }
                        switch param.type.value.base {
                        case .int: return "7"
                        case .string: return "\"s\""
                        case .bool: return "true"
                        case .double: return "1.5"
                        default: return param.type.value.isOptional ? "nil" : nil
                        }
                    }
                    // A required URL, enumeration or custom type has no sample written
                    // alike in both forms: the route is left out.
                    guard !values.contains(nil) else { continue }
                    let written = values.compactMap(\.self)
                    let arguments = zip(route.params, written).map { "\($0.name.value): \($1)" }
                    let listed = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
                    for host in hosts {
                        samples.append(
                            RouteSample(
                                text: "\(id).\(route.id.value)" + listed,
                                swift: host + "(.\(route.id.value)" + listed + ")"
                                    + (host == "." + id ? "" : ")")))
                    }
                }
            }
        }
        return samples
    }
}
