/// A deep link's sequence under conditions. The search that found the sequence did
/// not avoid guards: they act as the sequence runs, move by move, each move's target
/// checked as a person's move would be (docs/spec.md, "Conditions that resume").
extension NavigationEngine {
    /// The state a `reset` link builds under `conditions`: its moves from launch, then
    /// `pushedTarget` (a route no forward move shows) pushed; screens take their
    /// values from `filled`, the link's whole path; `source`: where the link came from;
    /// `tuples`: the tuples of conditions with params that are set.
    func openGuarded(
        moves: [ForwardMove], pushedTarget: RouteRef?, filled: [RouteEntry], url: String,
        source: LinkSource = .external, conditions: [Bool], tuples: [ConditionTuple: Bool] = [:]
    ) throws(Refused) -> LinkRun {
        guard var start = launchState else { throw Refused("the root coordinator cannot be shown") }
        start.guarded = NavigationState.GuardedPart(values: conditions, tuples: tuples)
        let remainder = DeepLinkRemainder(
            url: url, source: source, stopped: start.root, moves: moves, pushedTarget: pushedTarget,
            filled: filled)
        return try runLink(remainder, from: start)
    }

    /// Resumes a link stopped at a guard, from the state it stopped in, with the
    /// conditions (and outer waiting moves) of `state`.
    func continueDeepLink(_ remainder: DeepLinkRemainder, on state: NavigationState) throws(Refused)
        -> NavigationState
    {
        var stopped = state
        stopped.root = remainder.stopped
        do {
            return try runLink(remainder, from: stopped).state
        } catch  where error.goesToBrowser {
            // Resumed after its flow, the link goes to the browser: the app stays as it is.
            return state
        }
    }

    /// Runs the moves on `state` as the search made them (every tab bar's selection as
    /// the moves left it). Before each move, a tab bar it acts through whose selected
    /// tab is hidden counts as a move selecting that tab; a move whose guard is unmet
    /// stops the link there.
    private func runLink(_ remainder: DeepLinkRemainder, from start: NavigationState)
        throws(Refused) -> LinkRun
    {
        var state = start
        var position = 0
        let moves = remainder.moves
        func stop(at moves: [ForwardMove], _ verdict: GuardVerdict, pushing: RouteRef?) throws(Refused)
            -> LinkRun
        {
            let shown = filledAndSettled(state, remainder.filled)
            switch verdict {
            case .met:
                return LinkRun(state: shown)
            case .otherwise(let transition, let route, let entry):
                return LinkRun(
                    state: try otherwiseOfLink(
                        transition, of: route, entry: entry, filled: remainder.filled, on: shown))
            case .stay:
                return LinkRun(state: shown, stayed: true)
            case .web(let target):
                throw Refused.toBrowser(target)
            case .wait(let condition, let flow, let tuple):
                let rest = DeepLinkRemainder(
                    url: remainder.url, source: remainder.source, stopped: state.root, moves: moves,
                    pushedTarget: pushing, filled: remainder.filled)
                return LinkRun(
                    state: try presentSatisfyingFlow(
                        flow, for: condition, text: "open \(remainder.url)", .deepLink(rest),
                        link: WaitingLink(url: remainder.url, source: remainder.source), tuple: tuple,
                        on: shown))
            case .refused(let reason):
                throw Refused(reason)
            }
        }
        while true {
            let branch = Branch(state)
            let next = position < moves.count ? moves[position] : nil
            if let hidden = hiddenSelection(on: branch, before: next, in: state) {
                let implicit = ForwardMove.selectTab(tabs: hidden.tabs, tab: hidden.tab)
                let verdict = tabVerdict(hidden.tab, of: hidden.tabs, in: state)
                return try stop(
                    at: [implicit] + moves[position...], verdict, pushing: remainder.pushedTarget)
            }
            guard let move = next else { break }
            let verdict = moveVerdict(move, branch, in: state, filled: remainder.filled)
            guard case .met = verdict else {
                return try stop(at: Array(moves[position...]), verdict, pushing: remainder.pushedTarget)
            }
            guard let after = applyInSequence(move, to: state, branch: branch) else {
                throw Refused("its sequence cannot be made: '\(move)' is refused")
            }
            state = after
            position += 1
        }
        if let target = remainder.pushedTarget {
            let verdict = routeVerdict(
                target, in: state, arguments: Self.values(of: target, in: remainder.filled))
            guard case .met = verdict else { return try stop(at: [], verdict, pushing: target) }
            let branch = Branch(state)
            guard !branch.topIsModalRoute, let stackIndex = branch.lastStackIndex,
                case .stack(_, let depth) = branch.frames[stackIndex]
            else { throw Refused("\(target) cannot be pushed on its coordinator's root") }
            let entry = index.blankEntry(target)
            state.editStack(at: branch.path(depth)) { $0.entries.append(entry) }
        }
        return LinkRun(state: filledAndSettled(state, remainder.filled))
    }

    /// A move of a sequence: a tab selection acts on the innermost tab bar that has
    /// the tab (the search's is the one on screen, which is that one).
    private func applyInSequence(_ move: ForwardMove, to state: NavigationState, branch: Branch)
        -> NavigationState?
    {
        switch move {
        case .selectTab(_, let tab):
            try? selectTab(tab, declared: true, on: state, branch: branch)
        case .transition, .containerTransition:
            apply(move, to: state, branch: branch)
        }
    }

