/// Route sets in the Navigation file (docs/spec.md, Shared route sets): `enum
/// <Set>Route` like a stack's, one case per used set in each using stack's route
/// enum (`TimelineRoute.common(.account(id: "1"))`), and destinations of set routes
/// built on the stack that shows them.
extension NavigationFileBuilder {
    /// A stack's cases for the sets it uses: `case common(CommonRoute)`.
    func usedSetCases(of coordinator: Coordinator) -> [SwiftDeclaration] {
        usedSets(of: coordinator).map { set in
            .enumCase(
                SwiftEnumCase(
                    docs: ["A screen of the `\(set.id.value)` route set, shown on this stack."],
                    name: set.id.value,
                    associatedValues: [SwiftAssociatedValue(type: .named([names.route(set.id.value)]))]))
        }
    }

    /// The sets a stack uses that the spec declares, in `uses` order, each once.
    func usedSets(of coordinator: Coordinator) -> [Coordinator] {
        var seen: Set<String> = []
        return coordinator.uses.compactMap { entry in
            guard seen.insert(entry.value).inserted, let set = model.coordinator(entry.value),
                set.kind == .routes
            else { return nil }
            return set
        }
    }

    /// `.timeline(.common(.account(id: "1")))` for a set route shown on `host`'s
    /// stack; `.coordinator(.route(...))` for any other route.
    func destination(_ value: RouteValue, on host: String?) -> SwiftExpression {
        guard let host, host != value.ref.coordinator,
            model.coordinator(value.ref.coordinator)?.kind == .routes
        else { return destination(value) }
        let route = model.route(value.ref)
        let arguments = zip(route?.params ?? [], value.arguments).map { param, argument in
            SwiftArgument(param.name.value, argument)
        }
        return .dotCall(
            host,
            [
                .unlabelled(
                    .dotCall(value.ref.coordinator, [.unlabelled(.dotCall(value.ref.route, arguments))]))
            ])
    }

    /// For each entry of a stack, the coordinator whose route enum holds it: its own,
    /// or for a set route, the nearest entry below that is not a set route (the stack,
    /// or a flow pushed on it, that showed it). `below` is the host under the first.
    func hosts(of entries: [RouteRef], below: String?) -> [String?] {
        var host = below
        return entries.map { ref in
            if model.coordinator(ref.coordinator)?.kind != .routes { host = ref.coordinator }
            return host
        }
    }
}
