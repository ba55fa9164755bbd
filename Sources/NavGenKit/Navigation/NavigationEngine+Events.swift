/// `emit: E`: the flow the top route belongs to tells its starter that E happened.
/// The flow keeps running, screens and all; the `on` action for E of the `start` item
/// that started it runs in the starter's flow (docs/spec/coordinators.md, "Flow events").
extension NavigationEngine {
    /// Where a running flow was started from, worked out from a branch whose top is one
    /// of its screens: what an event of that flow acts on.
    struct EventStarter {
        /// The flow that emits.
        var child: String
        /// The starter's screen the flow was started from: `on` targets are its names.
        var parent: RouteEntry
        /// The flow's origin: which item of ``parent`` started it.
        var origin: FlowOrigin
        /// Whether the flow runs `as: push`, its screens on the starter's stack: only
        /// then may an `on` action push.
        var isPushed: Bool
        /// The state without the flow: the starter's screen on top, to find the
        /// starter's own starter (an `emit` passed on) or to finish the starter.
        var withoutChild: NavigationState
    }

    /// Runs the `on` action for `event` of the flow whose screen is on top of `branch`
    /// (a screen of `located`), applied to `state`, which holds that flow still.
    func emit(
        _ event: String, _ arguments: ArgumentSource, from branch: Branch, _ located: NavigationState,
        on state: NavigationState
    ) throws(Refused) -> NavigationState {
        let starter = try eventStarter(emitting: event, in: branch, located)
        guard let (handler, action) = onAction(for: event, of: starter) else {
            // Unhandled (possible only with `unhandled-event` off) or `stay`.
            try requireNoArguments(arguments, "emit \(event) (its on action is stay)")
            return state
        }
        return try runEventAction(
            action, level: (handler, true), under: starter.origin, starter, arguments, on: state)
    }

    /// The starter of the flow on top of `branch`: the screen below its first screen,
    /// and the origin that screen gave it. Refused for a flow no `start` item started
    /// (the root, a tab, a flow started to satisfy a condition): nothing handles its events.
    func eventStarter(emitting event: String, in branch: Branch, _ state: NavigationState) throws(Refused)
        -> EventStarter
    {
        guard let top = branch.top else { throw Refused("no screen is shown") }
        let flow = top.route.coordinator
        guard let stackIndex = branch.lastStackIndex,
            case .stack(let stack, let stackDepth) = branch.frames[stackIndex]
        else { throw Refused("there is no flow to emit '\(event)'") }
        var withoutChild = state
        if let first = stack.entries.lastIndex(where: { $0.flow != nil }), first > 0 {
            guard stack.entries[first].route.coordinator == flow, let origin = stack.entries[first].flow
            else {
                throw Refused("\(top.route) is not in a flow of '\(flow)'")
            }
            withoutChild.editStack(at: branch.path(stackDepth)) { node in
                node.entries.removeSubrange(first...)
                node.modal = nil
            }
            return EventStarter(
                child: flow, parent: stack.entries[first - 1], origin: origin, isPushed: true,
                withoutChild: withoutChild)
        }
        guard stack.coordinator == flow, stackIndex >= 2,
            case .modal(let modal, let modalDepth) = branch.frames[stackIndex - 1],
            case .flow(_, let origin) = modal.content, origin.satisfying == nil,
            let parent = Self.presentingEntry(branch.frames[stackIndex - 2])
        else {
            throw Refused(
                "'\(flow)' was not started by a `start` item: nothing handles its event '\(event)'")
        }
        withoutChild.editModal(at: branch.path(modalDepth)) { $0 = nil }
        return EventStarter(
            child: flow, parent: parent, origin: origin, isPushed: false, withoutChild: withoutChild)
    }

    /// The entry shown by a frame that can present: a stack's top entry or a modal route.
    private static func presentingEntry(_ frame: Branch.Frame) -> RouteEntry? {
        switch frame {
        case .stack(let stack, _): stack.entries.last
        case .modal(let modal, _):
            if case .route(let entry, _) = modal.content { entry } else { nil }
        case .tabs, .split: nil
        }
    }

