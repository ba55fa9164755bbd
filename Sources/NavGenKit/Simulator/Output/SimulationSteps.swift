/// `simulate [--url URL | --open ROUTE] [--do ACTION]...`: the state after each step,
/// and what stopped them, if anything.
package struct SimulationSteps: Sendable {
    /// A state after a step, with what opened it when it was a deep link.
    package struct Step: Sendable {
        package var title: String
        package var state: NavigationState
        package var url: String?
        package var target: RouteEntry?
        /// What the link performed, when it was an action link.
        package var action: ActionCall?
        /// Each URL a redirect led the link to, in order.
        package var redirects: [String] = []
        /// The URL handed back to the browser, when the link met a `web` fallback.
        package var web: String? = nil
    }

    /// What stopped the steps: the JSON `error` kind and the message.
    package struct Failure: Sendable {
        package var kind: String
        package var message: String
    }

    /// The launch state first.
    package var steps: [Step]
    package var failure: Failure?
    /// Whether every step is shown, not only the last.
    package var trace: Bool
    /// What the states are drawn with (their conditions).
    package var simulator: Simulator

    /// Every step with `trace`; else the last, or none after a failure.
    package var shown: [Step] { trace ? steps : (failure == nil ? [steps[steps.count - 1]] : []) }
}

extension Simulator {
    /// Opens `route` or `url`, then performs each action, from `launch`, stopping at
    /// the first that fails.
    package func steps(
        from launch: NavigationState, url: String?, route: String?, actions: [SimulatorAction], trace: Bool
    ) -> SimulationSteps {
        typealias Step = SimulationSteps.Step
        var steps = [Step(title: "launch", state: launch)]
        var opened:
            (url: String, target: RouteEntry?, action: ActionCall?, redirects: [String], web: String?)?
        var failure: SimulationSteps.Failure?
        if let route {
            switch open(route: route, on: launch) {
            case .success(let opening):
                steps.append(Step(title: "open \(route)", state: opening.state, target: opening.target))
            case .failure(let refusal):
                failure = .init(kind: "refused", message: refusal.description)
            }
        }
        // `--url` first: the deep-link state, as a cold launch by URL builds it (`reset`,
        // whatever the pattern's mode). Then each `--do`; `open URL` among them acts on
        // the state before it, honouring the pattern's mode.
        let all = failure != nil ? [] : (url.map { [SimulatorAction.open($0)] } ?? []) + actions
        for (position, action) in all.enumerated() {
            let state = steps[steps.count - 1].state
            if case .open(let link, let source) = action {
                let isLaunchURL = url != nil && position == 0
                switch isLaunchURL ? openAtLaunch(link, on: state) : open(link, on: state, source: source) {
                case .success(let opening):
                    opened = (link, opening.routeTarget, opening.action, opening.redirects, opening.web)
                    // `# redirect A -> B`: each redirect followed, on the state it leaves as it is.
                    for (from, to) in zip([link] + opening.redirects, opening.redirects) {
                        steps.append(Step(title: "redirect \(from) -> \(to)", state: state))
                    }
                    steps.append(
                        Step(
                            title: "open \(link)", state: opening.state, url: link,
                            target: opening.routeTarget,
                            action: opening.action, redirects: opening.redirects, web: opening.web))
                case .failure(let mismatch):
                    failure = .init(kind: mismatch.kind, message: "\(link): \(mismatch.label): \(mismatch)")
                }
            } else {
                switch perform(action, on: state) {
                case .success(let next):
                    // `# on presentCall: start call`: the event, which changes nothing
                    // itself, then the starter's `on` action.
                    if trace, case .emit(let event, _) = action,
                        let text = engine.onActionText(event, on: state)
                    {
                        steps.append(Step(title: action.description, state: state))
                        steps.append(Step(title: "on \(event): " + text, state: next))
                        break
                    }
                    // `# then: start settings`: the child closed, then the parent's then-start
                    // (or then-`set`).
                    if trace, let held = thenStart(of: action, on: state, endingIn: next) {
                        steps.append(Step(title: action.description, state: held.closed))
                        steps.append(Step(title: "then: " + held.text, state: next))
                        break
                    }
                    steps.append(
                        Step(
                            title: action.description, state: next, url: opened?.url, target: opened?.target,
                            action: opened?.action, redirects: opened?.redirects ?? [], web: opened?.web))
                case .failure(let refusal):
                    failure = .init(kind: "refused", message: refusal.description)
                }
            }
            if failure != nil { break }
        }
        return SimulationSteps(steps: steps, failure: failure, trace: trace, simulator: self)
    }
}

/// `simulate --flows FILE`: each flow's result.
package struct FlowsReport: Sendable {
    package var results: [FlowResult]
    /// The flow file, as the command line named it.
    package var path: String

    package init(results: [FlowResult], path: String) {
        self.results = results
        self.path = path
    }

    package var failed: Int { results.count { !$0.passed } }
}

extension Simulator {
    /// For a `finish` or an answer whose `then` starts a flow or changes conditions: the
    /// state once the child closed, and the action as a person writes it (`start
    /// settings`, `start launch at survey`, `set signedIn false`); nil for any other action.
    func thenStart(of action: SimulatorAction, on state: NavigationState, endingIn next: NavigationState)
        -> (closed: NavigationState, text: String)?
    {
        switch action {
        case .finish, .answer: break
        default: return nil
        }
        var holding = engine
        holding.holdsThenStarts = true
        guard let closed = try? holding.settle(holding.perform(action, on: state)), closed != next else {
            return nil
        }
        if closed.conditions != next.conditions || closed.conditionTuples != next.conditionTuples {
            // A then-`set`: the conditions (and tuples) it changed, in declaration order.
            let before = conditionMembers(of: closed)
            let changed = conditionMembers(of: next).filter { member in
                !before.contains { $0.name == member.name && $0.value == member.value }
            }
            return (
                closed, SimulatorAction.set(changed.map { ConditionSetting($0.name, $0.value) }).description
            )
        }
        guard let top = Branch(next).top,
            let flow = model.coordinator(named: top.route.coordinator)
        else { return nil }
        let root = model[flow].root.map { model[$0].id.value }
        let at = top.route.route == root ? "" : " at " + top.route.route
        return (closed, "start " + top.route.coordinator + at)
    }
}
