extension ModelBuilder {
    /// Resolves a split's columns, and records the split on each column it names.
    ///
    /// A column is shown whenever its split is, so it counts for reachability like a
    /// tab. What a column may be (a stack, in one split only) the rules judge from this.
    mutating func resolveColumns(of coordinator: Coordinator, at index: CoordinatorIndex) {
        let columns = zip(coordinator.columns, coordinator.columnRoles).map { name, role in
            resolveCoordinator(name, site: .column(of: index, role), affectsReachability: true)
        }
        coordinators[index.rawValue].columns = columns
        for case let column? in columns where !coordinators[column.rawValue].splits.contains(index) {
            coordinators[column.rawValue].splits.append(index)
        }
    }
}

extension ModelBuilder {
    /// The route a `push: name` of a split column selects in the next column: one of
    /// that column's own routes, else of a set it uses. Nil when the column has a
    /// route of that name itself (a push within the column), when `coordinator` is no
    /// column before the last, or when the next column has no such route.
    func selectTarget(_ name: Located<String>, from coordinator: CoordinatorIndex) -> RouteIndex? {
        guard !coordinators[coordinator.rawValue].splits.isEmpty else { return nil }
        let named = routeNames.routes(named: name.value)
        let own = coordinators[coordinator.rawValue].routeRange
        guard !named.contains(where: { own.contains($0.rawValue) }),
            routeOfUsedSet(named: name.value, among: named, by: coordinator) == nil
        else { return nil }
        return ResolvedCoordinator.selectTarget(
            named: name.value, from: coordinator, in: coordinators, names: routeNames)
    }
}
