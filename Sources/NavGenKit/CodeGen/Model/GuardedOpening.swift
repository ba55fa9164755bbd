/// How launch and a deep link's moves play out under conditions (docs/spec.md,
/// "Conditions that resume"), with the simulator's engine making each move: what
/// the generator turns into the `if`s of `init(conditions:)` and
/// `init?(url:conditions:)`.
///
/// Conditions are read through a ``ConditionReader``, in the order the checks
/// happen, so that exploring the reads gives one branch per condition that matters.
struct GuardedOpening {
    /// What a deep link shows under some conditions.
    enum Outcome: Hashable, Sendable {
        /// Refused: an unmet guard with neither `otherwise` nor a satisfying flow.
        case refused
        /// Shown; `waiting` when a satisfying flow is shown and the link waits for it.
        case shown(PlanNode, waiting: Bool)
    }

    let engine: NavigationEngine
    var model: NavigationModel { engine.index.model }

    /// Launch under conditions: every tab bar on its initial tab, or the first
    /// visible one when a condition hides that tab.
    func launch(_ reader: inout ConditionReader) throws -> NavigationState? {
        guard let launch = engine.launchState else { return nil }
        return try showingVisibleTabs(launch, &reader)
    }

    /// The state a plan's moves build under conditions: each move's target checked
    /// first, the first unmet guard deciding (the target's `otherwise`, else the
    /// condition's satisfying flow over the screen on top with the link waiting, else
    /// refused).
    func open(_ plan: DeepLinkPlan, planner: DeepLinkPlanner, _ reader: inout ConditionReader) throws
        -> Outcome
    {
        guard var state = try launch(&reader) else { return .refused }
        for move in planner.moves(for: plan) {
            if let stop = try check(target(of: move, on: state), on: state, &reader) { return stop }
            guard let next = engine.apply(move, to: state) else { return .refused }
            state = try showingVisibleTabs(next, &reader)
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
        return .shown(PlanNode(state.root), waiting: false)
    }

    // MARK: - Guards

    /// A move's target: the guards to check in order, and the `otherwise` of a route.
    struct Target {
        var guards: [ConditionGuard] = []
        /// The guarded route's `otherwise` action.
        var otherwise: Action?
    }

    private func target(of move: ForwardMove, on state: NavigationState) -> Target {
        switch move {
        case .selectTab(let tabs, let tab):
            return tabTarget(tab, in: tabs)
        case .transition(let source, _, let action):
            switch action {
            case .push(let name), .sheet(let name), .cover(let name), .popover(let name):
                let top = Branch(state).top?.route ?? source
                return routeTarget(engine.index.target(named: name.value, from: top))
            case .start(let child, _, _):
                return Target(guards: model.coordinator(named: child.value).map { model[$0].guards } ?? [])
            case .tab(let tab):
                // The innermost tab bar on screen that has the tab, as a declared `tab:` selects.
                let branch = Branch(state)
                for frame in branch.frames.reversed() {
                    if case .tabs(let node, _) = frame,
                        node.tabs.contains(where: { $0.coordinator == tab.value })
                    {
                        return tabTarget(tab.value, in: node.coordinator)
                    }
                }
                return Target()
            default:
                return Target()
            }
        }
    }

    private func routeTarget(_ ref: RouteRef) -> Target {
        guard let route = model.route(ref) else { return Target() }
        return Target(
            guards: model.routes[route.rawValue].guards,
            otherwise: model.declaration(of: route).otherwise?.action)
    }

    /// Selecting a tab: its entry's `requires`, then its coordinator's own.
    private func tabTarget(_ tab: String, in tabs: String) -> Target {
        var guards = entryGuards(of: tab, in: tabs)
        if let child = model.coordinator(named: tab) { guards += model[child].guards }
        return Target(guards: guards)
    }

    /// The `requires` of a tab's entry in a tab bar's `children`: while unmet, the tab is hidden.
    private func entryGuards(of tab: String, in tabs: String) -> [ConditionGuard] {
        guard let bar = model.coordinator(named: tabs) else { return [] }
        let coordinator = model[bar]
        guard let position = coordinator.children.firstIndex(where: { $0.map { model[$0].id.value } == tab })
        else { return [] }
        return coordinator.guards(ofTabAt: position)
    }

    private func isMet(_ guardItem: ConditionGuard, _ reader: inout ConditionReader) throws -> Bool {
        try reader.value(of: guardItem.condition, expecting: !guardItem.isNegated) != guardItem.isNegated
    }

    /// Nil when every guard is met; else what the first unmet one leads to.
    private func check(_ target: Target, on state: NavigationState, _ reader: inout ConditionReader) throws
        -> Outcome?
    {
        for guardItem in target.guards where try !isMet(guardItem, &reader) {
            if let otherwise = target.otherwise {
                guard let shown = try? engine.execute(otherwise, at: nil, .blank, on: state) else {
                    return .refused
                }
                return .shown(PlanNode(try showingVisibleTabs(shown, &reader).root), waiting: false)
            }
            guard !guardItem.isNegated, let flow = model.conditions[guardItem.condition.rawValue].satisfiedBy,
                let node = engine.index.launchNode(model[flow.coordinator].id.value)
            else { return .refused }
            let modal = Modal(
                style: flow.style == .cover ? .cover : .sheet,
                content: .flow(node, origin: FlowOrigin(transition: 0)))
            guard let edit = try? engine.presentEdit(modal, Branch(state)) else { return .refused }
            var shown = state
            shown.make(edit)
            return .shown(PlanNode(try showingVisibleTabs(shown, &reader).root), waiting: true)
        }
        return nil
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

    private func isVisible(
        _ tab: String, in tabs: String, _ reader: inout ConditionReader
    ) throws -> Bool {
        for guardItem in entryGuards(of: tab, in: tabs) {
            let value = try reader.value(of: guardItem.condition, expecting: !guardItem.isNegated)
            if value == guardItem.isNegated { return false }
        }
        return true
    }
}
