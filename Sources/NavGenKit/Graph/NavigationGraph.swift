/// The spec's coordinators, routes and transitions with every reference resolved,
/// built once per validation and shared by the rules, the simulator and the
/// generators.
///
/// Coordinators and routes are numbered in declaration order (see ``CoordinatorIndex``
/// and ``RouteIndex``); transitions become typed ``Edge``s. References that name
/// nothing are kept aside as ``UnresolvedReference``s, so the graph is sound even for
/// a spec with mistakes in it and each mistake is reported once, where it is written.
public struct NavigationGraph: Sendable {
    /// A coordinator with its references resolved.
    public struct CoordinatorNode: Sendable {
        /// The id, located at its key under `coordinators:`.
        public var id: Located<String>
        public var kind: Coordinator.Kind
        /// Stack: its root route, when `root` names one of its routes.
        public var root: RouteIndex?
        /// The `children` entries in order, each nil where it names no coordinator.
        public var children: [CoordinatorIndex?]
        /// Tabs: the tab shown at launch: `initial` when it is one of the tabs, else
        /// the first tab that resolves.
        public var initialTab: CoordinatorIndex?
        /// The raw indices of its routes (consecutive, in declaration order).
        public var routeRange: Range<Int>
        /// Stack: the outcomes it can finish with, in order.
        public var outcomes: [String]

        public var routes: [RouteIndex] { routeRange.map(RouteIndex.init) }
        /// The children that resolve, in order.
        public var resolvedChildren: [CoordinatorIndex] { children.compactMap { $0 } }
    }

    /// A route with its place in the graph.
    ///
    /// Stored in 56 bytes: the id's text is the ref's route part, the indices are
    /// 32-bit and the deep-link flag is the position's top bit. A large spec has one
    /// node per route.
    public struct RouteNode: Sendable {
        /// `coordinator.route`, as outputs and `allow:` scopes write it.
        public var ref: RouteRef
        private var idLocation: SourceLocation
        private var storedCoordinator: Int32
        /// The position in the low 31 bits, whether the route has a deep link in the top one.
        private var positionAndLink: UInt32
        private var edgeStart: Int32
        private var edgeEnd: Int32

        private static let linkBit: UInt32 = 1 << 31

        init(
            id: Located<String>, coordinator: CoordinatorIndex, position: Int, ref: RouteRef,
            hasDeepLink: Bool, edgeRange: Range<Int>
        ) {
            self.ref = ref
            idLocation = id.location
            storedCoordinator = coordinator.storage
            positionAndLink = 0
            edgeStart = Int32(edgeRange.lowerBound)
            edgeEnd = Int32(edgeRange.upperBound)
            self.ref.route = id.value
            self.position = position
            self.hasDeepLink = hasDeepLink
        }

        /// The id, located at its key under `routes:`.
        public var id: Located<String> {
            get { Located(ref.route, at: idLocation) }
            set {
                ref.route = newValue.value
                idLocation = newValue.location
            }
        }

        public var coordinator: CoordinatorIndex {
            get { CoordinatorIndex(storage: storedCoordinator) }
            set { storedCoordinator = newValue.storage }
        }

        /// Its position among its coordinator's routes.
        public var position: Int {
            get { Int(positionAndLink & ~Self.linkBit) }
            set { positionAndLink = (positionAndLink & Self.linkBit) | UInt32(newValue) }
        }

        /// Whether it declares at least one deep-link pattern: a URL can show it.
        public var hasDeepLink: Bool {
            get { positionAndLink & Self.linkBit != 0 }
            set { positionAndLink = (positionAndLink & ~Self.linkBit) | (newValue ? Self.linkBit : 0) }
        }

        /// The raw indices of its edges in ``NavigationGraph/edges``, in declaration order.
        public var edgeRange: Range<Int> {
            get { Int(edgeStart)..<Int(edgeEnd) }
            set {
                edgeStart = Int32(newValue.lowerBound)
                edgeEnd = Int32(newValue.upperBound)
            }
        }
    }

