/// Resolves a spec's references into the parts of a ``NavigationGraph``.
///
/// Every reference is looked up here, once, and lands either in an edge (or a
/// coordinator's `root`, `children`, `initialTab`) or in ``NavigationGraph/unresolved``,
/// so that each rule sees the same resolution and reports from it.
struct GraphBuilder {
    let spec: NavigationSpec
    var rootCoordinator: CoordinatorIndex?
    var coordinators: [NavigationGraph.CoordinatorNode] = []
    var routes: [NavigationGraph.RouteNode] = []
    var edges: [Edge] = []
    var unresolved: [UnresolvedReference] = []
    var coordinatorsByName: [String: CoordinatorIndex] = [:]
    var routesByName: [String: [RouteIndex]] = [:]

    init(_ spec: NavigationSpec) {
        self.spec = spec
    }

    mutating func build() {
        number()
        edges.reserveCapacity(Self.edgeCount(spec))
        rootCoordinator = resolveCoordinator(spec.root, site: .specRoot, affectsReachability: true)
        for (offset, coordinator) in spec.coordinators.enumerated() {
            resolveDeclarations(of: coordinator, at: CoordinatorIndex(offset))
        }
        for offset in spec.coordinators.indices {
            for route in coordinators[offset].routes {
                let start = edges.count
                for transition in spec.coordinators[offset].routes[routes[route.rawValue].position]
                    .transitions
                {
                    add(transition, from: route, in: CoordinatorIndex(offset), handler: nil)
                }
                routes[route.rawValue].edgeRange = start..<edges.count
            }
        }
        unresolved.sort { $0.name.location < $1.name.location }
    }

    /// Gives every coordinator and route its index, so references can be looked up.
    /// The arrays are sized up front: at a hundred thousand routes, growing them
    /// would briefly hold two copies.
    private mutating func number() {
        coordinators.reserveCapacity(spec.coordinators.count)
        routes.reserveCapacity(spec.coordinators.reduce(0) { $0 + $1.routes.count })
        for (offset, coordinator) in spec.coordinators.enumerated() {
            let index = CoordinatorIndex(offset)
            if coordinatorsByName[coordinator.id.value] == nil {
                coordinatorsByName[coordinator.id.value] = index
            }
            let first = routes.count
            for position in coordinator.routes.indices {
                let id = coordinator.routes[position].id
                routesByName[id.value, default: []].append(RouteIndex(routes.count))
                routes.append(
                    NavigationGraph.RouteNode(
                        id: id, coordinator: index, position: position,
                        ref: RouteRef(coordinator: coordinator.id.value, route: id.value),
                        hasDeepLink: !coordinator.routes[position].deepLinks.isEmpty, edgeRange: 0..<0))
            }
            coordinators.append(
                NavigationGraph.CoordinatorNode(
                    id: coordinator.id, kind: coordinator.kind, root: nil, children: [], initialTab: nil,
                    routeRange: first..<routes.count, outcomes: coordinator.outcomes.map(\.value)))
        }
    }

    /// How many edges the spec can give at most: one per transition and `then` action.
    private static func edgeCount(_ spec: NavigationSpec) -> Int {
        var count = 0
        for coordinator in spec.coordinators {
            for route in coordinator.routes {
                count += route.transitions.count
                for transition in route.transitions {
                    if case .start(_, _, let then) = transition.action { count += then?.handlers.count ?? 0 }
                }
            }
        }
        return count
    }

