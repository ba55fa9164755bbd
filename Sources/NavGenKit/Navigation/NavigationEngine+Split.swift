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
        guard
            let (split, depth, column) = selectSource(
                of: entry.route, from: stackIndex, branch, startsFlow: startsFlow),
            let later = launched(split.columns[(column + 2)...])
        else { return nil }
        let next = split.columns[column + 1]
        let columns = [StackNode(coordinator: next.coordinator, entries: [entry])] + later
        return .select(columns: columns, from: column + 1, split: branch.path(depth))
    }

    /// The split, its depth and the source column when showing `target` from the stack
    /// frame at `stackIndex` is a select (see ``selectEdit(_:from:_:startsFlow:)``):
    /// what the deep-link search's preview asks, so that only a select is left for the
    /// built state to tell and a push within a column is previewed as any push.
    func selectSource(of target: RouteRef, from stackIndex: Int, _ branch: Branch, startsFlow: Bool)
        -> (split: SplitNode, depth: Int, column: Int)?
    {
        guard let found = branch.column(ofStackAt: stackIndex),
            found.split.columns.indices.contains(found.column + 1),
            case .stack(let stack, _) = branch.frames[stackIndex],
            let source = stack.entries.last?.route,
            source.coordinator == found.split.columns[found.column].coordinator
        else { return nil }
        guard startsFlow || index.model.selectTarget(named: target.route, from: source) == target else {
            return nil
        }
        return found
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
}
