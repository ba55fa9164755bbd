/// Splits: which column a select of a column's route goes into.
extension ResolvedCoordinator {
    /// The column after `coordinator` in the split that shows it: a `push` of one of
    /// that column's routes (or of a set it uses) from `coordinator` is a select. Nil
    /// when `coordinator` is no split's column, or its last.
    static func column(after coordinator: CoordinatorIndex, in all: [ResolvedCoordinator])
        -> CoordinatorIndex?
    {
        guard let split = all[coordinator.rawValue].splits.first else { return nil }
        let columns = all[split.rawValue].columns
        guard let position = columns.firstIndex(of: coordinator), position + 1 < columns.count else {
            return nil
        }
        return columns[position + 1]
    }
}

extension NavigationModel {
    /// The column after `coordinator` in its split, where its selects go.
    package func column(after coordinator: CoordinatorIndex) -> CoordinatorIndex? {
        ResolvedCoordinator.column(after: coordinator, in: coordinators)
    }

    /// The route of the column after `source`'s that `name` selects: one of that
    /// column's routes, else of a set it uses. Nil when `source` is no column before
    /// the last, or the next column has no such route.
    package func selectTarget(named name: String, from source: RouteRef) -> RouteRef? {
        guard let owner = coordinator(named: source.coordinator), let next = column(after: owner) else {
            return nil
        }
        if let found = route(named: name, in: next) { return self[found].ref }
        for set in self[next].uses {
            if let found = route(named: name, in: set) { return self[found].ref }
        }
        return nil
    }
}
