/// The deep-link state search, with what a pattern's check needs of each route it
/// shows. It needs no patterns, so it can run while the patterns are being parsed.
struct DeepLinkSearch: Sendable {
    let planner: DeepLinkPlanner
    /// By route number (``SpecIndex/number(of:)``): the sets of required params of
    /// the screens below the route where the search first showed it (see
    /// ``RequirementSets``); nil for a route it never showed. The lists are the
    /// search's own, shared rather than copied.
    private let requirementSetsBelow: [[Int]?]

    init(engine: NavigationEngine) {
        var below = [[Int]?](repeating: nil, count: engine.index.routeCount)
        planner = DeepLinkPlanner(engine: engine) { reach in
            below[reach.routeNumber] = reach.requirementSetsBelow
        }
        requirementSetsBelow = below
    }

    /// The sets of required params below `route` where the search first showed it.
    func requirementSetsBelow(_ route: RouteRef) -> [Int]? {
        planner.engine.index.number(of: route).flatMap { requirementSetsBelow[$0] }
    }
}
