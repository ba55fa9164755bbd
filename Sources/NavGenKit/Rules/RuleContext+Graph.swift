extension RuleContext {
    /// A finding about a route: scoped to it, so that its `allow:` can silence it.
    func finding(
        _ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
        help: String? = nil, on route: RouteIndex
    ) -> Finding {
        finding(rule, at: location, message, notes: notes, help: help, scope: graph[route].ref)
    }

    /// The spec's declaration of a graph route.
    func declaration(of route: RouteIndex) -> Route {
        let node = graph[route]
        return spec.coordinators[node.coordinator.rawValue].routes[node.position]
    }

    /// The spec's declaration of a graph coordinator.
    func declaration(of coordinator: CoordinatorIndex) -> Coordinator {
        spec.coordinators[coordinator.rawValue]
    }

    /// `'recipes'`: how messages quote a coordinator.
    func quoted(_ coordinator: CoordinatorIndex) -> String {
        "'\(graph[coordinator].id.value)'"
    }
}

extension Array where Element == String {
    /// `a, b and c`, for messages that list names.
    var listed: String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " and " + self[count - 1]
    }

    /// The first `limit` names, then how many more, so a note about a region of
    /// 100,000 routes stays one line.
    func listed(limit: Int) -> String {
        guard count > limit else { return listed }
        return prefix(limit).joined(separator: ", ") + " and \(count - limit) more"
    }
}
