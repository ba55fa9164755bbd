/// Finds the state a deep link opens (SPEC §2, §6): the launch state plus the
/// shortest sequence of forward moves that shows the target on top, ties going to
/// the earlier move. navgen runs this search at generation time, so the generated
/// `init?(url:)` only fills in the params.
///
/// Breadth-first over whole states; moves from a state are the tab selections of
/// the tab bar the user can reach (in tab order), then the top route's `push`,
/// `sheet`, `cover`, `start` and `tab` transitions (in declaration order). A
/// state that shows the same route twice on its path is not explored: cutting the
/// repeat gives a shorter sequence, so no shortest one passes through it, and
/// without it push and modal cycles would make the search endless.
struct DeepLinkPlanner: Sendable {
    let model: AppModel
    /// A bound on explored states, far above what real specs need.
    var limit = 200_000

    /// The launch state: tab bars on their initial tab, every stack at its root.
    func launch() -> PlanNode? {
        launchNode(model.rootID, visiting: [])
    }

    func launchNode(_ id: String, visiting: Set<String> = []) -> PlanNode? {
        guard let coordinator = model.coordinator(id), !visiting.contains(id) else { return nil }
        switch coordinator.kind {
        case .tabs:
            let tabs = coordinator.children.compactMap { launchNode($0.value, visiting: visiting.union([id])) }
            guard let selected = coordinator.initialTab, !tabs.isEmpty else { return nil }
            return .tabs(id, selected: selected, tabs: tabs)
        case .stack:
            guard let root = model.rootRef(of: coordinator) else { return nil }
            return .stack(id, entries: [root], modal: nil)
        }
    }

    /// The deep-link state for `target`; nil when no state within the limit shows it.
    func state(showing target: RouteRef) -> PlanNode? {
        if let found = search(where: { $0.path.last == target }) { return found }
        // SPEC §6: a route no forward sequence shows opens pushed on its
        // coordinator's root, reached by its own shortest sequence.
        guard let coordinator = model.coordinator(target.coordinator), let root = model.rootRef(of: coordinator)
        else { return nil }
        return search(where: { $0.path.last == root && $0.pushing(root) != nil })?.pushing(target)
    }

    private func search(where isGoal: (PlanNode) -> Bool) -> PlanNode? {
        guard let start = launch() else { return nil }
        var queue = [start]
        var seen: Set<PlanNode> = [start]
        var next = 0
        while next < queue.count, seen.count < limit {
            let state = queue[next]
            next += 1
            if isGoal(state) { return state }
            for successor in moves(from: state) where !seen.contains(successor) {
                seen.insert(successor)
                if !Self.repeatsARoute(successor) { queue.append(successor) }
            }
        }
        return nil
    }

    private static func repeatsARoute(_ state: PlanNode) -> Bool {
        let path = state.path
        return Set(path).count != path.count
    }

    /// The states one forward move away, in SPEC §6 order.
    func moves(from state: PlanNode) -> [PlanNode] {
        var result: [PlanNode] = []
        if case .tabs(_, let selected, let tabs)? = state.selectableTabBar {
            for tab in tabs where tab.coordinator != selected {
                if let moved = state.selecting(tab: tab.coordinator) { result.append(moved) }
            }
        }
        guard let top = state.path.last, let route = model.route(top) else { return result }
        for transition in route.transitions {
            if let moved = apply(transition.action, from: top, to: state) { result.append(moved) }
        }
        return result
    }

    private func apply(_ action: Action, from top: RouteRef, to state: PlanNode) -> PlanNode? {
        switch action {
        case .push(let target):
            return state.pushing(RouteRef(coordinator: top.coordinator, route: target.value))
        case .sheet(let target):
            return state.presenting(.route(RouteRef(coordinator: top.coordinator, route: target.value), style: .sheet, modal: nil))
        case .cover(let target):
            return state.presenting(.route(RouteRef(coordinator: top.coordinator, route: target.value), style: .cover, modal: nil))
        case .start(let child, let style, _):
            guard let coordinator = model.coordinator(child.value) else { return nil }
            let style = AppModel.style(of: style)
            if style == .push {
                guard let root = model.rootRef(of: coordinator) else { return nil }
                return state.pushing(root)
            }
            return launchNode(child.value).map { state.presenting(.flow($0, style: style)) }
        case .tab(let tab):
            return state.selecting(tab: tab.value)
        case .pop, .popToRoot, .dismiss, .finish:
            return nil
        }
    }
}
