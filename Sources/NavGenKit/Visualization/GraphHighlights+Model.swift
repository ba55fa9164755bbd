extension GraphHighlights {
    /// What `navgen validate` says about the spec's graph, ready to draw.
    ///
    /// Reachability is the one the rules read, and each mark goes through
    /// the spec's `rules:` and `allow:` as its finding would: a route is drawn
    /// unreachable unless `unreachable-route` is off for it. Cycles are the ones the
    /// cycle rules report in `findings` (after `rules:` and `allow:`), with every edge
    /// of each: a loop a route allows on purpose, like related recipes, is not drawn
    /// as a warning.
    ///
    /// - Parameter findings: the findings `Validator.validate` reported for the spec.
    package init(model: NavigationModel, reachability: Reachability, findings: [Finding]) {
        self.init()
        let policy = SeverityPolicy(spec: model.spec)
        func isReported(_ rule: RuleID, scope: RouteRef?) -> Bool {
            !policy.apply(to: [Finding(location: .start, rule: rule, message: "", scope: scope?.description)])
                .isEmpty
        }
        // When a reference names nothing, what is unreachable is a guess: the rules stay
        // quiet then, and so does the picture.
        if !reachability.isUncertain {
            for coordinator in model.coordinatorIndices where !reachability.isReachable(coordinator) {
                if isReported(.unreachableCoordinator, scope: nil) {
                    unreachableCoordinators.insert(model[coordinator].id.value)
                }
            }
            for route in model.routeIndices where !reachability.isReachable(route) {
                if isReported(.unreachableRoute, scope: model[route].ref) {
                    unreachableRoutes.insert(model[route].ref)
                }
            }
        }
        let reported = Set(findings.map { ReportedCycle(rule: $0.rule, location: $0.location) })
        for (rule, cycle) in Self.cycles(in: model) {
            let locations = cycle.edges.map { model.edges[$0].location }
            if let first = locations.first, reported.contains(ReportedCycle(rule: rule, location: first)) {
                cycleEdges.formUnion(locations)
            }
        }
    }

    /// The cycles the two cycle rules look for, each starting at the edge its finding
    /// points at: pushes within a coordinator, and nested presentations.
    static func cycles(in model: NavigationModel) -> [(RuleID, RouteCycle)] {
        let pushes = model.cycles(following: \.pushedRoute)
        let presentations = model.cycles(following: \.targetRoute, anchoredAt: \.isPresentation)
        return pushes.map { (.pushCycle, $0) } + presentations.map { (.modalCycle, $0) }
    }
}

/// A cycle finding's identity: its rule and the first edge it points at.
private struct ReportedCycle: Hashable {
    var rule: RuleID
    var location: SourceLocation
}
