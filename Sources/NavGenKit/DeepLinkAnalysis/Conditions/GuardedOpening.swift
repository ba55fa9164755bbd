/// How launch and a deep link's moves play out under conditions (docs/spec.md,
/// "Conditions that resume"), with the simulator's engine making each move: what
/// the generator turns into the `if`s of `init(conditions:)` and
/// `init?(url:conditions:)`.
///
/// Conditions are read through a ``ConditionReader``, in the order the checks
/// happen, so that exploring the reads gives one branch per condition that matters.
/// The simulator reads them from its state instead (`NavigationEngine.openGuarded`),
/// so the checks are written here a second time, move for move; the differential
/// test of `init?(url:conditions:)` against the simulator keeps the two in step.
/// States here carry no conditions, so the engine makes each move unchecked.
struct GuardedOpening {
    /// What a deep link shows under some conditions.
    enum Outcome: Hashable, Sendable {
        /// Refused: an unmet guard with neither `otherwise` nor a satisfying flow.
        case refused
        /// Handed back to the browser: an unmet guard whose fallback is `web`.
        case web
        /// Shown, ending as `ending` says.
        case shown(PlanNode, ending: Ending)
    }

    /// Which screen a deep link that opens ends on.
    enum Ending: Hashable, Sendable {
        /// Its own: every guard on the way is met.
        case target
        /// The guarded screen's `otherwise`.
        case otherwise
        /// A condition's satisfying flow, the link waiting for it. For an entry with
        /// args, its read: the flow's root takes that tuple's values.
        case waiting(ConditionRead?)
    }

    let engine: NavigationEngine
    /// The params the link gives values for, by name (every screen on its way takes
    /// them from the URL by name): an entry with args (`joined(roomId)`) reads the tuple
    /// of those values. An entry naming any other, or read where no link gives values
    /// (launch, an `otherwise`'s own screen), reads its condition's `initially`, as the
    /// simulator does without values.
    var bound: Set<String> = []
    var model: NavigationModel { engine.index.model }

    init(engine: NavigationEngine, bound: Set<String> = []) {
        self.engine = engine
        self.bound = bound
    }

    /// Launch under conditions: every tab bar on its initial tab, or the first
    /// visible one when a condition hides that tab.
    func launch(_ reader: inout ConditionReader) throws -> NavigationState? {
        guard let launch = engine.launchState else { return nil }
        return try showingVisibleTabs(launch, &reader)
    }

    /// The state a plan's moves build under conditions, as the simulator runs a link:
    /// from the launch tree as the search made it, each move's target checked first,
    /// and before each move (and at the end) a tab bar the move acts through whose
    /// selected tab is hidden counts as a move selecting that tab. The first unmet
    /// guard decides: the target's `otherwise`, else the condition's satisfying flow
    /// over the screen on top with the link waiting, else refused.
    func open(_ plan: DeepLinkPlan, planner: DeepLinkPlanner, _ reader: inout ConditionReader) throws
        -> Outcome
    {
        guard var state = engine.launchState else { return .refused }
        if let stop = try checkLinkGuards(on: state, &reader) { return stop }
        let moves = planner.moves(for: plan)
        var position = 0
        while true {
            let next = position < moves.count ? moves[position] : nil
            if let stop = try check(hiddenSelection(before: next, on: state, &reader), on: state, &reader) {
                return stop
            }
            guard let move = next else { break }
            if let stop = try check(target(of: move, on: state), on: state, &reader) { return stop }
            guard let after = applyInSequence(move, to: state) else { return .refused }
            state = after
            position += 1
        }
        if plan.pushedOnRoot {
            if let stop = try check(routeTarget(plan.target), on: state, &reader) { return stop }
            let branch = Branch(state)
            guard !branch.topIsModalRoute, let stackIndex = branch.lastStackIndex,
                case .stack(_, let depth) = branch.frames[stackIndex]
            else { return .refused }
            let entry = engine.index.blankEntry(plan.target)
            state.editStack(at: branch.path(depth)) { $0.entries.append(entry) }
        }
        return .shown(PlanNode(try showingVisibleTabs(state, &reader).root), ending: .target)
    }

    /// An action link under conditions: it shows no screen, so only `deeplinks.requires`
    /// guards it, as the simulator checks it before anything else. Shown (the launch
    /// state, `.target`) when it lets the link through or its fallback keeps the action
    /// (`stay`, a satisfying flow the link waits for); else `web` or refused.
    func openAction(_ reader: inout ConditionReader) throws -> Outcome {
        guard let state = engine.launchState else { return .refused }
        return try checkLinkGuards(on: state, &reader) ?? .shown(PlanNode(state.root), ending: .target)
    }

