/// What a person may do on the current screen: for refusals and `--interactive`.
extension NavigationEngine {
    /// The top route's declared transitions that would be accepted now, in
    /// declaration order, then `back` and the tab bar's other tabs when available; a
    /// split read as one stack.
    func compactAllowedActions(in state: NavigationState) -> [AllowedAction] {
        let branch = Branch(state)
        if let shown = branch.alert { return allowedAnswers(to: shown.alert) }
        guard let top = branch.top else { return [] }
        var result: [AllowedAction] = []
        var seen: Set<String> = []
        func add(_ allowed: AllowedAction) {
            if seen.insert(allowed.template).inserted { result.append(allowed) }
        }
        // With a tab bar's own transitions offered, its tab selections lead and those
        // items follow, outermost tab bar first, before the top route's transitions.
        let containers = offeredContainers(in: branch)
        if !containers.isEmpty {
            addTabSelections(branch, state, add)
            for container in containers {
                let source = Self.source(of: container.coordinator)
                for (position, transition) in containerTransitions(of: container.coordinator).enumerated() {
                    if case .go = transition.action {
                        add(allowed(transition.action, from: source))
                        continue
                    }
                    guard
                        (try? executeContainer(
                            transition.action, at: position, of: container.coordinator, .placeholders,
                            on: state))
                            != nil
                    else { continue }
                    add(allowed(transition.action, from: source))
                }
            }
        }
        for (position, transition) in index.transitions(of: top.route).enumerated() {
            // A `go` opens as a link would, which the deep-link analysis works out: it is
            // listed, and refused when performed if the root shown cannot show its route.
            if case .go = transition.action {
                add(allowed(transition.action, from: top.route))
                continue
            }
            guard (try? execute(transition.action, at: position, .placeholders, on: state)) != nil else {
                continue
            }
            if case .emit(let event) = transition.action {
                add(emitAllowed(event.value, on: state))
                continue
            }
            add(allowed(transition.action, from: top.route))
        }
        if (try? back(state)) != nil { add(AllowedAction(template: "back", action: .back)) }
        if containers.isEmpty { addTabSelections(branch, state, add) }
        if let overlay = state.overlay, state.rootOverlay == nil {
            add(
                overlay.minimised
                    ? AllowedAction(template: "expand", action: .expand)
                    : AllowedAction(template: "minimise", action: .minimise))
        }
        return result
    }

    /// The visible tab bar's other tabs, as `tab` actions.
    private func addTabSelections(_ branch: Branch, _ state: NavigationState, _ add: (AllowedAction) -> Void)
    {
        guard let visible = branch.visibleTabsIndex, case .tabs(let tabs, _) = branch.frames[visible] else {
            return
        }
        for (position, tab) in tabs.tabs.enumerated() where position != tabs.selected {
            // A hidden tab is listed only when selecting it would wait for its condition.
            if state.guarded != nil, (try? checkedSelectTab(tab.coordinator, on: state)) == nil {
                continue
            }
            add(AllowedAction(template: "tab \(tab.coordinator)", action: .tab(tab.coordinator)))
        }
    }

    private func allowed(_ action: Action, from route: RouteRef) -> AllowedAction {
        /// `keyword target(params)`; `ready` is the action when no param is required.
        func showing(_ keyword: String, _ target: String, _ ready: SimulatorAction) -> AllowedAction {
            let params = index.params(of: index.model.target(named: target, from: route))
            let signature =
                params.isEmpty
                ? "" : "(" + params.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ") + ")"
            let needsArguments = params.contains { !$0.type.value.isOptional }
            return AllowedAction(
                template: "\(keyword) \(target)\(signature)", action: needsArguments ? nil : ready)
        }
        switch action {
        case .show(let target, let style):
            return showing(style.keyword, target.value, .show(target.value, style, []))
        case .replace(let target):
            return showing("replace", target.value, .replace(target.value, []))
        case .alert(let name, _):
            return AllowedAction(template: "alert \(name.value)", action: .alert(name.value))
        case .start(let child, _, _, let entry):
            return startAllowed(child.value, entry)
        case .go(let target, let args):
            return goAllowed(target.value, args, from: route)
        case .tab(let tab): return AllowedAction(template: "tab \(tab.value)", action: .tab(tab.value))
        case .pop: return AllowedAction(template: "pop", action: .pop)
        case .popToRoot: return AllowedAction(template: "popToRoot", action: .popToRoot)
        case .dismiss: return AllowedAction(template: "dismiss", action: .dismiss)
        case .finish(let outcome):
            return AllowedAction(template: "finish \(outcome.value)", action: .finish(outcome.value, []))
        case .set(let pairs):
            let settings = pairs.map(ConditionSetting.init)
            // A key with args takes its values from the screen: the tuple must be written.
            let ready = pairs.allSatisfy { $0.args == nil }
            return AllowedAction(
                template: SimulatorAction.set(settings).description, action: ready ? .set(settings) : nil)
        case .emit(let event):
            return AllowedAction(template: "emit \(event.value)", action: .emit(event.value, []))
        }
    }
}