    /// The verdict of a move of the sequence: its target's guards, entries with args
    /// read with the URL's values for the screen the move shows (from `filled`).
    private func moveVerdict(
        _ move: ForwardMove, _ branch: Branch, in state: NavigationState, filled: [RouteEntry]
    ) -> GuardVerdict {
        switch move {
        case .selectTab(let tabs, let tab):
            return tabVerdict(tab, of: tabs, in: state)
        case .transition, .containerTransition:
            guard case let (source, action)? = move.item else { return .met }
            var arguments: [RouteArgument]? = nil
            if index.model.hasConditionParams, let shown = applyInSequence(move, to: state, branch: branch),
                let target = Branch(shown).top?.route
            {
                arguments = Self.values(of: target, in: filled)
            }
            return actionVerdict(action, top: source, branch, in: state, arguments: arguments)
        }
    }

    /// The URL's values for `route`: those of its entry among the link's filled ones.
    private static func values(of route: RouteRef, in filled: [RouteEntry]) -> [RouteArgument]? {
        filled.last { $0.route == route }?.arguments
    }

    /// The outermost tab bar the next move acts through whose selected tab is hidden:
    /// every tab bar on the branch, or for a tab selection those outside the tab bar
    /// it selects in.
    private func hiddenSelection(on branch: Branch, before move: ForwardMove?, in state: NavigationState) -> (
        tabs: String, tab: String
    )? {
        for tabs in branch.tabBarsActedThrough(by: move) {
            let selected = tabs.selectedTab
            if isHidden(selected, of: tabs.coordinator, in: state) { return (tabs.coordinator, selected) }
        }
        return nil
    }

    /// `state` with the link's values on the screens its path shares with the link's
    /// (same route at the same place), hidden tabs not selected.
    private func filledAndSettled(_ state: NavigationState, _ filled: [RouteEntry]) -> NavigationState {
        var next = state
        next.editPath { position, entry in
            guard filled.indices.contains(position), filled[position].route == entry.route else { return }
            entry.arguments = filled[position].arguments
        }
        return settle(next)
    }

    /// A link stopped at a route with `otherwise`: that action, from the screen on
    /// top; a route it shows takes the link target's values of the params it shares
    /// by name and type.
    private func otherwiseOfLink(
        _ otherwise: Transition, of route: RouteRef, entry: Int, filled: [RouteEntry],
        on state: NavigationState
    ) throws(Refused) -> NavigationState {
        guard otherwise.action.runsAsLinkOtherwise else {
            throw Refused("\(route)'s otherwise '\(Self.describe(otherwise.action))' does not run for a link")
        }
        var shown = try runOtherwise(otherwise, of: route, entry: entry, .blank, on: state)
        guard let target = filled.last, let top = Branch(shown).top, top != Branch(state).top else {
            return settle(shown)
        }
        let targetTypes = Dictionary(
            index.params(of: target.route).map { ($0.name.value, $0.type.value) },
            uniquingKeysWith: { a, _ in a })
        let types = Dictionary(
            index.params(of: top.route).map { ($0.name.value, $0.type.value) },
            uniquingKeysWith: { a, _ in a })
        let last = shown.path.count - 1
        shown.editPath { position, entry in
            guard position == last else { return }
            for (slot, argument) in entry.arguments.enumerated() {
                guard let type = types[argument.name], targetTypes[argument.name] == type,
                    let value = target.arguments.first(where: { $0.name == argument.name })?.value
                else { continue }
                entry.arguments[slot].value = value
            }
        }
        return settle(shown)
    }

    /// An `onTop` link's one move (``onTopMove(showing:over:)``), its target's guards
    /// checked; nil when there is no such move (the link then resets). An unmet guard
    /// whose `otherwise` does not present over the screen on top (a push, a tab, a
    /// flow started `as: push`), or whose satisfying flow is pushed, resets too: one
    /// move on top is all `onTop` makes.
    func guardedShowOnTop(
        _ target: RouteEntry, url: String, source: LinkSource, over state: NavigationState
    ) throws(Refused) -> LinkRun? {
        guard state.guarded != nil else { return showOnTop(target, over: state).map { LinkRun(state: $0) } }
        guard onTopMove(showing: target.route, over: Branch(state)) != nil else { return nil }
        switch routeVerdict(target.route, in: state, arguments: target.arguments) {
        case .met:
            return showOnTop(target, over: state).map { LinkRun(state: settle($0)) }
        case .otherwise(let transition, let route, let entry):
            guard Self.presentsOnTop(transition.action) else { return nil }
            return LinkRun(
                state: try otherwiseOfLink(transition, of: route, entry: entry, filled: [target], on: state))
        case .stay:
            // `onTop`: the state stays as it is.
            return LinkRun(state: state, stayed: true)
        case .web(let target):
            throw Refused.toBrowser(target)
        case .wait(let condition, let flow, let tuple):
            // A flow pushed on the stack is no more on top than a pushing otherwise.
            guard flow.style != .push else { return nil }
            return LinkRun(
                state: try presentSatisfyingFlow(
                    flow, for: condition, text: "open \(url)", .onTop(target, url: url, source: source),
                    link: WaitingLink(url: url, source: source), tuple: tuple, on: state)
            )
        case .refused(let reason):
            throw Refused(reason)
        }
    }

    /// Whether an action shows something over the screen on top: a route or a flow
    /// in a modal style, or an alert.
    static func presentsOnTop(_ action: Action) -> Bool {
        switch action {
        case .show(_, let style): style.isModal
        case .alert: true
        case .start(_, let style, _, _): style?.value != .push
        case .tab, .replace, .go, .set, .emit, .pop, .popToRoot, .dismiss, .finish: false
        }
    }
}

/// What a link's moves ended in: the state, and whether an unmet guard's `stay`
/// stopped them (a link that ends in `stay` is handled, and reports its own target).
struct LinkRun {
    var state: NavigationState
    var stayed = false
}