    /// Resolves `root`, `children` and `initial`.
    private mutating func resolveDeclarations(of coordinator: Coordinator, at index: CoordinatorIndex) {
        let isTabs = coordinator.kind == .tabs
        if let root = coordinator.root, !isTabs {
            coordinators[index.rawValue].root = resolveRoute(
                root, in: index, site: .stackRoot(index), affectsReachability: true)
        }
        let children = coordinator.children.map {
            resolveCoordinator($0, site: .child(of: index), affectsReachability: isTabs)
        }
        coordinators[index.rawValue].children = children
        guard isTabs else { return }
        var initialTab: CoordinatorIndex?
        if let initial = coordinator.initial {
            initialTab = resolveCoordinator(initial, site: .initialTab(of: index), affectsReachability: false)
        }
        if let tab = initialTab, children.contains(tab) {
            coordinators[index.rawValue].initialTab = tab
        } else {
            coordinators[index.rawValue].initialTab = children.lazy.compactMap { $0 }.first
        }
    }

    /// Adds the edge for one transition (and, for `start`, its `then` actions).
    private mutating func add(
        _ transition: Transition, from route: RouteIndex, in coordinator: CoordinatorIndex,
        handler: Edge.Handler?
    ) {
        // Each `site:` is an autoclosure: built only for a reference that does not resolve.
        let tag: EdgeTag
        var target: Int32 = -1
        var targetLocation: SourceLocation?
        var finishOutcome: Located<String>?
        switch transition.action {
        case .push(let name), .sheet(let name), .cover(let name):
            guard
                let resolved = resolveRoute(
                    name, in: coordinator, site: .transition(route, keyword: transition.action.keyword),
                    affectsReachability: true)
            else { return }
            switch transition.action {
            case .push: tag = .push
            case .sheet: tag = .sheet
            default: tag = .cover
            }
            target = resolved.storage
            targetLocation = name.location
        case .tab(let name):
            guard
                let resolved = resolveCoordinator(
                    name, site: .transition(route, keyword: transition.action.keyword),
                    affectsReachability: false)
            else { return }
            tag = .tab
            target = resolved.storage
            targetLocation = name.location
        case .finish(let outcome):
            tag = .finish
            targetLocation = outcome.location
            finishOutcome = outcome
        case .pop:
            tag = .pop
        case .popToRoot:
            tag = .popToRoot
        case .dismiss:
            tag = .dismiss
        case .start(let name, let style, let then):
            let child = resolveCoordinator(
                name, site: .transition(route, keyword: transition.action.keyword), affectsReachability: true)
            if let child {
                let tag: EdgeTag =
                    switch style?.value ?? .sheet {
                    case .push: .startPush
                    case .sheet: .startSheet
                    case .cover: .startCover
                    }
                edges.append(
                    Edge(
                        source: route, kind: tag, target: child.storage, location: transition.location,
                        targetLocation: name.location, handler: handler))
            }
            for outcomeHandler in then?.handlers ?? [] {
                guard let action = outcomeHandler.action else { continue }
                add(
                    action, from: route, in: coordinator,
                    handler: .init(outcome: outcomeHandler.outcome, child: child))
            }
            return
        }
        edges.append(
            Edge(
                source: route, kind: tag, target: target, location: transition.location,
                targetLocation: targetLocation, finishOutcome: finishOutcome, handler: handler))
    }

    private mutating func resolveCoordinator(
        _ name: Located<String>, site: @autoclosure () -> UnresolvedReference.Site, affectsReachability: Bool
    ) -> CoordinatorIndex? {
        if let index = coordinatorsByName[name.value] { return index }
        unresolved.append(
            UnresolvedReference(name: name, site: site(), affectsReachability: affectsReachability))
        return nil
    }

    private mutating func resolveRoute(
        _ name: Located<String>, in coordinator: CoordinatorIndex,
        site: @autoclosure () -> UnresolvedReference.Site, affectsReachability: Bool
    ) -> RouteIndex? {
        let named = routesByName[name.value] ?? []
        if let index = NavigationGraph.first(named, in: coordinators[coordinator.rawValue].routeRange) {
            return index
        }
        let elsewhere = named.filter {
            routes[$0.rawValue].coordinator != coordinator
        }
        unresolved.append(
            UnresolvedReference(
                name: name, site: site(), elsewhere: elsewhere, affectsReachability: affectsReachability))
        return nil
    }
}