    /// A move of the sequence: a tab selection acts on the innermost tab bar that has the tab.
    private func applyInSequence(_ move: ForwardMove, to state: NavigationState) -> NavigationState? {
        switch move {
        case .selectTab(_, let tab): try? engine.selectTab(tab, declared: true, on: state)
        case .transition, .containerTransition: engine.apply(move, to: state)
        }
    }

    // MARK: - Guards

    /// A move's target: the guards to check in order, and the `otherwise` of a route.
    struct Target {
        var guards: [ConditionGuard] = []
        /// The guarded route's `otherwise`.
        var otherwise: Otherwise?
    }

    /// The selection of the outermost tab bar the next move acts through whose
    /// selected tab is hidden, as a tab selection; none when there is no such tab bar.
    /// A tab selection acts through the tab bars outside the one it selects in.
    private func hiddenSelection(
        before move: ForwardMove?, on state: NavigationState, _ reader: inout ConditionReader
    )
        throws -> Target
    {
        for tabs in Branch(state).tabBarsActedThrough(by: move) {
            if try !isVisible(tabs.selectedTab, in: tabs.coordinator, &reader) {
                return tabTarget(tabs.selectedTab, in: tabs.coordinator)
            }
        }
        return Target()
    }

    /// A move of the sequence: a tab selection's tab, or the target of a spec action.
    private func target(of move: ForwardMove, on state: NavigationState) -> Target {
        switch move {
        case .selectTab(let tabs, let tab): tabTarget(tab, in: tabs)
        case .transition(let source, _, let action): actionTarget(action, top: source, Branch(state))
        case .containerTransition(let tabs, _, let action):
            actionTarget(action, top: NavigationEngine.source(of: tabs), Branch(state))
        }
    }

    /// What a spec action of the route on top moves to: the route it shows, the
    /// coordinator it starts, or the tab it selects (in the innermost tab bar that has it).
    private func actionTarget(_ action: Action, top: RouteRef, _ branch: Branch) -> Target {
        switch action {
        case .show(let name, _), .replace(let name):
            return routeTarget(engine.index.model.target(named: name.value, from: top))
        case .go(let name, _):
            return routeTarget(engine.index.model.goTarget(named: name.value, from: top))
        case .start(let child, _, _, _):
            return Target(guards: model.coordinator(named: child.value).map { model[$0].guards } ?? [])
        case .tab(let tab):
            return branch.innermostTabs(having: tab.value).map { tabTarget(tab.value, in: $0) } ?? Target()
        case .pop, .popToRoot, .dismiss, .finish, .alert, .set, .emit:
            return Target()
        }
    }

    private func routeTarget(_ ref: RouteRef) -> Target {
        guard let route = model.route(ref) else { return Target() }
        return Target(guards: model[route].guards, otherwise: model.declaration(of: route).otherwise)
    }

    /// Selecting a tab: its entry's `requires`, then its coordinator's own; while one is
    /// unmet, the tab is hidden.
    private func tabTarget(_ tab: String, in tabs: String) -> Target {
        Target(guards: model.tabGuards(tab, of: tabs))
    }

    /// The first guard of `guards` that is unmet, reading conditions until it; entries
    /// with args read tuples only `withValues` (a link's moves).
    private func firstUnmet(
        _ guards: [ConditionGuard], withValues: Bool = true, _ reader: inout ConditionReader
    ) throws
        -> ConditionGuard?
    {
        for guardItem in guards {
            let value: Bool
            if let args = guardItem.args {
                value =
                    withValues && args.allSatisfy(bound.contains)
                    ? try reader.value(
                        of: ConditionRead(guardItem.condition, args: args), expecting: !guardItem.isNegated)
                    : model[guardItem.condition].initially
            } else {
                value = try reader.value(of: guardItem.condition, expecting: !guardItem.isNegated)
            }
            if value == guardItem.isNegated { return guardItem }
        }
        return nil
    }

    /// `deeplinks.requires`, before the first move: nil when every entry is met; else
    /// its `deeplinks.otherwise` (`web`, or `stay` on the launch screen), else the
    /// condition's flow over it with the link waiting, else refused.
    private func checkLinkGuards(on state: NavigationState, _ reader: inout ConditionReader) throws
        -> Outcome?
    {
        guard let unmet = try firstUnmet(model.linkGuards, &reader) else { return nil }
        let shown = try showingVisibleTabs(state, &reader)
        let spelling = unmet.spelling(in: model)
        switch model.spec.deepLinks.otherwise?.fallback(for: spelling) {
        case .web?: return .web
        case .stay?: return .shown(PlanNode(shown.root), ending: .otherwise)
        case .action?, nil: break
        }
        return try waitOrRefuse(unmet, on: shown)
    }

