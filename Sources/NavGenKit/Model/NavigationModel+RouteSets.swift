/// Bare route names when stacks use route sets (docs/spec.md, Shared route sets).
extension NavigationModel {
    /// The route that `name`, written bare in a transition of `source`, shows: one of
    /// `source`'s coordinator, else one of a set that coordinator uses, in `uses`
    /// order (a set's own transitions name only its own routes). A name that is
    /// neither stays in `source`'s coordinator, where it finds nothing.
    package func target(named name: String, from source: RouteRef) -> RouteRef {
        let own = RouteRef(coordinator: source.coordinator, route: name)
        guard let coordinator = coordinator(named: source.coordinator),
            !self[coordinator].uses.isEmpty || !self[coordinator].splits.isEmpty,
            route(named: name, in: coordinator) == nil
        else { return own }
        for set in self[coordinator].uses {
            if let found = route(named: name, in: set) { return self[found].ref }
        }
        // A split column's push of a route of the next column selects it.
        return selectTarget(named: name, from: source) ?? own
    }

    /// The route a `go` item of `source` names: `coordinator.route` as written, a bare
    /// name as ``target(named:from:)`` reads it.
    package func goTarget(named name: String, from source: RouteRef) -> RouteRef {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return target(named: name, from: source) }
        return RouteRef(coordinator: String(parts[0]), route: String(parts[1]))
    }
}

extension NavigationModel {
    /// The routes a `start` of `flow` may name with `at`: its own, then those of the
    /// sets it uses, in `uses` order.
    package func startableRoutes(of flow: CoordinatorIndex) -> [RouteIndex] {
        self[flow].routes + self[flow].uses.flatMap { self[$0].routes }
    }

    /// The route a flow started by `edge` begins with: its `at`, else the child's root.
    package func startRoute(of edge: Edge) -> RouteIndex? {
        guard case .start(let child, _) = edge.kind else { return nil }
        return edge.flowStart?.route ?? self[child].root
    }
}
