/// `finish: O`: end the child flow the top route belongs to, then run the
/// parent's `then` action for O as the parent route.
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
        let parent: RouteRef
        let origin: FlowOrigin
        if let root = stack.entries.lastIndex(where: { $0.flow != nil }), root > 0 {
            // A flow started `as: push`: pop its entries (and whatever they present).
            guard stack.entries[root].route.coordinator == flow, let pushed = stack.entries[root].flow else {
                throw Refused("\(top.route) is not in a flow of '\(flow)'")
            }
            parent = stack.entries[root - 1].route
            origin = pushed
            next.editStack(at: branch.path(stackDepth)) { node in
                node.entries.removeSubrange(root...)
                node.modal = nil
            }
        } else {
            guard stack.coordinator == flow else {
                throw Refused("\(top.route) is not in a flow of '\(flow)'")
            }
            guard stackIndex >= 2, case .modal(let modal, let modalDepth) = branch.frames[stackIndex - 1],
                case .flow(_, let presented) = modal.content,
                let presenter = Self.screen(branch.frames[stackIndex - 2])
            else {
                if stackIndex >= 1, case .tabs(let tabs, _) = branch.frames[stackIndex - 1] {
                    throw Refused("'\(flow)' is a tab of '\(tabs.coordinator)': a tab cannot finish")
                }
                throw Refused(
                    "'\(flow)' was not started by another coordinator: nothing receives its outcome")
            }
            parent = presenter
            origin = presented
            next.editModal(at: branch.path(modalDepth)) { $0 = nil }
        }
        if next.guarded != nil {
            next = satisfyConditions(finishing: flow, with: outcome, next)
            if let mark = origin.satisfying {
                try requireNoArguments(arguments, "finish \(outcome)")
                return resumeWaiting(mark, finishedWith: outcome, next)
            }
        }
        return try runThen(outcome, of: parent, origin, arguments, next)
    }

    /// The route shown by a frame that can present: a stack's top entry or a modal route.
    private static func screen(_ frame: Branch.Frame) -> RouteRef? {
        switch frame {
        case .stack(let stack, _): stack.entries.last?.route
        case .modal(let modal, _):
            if case .route(let entry, _) = modal.content { entry.route } else { nil }
        case .tabs: nil
        }
    }

    /// Runs the `then` action for `outcome` of the `start` item that started the flow.
    /// An outcome it does not handle (possible only with `unhandled-outcome` turned
    /// off) and `stay` leave the parent as it is.
    private func runThen(
        _ outcome: String, of parent: RouteRef, _ origin: FlowOrigin, _ arguments: ArgumentSource,
        _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        let transitions: [Transition]
        if case .otherwise(let route)? = origin.guardOrigin {
            transitions = otherwiseTransitions(of: route)
        } else {
            transitions = index.transitions(of: parent)
        }
        guard transitions.indices.contains(origin.transition),
            case .start(_, _, let then) = transitions[origin.transition].action,
            let handler = then?.handlers.first(where: { $0.outcome.value == outcome }),
            let action = handler.action
        else {
            try requireNoArguments(arguments, "finish \(outcome) (its then is stay)")
            return state
        }
        return try execute(
            action.action, at: nil, arguments, on: state, adaptive: action.adaptiveStyle?.value)
    }

    /// The `otherwise` of a guarded route as a one-item list: a flow it started has
    /// transition 0 of that list as its origin.
    private func otherwiseTransitions(of route: RouteIndex) -> [Transition] {
        guard index.model.routes.indices.contains(route.rawValue),
            let otherwise = index.model.declaration(of: route).otherwise
        else { return [] }
        return [otherwise]
    }
}
