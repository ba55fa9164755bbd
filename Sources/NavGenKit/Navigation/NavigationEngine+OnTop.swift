/// `open: onTop`: a deep link shown by one move from the current state.
extension NavigationEngine {
    /// The one move that shows a deep link's target over the current state.
    enum OnTopMove: Hashable {
        /// Pushed on the stack of the screen on top.
        case push
        /// Presented by the route on top's move in a modal style at this index.
        case present(transition: Int)
    }

    /// Whether the active stack can show `target` in one move, and how: a push when the
    /// screen on top is a stack entry and its coordinator (``actingCoordinator(of:)``)
    /// owns the target or uses the target's set (whether or not the top declares the
    /// push; this wins over a declared sheet of it), else the first move in a modal
    /// style to the target the route on top declares. Flow starts do not count.
    /// Nil: the link resets instead.
    ///
    /// The one place that decides it, so the generated `open(_:)` can say the same.
    func onTopMove(showing target: RouteRef, over branch: Branch) -> OnTopMove? {
        guard let top = branch.top else { return nil }
        if !branch.topIsModalRoute {
            guard let acting = actingCoordinator(of: branch), canPush(target, on: acting) else { return nil }
            return .push
        }
        for (position, transition) in index.transitions(of: top.route).enumerated() {
            switch transition.action {
            case .show(let route, let style) where style.isModal:
                if index.model.target(named: route.value, from: top.route) == target {
                    return .present(transition: position)
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The coordinator a stack entry on top acts for: its own, or for a route of a set,
    /// that of the nearest entry below that is not one (the stack, or the flow pushed
    /// on it, that showed it: a set's routes show only the set's routes).
    private func actingCoordinator(of branch: Branch) -> String? {
        guard let stackIndex = branch.lastStackIndex, case .stack(let stack, _) = branch.frames[stackIndex]
        else { return nil }
        let model = index.model
        for entry in stack.entries.reversed() {
            guard let coordinator = model.coordinator(named: entry.route.coordinator),
                model[coordinator].kind == .routes
            else { return entry.route.coordinator }
        }
        return stack.coordinator
    }

    /// Whether `acting`'s stack pushes `target`: one of its routes, or of a set it uses.
    private func canPush(_ target: RouteRef, on acting: String) -> Bool {
        if target.coordinator == acting { return true }
        let model = index.model
        guard let coordinator = model.coordinator(named: acting),
            let set = model.coordinator(named: target.coordinator)
        else { return false }
        return model[coordinator].uses.contains(set)
    }

    /// `state` with `target` (its values as given) shown by ``onTopMove(showing:over:)``;
    /// nil when there is no such move or it is refused (too many modals).
    func showOnTop(_ target: RouteEntry, over state: NavigationState) -> NavigationState? {
        let branch = Branch(state)
        guard let move = onTopMove(showing: target.route, over: branch) else { return nil }
        var next = state
        switch move {
        case .push:
            guard let stackIndex = branch.lastStackIndex,
                case .stack(_, let depth) = branch.frames[stackIndex]
            else { return nil }
            next.editStack(at: branch.path(depth)) { $0.entries.append(target) }
        case .present(let position):
            guard let top = branch.top,
                let shown = try? execute(
                    index.transitions(of: top.route)[position].action, at: position, .blank, on: state,
                    branch: branch)
            else { return nil }
            next = shown
            let last = next.path.count - 1
            next.editPath { position, entry in
                if position == last { entry.arguments = target.arguments }
            }
        }
        return next
    }
}
