/// The deep-link state search (§2, §6): one breadth-first search over real
/// simulator states from the launch state, run once per spec, that records for
/// every route the first forward sequence showing it on top.
///
/// - Moves from a state are ``NavigationEngine/forwardMoves(from:)``, in §6 order;
///   breadth-first with a first-in-first-out queue, the first sequence found for a
///   route is the shortest, and among the shortest the first by that order.
/// - States are deduplicated by a signature that determines the forward moves
///   available: the top route, whether it is a modal route, whether any modal is
///   shown, and each tabs coordinator on the active branch with its selected tab.
///   So the search ends on push cycles, and visits each signature once.
/// - A route that no forward sequence shows (a `deeplink-only` or `then`-only
///   route) opens pushed on its coordinator's root, that root reached by its own
///   first sequence.
///
/// The search keeps one node per visited state (its parent and move), and for the
/// routes deep links need, the back stack; a deep-link state is rebuilt by
/// replaying the moves when a URL is opened. Memory so grows with the number of
/// states, not with states times their depth.
public struct DeepLinkPlanner: Sendable {
    /// Where the search first showed a route: its node in the search tree, and the
    /// routes of the path there when the route is one that deep links need.
    struct Reach: Sendable {
        var node: Int
        var backStack: [RouteRef]?
    }

    private struct Signature: Hashable {
        var top: RouteRef
        var topIsModalRoute: Bool
        var isModalShown: Bool
        var tabs: [String]
    }

    let engine: NavigationEngine
    private let reached: [RouteRef: Reach]
    /// The search tree: each node's parent and the move that led to it (none for
    /// the launch state, node 0). Sequences are read back along parents, so memory
    /// grows with the number of states, not with their depth.
    private let tree: [(parent: Int, move: ForwardMove?)]

    /// Runs the search. Back stacks are kept for the routes in `keeping` (all when nil).
    init(engine: NavigationEngine, keeping: Set<RouteRef>? = nil) {
        self.engine = engine
        guard let launch = engine.launchState, let top = launch.top else {
            reached = [:]
            tree = []
            return
        }
        func keep(_ route: RouteRef) -> Bool { keeping?.contains(route) ?? true }
        func backStack(_ branch: Branch, _ route: RouteRef) -> [RouteRef]? {
            keep(route) ? branch.path.map(\.route) : nil
        }
        let launchBranch = Branch(launch)
        var reached: [RouteRef: Reach] = [
            top.route: Reach(node: 0, backStack: backStack(launchBranch, top.route))
        ]
        var tree: [(parent: Int, move: ForwardMove?)] = [(-1, nil)]
        var visited: Set<Signature> = [Self.signature(launchBranch)]
        // Level by level, so that the states of finished levels are released. Each
        // state keeps its branch, computed once.
        var level: [(state: NavigationState, branch: Branch, node: Int)] = [(launch, launchBranch, 0)]
        while !level.isEmpty {
            var nextLevel: [(state: NavigationState, branch: Branch, node: Int)] = []
            for (state, branch, node) in level {
                for move in engine.forwardMoves(from: state, branch: branch) {
                    guard let next = engine.apply(move, to: state, branch: branch) else { continue }
                    let nextBranch = Branch(next)
                    guard visited.insert(Self.signature(nextBranch)).inserted else { continue }
                    tree.append((node, move))
                    nextLevel.append((next, nextBranch, tree.count - 1))
                    if let top = nextBranch.top, reached[top.route] == nil {
                        reached[top.route] = Reach(
                            node: tree.count - 1, backStack: backStack(nextBranch, top.route))
                    }
                }
            }
            level = nextLevel
        }
        self.reached = reached
        self.tree = tree
    }

    public init(spec: NavigationSpec) {
        self.init(engine: NavigationEngine(spec: spec))
    }

    /// The moves from launch to a node of the search tree.
    private func moves(to node: Int) -> [ForwardMove] {
        var result: [ForwardMove] = []
        var current = node
        while let move = tree[current].move {
            result.append(move)
            current = tree[current].parent
        }
        return result.reversed()
    }

