/// `unknown-reference` for the entries of a deep link's `via` that name no route.
extension UnknownReferenceRule {
    static func viaFindings(in context: RuleContext) -> [Finding] {
        let spec = context.spec
        guard spec.coordinators.contains(where: { $0.routes.contains { !$0.deepLinkForms.isEmpty } }) else {
            return []
        }
        var routeIDs: [String] = []
        var known: Set<String> = []
        for coordinator in spec.coordinators {
            for route in coordinator.routes where known.insert(route.id.value).inserted {
                routeIDs.append(route.id.value)
            }
        }
        var findings: [Finding] = []
        // A route set's routes carry links too: each opens on the stack that uses the set.
        for coordinator in spec.coordinators where coordinator.kind != .tabs {
            for route in coordinator.routes {
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                for form in route.deepLinkForms {
                    for name in form.via?.value ?? [] where !known.contains(name.value) {
                        let bare = name.value.split(separator: ".").last.map(String.init) ?? ""
                        let help =
                            name.value.contains(".") && known.contains(bare)
                            ? "write the bare id: '\(bare)'"
                            : Suggestion.help(for: name.value, among: routeIDs)
                                ?? "name a route of the spec, one forward move from the entry before"
                        findings.append(
                            context.finding(
                                .unknownReference, at: name.location,
                                "the via of a deep link of \(ref) names no route '\(name.value)'", help: help,
                                scope: ref))
                    }
                }
            }
        }
        return findings
    }
}
