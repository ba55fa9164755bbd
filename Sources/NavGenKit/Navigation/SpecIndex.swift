/// Fast lookups into a spec for the simulator: coordinators and routes by id, and
/// the launch node of each coordinator. References that do not resolve (a spec
/// with errors whose rules were turned off) simply find nothing.
struct SpecIndex: Sendable {
    let spec: NavigationSpec
    private let coordinators: [String: Coordinator]
    /// Each coordinator's position in the spec: a number the deep-link search packs
    /// into its state signatures instead of the name.
    private let coordinatorNumbers: [String: Int]
    /// Each route's position in `routes`.
    private let numbers: RouteNumbers
    private let routes: [RouteInfo]

    /// What the simulator reads of a route, kept apart so a lookup copies two arrays
    /// rather than a whole `Route`.
    private struct RouteInfo: Sendable {
        var params: [Param]
        var transitions: [Transition]
        /// Its params without `?`, as an index into ``requirementSets``.
        var requirements: Int
        /// Its params, each `nil`: shared by every route with the same param names, so
        /// the search's many blank entries hold no arrays of their own.
        var blankArguments: [RouteArgument]
    }

    /// A route's params without `?`, by name and type.
    struct Requirement: Hashable, Sendable {
        var name: String
        var type: ParamType
    }

    /// Each distinct list of required params, once; the first is empty. Most routes
    /// of a spec share a few lists, so a back-stack check decides each list once
    /// rather than once per screen.
    let requirementSets: [[Requirement]]

    init(_ spec: NavigationSpec) {
        self.spec = spec
        var coordinators: [String: Coordinator] = [:]
        var coordinatorNumbers: [String: Int] = [:]
        var sets: [[Requirement]] = [[]]
        var setIndex: [[Requirement]: Int] = [[]: 0]
        var lastSet = 0
        var blanks = BlankArguments()
        let declared = spec.coordinators.reduce(0) { $0 + $1.routes.count }
        var numbers = RouteNumbers(capacity: declared)
        var routes: [RouteInfo] = []
        routes.reserveCapacity(declared)
        for coordinator in spec.coordinators where coordinators[coordinator.id.value] == nil {
            coordinators[coordinator.id.value] = coordinator
            coordinatorNumbers[coordinator.id.value] = coordinatorNumbers.count
            for route in coordinator.routes {
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                let required = route.params.filter { !$0.type.value.isOptional }.map {
                    Requirement(name: $0.name.value, type: $0.type.value)
                }
                // Neighbouring routes often require the same params: comparing with the
                // last list is cheaper than hashing it.
                let set: Int
                if required == sets[lastSet] {
                    set = lastSet
                } else if let known = setIndex[required] {
                    set = known
                } else {
                    set = sets.count
                    setIndex[required] = sets.count
                    sets.append(required)
                }
                lastSet = set
                if numbers.insert(ref).inserted {
                    routes.append(
                        RouteInfo(
                            params: route.params, transitions: route.transitions, requirements: set,
                            blankArguments: blanks.arguments(for: route.params)))
                }
            }
        }
        self.coordinators = coordinators
        self.coordinatorNumbers = coordinatorNumbers
        self.numbers = numbers
        self.routes = routes
        requirementSets = sets
    }

    func coordinator(_ id: String) -> Coordinator? { coordinators[id] }

    /// A coordinator's number: its position among the spec's coordinators.
    func number(ofCoordinator id: String) -> Int? { coordinatorNumbers[id] }

    /// How many routes the spec has; route numbers run from 0 below it.
    var routeCount: Int { routes.count }

    /// A route's number, in declaration order; nil for a route of no coordinator.
    func number(of ref: RouteRef) -> Int? { numbers[ref] }

    /// The route numbered `number`.
    func route(numbered number: Int) -> RouteRef { numbers.route(numbered: number) }

    /// Whether the route exists.
    func contains(_ ref: RouteRef) -> Bool { numbers[ref] != nil }

    /// A route's params (none for an unknown route).
    func params(of ref: RouteRef) -> [Param] { numbers[ref].map { routes[$0].params } ?? [] }

    /// A route's transitions in declaration order (none for an unknown route).
    func transitions(of ref: RouteRef) -> [Transition] { numbers[ref].map { routes[$0].transitions } ?? [] }

    /// The index in ``requirementSets`` of a route's params without `?` (0, none,
    /// for an unknown route).
    func requirementSet(of ref: RouteRef) -> Int { numbers[ref].map { routes[$0].requirements } ?? 0 }

    /// The entry of a route with every param `nil`: the launch state's roots, and the
    /// structure-only states of the deep-link search.
    func blankEntry(_ ref: RouteRef, flow: FlowOrigin? = nil) -> RouteEntry {
        RouteEntry(route: ref, arguments: numbers[ref].map { routes[$0].blankArguments } ?? [], flow: flow)
    }

    /// The launch node of a coordinator: a tabs node showing its `initial` tab
    /// with every tab at launch, or a stack holding its root. Nil for an unknown
    /// coordinator or one that contains itself.
    ///
    /// Only a spec with errors puts a tab bar in a tab bar (`tab-target`); such tab bars
    /// nest at most ``NavigationEngine/presentationLimit`` deep, and a deeper one is left
    /// out like one that contains itself, so that a chain of them cannot make a tree
    /// deeper than the code walking it can go.
    func launchNode(_ id: String, visiting: Set<String> = []) -> NavigationNode? {
        guard let coordinator = coordinator(id), !visiting.contains(id),
            visiting.count < NavigationEngine.presentationLimit
        else { return nil }
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

/// The blank argument lists of a spec's routes, each distinct list made once.
private struct BlankArguments {
    private var lists: [[String]: [RouteArgument]] = [:]
    private var last: [RouteArgument] = []

    /// `params`, each `nil`: the list made for the last route when the names agree (as
    /// they mostly do for neighbours), otherwise the one made for these names.
    mutating func arguments(for params: [Param]) -> [RouteArgument] {
        if last.count == params.count, zip(last, params).allSatisfy({ $0.name == $1.name.value }) {
            return last
        }
        let names = params.map(\.name.value)
        let list = lists[names] ?? names.map { RouteArgument(name: $0, value: nil) }
        lists[names] = list
        last = list
        return list
    }
}