    /// The routes whose states deep links need: the patterns' targets and the roots
    /// of their coordinators (for targets no forward sequence shows).
    static func targets(of patterns: [RoutePattern], _ index: SpecIndex) -> Set<RouteRef> {
        var result: Set<RouteRef> = []
        for pattern in patterns {
            result.insert(pattern.route)
            if let root = index.coordinator(pattern.route.coordinator)?.root?.value {
                result.insert(RouteRef(coordinator: pattern.route.coordinator, route: root))
            }
        }
        return result
    }

    private static func signature(_ branch: Branch) -> Signature {
        var tabs: [String] = []
        for frame in branch.frames {
            if case .tabs(let node, _) = frame, node.tabs.indices.contains(node.selected) {
                tabs.append(node.coordinator)
                tabs.append(node.selectedTab)
            }
        }
        return Signature(
            top: branch.top?.route ?? RouteRef(coordinator: "", route: ""),
            topIsModalRoute: branch.topIsModalRoute, isModalShown: branch.isModalShown, tabs: tabs)
    }

    /// The first forward sequence that shows `route` on top; nil if none does.
    public func forwardMoves(to route: RouteRef) -> [ForwardMove]? {
        reached[route].map { moves(to: $0.node) }
    }

    /// How a deep link to `target` builds its state; nil when neither the target
    /// nor its coordinator's root can be shown.
    public func plan(for target: RouteRef) -> DeepLinkPlan? {
        guard let (backStack, pushedOnRoot, node) = backStackAndNode(for: target) else { return nil }
        return DeepLinkPlan(
            target: target, moves: moves(to: node), pushedOnRoot: pushedOnRoot, backStack: backStack)
    }

    /// The back stack a deep link to `target` builds (bottom to top, the target
    /// last), and whether the target is pushed on its coordinator's root; nil when
    /// neither it nor that root can be shown. Cheaper than ``plan(for:)``: no moves.
    public func backStack(for target: RouteRef) -> (routes: [RouteRef], pushedOnRoot: Bool)? {
        backStackAndNode(for: target).map { ($0.routes, $0.pushedOnRoot) }
    }

    private func backStackAndNode(for target: RouteRef) -> (
        routes: [RouteRef], pushedOnRoot: Bool, node: Int
    )? {
        if let reach = reached[target] {
            guard let routes = reach.backStack ?? replay(moves(to: reach.node))?.path.map(\.route) else {
                return nil
            }
            return (routes, false, reach.node)
        }
        // Pushed on the root, which is on top of a stack there: the path gains the target.
        guard let root = engine.index.coordinator(target.coordinator)?.root?.value,
            let reach = reached[RouteRef(coordinator: target.coordinator, route: root)],
            let routes = reach.backStack ?? replay(moves(to: reach.node))?.path.map(\.route)
        else { return nil }
        return (routes + [target], true, reach.node)
    }

    /// The state a plan leads to, every param `nil`: its moves replayed from launch,
    /// then the target pushed on the stack on top when ``DeepLinkPlan/pushedOnRoot``.
    public func state(for plan: DeepLinkPlan) -> NavigationState? {
        guard var state = replay(plan.moves) else { return nil }
        guard plan.pushedOnRoot else { return state }
        let branch = Branch(state)
        guard !branch.topIsModalRoute, let stackIndex = branch.lastStackIndex,
            case .stack(_, let path) = branch.frames[stackIndex]
        else { return nil }
        let entry = engine.index.blankEntry(plan.target)
        state.editStack(at: path) { $0.entries.append(entry) }
        return state
    }

    private func replay(_ moves: [ForwardMove]) -> NavigationState? {
        guard var state = engine.launchState else { return nil }
        for move in moves {
            guard let next = engine.apply(move, to: state) else { return nil }
            state = next
        }
        return state
    }
}

/// The deep-link state of a target route, before params are filled in.
public struct DeepLinkPlan: Hashable, Sendable {
    public var target: RouteRef
    /// The forward moves from launch: to the target, or (``pushedOnRoot``) to its
    /// coordinator's root.
    public var moves: [ForwardMove]
    /// Whether the target is pushed on its coordinator's root because no forward
    /// sequence shows it.
    public var pushedOnRoot: Bool
    /// The routes of the resulting path, bottom to top: the back stack the deep
    /// link builds (its last entry is the target).
    public var backStack: [RouteRef]
}
