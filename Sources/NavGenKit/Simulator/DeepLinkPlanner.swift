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
    private struct Signature: Hashable {
        var top: RouteRef
        var topIsModalRoute: Bool
        var isModalShown: Bool
        var tabs: [String]
    }

    let engine: NavigationEngine
    /// Where the search first showed each route: its node in the search tree.
    private let reached: [RouteRef: Int]
    /// The search tree: each node's parent and the move that led to it (none for
    /// the launch state, node 0). Sequences are read back along parents, so memory
    /// grows with the number of states, not with their depth.
    private let tree: [(parent: Int, move: ForwardMove?)]

    /// Runs the search. `onReach` hears of each route in `reporting` (all when nil)
    /// the first time it is shown, with the routes of the path then (its back
    /// stack): callers check a pattern's back stack there, and nothing keeps it.
    init(
        engine: NavigationEngine, reporting: Set<RouteRef>? = nil,
        onReach: (RouteRef, [RouteRef]) -> Void = { _, _ in }
    ) {
        self.engine = engine
        guard let launch = engine.launchState, let top = launch.top else {
            reached = [:]
            tree = []
            return
        }
        func report(_ route: RouteRef, _ branch: Branch) {
            if reporting?.contains(route) ?? true { onReach(route, branch.pathRoutes) }
        }
        let launchBranch = Branch(launch)
        var reached: [RouteRef: Int] = [top.route: 0]
        report(top.route, launchBranch)
        var tree: [(parent: Int, move: ForwardMove?)] = [(-1, nil)]
        var visited: Set<Signature> = [Self.signature(launchBranch)]
        // Level by level, so that the states of finished levels are released. Each
        // state keeps its branch, computed once. A level is taken from its end, in
        // reverse, so that each state is owned by the loop alone while it is expanded.
        var level: [(state: NavigationState, branch: Branch, node: Int)] = [(launch, launchBranch, 0)]
        while !level.isEmpty {
            var nextLevel: [(state: NavigationState, branch: Branch, node: Int)] = []
            level.reverse()
            while var item = level.popLast() {
                let moves = engine.forwardMoves(from: item.state, branch: item.branch)
                for (position, move) in moves.enumerated() {
                    let next: NavigationState
                    if position == moves.count - 1, let edit = engine.edit(for: move, branch: item.branch) {
                        // The state's last move: nothing needs the state after it, so
                        // the edit is made in place (a push onto a deep stack copies
                        // nothing) once the branch has let go of its nodes.
                        item.branch = Branch()
                        item.state.make(edit)
                        next = item.state
                    } else {
                        guard let applied = engine.apply(move, to: item.state, branch: item.branch) else {
                            continue
                        }
                        next = applied
                    }
                    let nextBranch = Branch(next)
                    guard visited.insert(Self.signature(nextBranch)).inserted else { continue }
                    tree.append((item.node, move))
                    nextLevel.append((next, nextBranch, tree.count - 1))
                    if let top = nextBranch.top, reached[top.route] == nil {
                        reached[top.route] = tree.count - 1
                        report(top.route, nextBranch)
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
        reached[route].map { moves(to: $0) }
    }

    /// How a deep link to `target` builds its state; nil when neither the target
    /// nor its coordinator's root can be shown.
    public func plan(for target: RouteRef) -> DeepLinkPlan? {
        if let node = reached[target] { return DeepLinkPlan(target: target, pushedOnRoot: false, node: node) }
        guard let root = engine.index.coordinator(target.coordinator)?.root?.value,
            let node = reached[RouteRef(coordinator: target.coordinator, route: root)]
        else { return nil }
        return DeepLinkPlan(target: target, pushedOnRoot: true, node: node)
    }

    /// The forward moves from launch: to the target, or (``DeepLinkPlan/pushedOnRoot``)
    /// to its coordinator's root.
    public func moves(for plan: DeepLinkPlan) -> [ForwardMove] {
        moves(to: plan.node)
    }

    /// The routes of the path a plan builds, bottom to top (the target last): the
    /// back stack of the deep link. Nil when the state cannot be built.
    public func backStack(for plan: DeepLinkPlan) -> [RouteRef]? {
        state(for: plan)?.path.map(\.route)
    }

    /// The state a plan leads to, every param `nil`: its moves replayed from launch,
    /// then the target pushed on the stack on top when ``DeepLinkPlan/pushedOnRoot``.
    public func state(for plan: DeepLinkPlan) -> NavigationState? {
        guard var state = replay(moves(to: plan.node)) else { return nil }
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

/// How a deep link to a target route builds its state, before params are filled
/// in. Read its moves, state and back stack through the ``DeepLinkPlanner``: they
/// are rebuilt on demand rather than kept, so memory does not grow with depth.
public struct DeepLinkPlan: Hashable, Sendable {
    public var target: RouteRef
    /// Whether the target is pushed on its coordinator's root because no forward
    /// sequence shows it.
    public var pushedOnRoot: Bool
    /// The search-tree node of the state the moves lead to.
    let node: Int
}
