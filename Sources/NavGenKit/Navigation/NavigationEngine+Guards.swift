/// Guards: what a move to a guarded target does while a required condition is
/// unmet (docs/spec.md, "Conditions that resume"). Only states of a spec with
/// `conditions` carry values, and only moves made by a person (or a `then`, or a
/// deep link's sequence as it runs) are checked: the deep-link search is not.
extension NavigationEngine {
    /// What a move to a target does, given the state's conditions.
    enum GuardVerdict {
        /// Every guard is met: the move is made.
        case met
        /// A guard of a route with `otherwise` is unmet: that action (item `entry` of
        /// the route's `otherwise` actions) runs instead.
        case otherwise(Transition, of: RouteRef, entry: Int)
        /// An unmet guard whose fallback is `stay`: the move is accepted and does nothing.
        case stay
        /// An unmet guard of `route` whose fallback is `web`: a link goes back to the
        /// browser; a tap is refused.
        case web(of: String)
        /// A positive guard whose condition has `satisfiedBy` is unmet: the flow
        /// starts and the move waits. `tuple`: for an entry with args, the tuple of
        /// the target's values, which the flow's outcome sets.
        case wait(ConditionIndex, ResolvedSatisfyingFlow, tuple: ConditionTuple?)
        /// An unmet guard with no way to meet it.
        case refused(String)
    }

    /// The first guard of `guards` the state does not meet, for a target whose params
    /// have `arguments` (an entry with args reads the tuple of those values).
    func firstUnmet(
        _ guards: [ConditionGuard], in state: NavigationState, arguments: [RouteArgument]? = nil
    ) -> ConditionGuard? {
        guards.first { !isMet($0, in: state, arguments: arguments) }
    }

    /// The verdict of an unmet guard on `target` (`premiumRecipe`, `tab account`).
    private func verdict(
        _ guards: [ConditionGuard], _ target: String, otherwise: (Otherwise, RouteRef)?,
        in state: NavigationState, arguments: [RouteArgument]? = nil
    ) -> GuardVerdict {
        guard let unmet = firstUnmet(guards, in: state, arguments: arguments) else { return .met }
        let condition = index.model[unmet.condition]
        let name = condition.id.value
        if let (otherwise, route) = otherwise,
            let fallback = otherwise.fallback(for: unmet.spelling(in: index.model))
        {
            switch fallback {
            case .action(let transition):
                let entry = otherwise.transitions.firstIndex(of: transition) ?? 0
                return .otherwise(transition, of: route, entry: entry)
            case .stay: return .stay
            case .web: return .web(of: target)
            }
        }
        if !unmet.isNegated, let flow = condition.satisfiedBy {
            return .wait(unmet.condition, flow, tuple: tuple(of: unmet, arguments: arguments))
        }
        if unmet.isNegated {
            return .refused(
                "\(target) requires \(name) to be false, and it is true; satisfiedBy only makes a condition true"
            )
        }
        return .refused(
            "\(target) requires \(name), which is false; \(name) has no satisfiedBy flow and \(target) no otherwise"
                + (otherwise == nil ? "" : " for it"))
    }

    /// Moving to a route: its `requires`, then its `otherwise`; `arguments`: the
    /// values the route is shown with (nil when not known).
    func routeVerdict(_ route: RouteRef, in state: NavigationState, arguments: [RouteArgument]? = nil)
        -> GuardVerdict
    {
        guard let number = index.model.route(route) else { return .met }
        let guards = index.model[number].guards
        guard !guards.isEmpty else { return .met }
        let otherwise = index.model.declaration(of: number).otherwise.map { ($0, route) }
        return verdict(guards, route.description, otherwise: otherwise, in: state, arguments: arguments)
    }

    /// Starting a coordinator: its own `requires`; `arguments`: the values of the
    /// route the flow begins with (nil when not known).
    func coordinatorVerdict(_ id: String, in state: NavigationState, arguments: [RouteArgument]? = nil)
        -> GuardVerdict
    {
        guard let coordinator = index.model.coordinator(named: id) else { return .met }
        return verdict(
            index.model[coordinator].guards, "'\(id)'", otherwise: nil, in: state, arguments: arguments)
    }

    /// Selecting `tab` of the tabs coordinator `tabs`: the child entry's `requires`,
    /// then the child coordinator's own.
    func tabVerdict(_ tab: String, of tabs: String, in state: NavigationState) -> GuardVerdict {
        verdict(index.model.tabGuards(tab, of: tabs), "tab \(tab)", otherwise: nil, in: state)
    }

