/// Alerts and confirmation dialogs: `alert NAME` shows one over the route on top;
/// while it is up, only `answer O` (and `back`, for an outcome named `cancel`)
/// are actions, and the answer runs the `alert` item's `then` action.
extension NavigationEngine {
    /// The edit that shows the alert `name` of the top route's coordinator.
    func alertEdit(_ name: String, at transition: Int?, top: RouteEntry, _ branch: Branch) throws(Refused)
        -> TreeEdit
    {
        let owner = top.route.coordinator
        guard let alert = index.coordinator(owner)?.alert(named: name) else {
            throw Refused("'\(owner)' has no alert '\(name)'")
        }
        let shown = ShownAlert(coordinator: owner, name: name, transition: transition ?? 0)
        return try presentEdit(Modal(style: .alert(alert.resolvedStyle), content: .alert(shown)), branch)
    }

    /// An action written while an alert is shown: an answer, or `back` for `cancel`.
    func performOnAlert(
        _ action: SimulatorAction, _ shown: ShownAlert, depth: Int, _ branch: Branch, _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        let outcomes =
            index.coordinator(shown.coordinator)?.alert(named: shown.name)?.outcomes.map(\.value) ?? []
        let answers = outcomes.map { "'answer \($0)'" }.joined(separator: ", ")
        switch action {
        case .answer(let outcome, let arguments):
            guard outcomes.contains(outcome) else {
                let hint =
                    Suggestion.closest(to: outcome, among: outcomes).map { " (did you mean '\($0)'?)" } ?? ""
                throw Refused(
                    "\(shown.description) has no outcome '\(outcome)'\(hint); write one of \(answers)")
            }
            return try answer(outcome, arguments, shown, depth: depth, branch, state)
        case .back:
            guard outcomes.last == "cancel" else {
                throw Refused(
                    "\(shown.description) has no outcome 'cancel' for back to give; write one of \(answers)")
            }
            return try answer("cancel", [], shown, depth: depth, branch, state)
        default:
            throw Refused("\(shown.description) is shown: answer it first, with one of \(answers)")
        }
    }

    /// Closes the alert, then runs its `then` action for `outcome` as the route below.
    /// An answer without an action (`stay`, or one left out with `unhandled-outcome`
    /// off) leaves that route as it is.
    private func answer(
        _ outcome: String, _ arguments: [ActionArgument], _ shown: ShownAlert, depth: Int, _ branch: Branch,
        _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        var next = state
        next.editModal(at: branch.path(depth)) { $0 = nil }
        guard let presenter = Branch(next).top else { throw Refused("no screen is shown") }
        // An alert of a tab bar's own transitions answers as that tab bar.
        var container: String? = nil
        if let frame = branch.containerIndex(ofModalAt: depth), case .tabs(let tabs, _) = branch.frames[frame]
        {
            container = tabs.coordinator
        }
        let transitions = container.map(containerTransitions(of:)) ?? index.transitions(of: presenter.route)
        guard transitions.indices.contains(shown.transition),
            case .alert = transitions[shown.transition].action,
            case let (handler, action)? = transitions[shown.transition].thenHandler(for: outcome)
        else {
            try requireNoArguments(.given(arguments), "answer \(outcome) (its then is stay)")
            return next
        }
        if let container {
            return try runContainerAction(
                action.action, handler: handler, under: nil, shown.transition, .given(arguments),
                of: container,
                on: next, adaptive: action.adaptiveStyle?.value)
        }
        return try runThenAction(
            action.action, handler: handler, under: nil, shown.transition, .given(arguments), on: next,
            adaptive: action.adaptiveStyle?.value)
    }
}
