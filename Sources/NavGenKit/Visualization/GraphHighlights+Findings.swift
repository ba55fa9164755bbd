extension GraphHighlights {
    /// The highlights the graph rules report, read from their findings.
    ///
    /// Pass the findings before `rules:` and `allow:` apply (``Validator/check(_:)``):
    /// a picture shows what is true of the graph even where a finding is silenced.
    public init(findings: [Finding], spec: NavigationSpec) {
        self.init()
        for finding in findings {
            switch finding.rule {
            case .unreachableRoute:
                if let route = finding.scope.flatMap(RouteRef.init)
                    ?? Self.route(at: finding.location, in: spec)
                {
                    unreachableRoutes.insert(route)
                }
            case .unreachableCoordinator:
                if let coordinator = spec.coordinators.first(where: { $0.id.location == finding.location }) {
                    unreachableCoordinators.insert(coordinator.id.value)
                }
            case .pushCycle, .modalCycle:
                cycleEdges.insert(finding.location)
            default:
                break
            }
        }
    }

    /// The route whose key is at a location: where unreachable-route findings point.
    private static func route(at location: SourceLocation, in spec: NavigationSpec) -> RouteRef? {
        for coordinator in spec.coordinators {
            if let route = coordinator.routes.first(where: { $0.id.location == location }) {
                return RouteRef(coordinator: coordinator.id.value, route: route.id.value)
            }
        }
        return nil
    }
}
