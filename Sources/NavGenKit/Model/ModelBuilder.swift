/// Resolves a spec's references into the parts of a ``NavigationModel``.
///
/// Every reference is looked up here, once, and lands either in an edge (or a
/// coordinator's `root`, `children`, `initialTab`) or in ``NavigationModel/unresolved``,
/// so that every stage sees the same resolution and reports from it.
struct ModelBuilder {
    let spec: NavigationSpec
    var rootCoordinator: CoordinatorIndex?
    var rootEntries: [ResolvedRootEntry] = []
    var rootOverlays: [ResolvedRootEntry] = []
    var coordinators: [ResolvedCoordinator] = []
    var routes: [ResolvedRoute] = []
    var edges: [Edge] = []
    var eventEdges: [Edge] = []
    var unresolved: [UnresolvedReference] = []
    var conditions: [ResolvedCondition] = []
    var linkGuards: [ConditionGuard] = []
    var coordinatorsByName: [String: CoordinatorIndex] = [:]
    var conditionsByName: [String: ConditionIndex] = [:]
    var routeTable: RouteTable
    var routeNames: RouteNames

    init(_ spec: NavigationSpec) {
        self.spec = spec
        let routeCount = spec.coordinators.reduce(0) { $0 + $1.routes.count }
        routeTable = RouteTable(capacity: routeCount)
        routeNames = RouteNames(capacity: routeCount)
    }

