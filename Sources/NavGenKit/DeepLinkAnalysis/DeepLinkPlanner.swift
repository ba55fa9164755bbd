/// The deep-link state search: one breadth-first search over real
/// simulator states from the launch state, run once per spec, that records for
/// every route the first forward sequence showing it on top.
///
/// - Moves from a state are ``NavigationEngine/forwardMoves(from:)``, in the documented order;
///   breadth-first with a first-in-first-out queue, the first sequence found for a
///   route is the shortest, and among the shortest the first by that order.
/// - States are deduplicated by a signature that determines the forward moves
///   available: the top route, whether it is a modal route, whether any modal is
///   shown, and each tabs coordinator on the active branch with its selected tab.
///   So the search ends on push cycles, and visits each signature once.
/// - A move is previewed before it is made (``Preview``): one that the engine refuses,
///   or whose signature an earlier level visited, builds no state.
/// - It stops once every route is shown, and after ``stateLimit(routes:)`` states
///   (``stoppedEarly``): presentations that nest in any order have exponentially many.
/// - A route that no forward sequence shows (a `deeplink-only` or `then`-only
///   route) opens pushed on its coordinator's root, that root reached by its own
///   first sequence.
///
/// The search keeps one node per visited state (its parent and move), and for the
/// routes deep links need, the back stack; a deep-link state is rebuilt by
/// replaying the moves when a URL is opened. Memory so grows with the number of
/// states, not with states times their depth.
package struct DeepLinkPlanner: Sendable {
    /// What decides a state's forward moves, in numbers: a large spec's search keeps
    /// one per state, so nothing in it allocates.
    struct Signature: Hashable {
        /// The top route's number (``SpecIndex/number(of:)``), or -1.
        var top: Int32
        var topIsModalRoute: Bool
        var isModalShown: Bool
        /// Each tabs coordinator on the branch and its selected tab, packed by
        /// ``packTabs(coordinator:selected:)``: two inline, any more after them.
        var tabs: (UInt64, UInt64) = (0, 0)
        var moreTabs: [UInt64] = []

        static func == (lhs: Signature, rhs: Signature) -> Bool {
            lhs.top == rhs.top && lhs.topIsModalRoute == rhs.topIsModalRoute
                && lhs.isModalShown == rhs.isModalShown && lhs.tabs == rhs.tabs
                && lhs.moreTabs == rhs.moreTabs
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(top)
            hasher.combine(topIsModalRoute)
            hasher.combine(isModalShown)
            hasher.combine(tabs.0)
            hasher.combine(tabs.1)
            hasher.combine(moreTabs)
        }

        /// Adds a tabs coordinator on the branch, inside those added before.
        ///
        /// One already on the list moves inside instead: a tab selection, declared or
        /// made by the user, goes to the innermost tab bar that has the tab, so an outer
        /// instance of the same coordinator decides no forward move. Keeping it would
        /// also give a tab bar that presents itself a new signature at every depth, and
        /// the search would never end.
        mutating func appendTabs(_ packed: UInt64) {
            let coordinator = packed >> 32
            func isSame(_ entry: UInt64) -> Bool {
                coordinator != 0 && entry != 0 && entry >> 32 == coordinator
            }
            if isSame(tabs.0) || isSame(tabs.1) || moreTabs.contains(where: isSame) {
                let others = ([tabs.0, tabs.1] + moreTabs).filter { $0 != 0 && !isSame($0) }
                tabs = (0, 0)
                moreTabs = []
                for entry in others { appendTabs(entry) }
            }
            if tabs.0 == 0 {
                tabs.0 = packed
            } else if tabs.1 == 0 {
                tabs.1 = packed
            } else {
                moreTabs.append(packed)
            }
        }

        /// A tabs coordinator and its selection in one word; never 0, which is "none".
        static func packTabs(coordinator: Int, selected: Int) -> UInt64 {
            UInt64(UInt32(truncatingIfNeeded: coordinator + 1)) << 32
                | UInt64(UInt32(truncatingIfNeeded: selected))
        }
    }

    /// A move of the search tree in numbers: a transition as its route's number and
    /// the transition's position, a tab bar's move (a tab selection or an item of its
    /// own transitions) as -1 - its index in `tabBarMoves`.
    struct StoredMove {
        var route: Int32
        var position: Int32
    }

    let engine: NavigationEngine
    /// Where the search first showed each route, by route number: its node in the
    /// search tree, or -1.
    private let reached: [Int32]
    /// The search tree: each node's parent and the move that led to it (none for the
    /// launch state, node 0). Sequences are read back along parents, so memory grows
    /// with the number of states, not with their depth.
    private let tree: [(parent: Int32, move: StoredMove)]
    /// The distinct moves of tab bars in the tree (tab selections and the tab bars' own
    /// items), which ``StoredMove`` numbers: few, however many states the tree has.
    private let tabBarMoves: [ForwardMove]
    /// Whether the search kept ``stateLimit(routes:)`` states and stopped before it had
    /// seen every state: a route it did not show may still be reachable.
    let stoppedEarly: Bool
    /// Whether the search kept a state with ``NavigationEngine/presentationLimit``
    /// modals shown, which no presentation can go above: a route it did not show may
    /// be shown above that many.
    let reachedPresentationLimit: Bool
    /// How many states the search kept.
    var stateCount: Int { tree.count }

    /// The most states a search keeps. A spec's states are about as many as its routes
    /// times the tab selections on offer; presentations that can nest in any order
    /// (flows or tab bars that start each other) have exponentially many, and without
    /// a limit a spec of a few kilobytes would search for hours.
    static func stateLimit(routes: Int) -> Int {
        max(5_000, 16 * routes)
    }

    /// A route shown by the search for the first time, and how.
    struct Reach {
        var route: RouteRef
        /// Its number (``SpecIndex/number(of:)``).
        var routeNumber: Int
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
        let index = engine.index
        var reached = [Int32](repeating: -1, count: index.routeCount)
        guard let launch = engine.launchState, let top = launch.top,
            let topNumber = index.number(of: top.route)
        else {
            self.reached = reached
            tree = []
            tabBarMoves = []
            stoppedEarly = false
            reachedPresentationLimit = false
            return
        }
        var wanted: [Bool]?
        if let reporting {
            var flags = [Bool](repeating: false, count: index.routeCount)
            for route in reporting {
                if let number = index.number(of: route) { flags[number] = true }
            }
            wanted = flags
        }
        var tree: [(parent: Int32, move: StoredMove)] = [(-1, StoredMove(route: 0, position: 0))]
        var tabBarMoves: [ForwardMove] = []
        var tabBarMoveNumbers: [ForwardMove: Int32] = [:]
        func number(ofTabBarMove move: ForwardMove) -> Int32 {
            if let known = tabBarMoveNumbers[move] { return known }
            tabBarMoves.append(move)
            tabBarMoveNumbers[move] = Int32(tabBarMoves.count - 1)
            return Int32(tabBarMoves.count - 1)
        }
        func report(_ number: Int, _ branch: Branch, below: [Int]) {
            reached[number] = Int32(tree.count - 1)
            if wanted?[number] ?? true {
                onReach(
                    Reach(
                        route: index.route(numbered: number), routeNumber: number, branch: branch,
                        requirementSetsBelow: below))
            }
        }
        let launchBranch = Branch(launch)
        let launchSets = RequirementSets(of: launchBranch, index: index)
        report(topNumber, launchBranch, below: launchSets.below)
        let launchSignature = Self.signature(of: launch, index: index)
        var visited: Set<Signature> = [launchSignature]
        // Once every route is shown, later states can change nothing the search keeps.
        var unreached = index.routeCount - 1
        let stateLimit = Self.stateLimit(routes: index.routeCount)
        // Level by level, so that the states of finished levels are released. Each
        // state keeps its branch, computed once. The level's states are expanded
        // together (``expand(_:visited:engine:)``), then their candidates checked in order.
        var level = [
            Pending(
                state: launch, branch: launchBranch, node: 0, sets: launchSets, signature: launchSignature)
        ]
        var stoppedEarly = false
        var reachedPresentationLimit = false
        while !level.isEmpty, !stoppedEarly, unreached > 0 {
            var candidates = Self.expand(consume level, visited: visited, engine: engine)
            level = []
            // Taken from the end of the reversed list, so that each state stays owned
            // by one list only and the next expansion can edit it in place.
            candidates.reverse()
            while let candidate = candidates.popLast() {
                guard visited.insert(candidate.signature).inserted else { continue }
                if tree.count >= stateLimit {
                    stoppedEarly = true
                    break
                }
                let move: StoredMove
                switch candidate.move {
                case .transition(let route, let position, _):
                    // The route on top, always one of the spec's.
                    guard let number = index.number(of: route) else { continue }
                    move = StoredMove(route: Int32(number), position: Int32(position))
                case .selectTab, .containerTransition:
                    move = StoredMove(route: -1 - number(ofTabBarMove: candidate.move), position: 0)
                }
                tree.append((Int32(candidate.parent), move))
                if candidate.branch.modalCount >= NavigationEngine.presentationLimit {
                    reachedPresentationLimit = true
                }
                let sets = candidate.sets ?? RequirementSets(of: candidate.branch, index: index)
                level.append(
                    Pending(
                        state: candidate.state, branch: candidate.branch, node: tree.count - 1, sets: sets,
                        signature: candidate.signature))
                let top = Int(candidate.signature.top)
                if top >= 0, reached[top] < 0 {
                    report(top, candidate.branch, below: sets.below)
                    unreached -= 1
                    if unreached == 0 { break }
                }
            }
        }
        self.stoppedEarly = stoppedEarly
        self.reachedPresentationLimit = reachedPresentationLimit
        self.reached = reached
        self.tree = tree
        self.tabBarMoves = tabBarMoves
    }

    /// The moves from launch to a node of the search tree.
    private func moves(to node: Int) -> [ForwardMove] {
        var result: [ForwardMove] = []
        var current = node
        while tree[current].parent >= 0 {
            let move = tree[current].move
            if move.route < 0 {
                result.append(tabBarMoves[Int(-1 - move.route)])
            } else {
                let route = engine.index.route(numbered: Int(move.route))
                let position = Int(move.position)
                let action = engine.index.transitions(of: route)[position].action
                result.append(.transition(route, index: position, action))
            }
            current = Int(tree[current].parent)
        }
        return result.reversed()
    }

    /// Where the search first showed `route`, if it did.
    func node(showing route: RouteRef) -> Int? {
        guard let number = engine.index.number(of: route), reached[number] >= 0 else { return nil }
        return Int(reached[number])
    }

    /// The first forward sequence that shows `route` on top; nil if none does.
    package func forwardMoves(to route: RouteRef) -> [ForwardMove]? {
        node(showing: route).map { moves(to: $0) }
    }

    /// How a deep link to `target` builds its state; nil when neither the target
    /// nor its coordinator's root can be shown, or when the target was not shown and
    /// the search reached ``reachedPresentationLimit``.
    package func plan(for target: RouteRef) -> DeepLinkPlan? {
        if let node = node(showing: target) {
            return DeepLinkPlan(target: target, pushedOnRoot: false, node: node)
        }
        // The route may be shown above the most modals the search shows: pushing it
        // on its root would make up a state the app never has.
        guard !reachedPresentationLimit, let node = rootNode(for: target) else { return nil }
        return DeepLinkPlan(target: target, pushedOnRoot: true, node: node)
    }

    /// The forward moves from launch: to the target, or (``DeepLinkPlan/pushedOnRoot``)
    /// to its coordinator's root.
    package func moves(for plan: DeepLinkPlan) -> [ForwardMove] {
        plan.via ?? moves(to: plan.node)
    }

    /// The routes of the path a plan builds, bottom to top (the target last): the
    /// back stack of the deep link. Nil when the state cannot be built.
    package func backStack(for plan: DeepLinkPlan) -> [RouteRef]? {
        state(for: plan)?.path.map(\.route)
    }

    /// The state a plan leads to, every param `nil`: its moves replayed from launch,
    /// then the target pushed on the stack on top when ``DeepLinkPlan/pushedOnRoot``.
    package func state(for plan: DeepLinkPlan) -> NavigationState? {
        guard var state = replay(moves(for: plan)) else { return nil }
        guard plan.pushedOnRoot else { return state }
        let branch = Branch(state)
        guard !branch.topIsModalRoute, let stackIndex = branch.lastStackIndex,
            case .stack(_, let depth) = branch.frames[stackIndex]
        else { return nil }
        let entry = engine.index.blankEntry(plan.target)
        state.editStack(at: branch.path(depth)) { $0.entries.append(entry) }
        return state
    }

    func replay(_ moves: [ForwardMove]) -> NavigationState? {
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
package struct DeepLinkPlan: Hashable, Sendable {
    package var target: RouteRef
    /// Whether the target is pushed on its coordinator's root because no forward
    /// sequence shows it.
    package var pushedOnRoot: Bool
    /// The search-tree node of the state the moves lead to.
    let node: Int
    /// The moves from launch that a `via` chain spells out, used instead of the
    /// search's; nil for the shortest sequence.
    var via: [ForwardMove]? = nil
}