extension NavigationEngine {
    /// `start composer(replyTo: String)` for a flow that takes an input (no ready
    /// action then: its arguments must be written), else `start composer`. With
    /// `at`, `start launch at survey(...)`: the params of that route `args` leaves
    /// open, without parentheses when it fixes them all.
    fileprivate func startAllowed(_ child: String, _ entry: FlowEntry) -> AllowedAction {
        let at = entry.route?.value
        let written = at.map { "start \(child) at \($0)" } ?? "start \(child)"
        guard let coordinator = index.coordinator(child), coordinator.kind == .stack,
            let root = coordinator.root?.value
        else { return AllowedAction(template: written, action: .start(child, at: at, [])) }
        let route = index.model.target(
            named: at ?? root, from: RouteRef(coordinator: child, route: at ?? root))
        let fixed = Set(entry.args.map(\.name.value))
        let params = index.params(of: route).filter { !fixed.contains($0.name.value) }
        guard params.contains(where: { !$0.type.value.isOptional }) else {
            return AllowedAction(template: written, action: .start(child, at: at, []))
        }
        let signature = params.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ")
        return AllowedAction(template: "\(written)(\(signature))", action: nil)
    }

    /// `go chats.timeline(roomId: String)`: the params of the route its `args` leaves
    /// open, bare when it fixes them all; ready when none of those is required.
    fileprivate func goAllowed(_ target: String, _ args: [SetValue], from route: RouteRef) -> AllowedAction {
        let fixed = Set(args.map(\.name.value))
        let params = index.params(of: index.model.goTarget(named: target, from: route))
            .filter { !fixed.contains($0.name.value) }
        let signature =
            params.isEmpty
            ? "" : "(" + params.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ") + ")"
        let needsArguments = params.contains { !$0.type.value.isOptional }
        return AllowedAction(
            template: "go \(target)\(signature)", action: needsArguments ? nil : .go(target, []))
    }

    /// `emit openProfile(userId: String)`: the params of the route the starter's `on`
    /// action shows, which the emit's arguments give by label; ready when none is required.
    fileprivate func emitAllowed(_ event: String, on state: NavigationState) -> AllowedAction {
        var params: [Param] = []
        if let starter = try? eventStarter(emitting: event, in: Branch(state), state),
            let (_, action) = onAction(for: event, of: starter)
        {
            switch action.action {
            case .show(let target, _), .replace(let target):
                params = index.params(of: index.model.target(named: target.value, from: starter.parent.route))
            case .go(let target, let args):
                let fixed = Set(args.map(\.name.value))
                params = index.params(
                    of: index.model.goTarget(named: target.value, from: starter.parent.route)
                )
                .filter { !fixed.contains($0.name.value) }
            default: break
            }
        }
        let signature =
            params.isEmpty
            ? "" : "(" + params.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ") + ")"
        let needsArguments = params.contains { !$0.type.value.isOptional }
        return AllowedAction(
            template: "emit \(event)\(signature)", action: needsArguments ? nil : .emit(event, []))
    }

    /// While an alert is shown: its answers, then `back` when it answers `cancel`.
    func allowedAnswers(to shown: ShownAlert) -> [AllowedAction] {
        let outcomes =
            index.coordinator(shown.coordinator)?.alert(named: shown.name)?.outcomes.map(\.value) ?? []
        var result = outcomes.map { AllowedAction(template: "answer \($0)", action: .answer($0, [])) }
        if outcomes.last == "cancel" { result.append(AllowedAction(template: "back", action: .back)) }
        return result
    }
}
