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
    struct Signature: Hashable {
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

    /// A route shown by the search for the first time, and how.
    struct Reach {
        var route: RouteRef
        /// The state's branch then: its path is the back stack and the route.
        var branch: Branch
        /// The sets of required params of the screens below the route (see
        /// ``RequirementSets``): what a pattern's check needs when nothing is missing.
        var requirementSetsBelow: [Int]
    }

    /// Runs the search. `onReach` hears of each route in `reporting` (all when nil)
    /// the first time it is shown: callers check a pattern's back stack there, and
    /// nothing keeps it.
    init(
        engine: NavigationEngine, reporting: Set<RouteRef>? = nil,
        onReach: (Reach) -> Void = { _ in }
    ) {
        self.engine = engine
        guard let launch = engine.launchState, let top = launch.top else {
            reached = [:]
            tree = []
            return
        }
        func report(_ route: RouteRef, _ branch: Branch, below: [Int]) {
            if reporting?.contains(route) ?? true {
                onReach(Reach(route: route, branch: branch, requirementSetsBelow: below))
            }
        }
        let launchBranch = Branch(launch)
        let launchSets = RequirementSets(of: launchBranch, index: engine.index)
        var reached: [RouteRef: Int] = [top.route: 0]
        report(top.route, launchBranch, below: launchSets.below)
        var tree: [(parent: Int, move: ForwardMove?)] = [(-1, nil)]
        var visited: Set<Signature> = [Self.signature(launchBranch)]
        // Level by level, so that the states of finished levels are released. Each
        // state keeps its branch, computed once. The level's states are expanded
        // together (``expand(_:engine:)``), then their candidates checked in order.
        var level = [Pending(state: launch, branch: launchBranch, node: 0, sets: launchSets)]
        while !level.isEmpty {
            var candidates = Self.expand(consume level, engine: engine)
            level = []
            // Taken from the end of the reversed list, so that each state stays owned
            // by one list only and the next expansion can edit it in place.
            candidates.reverse()
            while let candidate = candidates.popLast() {
                guard visited.insert(candidate.signature).inserted else { continue }
                tree.append((candidate.parent, candidate.move))
                let sets = candidate.sets ?? RequirementSets(of: candidate.branch, index: engine.index)
                level.append(
                    Pending(
                        state: candidate.state, branch: candidate.branch, node: tree.count - 1, sets: sets))
                if let top = candidate.branch.top, reached[top.route] == nil {
                    reached[top.route] = tree.count - 1
                    report(top.route, candidate.branch, below: sets.below)
                }
            }
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

    static func signature(_ branch: Branch) -> Signature {
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
