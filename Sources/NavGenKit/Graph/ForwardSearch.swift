/// The breadth-first search behind ``ForwardPaths``, over abstract navigation states.
///
/// A state is the active branch as a list of levels, one per coordinator shown on
/// it, bottom first. A level keeps only what forward moves depend on: the route on
/// top of its stack and the topmost route presented over it. Screens further down
/// a stack can only come back by moving backwards, which a forward sequence never
/// does, so dropping them keeps the state space finite even with push cycles.
struct ForwardSearch {
    struct Level: Hashable {
        enum Shown: Hashable {
            case launch
            case tab
            case flow(PresentationStyle)
        }

        var coordinator: CoordinatorIndex
        var shown: Shown
        /// Stack: the route on top of its stack. Tabs: nil.
        var top: RouteIndex?
        /// The topmost route presented over the stack (sheet or cover).
        var presented: RouteIndex?

        var isModal: Bool { presented != nil || shown == .flow(.sheet) || shown == .flow(.cover) }
    }

    typealias State = [Level]

    let graph: NavigationGraph
    let target: RouteIndex?
    let limit: Int

    func run() -> ForwardPaths {
        var routeStates = [Int](repeating: -1, count: graph.routes.count)
        var coordinatorStates = [Int](repeating: -1, count: graph.coordinators.count)
        guard let root = graph.rootCoordinator else {
            return ForwardPaths(
                launchTop: nil, isComplete: true, parents: [], moves: [], routeStates: routeStates,
                coordinatorStates: coordinatorStates)
        }
        let launch = levels(showing: root, as: .launch)
        var states: [State] = [launch]
        var parents = [-1]
        var moves: [Move?] = [nil]
        var seen: [State: Int] = [launch: 0]
        var isComplete = true

        func record(_ state: State, _ index: Int) {
            if let top = Self.top(of: state), routeStates[top.rawValue] < 0 {
                routeStates[top.rawValue] = index
            }
            for level in state where coordinatorStates[level.coordinator.rawValue] < 0 {
                coordinatorStates[level.coordinator.rawValue] = index
            }
        }
        record(launch, 0)

        var head = 0
        search: while head < states.count {
            if let target, routeStates[target.rawValue] >= 0 { break }
            let current = head
            head += 1
            for (kind, next) in successors(of: states[current]) where seen[next] == nil {
                guard states.count < limit else {
                    isComplete = false
                    break search
                }
                let index = states.count
                seen[next] = index
                states.append(next)
                parents.append(current)
                moves.append(Move(kind: kind, top: Self.top(of: next)))
                record(next, index)
            }
        }
        return ForwardPaths(
            launchTop: Self.top(of: launch), isComplete: isComplete, parents: parents, moves: moves,
            routeStates: routeStates, coordinatorStates: coordinatorStates)
    }

    static func top(of state: State) -> RouteIndex? {
        guard let last = state.last else { return nil }
        return last.presented ?? last.top
    }

    /// The levels a coordinator shows when it appears: a stack its root, a tabs
    /// coordinator itself and then its launch tab, recursively.
    func levels(showing coordinator: CoordinatorIndex, as shown: Level.Shown) -> [Level] {
        var result: [Level] = []
        var current = coordinator
        var shown = shown
        while !result.contains(where: { $0.coordinator == current }) {
            let node = graph[current]
            result.append(Level(coordinator: current, shown: shown, top: node.root, presented: nil))
            guard node.kind == .tabs, let tab = node.initialTab else { break }
            current = tab
            shown = .tab
        }
        return result
    }

    /// The states one forward move away, in the order moves are tried.
    func successors(of state: State) -> [(Move.Kind, State)] {
        var result: [(Move.Kind, State)] = []
        if !state.contains(where: \.isModal) {
            for (index, level) in state.enumerated() where graph[level.coordinator].kind == .tabs {
                let selected = index + 1 < state.count ? state[index + 1].coordinator : nil
                var tried: Set<CoordinatorIndex> = []
                for tab in graph[level.coordinator].resolvedChildren
                where tab != selected && tried.insert(tab).inserted {
                    let next = Array(state[...index]) + levels(showing: tab, as: .tab)
                    result.append((.selectTab(tabs: level.coordinator, tab: tab), next))
                }
            }
        }
        guard let top = Self.top(of: state), let last = state.last else { return result }
        for index in graph[top].edgeRange where graph.edges[index].isForward {
            if let next = apply(graph.edges[index].kind, to: state, last: last) {
                result.append((.transition(edge: index), next))
            }
        }
        return result
    }

    /// The state after a forward transition of the top route; nil when the move is
    /// not possible there (a push from a presented route, a child already on the
    /// branch, a tab no enclosing tabs coordinator has).
    private func apply(_ kind: Edge.Kind, to state: State, last: Level) -> State? {
        var next = state
        switch kind {
        case .push(let route):
            guard last.presented == nil else { return nil }
            next[next.count - 1].top = route
        case .sheet(let route), .cover(let route):
            next[next.count - 1].presented = route
        case .start(let child, let style):
            guard !state.contains(where: { $0.coordinator == child }) else { return nil }
            guard style != .push || last.presented == nil else { return nil }
            next += levels(showing: child, as: .flow(style))
        case .tab(let tab):
            guard
                let index = state.indices.last(where: {
                    graph[state[$0].coordinator].kind == .tabs
                        && graph[state[$0].coordinator].resolvedChildren.contains(tab)
                })
            else { return nil }
            next = Array(state[...index])
            if index + 1 < state.count, state[index + 1].coordinator == tab {
                // The tab is already selected: dismiss the modals above the tab bar.
                for level in state[(index + 1)...] {
                    if level.shown == .flow(.sheet) || level.shown == .flow(.cover) { break }
                    next.append(
                        Level(
                            coordinator: level.coordinator, shown: level.shown, top: level.top, presented: nil
                        ))
                    if level.presented != nil { break }
                }
            } else {
                next += levels(showing: tab, as: .tab)
            }
        case .finish, .pop, .popToRoot, .dismiss:
            return nil
        }
        return next
    }
}
