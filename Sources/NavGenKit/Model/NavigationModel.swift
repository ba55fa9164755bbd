/// The spec resolved, once: what every stage after decoding reads.
///
/// Coordinators and routes are numbered in declaration order (``CoordinatorIndex``,
/// ``RouteIndex``), one numbering for the rules, the simulator, the deep-link
/// analysis, the generator and the diagrams; transitions become typed ``Edge``s.
/// References that name nothing are kept aside as ``UnresolvedReference``s, so the
/// model is sound even for a spec with mistakes in it and each mistake is reported
/// once, where it is written. The spec itself stays at hand for what is only written
/// there (params, patterns, locations of keys).
package struct NavigationModel: Sendable {
    package let spec: NavigationSpec
    /// The coordinator shown at launch, when the spec's `root` names one: for a list
    /// of alternative roots, the entry shown under the `initially` values.
    package let rootCoordinator: CoordinatorIndex?
    /// The entries of `root` that name a coordinator, in order: one for a single
    /// root. A condition change that selects another entry swaps the root.
    package let rootEntries: [ResolvedRootEntry]
    /// The entries of `root` written `as: overlay`, in order: no root choice, but flows
    /// shown above the root while their `requires` hold. Not built yet: validation
    /// refuses them, and no later stage reads them.
    package let rootOverlays: [ResolvedRootEntry]
    package let coordinators: [ResolvedCoordinator]
    package let routes: [ResolvedRoute]
    /// Every resolved transition, route by route and item by item, each `start`
    /// item followed by its `then` actions: declaration order.
    package let edges: [Edge]
    /// The actions of `start` items' `on` blocks, each with a ``Edge/Handler`` naming
    /// the event and the child: kept out of ``edges``, since they run while the child
    /// runs, not after it finished.
    package let eventEdges: [Edge]
    /// The references that name nothing they may name, in declaration order.
    package let unresolved: [UnresolvedReference]
    /// The `conditions`, in declaration order.
    package let conditions: [ResolvedCondition]
    /// `deeplinks.requires` entries that name a condition: every link checks them once,
    /// after redirects and before its first move.
    package let linkGuards: [ConditionGuard]

    private let conditionsByName: [String: ConditionIndex]
    private let coordinatorsByName: [String: CoordinatorIndex]
    private let routeTable: RouteTable
    let routeNames: RouteNames

    package init(_ spec: NavigationSpec) {
        var builder = ModelBuilder(spec)
        builder.build()
        self.spec = spec
        rootCoordinator = builder.rootCoordinator
        rootEntries = builder.rootEntries
        rootOverlays = builder.rootOverlays
        coordinators = builder.coordinators
        routes = builder.routes
        edges = builder.edges
        eventEdges = builder.eventEdges
        unresolved = builder.unresolved
        conditions = builder.conditions
        linkGuards = builder.linkGuards
        conditionsByName = builder.conditionsByName
        coordinatorsByName = builder.coordinatorsByName
        routeTable = builder.routeTable
        routeNames = builder.routeNames
    }

    // MARK: - Lookup

    package subscript(coordinator: CoordinatorIndex) -> ResolvedCoordinator {
        coordinators[coordinator.rawValue]
    }

    package subscript(route: RouteIndex) -> ResolvedRoute { routes[route.rawValue] }

    package subscript(condition: ConditionIndex) -> ResolvedCondition { conditions[condition.rawValue] }

    package var conditionIndices: [ConditionIndex] { conditions.indices.map(ConditionIndex.init) }

    /// ``edges`` then ``eventEdges``, read in place: a rule that looks at every action
    /// walks both without a copy of a large spec's edges.
    package var edgesAndEventEdges: FlattenSequence<[[Edge]]> { [edges, eventEdges].joined() }

    /// ``edges`` then every route's `otherwise` actions, read in place.
    package var edgesAndOtherwiseEdges: FlattenSequence<[[Edge]]> {
        [edges, routes.flatMap(\.otherwise)].joined()
    }

    /// Whether the spec declares `conditions`: only then do outputs show them.
    package var hasConditions: Bool { !conditions.isEmpty }

    /// Whether a transition, `then` or `on` value, answer or `otherwise` is a `go`: only then does
    /// the generated state get `go(to:)`.
    package var hasGoItems: Bool {
        edges.contains { $0.goRoute != nil } || eventEdges.contains { $0.goRoute != nil }
            || routes.contains { $0.otherwise.contains { $0.goRoute != nil } }
    }

    /// The first condition declared with this id.
    package func condition(named id: String) -> ConditionIndex? {
        conditionsByName[id]
    }

    package var coordinatorIndices: [CoordinatorIndex] { coordinators.indices.map(CoordinatorIndex.init) }

    package var routeIndices: [RouteIndex] { routes.indices.map(RouteIndex.init) }

    /// The first coordinator declared with this id.
    package func coordinator(named id: String) -> CoordinatorIndex? {
        coordinatorsByName[id]
    }

    /// The route written `coordinator.route`: a route of the first coordinator with
    /// that id.
    package func route(_ ref: RouteRef) -> RouteIndex? {
        routeTable.find(ref, in: routes)
    }

    /// The route with this id in this coordinator.
    package func route(named id: String, in coordinator: CoordinatorIndex) -> RouteIndex? {
        let range = coordinators[coordinator.rawValue].routeRange
        if let found = route(RouteRef(coordinator: coordinators[coordinator.rawValue].id.value, route: id)),
            range.contains(found.rawValue)
        {
            return found
        }
        // Another coordinator declared first with the same id holds the table's entry
        // (a spec built in code; decoding drops duplicate keys).
        return routes(named: id).first { range.contains($0.rawValue) }
    }

    /// Every route with this id, whatever its coordinator, in declaration order.
    package func routes(named id: String) -> [RouteIndex] {
        routeNames.routes(named: id)
    }

    /// The route's transitions, in declaration order, `then` actions after their `start`.
    package func edges(from route: RouteIndex) -> ArraySlice<Edge> {
        edges[routes[route.rawValue].edgeRange]
    }

    // MARK: - Declarations

    /// The spec's declaration of a coordinator.
    package func declaration(of coordinator: CoordinatorIndex) -> Coordinator {
        spec.coordinators[coordinator.rawValue]
    }

    /// The spec's declaration of a route.
    package func declaration(of route: RouteIndex) -> Route {
        let node = routes[route.rawValue]
        return spec.coordinators[node.coordinator.rawValue].routes[node.position]
    }

    /// A route's params, in declaration order. Read in place rather than through a
    /// copy of the whole declaration: the simulator asks for every screen it shows.
    package func params(of route: RouteIndex) -> [Param] {
        let node = route.rawValue
        return spec.coordinators[routes[node].coordinator.rawValue].routes[routes[node].position].params
    }

    /// A route's transitions as written, in declaration order: the simulator executes
    /// these, by their position.
    package func transitions(of route: RouteIndex) -> [Transition] {
        let node = route.rawValue
        return spec.coordinators[routes[node].coordinator.rawValue].routes[routes[node].position].transitions
    }

    // MARK: - Naming

    /// How findings and notes name a route: `route` when it belongs to `context`,
    /// `coordinator.route` otherwise.
    package func name(of route: RouteIndex, in context: CoordinatorIndex? = nil) -> String {
        let node = self[route]
        return node.coordinator == context ? node.id.value : node.ref.description
    }

    /// An edge as an action: `push recipeDetail`, `start onboarding as sheet`.
    package func describe(_ edge: Edge) -> String {
        switch edge.kind {
        case .show(let route, let style): "\(style.keyword) \(self[route].id.value)"
        case .start(let coordinator, let style): "start \(self[coordinator].id.value) as \(style)"
        case .tab(let coordinator): "tab \(self[coordinator].id.value)"
        case .replace(let route): "replace \(self[route].id.value)"
        case .go(let route): "go \(self[route].ref)"
        case .finish(let outcome): "finish \(outcome)"
        case .emit(let event): "emit \(event)"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        case .alert(let owner, let alert): "alert \(declaration(of: owner).alerts[alert].id.value)"
        case .set(let changes):
            "set " + changes.map { "\(self[$0.condition].id.value) \($0.value)" }.joined(separator: ", ")
        }
    }
}