    /// The starter's `on` action for `event` of the flow on top, as `--trace` prints
    /// it (`start call`, `sheet verification`, `stay`); nil when nothing handles it.
    func onActionText(_ event: String, on state: NavigationState) -> String? {
        guard let starter = try? eventStarter(emitting: event, in: Branch(state), state),
            let handler = startItem(of: starter)?.on?.handlers.first(where: { $0.outcome.value == event })
        else { return nil }
        switch handler.action?.action {
        case nil: return "stay"
        case .start(let child, _, _, let entry)?:
            return "start \(child.value)" + (entry.route.map { " at \($0.value)" } ?? "")
        case let action?: return Self.describe(action)
        }
    }

    /// The `start` item that started the flow, as its origin leads to it.
    func startItem(of starter: EventStarter) -> Transition? {
        let transitions: [Transition]
        if case .otherwise(let route)? = starter.origin.guardOrigin {
            guard index.model.routes.indices.contains(route.rawValue) else { return nil }
            transitions = index.model.declaration(of: route).otherwiseTransitions
        } else {
            transitions = index.transitions(of: starter.parent.route)
        }
        guard transitions.indices.contains(starter.origin.transition) else { return nil }
        return starter.origin.thenPath.follow(from: transitions[starter.origin.transition])
    }

    /// The starter's `on` action for `event` and its handler's index; nil for `stay`
    /// or an event the item does not handle.
    func onAction(for event: String, of starter: EventStarter) -> (Int, Transition)? {
        guard let handlers = startItem(of: starter)?.on?.handlers,
            let handler = handlers.firstIndex(where: { $0.outcome.value == event }),
            let action = handlers[handler].action
        else { return nil }
        return (handler, action)
    }

    /// An `on` action (or a `then` action of a flow an `on` action started), run in
    /// the starter's flow while the child keeps running: presentations over the screen
    /// on top, pushes on the shared stack, `finish` finishing the starter, `emit`
    /// passed on to the starter's own starter. `level` is the handler it is written
    /// under, below `origin`'s path: a flow it starts records it.
    func runEventAction(
        _ transition: Transition, level: (handler: Int, event: Bool), under origin: FlowOrigin,
        _ starter: EventStarter, _ arguments: ArgumentSource, on state: NavigationState
    ) throws(Refused) -> NavigationState {
        let action = transition.action
        let spelled = "'\(Self.describe(action))' in the on action of '\(starter.child)'"
        if state.guarded != nil, case .given = arguments {
            switch actionVerdict(action, top: starter.parent.route, Branch(state), in: state) {
            case .met: break
            case .stay: return state
            case .refused(let reason): throw Refused(reason)
            case .otherwise, .wait, .web:
                throw Refused("\(spelled) is guarded, and its fallback is not simulated in an on action yet")
            }
        }
        let branch = Branch(state)
        switch action {
        case .emit(let event):
            let parentBranch = Branch(starter.withoutChild)
            return try emit(event.value, arguments, from: parentBranch, starter.withoutChild, on: state)
        case .finish(let outcome):
            let parentBranch = Branch(starter.withoutChild)
            return try finish(outcome.value, arguments, parentBranch, starter.withoutChild)
        case .tab, .set:
            return try executeUnchecked(action, at: nil, arguments, on: state, branch: branch)
        case .go(let target, let args):
            return try go(target.value, args: args, from: starter.parent.route, arguments, on: state)
        case .pop, .popToRoot, .dismiss:
            throw Refused("\(spelled) cannot run: the starter's screen is not on top")
        case .alert:
            throw Refused("\(spelled) is not simulated yet")
        case .show, .replace, .start:
            let style = transition.style(in: sizeClass)
            if style?.isModal == false || { if case .replace = action { true } else { false } }() {
                guard starter.isPushed else {
                    throw Refused(
                        "\(spelled) cannot run: '\(starter.child)' is presented modally, so there is no "
                            + "shared stack to push on (modal-push)")
                }
            }
            var started = FlowOrigin(transition: origin.transition)
            started.guardOrigin = origin.guardOrigin
            guard let path = origin.thenPath.appending(level.handler, event: level.event) else {
                throw Refused("then-starts nest too deep to follow")
            }
            started.thenPath = path
            var next = state
            next.make(
                try edit(
                    for: action, at: nil, arguments, top: starter.parent, branch, origin: started,
                    adaptive: transition.adaptiveStyle?.value))
            return next
        }
    }
}
