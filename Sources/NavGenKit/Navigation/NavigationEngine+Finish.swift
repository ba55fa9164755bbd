/// `finish: O`: end the child flow the top route belongs to (or, for a tab's route,
/// the tab bar that declares O, with all its tabs), then run the parent's `then`
/// action for O as the parent route.
extension NavigationEngine {
    func finish(
        _ outcome: String, _ arguments: ArgumentSource, _ branch: Branch, _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        guard let top = branch.top else { throw Refused("no screen is shown") }
        let flow = top.route.coordinator
        guard let stackIndex = branch.lastStackIndex,
            case .stack(let stack, let stackDepth) = branch.frames[stackIndex]
        else { throw Refused("there is no flow to finish") }
        var next = state
        var finished = flow
        let parent: RouteRef
        let origin: FlowOrigin
        // The flow's first screen: its values name the tuple a satisfying outcome sets.
        var flowRoot = stack.entries.first
        // Set when a tab bar's own transitions started the flow: its `then` runs as that tab bar.
        var container: String? = nil
        if let root = stack.entries.lastIndex(where: { $0.flow != nil }), root > 0 {
            // A flow started `as: push`: pop its entries (and whatever they present).
            guard stack.entries[root].route.coordinator == flow, let pushed = stack.entries[root].flow else {
                throw Refused("\(top.route) is not in a flow of '\(flow)'")
            }
            parent = stack.entries[root - 1].route
            origin = pushed
            flowRoot = stack.entries[root]
            next.editStack(at: branch.path(stackDepth)) { node in
                node.entries.removeSubrange(root...)
                node.modal = nil
            }
        } else if let selected = stack.entries.first?.flow,
            branch.column(ofStackAt: stackIndex)?.column ?? 0 >= 1,
            case .stack(let previous, _) = branch.frames[stackIndex - 1], let starter = previous.entries.last
        {
            // A flow a split column started into the next one: its column is unselected.
            guard stack.entries[0].route.coordinator == flow else {
                throw Refused("\(top.route) is not in a flow of '\(flow)'")
            }
            parent = starter.route
            origin = selected
            next = unselect(columnAt: stackIndex, branch, next) ?? next
        } else if let first = branch.rootOverlayFrame, stackIndex >= first {
            throw Refused("\(top.route) is in a root overlay: finish is refused there")
        } else if stackIndex == branch.overlayFrame {
            // The overlay's own flow: it closes, and its starter's `then` runs if it can.
            guard stack.coordinator == flow else {
                throw Refused("\(top.route) is not in a flow of '\(flow)'")
            }
            return try finishOverlay(outcome, arguments, flowRoot: flowRoot, state)
        } else {
            guard stack.coordinator == flow else {
                throw Refused("\(top.route) is not in a flow of '\(flow)'")
            }
            // A tab finishing with its tab bar's outcome closes the tab bar, every tab with it.
            let closing = try closedFlow(finishing: outcome, from: stackIndex, in: branch)
            finished = closing.coordinator
            parent = closing.parent
            origin = closing.origin
            container = closing.container
            next.editModal(at: branch.path(closing.modalDepth)) { $0 = nil }
        }
        if next.guarded != nil {
            next = satisfyConditions(
                finishing: finished, with: outcome, next, mark: origin.satisfying,
                root: finished == flow ? flowRoot : nil)
            if let mark = origin.satisfying {
                try requireNoArguments(arguments, "finish \(outcome)")
                return resumeWaiting(mark, finishedWith: outcome, next)
            }
        }
        if let container { return try runContainerThen(outcome, of: container, origin, arguments, next) }
        return try runThen(outcome, of: parent, origin, arguments, next)
    }

    /// The flow shown modally that `finish outcome` closes, for the stack frame at
    /// `stackIndex` (not a flow pushed onto another stack): the tab bar around it when
    /// the stack is one of its tabs and the tab bar declares the outcome, else the
    /// stack. Refused when that flow was not started by another coordinator.
    ///
    /// `container` is the tab bar whose own transitions started it, if one did: its
    /// `then` runs as that tab bar, and `parent` is then the screen below, unused.
    func closedFlow(finishing outcome: String, from stackIndex: Int, in branch: Branch)
        throws(Refused)
        -> (coordinator: String, parent: RouteRef, origin: FlowOrigin, modalDepth: Int, container: String?)
    {
        var flowIndex = stackIndex
        guard case .stack(let stack, _) = branch.frames[stackIndex] else {
            throw Refused("there is no flow to finish")
        }
        var flow = stack.coordinator
        if stackIndex >= 1, case .tabs(let tabs, _) = branch.frames[stackIndex - 1] {
            guard
                index.coordinator(tabs.coordinator)?.outcomes.contains(where: { $0.value == outcome }) == true
            else {
                throw Refused(
                    "'\(flow)' is a tab of '\(tabs.coordinator)', which has no outcome '\(outcome)': a tab "
                        + "finishes only with its tab bar's outcomes")
            }
            flowIndex = stackIndex - 1
            flow = tabs.coordinator
        }
        guard flowIndex >= 2, case .modal(let modal, let modalDepth) = branch.frames[flowIndex - 1],
            case .flow(_, let presented) = modal.content,
            let presenter = Self.screen(branch.frames[flowIndex - 2])
        else {
            throw Refused(
                "'\(flow)' was not started by another coordinator: nothing receives its outcome '\(outcome)'")
        }
        let container = branch.containerIndex(ofModalAt: modalDepth).flatMap { frame -> String? in
            if case .tabs(let tabs, _) = branch.frames[frame] { tabs.coordinator } else { nil }
        }
        return (flow, presenter, presented, modalDepth, container)
    }

