/// Which coordinators and routes the user can get to.
///
/// Two answers, because `deeplink-only` needs them apart: "shown from launch" is what
/// a sequence of moves from the launch state shows (`then` actions count: they run
/// when a child finishes), and "reachable" adds what a deep link can open. A deep link opens on top of its coordinator's root, so it counts only once
/// its coordinator is reachable itself.
package struct Reachability: Sendable {
    private let coordinatorCount: Int
    private let fromLaunch: [Bool]
    private let withDeepLinks: [Bool]
    /// Whether a reference that names nothing sits where it could show more of the
    /// spec: an unreachable finding would then be a guess, so those rules stay quiet.
    package let isUncertain: Bool

    package init(_ model: NavigationModel) {
        coordinatorCount = model.coordinators.count
        fromLaunch = Self.shown(in: model, includingDeepLinks: false)
        let withDeepLinks = Self.shown(in: model, includingDeepLinks: true)
        self.withDeepLinks = withDeepLinks
        let count = model.coordinators.count
        let byReferences = model.unresolved.contains { reference in
            guard reference.affectsReachability else { return false }
            switch reference.site {
            case .specRoot: return true
            case .stackRoot(let coordinator), .child(let coordinator), .column(let coordinator, _),
                .initialTab(let coordinator), .uses(let coordinator):
                return withDeepLinks[coordinator.rawValue]
            case .transition(let route, _), .flowStart(let route, _):
                return withDeepLinks[count + route.rawValue]
            case .requirement, .conditionAction: return false
            case .satisfyingFlow(let condition):
                return Self.isNeeded(condition, in: model, shown: withDeepLinks)
            }
        }
        isUncertain = byReferences || Self.hasUnresolvedContainerMoves(in: model, shown: withDeepLinks)
    }

    /// Whether a shown tab bar's container transitions name something that resolves
    /// to nothing: they are not kept as references, so the tab bar records it.
    private static func hasUnresolvedContainerMoves(in model: NavigationModel, shown: [Bool]) -> Bool {
        model.coordinators.indices.contains {
            model.coordinators[$0].hasUnresolvedContainerMoves && shown[$0]
        }
    }

    /// What ``NavigationModel/leadsTo(includingDeepLinks:)`` reaches from the root,
    /// as a mask over ``GraphNode`` numbers, found by walking the model's own arrays:
    /// building the digraph first would hold two copies of every edge for a moment.
    private static func shown(in model: NavigationModel, includingDeepLinks: Bool) -> [Bool] {
        let (coordinators, routes, edges) = (model.coordinators, model.routes, model.edges)
        let offset = coordinators.count
        var seen = [Bool](repeating: false, count: offset + routes.count)
        var pending: [Int] = []
        // Without conditions nothing has guards.
        let hasConditions = model.hasConditions
        // A start item's `on` actions run while its route is shown (the child above it).
        let eventEdges = Dictionary(grouping: model.eventEdges, by: \.source.rawValue)
        func visit(_ node: Int) {
            guard !seen[node] else { return }
            seen[node] = true
            pending.append(node)
        }
        // Every root entry is reachable: a condition change may show it.
        for entry in model.rootEntries { visit(entry.coordinator.rawValue) }
        // So is a root overlay: it shows while its requires hold.
        for entry in model.rootOverlays { visit(entry.coordinator.rawValue) }
        // A link may start the flow of a condition every link requires.
        if includingDeepLinks, hasConditions {
            for flow in flows(satisfying: model.linkGuards, in: model) { visit(flow.rawValue) }
        }
        while let node = pending.popLast() {
            guard node >= offset else {
                let coordinator = coordinators[node]
                switch coordinator.kind {
                case .stack:
                    if let root = coordinator.root { visit(offset + root.rawValue) }
                    // A used set is shown with the stack: its deep links open on it.
                    for set in coordinator.uses { visit(set.rawValue) }
                case .tabs:
                    for tab in coordinator.children { if let tab { visit(tab.rawValue) } }
                    // What its container transitions show, over every tab.
                    for set in coordinator.uses { visit(set.rawValue) }
                    for route in coordinator.containerShows { visit(offset + route.rawValue) }
                    for flow in coordinator.containerStarts { visit(flow.rawValue) }
                case .split: for column in coordinator.resolvedColumns { visit(column.rawValue) }
                case .routes: break
                }
                if includingDeepLinks {
                    for route in coordinator.routeRange where routes[route].hasDeepLink {
                        visit(offset + route)
                    }
                }
                // A move to it, or to one of its tabs, may start a condition's flow.
                if hasConditions {
                    for flow in flows(satisfying: coordinator.guards, in: model) { visit(flow.rawValue) }
                    for tab in coordinator.tabGuards {
                        for flow in flows(satisfying: tab, in: model) { visit(flow.rawValue) }
                    }
                }
                continue
            }
            let route = routes[node - offset]
            for index in route.edgeRange {
                visit(edges[index])
            }
            for edge in eventEdges[node - offset] ?? [] { visit(edge) }
            // What a move to it shows instead while a guard is unmet, and the flows it may start.
            for otherwise in route.otherwise { visit(otherwise) }
            if hasConditions {
                for flow in flows(satisfying: route.guards, in: model) { visit(flow.rawValue) }
            }
        }
        return seen

        func visit(_ edge: Edge) {
            if let route = edge.targetRoute ?? edge.goRoute {
                visit(offset + route.rawValue)
            } else if let coordinator = edge.targetCoordinator {
                visit(coordinator.rawValue)
                // `start: C, at: R` shows R first, which C's own moves may never reach.
                if let start = edge.flowStart?.route { visit(offset + start.rawValue) }
            }
        }
    }

    /// The flows a move checking `guards` may start: those satisfying a positive guard
    /// (a negated one is never satisfied by a flow).
    private static func flows(satisfying guards: [ConditionGuard], in model: NavigationModel)
        -> [CoordinatorIndex]
    {
        guards.compactMap { $0.isNegated ? nil : model[$0.condition].satisfiedBy?.coordinator }
    }

    /// Whether a shown target positively requires `condition`: then its `satisfiedBy`
    /// flow would be shown.
    private static func isNeeded(_ condition: ConditionIndex, in model: NavigationModel, shown: [Bool])
        -> Bool
    {
        func needs(_ guards: [ConditionGuard]) -> Bool {
            guards.contains { $0.condition == condition && !$0.isNegated }
        }
        let offset = model.coordinators.count
        for (index, coordinator) in model.coordinators.enumerated() where shown[index] {
            if needs(coordinator.guards) || coordinator.tabGuards.contains(where: needs) { return true }
        }
        for (index, route) in model.routes.enumerated() where shown[offset + index] && needs(route.guards) {
            return true
        }
        return false
    }

    /// Shown by some sequence of moves from launch, or by a deep link.
    package func isReachable(_ route: RouteIndex) -> Bool { withDeepLinks[coordinatorCount + route.rawValue] }

    package func isReachable(_ coordinator: CoordinatorIndex) -> Bool { withDeepLinks[coordinator.rawValue] }

    /// Shown by some sequence of moves from launch, deep links aside.
    package func isShownFromLaunch(_ route: RouteIndex) -> Bool {
        fromLaunch[coordinatorCount + route.rawValue]
    }

    package func isShownFromLaunch(_ coordinator: CoordinatorIndex) -> Bool {
        fromLaunch[coordinator.rawValue]
    }

    /// Per ``GraphNode`` number: not reachable even with deep links.
    package var unreachableMask: [Bool] { withDeepLinks.map { !$0 } }

    /// Per ``GraphNode`` number: reachable, but only through a deep link.
    package var deepLinkOnlyMask: [Bool] { zip(withDeepLinks, fromLaunch).map { $0 && !$1 } }
}
