/// Split views: a select shows a screen at the bottom of the next column; `back` at
/// the bottom of a selected column unselects it.
extension NavigationEngine {
    /// The select that showing `entry` from the stack frame at `stackIndex` makes,
    /// when that stack is a column before the last of a split, the screen on top is
    /// one of that column's own routes, and `entry` belongs to the next column (or, for
    /// a flow started `as: push`, always): the next column holds `entry` alone and the
    /// later columns go back to their roots. Nil for any other push.
    func selectEdit(_ entry: RouteEntry, from stackIndex: Int, _ branch: Branch, startsFlow: Bool = false)
        -> TreeEdit?
    {
        guard let (split, depth, column) = branch.column(ofStackAt: stackIndex),
            split.columns.indices.contains(column + 1),
            case .stack(let stack, _) = branch.frames[stackIndex],
            stack.entries.last?.route.coordinator == split.columns[column].coordinator
        else { return nil }
        let next = split.columns[column + 1]
        guard
            startsFlow || entry.route.coordinator == next.coordinator || isSetRoute(entry.route, usedBy: next)
        else { return nil }
        guard let later = launched(split.columns[(column + 2)...]) else { return nil }
        let columns = [StackNode(coordinator: next.coordinator, entries: [entry])] + later
        return .select(columns: columns, from: column + 1, split: branch.path(depth))
    }

    /// The state once the selected column at `stackIndex`, at its bottom, is
    /// unselected: it and the later columns back at their roots. Nil when that stack
    /// is no selected column (the sidebar, or not a split's).
    func unselect(columnAt stackIndex: Int, _ branch: Branch, _ state: NavigationState) -> NavigationState? {
        guard let (split, depth, column) = branch.column(ofStackAt: stackIndex), column >= 1 else {
            return nil
        }
        guard let columns = launched(split.columns[column...]) else { return nil }
        var next = state
        next.editSplit(at: branch.path(depth)) { split in
            split.columns.replaceSubrange(column..., with: columns)
            split.selected = column - 1
        }
        return next
    }

    /// `columns` back at their roots, unselected; nil when one cannot be shown.
    private func launched(_ columns: ArraySlice<StackNode>) -> [StackNode]? {
        var stacks: [StackNode] = []
        for column in columns {
            guard case .stack(let stack)? = index.launchNode(column.coordinator) else { return nil }
            stacks.append(stack)
        }
        return stacks
    }

    /// Whether `route` is a route of a set that the column's coordinator uses.
    private func isSetRoute(_ route: RouteRef, usedBy column: StackNode) -> Bool {
        guard let owner = index.model.coordinator(named: column.coordinator),
            let set = index.model.coordinator(named: route.coordinator)
        else { return false }
        return index.model[owner].uses.contains(set)
    }
}