    mutating func build() {
        number()
        resolveConditions()
        edges.reserveCapacity(Self.edgeCount(spec))
        resolveRoots()
        for (offset, coordinator) in spec.coordinators.enumerated() {
            resolveDeclarations(of: coordinator, at: CoordinatorIndex(offset))
        }
        resolveCoordinatorGuards()
        if !spec.deepLinks.requires.isEmpty { linkGuards = guards(spec.deepLinks.requires, of: .links) }
        for (offset, coordinator) in spec.coordinators.enumerated() {
            for route in coordinators[offset].routeRange {
                let start = edges.count
                let declaration = coordinator.routes[routes[route].position]
                for transition in declaration.transitions {
                    add(transition, from: RouteIndex(route), in: CoordinatorIndex(offset), handler: nil)
                }
                routes[route].edgeRange = start..<edges.count
                if !declaration.requires.isEmpty || declaration.otherwise != nil {
                    resolveGuards(of: RouteIndex(route), declared: declaration, in: CoordinatorIndex(offset))
                }
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
            // Only the first coordinator of an id can be named (decoding drops later
            // ones; a spec built in code may have them).
            let isNamed = coordinatorsByName[coordinator.id.value] == nil
            if isNamed { coordinatorsByName[coordinator.id.value] = index }
            let first = routes.count
            for (position, route) in coordinator.routes.enumerated() {
                routeNames.append(route.id.value)
                routes.append(
                    ResolvedRoute(
                        ref: RouteRef(coordinator: coordinator.id.value, route: route.id.value),
                        location: route.id.location, position: position, edgeRange: 0..<0, coordinator: index,
                        hasDeepLink: !route.deepLinks.isEmpty))
                if isNamed { routeTable.insert(RouteIndex(routes.count - 1), in: routes) }
            }
            coordinators.append(
                ResolvedCoordinator(
                    id: coordinator.id, kind: coordinator.kind, root: nil, children: [], initialTab: nil,
                    routeRange: first..<routes.count, outcomes: coordinator.outcomes.map(\.value)))
        }
    }

    /// How many edges the spec can give at most: one per transition and `then` action.
    private static func edgeCount(_ spec: NavigationSpec) -> Int {
        var count = 0
        for coordinator in spec.coordinators {
            for route in coordinator.routes {
                count += route.transitions.count + route.otherwiseTransitions.count
                for transition in route.transitions {
                    switch transition.action {
                    case .start(_, _, let then, _), .alert(_, let then): count += then?.handlers.count ?? 0
                    default: break
                    }
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
                root, in: index, site: .stackRoot(index), affectsReachability: true, throughSets: false)
        }
        if coordinator.kind == .stack { resolveUses(of: coordinator, at: index) }
        if coordinator.kind == .split { resolveColumns(of: coordinator, at: index) }
        if coordinator.kind == .tabs, !coordinator.uses.isEmpty || coordinator.containerTransitions != nil {
            resolveContainer(coordinator, at: index)
        }
        let children = coordinator.children.map {
            resolveCoordinator($0, site: .child(of: index), affectsReachability: isTabs)
        }
        coordinators[index.rawValue].children = children
        guard isTabs else { return }
        for case let tab? in children where !coordinators[tab.rawValue].tabBars.contains(index) {
            coordinators[tab.rawValue].tabBars.append(index)
        }
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
    mutating func add(
        _ transition: Transition, from route: RouteIndex, in coordinator: CoordinatorIndex,
        handler: Edge.Handler?
    ) {
        // Each `site:` is an autoclosure: built only for a reference that does not resolve.
        let kind: Edge.Kind
        var targetLocation: SourceLocation?
        switch transition.action {
        case .show(let name, let style):
            guard
                let resolved = style == .push
                    ? selectTarget(name, from: coordinator)
                        ?? resolveRoute(
                            name, in: coordinator,
                            site: .transition(route, keyword: transition.action.keyword),
                            affectsReachability: true)
                    : resolveRoute(
                        name, in: coordinator, site: .transition(route, keyword: transition.action.keyword),
                        affectsReachability: true)
            else { return }
            kind = .show(resolved, style)
            targetLocation = name.location
        case .replace(let name):
            guard
                let resolved = resolveRoute(
                    name, in: coordinator, site: .transition(route, keyword: transition.action.keyword),
                    affectsReachability: true)
            else { return }
            kind = .replace(resolved)
            targetLocation = name.location
        case .go(let name, let args):
            guard
                let resolved = resolveGoTarget(
                    name, in: coordinator, site: .transition(route, keyword: transition.action.keyword))
            else { return }
            var edge = Edge(
                source: route, kind: .go(resolved), location: transition.location,
                targetLocation: name.location,
                handler: handler)
            edge.goArgs = args
            edges.append(edge)
            return
        case .tab(let name):
            guard
                let resolved = resolveCoordinator(
                    name, site: .transition(route, keyword: transition.action.keyword),
                    affectsReachability: false)
            else { return }
            kind = .tab(resolved)
            targetLocation = name.location
        case .finish(let outcome):
            kind = .finish(outcome.value)
            targetLocation = outcome.location
        case .pop:
            kind = .pop
        case .popToRoot:
            kind = .popToRoot
        case .dismiss:
            kind = .dismiss
        case .start(let name, let style, let then, let entry):
            let child = resolveCoordinator(
                name, site: .transition(route, keyword: transition.action.keyword), affectsReachability: true)
            if let child {
                // An overlay reads as a cover until the engine shows overlays: above the
                // screen, closed only by `finish` or `dismiss` (validation refuses it).
                let shown: PresentationStyle = transition.overlay != nil ? .cover : style?.value ?? .sheet
                var edge = Edge(
                    source: route, kind: .start(child, style: shown),
                    location: transition.location, targetLocation: name.location, handler: handler,
                    adaptiveStyle: transition.adaptiveStyle?.value)
                edge.flowStart = resolveFlowStart(entry, of: child, from: route)
                edges.append(edge)
            }
            for outcomeHandler in then?.handlers ?? [] {
                guard let action = outcomeHandler.action else { continue }
                add(
                    action, from: route, in: coordinator,
                    handler: .init(outcome: outcomeHandler.outcome, child: child))
            }
            addEventActions(transition.on, of: child, from: route, in: coordinator)
            return
        case .alert(let name, let then):
            addAlert(
                name, then: then, at: transition.location, from: route, in: coordinator, handler: handler)
            return
        case .set(let pairs):
            guard let changes = resolveConditionChanges(pairs, from: route) else { return }
            kind = .set(changes)
        case .emit(let event):
            kind = .emit(event.value)
            targetLocation = event.location
        }
        edges.append(
            Edge(
                source: route, kind: kind, location: transition.location, targetLocation: targetLocation,
                handler: handler, adaptiveStyle: transition.adaptiveStyle?.value))
    }

    /// A `start` item's `on` actions, resolved like its `then` actions (their references
    /// are checked the same way) but kept apart in ``eventEdges``: they run while the
    /// child keeps running, so no search, rule or generator that reads a `then` edge as
    /// "after the child finished" may meet them.
    private mutating func addEventActions(
        _ on: OutcomeHandlers?, of child: CoordinatorIndex?, from route: RouteIndex,
        in coordinator: CoordinatorIndex
    ) {
        for eventHandler in on?.handlers ?? [] {
            guard let action = eventHandler.action else { continue }
            let start = edges.count
            add(
                action, from: route, in: coordinator,
                handler: .init(outcome: eventHandler.outcome, child: child))
            eventEdges += edges[start...]
            edges.removeSubrange(start...)
        }
    }

    /// `at` and `args` of a `start` of `child`: nil for a start at the root with no
    /// args, and for an `at` that names nothing (its args cannot be checked then).
    private mutating func resolveFlowStart(
        _ entry: FlowEntry, of child: CoordinatorIndex, from route: RouteIndex
    ) -> Edge.FlowStart? {
        guard let name = entry.route else {
            return entry.args.isEmpty ? nil : Edge.FlowStart(route: nil, args: entry.args)
        }
        guard
            let start = resolveRoute(
                name, in: child, site: .flowStart(route, child: child), affectsReachability: true)
        else { return nil }
        return Edge.FlowStart(route: start, routeLocation: name.location, args: entry.args)
    }

    /// The edge of an `alert` item, then its `then` actions, each handling one answer.
    private mutating func addAlert(
        _ name: Located<String>, then: OutcomeHandlers?, at location: SourceLocation, from route: RouteIndex,
        in coordinator: CoordinatorIndex, handler: Edge.Handler?
    ) {
        if let alert = spec.coordinators[coordinator.rawValue].alerts.firstIndex(where: {
            $0.id.value == name.value
        }) {
            edges.append(
                Edge(
                    source: route, kind: .alert(owner: coordinator, alert), location: location,
                    targetLocation: name.location,
                    handler: handler))
        } else {
            // Its answers' actions are edges all the same: fixing the name shows nothing more.
            unresolved.append(
                UnresolvedReference(
                    name: name, site: .transition(route, keyword: "alert"), affectsReachability: false))
        }
        for answer in then?.handlers ?? [] {
            guard let action = answer.action else { continue }
            add(action, from: route, in: coordinator, handler: .init(outcome: answer.outcome, child: nil))
        }
    }

    mutating func resolveCoordinator(
        _ name: Located<String>, site: @autoclosure () -> UnresolvedReference.Site, affectsReachability: Bool
    ) -> CoordinatorIndex? {
        // A route set is never shown alone: no root, tab, child or start may name one.
        if let index = coordinatorsByName[name.value], coordinators[index.rawValue].kind != .routes {
            return index
        }
        unresolved.append(
            UnresolvedReference(name: name, site: site(), affectsReachability: affectsReachability))
        return nil
    }

    /// A `go` target: `coordinator.route` (`set.route`) names any route; a bare name is
    /// one of the coordinator's own routes or of a set it uses, as for other moves.
    private mutating func resolveGoTarget(
        _ name: Located<String>, in coordinator: CoordinatorIndex,
        site: @autoclosure () -> UnresolvedReference.Site
    ) -> RouteIndex? {
        let parts = name.value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1 else {
            return resolveRoute(name, in: coordinator, site: site(), affectsReachability: true)
        }
        if parts.count == 2, let owner = coordinatorsByName[String(parts[0])] {
            let ref = RouteRef(coordinator: coordinators[owner.rawValue].id.value, route: String(parts[1]))
            if let found = routeTable.find(ref, in: routes) { return found }
        }
        unresolved.append(UnresolvedReference(name: name, site: site(), affectsReachability: true))
        return nil
    }

    private mutating func resolveRoute(
        _ name: Located<String>, in coordinator: CoordinatorIndex,
        site: @autoclosure () -> UnresolvedReference.Site, affectsReachability: Bool, throughSets: Bool = true
    ) -> RouteIndex? {
        let range = coordinators[coordinator.rawValue].routeRange
        let ref = RouteRef(coordinator: coordinators[coordinator.rawValue].id.value, route: name.value)
        if let found = routeTable.find(ref, in: routes), range.contains(found.rawValue) { return found }
        let named = routeNames.routes(named: name.value)
        if let found = named.first(where: { range.contains($0.rawValue) }) { return found }
        // A stack's bare names include the routes of the sets it uses, in `uses` order
        // (a name in two of them is a `name-collision` at the later entry).
        if throughSets, let found = routeOfUsedSet(named: name.value, among: named, by: coordinator) {
            return found
        }
        let elsewhere = named.filter { routes[$0.rawValue].coordinator != coordinator }
        unresolved.append(
            UnresolvedReference(
                name: name, site: site(), elsewhere: elsewhere, affectsReachability: affectsReachability))
        return nil
    }
}
