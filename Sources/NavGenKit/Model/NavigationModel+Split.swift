/// Splits: which column a select of a column's route goes into, and which route it shows.
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

    /// The route that `push: name` from column `coordinator` selects: one of the next
    /// column's routes, else of a set that column uses, in `uses` order. Nil when
    /// `coordinator` is no column before the last, or the next column has no such
    /// route. The one lookup of a select's target: the model builder (edges), the
    /// model (bare names) and the engine (is this push a select) all ask it; each
    /// caller has looked in the column's own routes and sets first.
    static func selectTarget(
        named name: String, from coordinator: CoordinatorIndex, in all: [ResolvedCoordinator],
        names: RouteNames
    ) -> RouteIndex? {
        guard let next = column(after: coordinator, in: all) else { return nil }
        let named = names.routes(named: name)
        func declared(by owner: CoordinatorIndex) -> RouteIndex? {
            let range = all[owner.rawValue].routeRange
            return named.first { range.contains($0.rawValue) }
        }
        if let own = declared(by: next) { return own }
        for set in all[next.rawValue].uses {
            if let found = declared(by: set) { return found }
        }
        return nil
    }
}

extension NavigationModel {
    /// The column after `coordinator` in its split, where its selects go.
    package func column(after coordinator: CoordinatorIndex) -> CoordinatorIndex? {
        ResolvedCoordinator.column(after: coordinator, in: coordinators)
    }

    /// Whether a `push` of `target` from column `coordinator` is a select: the route is
    /// the next column's (or of a set it uses), not one `coordinator` shows itself.
    package func isSelect(of target: RouteIndex, from coordinator: CoordinatorIndex) -> Bool {
        guard let next = column(after: coordinator) else { return false }
        let owner = self[target].coordinator
        if owner == coordinator || self[coordinator].uses.contains(owner) { return false }
        return owner == next || self[next].uses.contains(owner)
    }

    /// When `route` is the root of a split's column after the sidebar, the screen the
    /// column shows while nothing is selected there: the split and the column's role.
    package func unselectedColumn(rootedAt route: RouteIndex) -> (split: CoordinatorIndex, role: SplitColumn)?
    {
        let owner = self[route].coordinator
        guard self[owner].root == route, let split = self[owner].splits.first,
            let position = self[split].columns.firstIndex(of: owner), position > 0
        else { return nil }
        return (split, SplitColumn.roles(count: self[split].columns.count)[position])
    }

    /// The route of the column after `source`'s that `name` selects (see
    /// ``ResolvedCoordinator/selectTarget(named:from:in:names:)``).
    package func selectTarget(named name: String, from source: RouteRef) -> RouteRef? {
        guard let owner = coordinator(named: source.coordinator),
            let found = ResolvedCoordinator.selectTarget(
                named: name, from: owner, in: coordinators, names: routeNames)
        else { return nil }
        return self[found].ref
    }
}
