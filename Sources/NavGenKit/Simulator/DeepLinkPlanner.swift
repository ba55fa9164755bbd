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
public struct DeepLinkPlanner: Sendable {
    struct Reach: Sendable {
        var moves: [ForwardMove]
        var state: NavigationState
    }

    private struct Signature: Hashable {
        var top: RouteRef
        var topIsModalRoute: Bool
        var isModalShown: Bool
        var tabs: [String]
    }

    let engine: NavigationEngine
    private let reached: [RouteRef: Reach]

    init(engine: NavigationEngine) {
        self.engine = engine
        guard let launch = engine.launchState else {
            reached = [:]
            return
        }
        var reached: [RouteRef: Reach] = [:]
        // Search tree: each node's parent and the move that led to it.
        var parents: [(parent: Int, move: ForwardMove?)] = [(-1, nil)]
        var queue: [(state: NavigationState, node: Int)] = [(launch, 0)]
        var visited: Set<Signature> = [Self.signature(launch)]
        func moves(to node: Int) -> [ForwardMove] {
            var result: [ForwardMove] = []
            var current = node
            while let move = parents[current].move {
                result.append(move)
                current = parents[current].parent
            }
            return result.reversed()
        }
        if let top = launch.top { reached[top.route] = Reach(moves: [], state: launch) }
        var head = 0
        while head < queue.count {
            let (state, node) = queue[head]
            head += 1
            for move in engine.forwardMoves(from: state) {
                guard let next = engine.apply(move, to: state), visited.insert(Self.signature(next)).inserted
                else {
                    continue
                }
                parents.append((node, move))
                queue.append((next, parents.count - 1))
                if let top = next.top, reached[top.route] == nil {
                    reached[top.route] = Reach(moves: moves(to: parents.count - 1), state: next)
                }
            }
        }
        self.reached = reached
    }

    public init(spec: NavigationSpec) {
        self.init(engine: NavigationEngine(spec: spec))
    }

    private static func signature(_ state: NavigationState) -> Signature {
        let branch = Branch(state)
        return Signature(
            top: branch.top?.route ?? RouteRef(coordinator: "", route: ""),
            topIsModalRoute: branch.topIsModalRoute, isModalShown: branch.isModalShown,
            tabs: branch.tabs.map { "\($0.coordinator)=\($0.selected)" })
    }

    /// The first forward sequence that shows `route` on top; nil if none does.
    public func forwardMoves(to route: RouteRef) -> [ForwardMove]? {
        reached[route]?.moves
    }

    /// How a deep link to `target` builds its state; nil when neither the target
    /// nor its coordinator's root can be shown.
    public func plan(for target: RouteRef) -> DeepLinkPlan? {
        if let reach = reached[target] {
            return DeepLinkPlan(target: target, moves: reach.moves, pushedOnRoot: false, state: reach.state)
        }
        guard let root = engine.index.coordinator(target.coordinator)?.root?.value,
            let reach = reached[RouteRef(coordinator: target.coordinator, route: root)]
        else { return nil }
        let branch = Branch(reach.state)
        guard !branch.topIsModalRoute, let stackIndex = branch.lastStackIndex,
            case .stack(_, let path) = branch.frames[stackIndex]
        else { return nil }
        var state = reach.state
        let entry = engine.index.blankEntry(target)
        state.editStack(at: path) { $0.entries.append(entry) }
        return DeepLinkPlan(target: target, moves: reach.moves, pushedOnRoot: true, state: state)
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
    /// The resulting state, every param `nil`.
    public var state: NavigationState

    /// The routes of the path, bottom to top: the back stack the deep link builds.
    public var backStack: [RouteRef] { state.path.map(\.route) }
}
