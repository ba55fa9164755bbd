/// `open: onTop`: a deep link shown by one move from the current state.
extension NavigationEngine {
    /// The one move that shows a deep link's target over the current state.
    enum OnTopMove: Hashable {
        /// Pushed on the stack of the screen on top.
        case push
        /// Presented by the route on top's `sheet`/`cover`/`popover` transition at this index.
        case present(transition: Int)
    }

    /// Whether the active stack can show `target` in one move, and how: a push when the
    /// screen on top is a stack entry of the target's coordinator (the stack owns the
    /// target, whether or not its top declares the push; this wins over a declared
    /// sheet of it), else the first `sheet`, `cover` or `popover` of the target the route on top
    /// declares. Flow starts do not count. Nil: the link resets instead.
    ///
    /// The one place that decides it, so the generated `open(_:)` can say the same.
    func onTopMove(showing target: RouteRef, over branch: Branch) -> OnTopMove? {
        guard let top = branch.top, top.route.coordinator == target.coordinator else { return nil }
        if !branch.topIsModalRoute { return .push }
        for (position, transition) in index.transitions(of: top.route).enumerated() {
            switch transition.action {
            case .sheet(let route), .cover(let route), .popover(let route):
                if route.value == target.route { return .present(transition: position) }
            default:
                continue
            }
        }
        return nil
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
