/// The system actions: `back` and tab selection, which need no declaration.
extension NavigationEngine {
    /// Dismiss a sheet route (not a cover); else pop a stack of more than one
    /// entry (which ends a flow started `as: push` when its root is popped); else
    /// unselect a split's selected column at its bottom; else,
    /// at the root of a flow shown as a sheet, dismiss the flow; else refused.
    /// Neither way of leaving a flow gives an outcome.
    func back(_ state: NavigationState) throws(Refused) -> NavigationState {
        let branch = Branch(state)
        guard let top = branch.top else { throw Refused("no screen is shown") }
        var next = state
        if case .modal(let modal, let depth)? = branch.frames.last {
            guard modal.style.closedByBack else {
                throw Refused("\(top.route) is a full-screen cover: back does not dismiss a cover")
            }
            next.editModal(at: branch.path(depth)) { $0 = nil }
            return next
        }
        guard let stackIndex = branch.lastStackIndex,
            case .stack(let stack, let depth) = branch.frames[stackIndex]
        else {
            throw Refused("there is nothing to go back to")
        }
        if stack.entries.count > 1 {
            next.editStack(at: branch.path(depth)) { $0.entries.removeLast() }
            return next
        }
        if let unselected = unselect(columnAt: stackIndex, branch, state) { return unselected }
        try refuseAtRootOverlayRoot(branch, "back")
        // At the overlay's root, back minimises it.
        if isAtOverlayRoot(branch) { return try minimise(state) }
        guard let modalIndex = branch.lastModalIndex,
            case .modal(let modal, let modalDepth) = branch.frames[modalIndex]
        else {
            throw Refused(
                "\(top.route) is the root of the app's \(stack.coordinator) stack: nothing to go back to")
        }
        guard modal.style.closedByBack else {
            throw Refused(
                "\(top.route) is the root of a flow shown as a cover: back does not dismiss a cover")
        }
        next.editModal(at: branch.path(modalDepth)) { $0 = nil }
        return next
    }

    /// Selects `tab` in the innermost tabs coordinator around the top that has it
    /// (declared `tab:`, after dismissing the modals above that coordinator), or in
    /// the tab bar on screen (the system action, only while no modal covers it).
    func selectTab(
        _ tab: String, declared: Bool, on state: NavigationState, branch known: Branch? = nil
    ) throws(Refused) -> NavigationState {
        let branch = known ?? Branch(state)
        let candidates: [Int]
        if declared {
            candidates = branch.frames.indices.reversed()
        } else if let visible = branch.visibleTabsIndex {
            candidates = [visible]
        } else {
            throw Refused(
                branch.tabs.isEmpty
                    ? "there is no tab bar" : "a modal is shown: the tab bar is covered; dismiss it first")
        }
        for frameIndex in candidates {
            guard case .tabs(let tabs, let depth) = branch.frames[frameIndex],
                let position = tabs.tabs.firstIndex(where: { $0.coordinator == tab })
            else { continue }
            var next = state
            let firstModal = branch.frames.indices.first { index in
                guard index > frameIndex, case .modal = branch.frames[index] else { return false }
                return true
            }
            if let firstModal, case .modal(_, let modalDepth) = branch.frames[firstModal] {
                next.editModal(at: branch.path(modalDepth)) { $0 = nil }
            }
            next.editTabs(at: branch.path(depth)) { $0.selected = position }
            return next
        }
        let owners = branch.tabs.map(\.coordinator)
        if owners.isEmpty {
            throw Refused("there is no tab bar around \(branch.top?.route.description ?? "the top")")
        }
        throw Refused("'\(tab)' is not a tab of \(owners.map { "'\($0)'" }.joined(separator: " or "))")
    }
}
