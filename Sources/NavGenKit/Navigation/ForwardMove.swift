/// A forward move of the deep-link search: a tab selection, a push, sheet, cover,
/// start or declared tab transition of the route on top, or a sheet, cover, start or
/// tab of a tab bar's own transitions.
package enum ForwardMove: Hashable, Sendable, CustomStringConvertible {
    /// The system's tab selection in the tab bar on screen.
    case selectTab(tabs: String, tab: String)
    /// The route on top's transition at `index` in its `transitions`.
    case transition(RouteRef, index: Int, Action)
    /// The item at `index` of the tab bar `tabs`' own transitions, offered over every tab.
    case containerTransition(tabs: String, index: Int, Action)

    /// Whether the move is a `replace`: it swaps the screen on top instead of adding one.
    var isReplace: Bool {
        if case .transition(_, _, .replace) = self { true } else { false }
    }

    /// As an action: `tab settings`, `push allergies`, `start onboarding`.
    package var description: String {
        switch self {
        case .selectTab(_, let tab): "tab \(tab)"
        case .transition(_, _, let action), .containerTransition(_, _, let action):
            NavigationEngine.describe(action)
        }
    }
}

extension NavigationEngine {
    /// The forward moves from a state, in the search's order: tab selections in tab order
    /// (the tab bar on screen, selected tab excluded), then the items of the tab bars'
    /// own transitions offered there, as the allowed actions list them
    /// (``containerForwardMoves(on:allowingRunningFlows:)``), then the top route's moves in
    /// every style, start and tab transitions in declaration order (an alert
    /// shows no screen, so it is no move towards one).
    ///
    /// A sequence holds at most one instance of each flow: a start of a recursive flow
    /// that already runs on the branch is no move, so the search ends. A `via` chain,
    /// which spells its moves, passes `allowingRunningFlows` to start another.
    func forwardMoves(
        from state: NavigationState, branch known: Branch? = nil, allowingRunningFlows: Bool = false
    ) -> [ForwardMove] {
        let branch = known ?? Branch(state)
        guard let top = branch.top else { return [] }
        var moves: [ForwardMove] = []
        if let visible = branch.visibleTabsIndex, case .tabs(let tabs, _) = branch.frames[visible] {
            for (position, tab) in tabs.tabs.enumerated() where position != tabs.selected {
                moves.append(.selectTab(tabs: tabs.coordinator, tab: tab.coordinator))
            }
        }
        moves += containerForwardMoves(on: branch, allowingRunningFlows: allowingRunningFlows)
        for (position, transition) in index.transitions(of: top.route).enumerated()
        where isForwardStep(transition.action, on: branch, allowingRunningFlows: allowingRunningFlows) {
            moves.append(.transition(top.route, index: position, transition.action))
        }
        return moves
    }

    /// Whether `action` can be a step of a link's back stack on `branch`: a push,
    /// sheet, cover, popover, start, `tab:` or `replace`. An alert shows no screen; a
    /// `go` rebuilds the state as a reset link would, so no back stack goes through
    /// one; the rest go back or stay. A start of a recursive flow already running on
    /// the branch is none either, unless `allowingRunningFlows`.
    func isForwardStep(_ action: Action, on branch: Branch, allowingRunningFlows: Bool) -> Bool {
        switch action {
        case .start(let child, _, _, _):
            allowingRunningFlows || !index.isRecursive(child.value) || !branch.runs(child.value)
        case .show, .tab, .replace:
            true
        case .pop, .popToRoot, .dismiss, .finish, .alert, .go, .set, .emit:
            false
        }
    }

    /// The state after a forward move, with the params of new screens `nil`; nil
    /// when the move is refused there (e.g. a push from a modal route).
    func apply(_ move: ForwardMove, to state: NavigationState, branch: Branch? = nil) -> NavigationState? {
        switch move {
        case .selectTab(_, let tab):
            try? selectTab(tab, declared: false, on: state, branch: branch)
        case .transition(_, let position, let action):
            try? execute(action, at: position, .blank, on: state, branch: branch)
        case .containerTransition(let tabs, let position, let action):
            try? executeContainer(action, at: position, of: tabs, .blank, on: state)
        }
    }

    /// The tree edit of a push, sheet, cover or start move; nil for a tab selection, a
    /// tab bar's own item (which ``apply(_:to:branch:)`` makes) or a move refused there (``apply(_:to:branch:)`` says so too).
    func edit(for move: ForwardMove, branch: Branch) -> TreeEdit? {
        guard case .transition(_, let position, let action) = move, let top = branch.top else { return nil }
        return try? edit(for: action, at: position, .blank, top: top, branch)
    }
}