    /// The coordinator shown at launch, when the spec's `root` names one.
    public let rootCoordinator: CoordinatorIndex?
    public let coordinators: [CoordinatorNode]
    public let routes: [RouteNode]
    /// Every resolved transition, route by route and item by item, each `start`
    /// item followed by its `then` actions: declaration order.
    public let edges: [Edge]
    /// The references that name nothing they may name, in declaration order.
    public let unresolved: [UnresolvedReference]
    /// What can be shown from launch and from deep links.
    public let reachability: Reachability

    private let coordinatorsByName: [String: CoordinatorIndex]
    private let routesByName: [String: [RouteIndex]]

    public init(_ spec: NavigationSpec) {
        var builder = GraphBuilder(spec)
        builder.build()
        rootCoordinator = builder.rootCoordinator
        coordinators = builder.coordinators
        routes = builder.routes
        edges = builder.edges
        unresolved = builder.unresolved
        coordinatorsByName = builder.coordinatorsByName
        routesByName = builder.routesByName
        reachability = Reachability(
            coordinators: builder.coordinators, routes: builder.routes, edges: builder.edges,
            root: builder.rootCoordinator, unresolved: builder.unresolved)
    }

    // MARK: - Lookup

    public subscript(coordinator: CoordinatorIndex) -> CoordinatorNode { coordinators[coordinator.rawValue] }

    public subscript(route: RouteIndex) -> RouteNode { routes[route.rawValue] }

    public var coordinatorIndices: [CoordinatorIndex] { coordinators.indices.map(CoordinatorIndex.init) }

    public var routeIndices: [RouteIndex] { routes.indices.map(RouteIndex.init) }

    /// The first coordinator declared with this id.
    public func coordinator(named id: String) -> CoordinatorIndex? {
        coordinatorsByName[id]
    }

    /// The route with this id in this coordinator.
    public func route(named id: String, in coordinator: CoordinatorIndex) -> RouteIndex? {
        routesByName[id].flatMap { Self.first($0, in: coordinators[coordinator.rawValue].routeRange) }
    }

    /// The first of `routes` (sorted, as ``routes(named:)`` keeps them) inside
    /// `range`, found by binary search: a name like `list` may have a route in each
    /// of thousands of coordinators.
    static func first(_ routes: [RouteIndex], in range: Range<Int>) -> RouteIndex? {
        var low = 0
        var high = routes.count
        while low < high {
            let middle = (low + high) / 2
            if routes[middle].rawValue < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < routes.count, range.contains(routes[low].rawValue) else { return nil }
        return routes[low]
    }

    /// The route written `coordinator.route`.
    public func route(_ ref: RouteRef) -> RouteIndex? {
        coordinator(named: ref.coordinator).flatMap { route(named: ref.route, in: $0) }
    }

    /// Every route with this id, whatever its coordinator, in declaration order.
    public func routes(named id: String) -> [RouteIndex] {
        routesByName[id] ?? []
    }

    /// The route's transitions, in declaration order, `then` actions after their `start`.
    public func edges(from route: RouteIndex) -> ArraySlice<Edge> {
        edges[routes[route.rawValue].edgeRange]
    }

    /// The route of a stack coordinator, or the launch tab's, recursively: what
    /// starting or selecting the coordinator shows first.
    public func firstRoute(of coordinator: CoordinatorIndex) -> RouteIndex? {
        var current = coordinator
        var seen: Set<CoordinatorIndex> = []
        while seen.insert(current).inserted {
            let node = self[current]
            switch node.kind {
            case .stack: return node.root
            case .tabs:
                guard let tab = node.initialTab else { return nil }
                current = tab
            }
        }
        return nil
    }

    /// How findings and notes name a route: `route` when it belongs to `context`,
    /// `coordinator.route` otherwise.
    public func name(of route: RouteIndex, in context: CoordinatorIndex? = nil) -> String {
        let node = self[route]
        return node.coordinator == context ? node.id.value : node.ref.description
    }
}
