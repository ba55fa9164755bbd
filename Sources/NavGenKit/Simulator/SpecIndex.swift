/// Fast lookups into a spec for the simulator: coordinators and routes by id, and
/// the launch node of each coordinator. References that do not resolve (a spec
/// with errors whose rules were turned off) simply find nothing.
struct SpecIndex: Sendable {
    let spec: NavigationSpec
    private let coordinators: [String: Coordinator]
    private let routes: [RouteRef: RouteInfo]

    /// What the simulator reads of a route, kept apart so a lookup copies two arrays
    /// rather than a whole `Route`.
    private struct RouteInfo: Sendable {
        var params: [Param]
        var transitions: [Transition]
        /// The params without `?`, by name and type.
        var required: [(name: String, type: ParamType)]
    }

    init(_ spec: NavigationSpec) {
        self.spec = spec
        var coordinators: [String: Coordinator] = [:]
        var routes: [RouteRef: RouteInfo] = [:]
        for coordinator in spec.coordinators where coordinators[coordinator.id.value] == nil {
            coordinators[coordinator.id.value] = coordinator
            for route in coordinator.routes {
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                if routes[ref] == nil {
                    routes[ref] = RouteInfo(
                        params: route.params, transitions: route.transitions,
                        required: route.params.filter { !$0.type.value.isOptional }.map {
                            ($0.name.value, $0.type.value)
                        })
                }
            }
        }
        self.coordinators = coordinators
        self.routes = routes
    }

    func coordinator(_ id: String) -> Coordinator? { coordinators[id] }

    /// Whether the route exists.
    func contains(_ ref: RouteRef) -> Bool { routes[ref] != nil }

    /// A route's params (none for an unknown route).
    func params(of ref: RouteRef) -> [Param] { routes[ref]?.params ?? [] }

    /// A route's transitions in declaration order (none for an unknown route).
    func transitions(of ref: RouteRef) -> [Transition] { routes[ref]?.transitions ?? [] }

    /// A route's params without `?`.
    func requiredParams(of ref: RouteRef) -> [(name: String, type: ParamType)] { routes[ref]?.required ?? [] }

    /// The entry of a route with every param `nil`: the launch state's roots, and the
    /// structure-only states of the deep-link search.
    func blankEntry(_ ref: RouteRef, flow: FlowOrigin? = nil) -> RouteEntry {
        let params = params(of: ref)
        return RouteEntry(
            route: ref, arguments: params.map { RouteArgument(name: $0.name.value, value: nil) }, flow: flow)
    }

    /// The launch node of a coordinator (§4): a tabs node showing its `initial` tab
    /// with every tab at launch, or a stack holding its root. Nil for an unknown
    /// coordinator or one that contains itself.
    func launchNode(_ id: String, visiting: Set<String> = []) -> NavigationNode? {
        guard let coordinator = coordinator(id), !visiting.contains(id) else { return nil }
        switch coordinator.kind {
        case .stack:
            let root = coordinator.root?.value ?? coordinator.routes.first?.id.value ?? ""
            return .stack(
                StackNode(coordinator: id, entries: [blankEntry(RouteRef(coordinator: id, route: root))]))
        case .tabs:
            var tabs: [NavigationNode] = []
            var selected = 0
            for child in coordinator.children {
                guard let node = launchNode(child.value, visiting: visiting.union([id])) else { continue }
                if child.value == coordinator.initialTab { selected = tabs.count }
                tabs.append(node)
            }
            guard !tabs.isEmpty else { return nil }
            return .tabs(TabsNode(coordinator: id, selected: selected, tabs: tabs))
        }
    }
}
