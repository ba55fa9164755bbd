/// A split read in regular width: every column shows, and each column's top screen
/// offers its actions.
///
/// The engine acts on one column at a time, through the compact branch that ends at
/// that column's top: the state read as if that column were the last selected. A
/// select or an unselect there sets the selection; any other move leaves it as it
/// was, so a column beside the selected ones keeps showing its root.
extension NavigationEngine {
    /// Applies an action written by a person; `open` is not handled here. In regular
    /// width, an action on a split's screens goes to the column that offers it: the one
    /// its prefix names (`sidebar: push invites`), else the rightmost that takes it.
    func perform(_ action: SimulatorAction, on state: NavigationState) throws(Refused) -> NavigationState {
        var named: SplitColumn?
        var action = action
        if case .inColumn(let column, let inner) = action { (named, action) = (column, inner) }
        return try inColumn(taking: action, named: named, on: state) { () throws(Refused) in
            try performCompact(action, on: state)
        } _: { column, split, path throws(Refused) in
            try perform(action, inColumn: column, original: split.selected, at: path, on: state)
        }
    }

    /// The entry of a `go` a person wrote: in regular width, the go of the column its
    /// prefix names, else of the rightmost column whose top declares it.
    func goEntry(
        _ name: String, _ arguments: [ActionArgument], inColumn named: SplitColumn?, on state: NavigationState
    ) throws(Refused) -> RouteEntry {
        try inColumn(taking: .go(name, arguments), named: named, on: state) { () throws(Refused) in
            try goEntry(name, arguments, on: state)
        } _: { column, _, path throws(Refused) in
            try goEntry(name, arguments, on: focusing(state, path, on: column))
        }
    }

    /// `body` run in the column that takes `action` (the one `named`, else the
    /// rightmost that does not refuse it), or `compact` when no split shows in
    /// regular width; the first column's refusal when every one refuses.
    private func inColumn<Result>(
        taking action: SimulatorAction, named: SplitColumn?, on state: NavigationState,
        compact: () throws(Refused) -> Result,
        _ body: (_ column: Int, _ split: SplitNode, _ path: [TreeStep]) throws(Refused) -> Result
    ) throws(Refused) -> Result {
        guard let (split, path) = regularSplit(in: state) else {
            if let named {
                throw Refused(
                    "'\(named.rawValue):' names a column of a split shown in regular width, and none is")
            }
            return try compact()
        }
        var candidates = columns(offering: action, in: split)
        if let named {
            let roles = SplitColumn.roles(count: split.columns.count)
            guard let column = roles.firstIndex(of: named) else {
                throw Refused("split '\(split.coordinator)' has no \(named.rawValue) column")
            }
            guard candidates.contains(column) else {
                throw Refused(
                    "the \(named.rawValue) of '\(split.coordinator)' takes no '\(action.keyword)' now")
            }
            candidates = [column]
        }
        var refusal: Refused?
        for column in candidates {
            do {
                return try body(column, split, path)
            } catch {
                refusal = refusal ?? error
            }
        }
        throw refusal ?? Refused("no column of '\(split.coordinator)' takes it")
    }

    /// The actions accepted now. In regular width, each column's, left to right: a text
    /// two columns offer is the rightmost's, and the others' are written with their
    /// column first; the tab bar around the split is listed once, last.
    func allowedActions(in state: NavigationState) -> [AllowedAction] {
        guard let (split, path) = regularSplit(in: state) else { return compactAllowedActions(in: state) }
        let roles = SplitColumn.roles(count: split.columns.count)
        var lists: [(column: Int, actions: [AllowedAction])] = []
        var tabs: [AllowedAction] = []
        for column in columns(offering: nil, in: split).reversed() {
            let focused = focusing(state, path, on: column)
            var actions: [AllowedAction] = []
            for allowed in compactAllowedActions(in: focused) {
                if case .tab? = allowed.action, !declaresTab(allowed.template, in: focused) {
                    if !tabs.contains(where: { $0.template == allowed.template }) { tabs.append(allowed) }
                    continue
                }
                if allowed.action == .back, !columns(offering: .back, in: split).contains(column) { continue }
                actions.append(allowed)
            }
            lists.append((column, actions))
        }
        var result: [AllowedAction] = []
        for (position, list) in lists.enumerated() {
            let later = lists[(position + 1)...].flatMap { $0.actions.map(\.template) }
            for allowed in list.actions {
                guard later.contains(allowed.template) else {
                    result.append(allowed)
                    continue
                }
                let role = roles[list.column]
                result.append(
                    AllowedAction(
                        template: role.rawValue + ": " + allowed.template,
                        action: allowed.action.map { .inColumn(role, $0) }))
            }
        }
        return result + tabs
    }

    /// The split on the active branch, when the engine reads regular width.
    private func regularSplit(in state: NavigationState) -> (split: SplitNode, path: [TreeStep])? {
        guard sizeClass == .regular else { return nil }
        let branch = Branch(state)
        for case .split(let split, let depth) in branch.frames { return (split, Array(branch.path(depth))) }
        return nil
    }

    /// The columns that may take `action`, rightmost first. A column showing a modal
    /// covers the split: only it acts. `back` acts on a selected column (or one that
    /// holds more than its root); nil asks for every column that can act.
    private func columns(offering action: SimulatorAction?, in split: SplitNode) -> [Int] {
        if let covering = split.columns.lastIndex(where: { $0.modal != nil }) { return [covering] }
        let all = Array(split.columns.indices.reversed())
        guard action == .back else { return all }
        return all.filter { $0 <= split.selected || split.columns[$0].entries.count > 1 }
    }

    /// `state` with the split at `path` read as if `column` were its last selected one:
    /// its compact branch then runs to that column's top.
    private func focusing(_ state: NavigationState, _ path: [TreeStep], on column: Int) -> NavigationState {
        var focused = state
        focused.editSplit(at: path[...]) { $0.selected = column }
        return focused
    }

    /// `action` performed in `column`, then the selection set: the select's or the
    /// unselect's, else `original` again. Unselecting a column that was not selected
    /// is refused.
    private func perform(
        _ action: SimulatorAction, inColumn column: Int, original: Int, at path: [TreeStep],
        on state: NavigationState
    ) throws(Refused) -> NavigationState {
        var next = try performCompact(action, on: focusing(state, path, on: column))
        var unselectedBeside = false
        next.editSplit(at: path[...]) { split in
            if split.selected == column {
                split.selected = original
            } else if split.selected < column, column > original {
                unselectedBeside = true
            }
        }
        if unselectedBeside { throw Refused("that column is not selected") }
        return next
    }

    /// Whether the top of `state` declares `tab X` itself: then it is that column's
    /// action, not the tab bar's.
    private func declaresTab(_ template: String, in state: NavigationState) -> Bool {
        guard let top = Branch(state).top else { return false }
        return index.transitions(of: top.route).contains {
            if case .tab(let tab) = $0.action { "tab " + tab.value == template } else { false }
        }
    }
}