    /// The route shown by a frame that can present: a stack's top entry or a modal route.
    private static func screen(_ frame: Branch.Frame) -> RouteRef? {
        switch frame {
        case .stack(let stack, _): stack.entries.last?.route
        case .modal(let modal, _):
            if case .route(let entry, _) = modal.content { entry.route } else { nil }
        case .tabs, .split: nil
        }
    }

    /// Runs the `then` action for `outcome` of the `start` item that started the flow.
    /// An outcome it does not handle (possible only with `unhandled-outcome` turned
    /// off) and `stay` leave the parent as it is.
    func runThen(
        _ outcome: String, of parent: RouteRef, _ origin: FlowOrigin, _ arguments: ArgumentSource,
        _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        if origin.thenPath.passesEvent {
            return try runEventThen(outcome, origin, arguments, state)
        }
        let transitions: [Transition]
        if case .otherwise(let route)? = origin.guardOrigin {
            transitions = otherwiseTransitions(of: route)
        } else {
            transitions = index.transitions(of: parent)
        }
        guard transitions.indices.contains(origin.transition),
            let started = origin.thenPath.follow(from: transitions[origin.transition]),
            let handled = started.thenHandler(for: outcome)
        else {
            try requireNoArguments(arguments, "finish \(outcome) (its then is stay)")
            return state
        }
        return try runThenAction(
            handled.action.action, handler: handled.position, under: origin, origin.transition, arguments,
            on: state, adaptive: handled.action.adaptiveStyle?.value)
    }

    /// The `then` of a flow an `on` action started: it acts, as the `on` action did,
    /// in the starter of the child that emitted, which is on top again.
    private func runEventThen(
        _ outcome: String, _ origin: FlowOrigin, _ arguments: ArgumentSource, _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        let starter = try eventStarter(emitting: "", in: Branch(state), state)
        var item = starter
        item.origin = origin
        guard let handled = startItem(of: item)?.thenHandler(for: outcome) else {
            try requireNoArguments(arguments, "finish \(outcome) (its then is stay)")
            return state
        }
        // As ``runThenAction(_:handler:under:_:_:on:adaptive:)`` holds them, for `--trace`.
        switch handled.action.action {
        case .start, .set: if holdsThenStarts { return state }
        default: break
        }
        return try runEventAction(
            handled.action, level: (handled.position, false), under: origin, starter, arguments, on: state)
    }

    /// A `then` action, run as the route on top once the child closed (or the alert
    /// was answered). A then-start's flow records where it is written, one handler
    /// deeper than `origin`, so its own `then` runs when it finishes. `adaptive` is
    /// the action's style by size class, when it adapts.
    func runThenAction(
        _ action: Action, handler: Int, under origin: FlowOrigin?, _ item: Int, _ arguments: ArgumentSource,
        on state: NavigationState, adaptive: AdaptiveStyle? = nil
    ) throws(Refused) -> NavigationState {
        if holdsThenStarts, case .set = action { return state }
        guard case .start = action else {
            return try execute(action, at: nil, arguments, on: state, adaptive: adaptive)
        }
        if holdsThenStarts { return state }
        var started = FlowOrigin(transition: item)
        if case .otherwise? = origin?.guardOrigin { started.guardOrigin = origin?.guardOrigin }
        guard let path = (origin?.thenPath ?? .item).appending(handler) else {
            throw Refused("then-starts nest too deep to follow")
        }
        started.thenPath = path
        return try execute(action, at: nil, arguments, on: state, origin: started, adaptive: adaptive)
    }

    /// The actions of a guarded route's `otherwise`: a flow one of them started has
    /// its item of that list as its origin.
    private func otherwiseTransitions(of route: RouteIndex) -> [Transition] {
        guard index.model.routes.indices.contains(route.rawValue) else { return [] }
        return index.model.declaration(of: route).otherwiseTransitions
    }
}
