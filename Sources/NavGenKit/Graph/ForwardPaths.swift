/// One forward move from a navigation state: what a deep link replays from launch.
public struct Move: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The system action: select `tab` of the tabs coordinator `tabs`.
        case selectTab(tabs: CoordinatorIndex, tab: CoordinatorIndex)
        /// A transition of the route on top, by its index in ``NavigationGraph/edges``.
        case transition(edge: Int)
    }

    public var kind: Kind
    /// The route on top after the move.
    public var top: RouteIndex?

    public init(kind: Kind, top: RouteIndex?) {
        self.kind = kind
        self.top = top
    }
}

/// The shortest forward sequences from the launch state, found by one breadth-first
/// search over navigation states.
///
/// A deep link opens as "the launch state plus the shortest sequence of forward
/// moves that shows the target", ties going to declaration order. The
/// moves from a state are ordered: tab selections (tab coordinators from the
/// outermost, tabs in order, while no modal is shown), then the top route's forward
/// transitions in declaration order. Breadth-first search in that order meets every
/// state first along the sequence that is least in that order, so the first path
/// recorded for a route is the one the spec asks for.
public struct ForwardPaths: Sendable {
    /// The route on top at launch.
    public let launchTop: RouteIndex?
    /// False when the search stopped at its state limit: a missing path may exist.
    public let isComplete: Bool
    private let parents: [Int]
    private let moves: [Move?]
    private let routeStates: [Int]
    private let coordinatorStates: [Int]

    init(
        launchTop: RouteIndex?, isComplete: Bool, parents: [Int], moves: [Move?], routeStates: [Int],
        coordinatorStates: [Int]
    ) {
        self.launchTop = launchTop
        self.isComplete = isComplete
        self.parents = parents
        self.moves = moves
        self.routeStates = routeStates
        self.coordinatorStates = coordinatorStates
    }

    /// The moves from launch that show `route` on top (empty for the launch top),
    /// or nil when no forward sequence shows it.
    public func path(to route: RouteIndex) -> [Move]? {
        replay(routeStates[route.rawValue])
    }

    /// The moves from launch that first show `coordinator` on the active branch.
    public func path(to coordinator: CoordinatorIndex) -> [Move]? {
        replay(coordinatorStates[coordinator.rawValue])
    }

    private func replay(_ state: Int) -> [Move]? {
        guard state >= 0 else { return nil }
        var path: [Move] = []
        var current = state
        while let move = moves[current] {
            path.append(move)
            current = parents[current]
        }
        return path.reversed()
    }
}

extension NavigationGraph {
    /// The shortest forward sequence to every route and coordinator. The search
    /// visits at most `limit` distinct states (a guard against specs whose nesting
    /// explodes; real specs stay far below it).
    public func forwardPaths(limit: Int = 1_000_000) -> ForwardPaths {
        ForwardSearch(graph: self, target: nil, limit: limit).run()
    }

    /// The shortest forward sequence that shows `route`, stopping as soon as it is found.
    public func shortestForwardPath(to route: RouteIndex, limit: Int = 1_000_000) -> [Move]? {
        ForwardSearch(graph: self, target: route, limit: limit).run().path(to: route)
    }

    /// How a move reads in notes and traces: `tab settings`, `push recipeDetail`,
    /// `start onboarding as cover`.
    public func describe(_ move: Move) -> String {
        switch move.kind {
        case .selectTab(_, let tab):
            return "tab \(self[tab].id.value)"
        case .transition(let index):
            let edge = edges[index]
            switch edge.kind {
            case .push(let route): return "push \(self[route].id.value)"
            case .sheet(let route): return "sheet \(self[route].id.value)"
            case .cover(let route): return "cover \(self[route].id.value)"
            case .start(let coordinator, let style): return "start \(self[coordinator].id.value) as \(style)"
            case .tab(let coordinator): return "tab \(self[coordinator].id.value)"
            case .finish(let outcome): return "finish \(outcome.value)"
            case .pop: return "pop"
            case .popToRoot: return "popToRoot"
            case .dismiss: return "dismiss"
            }
        }
    }
}
