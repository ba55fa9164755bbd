/// A coordinator or a route: the nodes of the "leads to" relation that reachability
/// is computed over, numbered coordinators first, then routes.
package enum GraphNode: Hashable, Sendable {
    case coordinator(CoordinatorIndex)
    case route(RouteIndex)
}

extension NavigationModel {
    /// The node's number in the digraphs of ``leadsTo(includingDeepLinks:)``.
    package func number(of node: GraphNode) -> Int {
        switch node {
        case .coordinator(let coordinator): coordinator.rawValue
        case .route(let route): coordinators.count + route.rawValue
        }
    }

    /// The node with this number.
    package func node(numbered number: Int) -> GraphNode {
        number < coordinators.count
            ? .coordinator(CoordinatorIndex(number)) : .route(RouteIndex(number - coordinators.count))
    }

    /// Where the node is declared: its key in the spec.
    package func location(of node: GraphNode) -> SourceLocation {
        switch node {
        case .coordinator(let coordinator): self[coordinator].id.location
        case .route(let route): self[route].id.location
        }
    }

    /// How notes name the node: `coordinator 'onboarding'`, `onboarding.welcome`.
    package func describe(_ node: GraphNode) -> String {
        switch node {
        case .coordinator(let coordinator): "coordinator '\(self[coordinator].id.value)'"
        case .route(let route): self[route].ref.description
        }
    }

    /// "Shows" as a digraph over ``GraphNode`` numbers: a stack coordinator leads to
    /// its root route, a tabs coordinator to its tabs, a route to what its transitions
    /// and `then` actions push, present, start or select. With deep links, a
    /// coordinator also leads to its routes that have a deep link: once the
    /// coordinator can be shown, a URL can show them.
    package func leadsTo(includingDeepLinks: Bool) -> Digraph {
        let offset = coordinators.count
        var pairs: [(from: Int, to: Int)] = []
        pairs.reserveCapacity(
            coordinators.count + edges.count + (includingDeepLinks ? routes.count { $0.hasDeepLink } : 0))
        for (index, coordinator) in coordinators.enumerated() {
            switch coordinator.kind {
            case .stack:
                if let root = coordinator.root { pairs.append((index, offset + root.rawValue)) }
                for set in coordinator.uses { pairs.append((index, set.rawValue)) }
            case .tabs:
                for tab in coordinator.resolvedChildren { pairs.append((index, tab.rawValue)) }
            case .split:
                for column in coordinator.resolvedColumns { pairs.append((index, column.rawValue)) }
            case .routes:
                break
            }
            guard includingDeepLinks else { continue }
            for route in coordinator.routeRange where routes[route].hasDeepLink {
                pairs.append((index, offset + route))
            }
        }
        for edge in edges {
            let from = offset + edge.source.rawValue
            if let route = edge.targetRoute ?? edge.goRoute {
                pairs.append((from, offset + route.rawValue))
            } else if let coordinator = edge.targetCoordinator {
                pairs.append((from, coordinator.rawValue))
                if let start = edge.flowStart?.route { pairs.append((from, offset + start.rawValue)) }
            }
        }
        appendGuardedLeads(to: &pairs)
        return Digraph(nodeCount: offset + routes.count, edges: pairs)
    }
}