    /// Whether a tab is hidden: one of its guards, its entry's or its coordinator's, is unmet.
    func isHidden(_ tab: String, of tabs: String, in state: NavigationState) -> Bool {
        firstUnmet(index.model.tabGuards(tab, of: tabs), in: state) != nil
    }

    /// The verdict for a spec action of the route on top: the route it shows, the
    /// coordinator it starts, or the tab it selects (in the innermost tab bar that
    /// has it, as ``selectTab(_:declared:on:branch:)`` picks).
    /// `arguments`: the values of the screen the action shows, for entries with args.
    func actionVerdict(
        _ action: Action, top: RouteRef, _ branch: Branch, in state: NavigationState,
        arguments: [RouteArgument]? = nil
    ) -> GuardVerdict {
        switch action {
        case .show(let target, _), .replace(let target):
            return routeVerdict(
                index.model.target(named: target.value, from: top), in: state, arguments: arguments)
        case .go(let target, _):
            return routeVerdict(
                index.model.goTarget(named: target.value, from: top), in: state, arguments: arguments)
        case .start(let child, _, _, _):
            return coordinatorVerdict(child.value, in: state, arguments: arguments)
        case .tab(let tab):
            return branch.innermostTabs(having: tab.value).map { tabVerdict(tab.value, of: $0, in: state) }
                ?? .met
        case .pop, .popToRoot, .dismiss, .finish, .alert, .set, .emit:
            return .met
        }
    }

    /// A checked spec action of the route on top: made when its guards are met,
    /// else its verdict acted on.
    func guardedExecute(
        _ action: Action, at transition: Int?, _ arguments: ArgumentSource, on state: NavigationState,
        branch: Branch, origin: FlowOrigin? = nil, adaptive: AdaptiveStyle? = nil
    ) throws(Refused) -> NavigationState {
        guard let top = branch.top else { throw Refused("no screen is shown") }
        // Entries with args read the tuple of the values the move shows its screen with.
        var shown: [RouteArgument]? = nil
        if index.model.hasConditionParams {
            let made = try? executeUnchecked(
                action, at: transition, arguments, on: state, branch: branch, origin: origin,
                adaptive: adaptive)
            shown = made.flatMap { Branch($0).top?.arguments }
        }
        switch actionVerdict(action, top: top.route, branch, in: state, arguments: shown) {
        case .met:
            return try executeUnchecked(
                action, at: transition, arguments, on: state, branch: branch, origin: origin,
                adaptive: adaptive)
        case .otherwise(let transition, let route, let entry):
            return try runOtherwise(transition, of: route, entry: entry, arguments, on: state)
        case .stay:
            return state
        case .web(let target):
            throw Refused("\(target)'s otherwise is web: only a link goes back to the browser, not a tap")
        case .wait(let condition, let flow, let tuple):
            let given: [ActionArgument]
            switch arguments {
            case .given(let written): given = written
            case .blank, .placeholders: given = []
            }
            // The move as it will run: made now only to check it and print it.
            let made = try executeUnchecked(
                action, at: transition, arguments, on: state, branch: branch, adaptive: adaptive)
            let text = waitingText(action, top: top.route, made: made)
            return try presentSatisfyingFlow(
                flow, for: condition, text: text,
                .transition(action, at: transition, arguments: given, origin: origin), tuple: tuple, on: state
            )
        case .refused(let reason):
            throw Refused(reason)
        }
    }

    /// `push premiumRecipe(id: 4)`: a move's text, its arguments from the screen it
    /// shows (`made`'s top), absent optional ones left out.
    func waitingText(_ action: Action, top: RouteRef, made: NavigationState) -> String {
        // As a person types it: `start checkout`, `start launch at survey`, without the item's `as:`.
        let base: String
        if case .start(let child, _, _, let entry) = action {
            base = "start \(child.value)" + (entry.route.map { " at \($0.value)" } ?? "")
        } else {
            base = Self.describe(action)
        }
        switch action {
        case .show, .start:
            // A start's `args` are fixed: a person gives only the others.
            var fixed: Set<String> = []
            if case .start(_, _, _, let entry) = action { fixed = Set(entry.args.map(\.name.value)) }
            let arguments = (Branch(made).top?.arguments ?? []).filter {
                $0.value != nil && !fixed.contains($0.name)
            }
            guard !arguments.isEmpty else { return base }
            return base + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        default:
            return base
        }
    }