    /// Nil when every guard is met; else what the first unmet one leads to, from the
    /// state with hidden tabs not selected.
    private func check(_ target: Target, on state: NavigationState, _ reader: inout ConditionReader) throws
        -> Outcome?
    {
        guard let unmet = try firstUnmet(target.guards, &reader) else { return nil }
        let shown = try showingVisibleTabs(state, &reader)
        let spelling = unmet.spelling(in: model)
        switch target.otherwise?.fallback(for: spelling) {
        case .stay?: return .shown(PlanNode(shown.root), ending: .otherwise)
        case .web?: return .web
        case .action(let transition)?:
            // An `otherwise` never chains: its own target's guards must be met.
            let branch = Branch(shown)
            guard transition.action.runsAsLinkOtherwise, let top = branch.top,
                try firstUnmet(
                    actionTarget(transition.action, top: top.route, branch).guards, withValues: false, &reader
                )
                    == nil,
                let after = try? engine.executeUnchecked(
                    transition.action, at: nil, .blank, on: shown, branch: branch,
                    adaptive: transition.adaptiveStyle?.value)
            else { return .refused }
            return .shown(PlanNode(try showingVisibleTabs(after, &reader).root), ending: .otherwise)
        case nil: break
        }
        return try waitOrRefuse(unmet, on: shown)
    }

    /// An unmet guard without a fallback: its condition's flow over `shown`, the link
    /// waiting, or refused.
    private func waitOrRefuse(_ unmet: ConditionGuard, on shown: NavigationState) throws -> Outcome {
        guard !unmet.isNegated, let flow = model[unmet.condition].satisfiedBy else { return .refused }
        let start = Action.start(
            Located(model[flow.coordinator].id.value, at: .start),
            style: Located(flow.style(in: engine.sizeClass), at: .start),
            then: nil)
        // A flow for a condition with params takes the tuple's values: the states here
        // carry none, so its root gets stand-ins (the generated code gives the URL's).
        let arguments: NavigationEngine.ArgumentSource = unmet.args == nil ? .given([]) : .placeholders
        guard
            let after = try? engine.executeUnchecked(
                start, at: nil, arguments, on: shown, branch: Branch(shown), adaptive: flow.adaptiveStyle)
        else { return .refused }
        let read = unmet.args.map { ConditionRead(unmet.condition, args: $0) }
        return .shown(PlanNode(after.root), ending: .waiting(read))
    }

    // MARK: - Hidden tabs

    /// The state with every tab bar whose selected tab is hidden on its first visible
    /// tab (a tab bar with none visible keeps its selection).
    func showingVisibleTabs(
        _ state: NavigationState, _ reader: inout ConditionReader
    ) throws -> NavigationState {
        var root = state.root
        try showVisibleTabs(&root, &reader)
        return NavigationState(root: root)
    }

    private func showVisibleTabs(
        _ node: inout NavigationNode, _ reader: inout ConditionReader
    ) throws {
        switch node {
        case .tabs(var tabs):
            if tabs.tabs.indices.contains(tabs.selected),
                try !isVisible(tabs.tabs[tabs.selected].coordinator, in: tabs.coordinator, &reader)
            {
                for position in tabs.tabs.indices where position != tabs.selected {
                    if try isVisible(tabs.tabs[position].coordinator, in: tabs.coordinator, &reader) {
                        tabs.selected = position
                        break
                    }
                }
            }
            for position in tabs.tabs.indices {
                try showVisibleTabs(&tabs.tabs[position], &reader)
            }
            node = .tabs(tabs)
        case .stack(var stack):
            guard var modal = stack.modal else { return }
            try showVisibleTabs(&modal, &reader)
            stack.modal = modal
            node = .stack(stack)
        case .split(var split):
            for position in split.columns.indices {
                var column = NavigationNode.stack(split.columns[position])
                try showVisibleTabs(&column, &reader)
                if case .stack(let shown) = column { split.columns[position] = shown }
            }
            node = .split(split)
        }
    }

    private func showVisibleTabs(_ modal: inout Modal, _ reader: inout ConditionReader) throws {
        switch modal.content {
        case .route(let entry, var presented?):
            try showVisibleTabs(&presented, &reader)
            modal.content = .route(entry, presented: presented)
        case .flow(var node, let origin):
            try showVisibleTabs(&node, &reader)
            modal.content = .flow(node, origin: origin)
        case .route, .alert:
            return
        }
    }

    private func isVisible(_ tab: String, in tabs: String, _ reader: inout ConditionReader) throws -> Bool {
        try firstUnmet(model.tabGuards(tab, of: tabs), &reader) == nil
    }
}
