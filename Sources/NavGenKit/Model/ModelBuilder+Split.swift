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