    /// Runs a guarded route's `otherwise` from the route on top, in place of the
    /// move. Its own target's guards must be met (an `otherwise` never chains).
    /// Arguments go to its target by label; a flow it starts has the `otherwise`
    /// item's `then`.
    func runOtherwise(
        _ otherwise: Transition, of route: RouteRef, entry: Int, _ arguments: ArgumentSource,
        on state: NavigationState
    ) throws(Refused) -> NavigationState {
        let branch = Branch(state)
        guard let top = branch.top else { throw Refused("no screen is shown") }
        let action = otherwise.action
        if case .met = actionVerdict(action, top: top.route, branch, in: state) {
        } else {
            throw Refused(
                "\(route)'s otherwise '\(Self.describe(action))' is guarded too, and its guard is unmet")
        }
        let passed: ArgumentSource
        switch arguments {
        case .given(let written):
            let labels = Set(otherwiseTargetParams(action, top: top.route))
            passed = .given(written.filter { labels.contains($0.label) })
        case .blank, .placeholders:
            passed = arguments
        }
        var origin = FlowOrigin(transition: entry)
        origin.guardOrigin = index.model.route(route).map(GuardOrigin.otherwise)
        // At no item of the route on top (-1): an alert it shows has no `then` there.
        return try executeUnchecked(
            action, at: -1, passed, on: state, branch: branch, origin: origin,
            adaptive: otherwise.adaptiveStyle?.value)
    }

    /// The param names of the route an `otherwise` shows (none for other actions).
    private func otherwiseTargetParams(_ action: Action, top: RouteRef) -> [String] {
        switch action {
        case .show(let target, _), .replace(let target):
            index.params(of: index.model.target(named: target.value, from: top)).map(\.name.value)
        case .go(let target, let args):
            // What `args` fixes is not the guarded target's to give.
            index.params(of: index.model.goTarget(named: target.value, from: top)).map(\.name.value).filter {
                name in !args.contains { $0.name.value == name }
            }
        case .start(let child, _, _, _):
            index.coordinator(child.value).flatMap { coordinator in
                coordinator.root.map { index.params(of: RouteRef(coordinator: child.value, route: $0.value)) }
            }?.map(\.name.value) ?? []
        default:
            []
        }
    }

    /// Starts `flow` over the screen on top, shown as its `as:` says, and records the
    /// move that waits on it (`link`: the URL and its source, for a deep link). For a
    /// `tuple`, the flow's first screen takes the tuple's values for its params named
    /// as the condition's, and the flow's outcome sets that tuple.
    func presentSatisfyingFlow(
        _ flow: ResolvedSatisfyingFlow, for condition: ConditionIndex, text: String,
        _ resumption: WaitingMove.Resumption, link: WaitingLink? = nil, tuple: ConditionTuple? = nil,
        on state: NavigationState
    ) throws(Refused) -> NavigationState {
        let token = (state.guarded?.waiting.map(\.token).max() ?? -1) + 1
        let origin = FlowOrigin(satisfying: SatisfyingMark(condition: condition, token: token))
        let child = index.model[flow.coordinator].id.value
        let branch = Branch(state)
        var next = state
        do {
            next.make(
                try startEdit(
                    child, flow.style(in: sizeClass), origin, .given(rootArguments(of: child, tuple)), branch,
                    adaptive: flow.adaptiveStyle
                ))
        } catch {
            throw Refused(
                "\(text) waits for \(index.model[condition].id.value), but its flow '\(child)' cannot be "
                    + "shown here: \(error.reason)")
        }
        next.guarded?.waiting.append(
            WaitingMove(
                text: text, condition: condition, token: token, resumption: resumption, link: link,
                tuple: tuple))
        return next
    }

    /// The arguments a satisfying flow's first screen takes from `tuple`: each of the
    /// condition's params that the screen has a param of the same name for.
    private func rootArguments(of child: String, _ tuple: ConditionTuple?) -> [ActionArgument] {
        guard let tuple, let root = index.coordinator(child)?.root else { return [] }
        let names = Set(index.params(of: RouteRef(coordinator: child, route: root.value)).map(\.name.value))
        return zip(index.model[tuple.condition].params, tuple.values).compactMap { param, value in
            names.contains(param.name.value)
                ? ActionArgument(label: param.name.value, value: value.argumentLiteral) : nil
        }
    }
}
