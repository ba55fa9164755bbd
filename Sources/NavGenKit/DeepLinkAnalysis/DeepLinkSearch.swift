/// The deep-link state search, with what each pattern's check needs of the routes it
/// shows. It can start before the patterns are parsed: it asks for them, without
/// waiting, each time it shows a route, and until they come it keeps what the check
/// will need instead.
///
/// A pattern is checked by the sets of required params of the screens below its route
/// (see ``RequirementSets``); when one is missing, the back stack is read screen by
/// screen for the list. With the patterns at hand that stack is the state the search
/// holds; a route shown before them keeps only its sets, and on the rare miss its state
/// is rebuilt later (``DeepLinkRouter/recipes(for:search:)``). Either way the result is
/// the same: only the work differs, not the recipes.
struct DeepLinkSearch: Sendable {
    let planner: DeepLinkPlanner
    /// By pattern position, for each pattern whose route was shown once the patterns
    /// were known: the params its back stack misses (empty when none).
    private let missing: [[DeepLinkRecipe.MissingParam]?]
    /// By route number, for each route shown before the patterns were known: the sets
    /// of required params below it. The lists are the search's own, shared.
    private let requirementSetsBelow: [[Int]?]

    /// `patterns` gives the patterns once they are ready, and nil before; it is asked
    /// until it gives them, and never waited for.
    init(engine: NavigationEngine, patterns: () -> [RoutePattern]?) {
        let index = engine.index
        var known: PatternsByRoute?
        var missing: [[DeepLinkRecipe.MissingParam]?] = []
        var below = [[Int]?](repeating: nil, count: index.routeCount)
        planner = DeepLinkPlanner(engine: engine) { reach in
            if known == nil, let ready = patterns() {
                known = PatternsByRoute(ready, index: index)
                missing = Array(repeating: nil, count: ready.count)
            }
            guard let known else {
                below[reach.routeNumber] = reach.requirementSetsBelow
                return
            }
            known.forEach(ofRoute: reach.routeNumber) { position, pattern in
                let always = pattern.guaranteedBindings
                let isMet = reach.requirementSetsBelow.allSatisfy {
                    DeepLinkRecipe.unmet($0, given: always, index: index).isEmpty
                }
                missing[position] =
                    isMet
                    ? [] : DeepLinkRecipe.missingParams(given: always, below: reach.branch, index: index)
            }
        }
        self.missing = missing
        requirementSetsBelow = below
    }

    /// The params a pattern's back stack misses, if the search checked it.
    func missingParams(ofPattern position: Int) -> [DeepLinkRecipe.MissingParam]? {
        missing.indices.contains(position) ? missing[position] : nil
    }

    /// The sets of required params below `route` where the search first showed it, if
    /// it showed it before the patterns were known.
    func requirementSetsBelow(_ route: RouteRef) -> [Int]? {
        planner.engine.index.number(of: route).flatMap { requirementSetsBelow[$0] }
    }
}

/// Each route's patterns by route number, as a list through `next`: no dictionary or
/// array per route.
private struct PatternsByRoute {
    let patterns: [RoutePattern]
    private var first: [Int32]
    private var next: [Int32]

    init(_ patterns: [RoutePattern], index: SpecIndex) {
        self.patterns = patterns
        first = Array(repeating: -1, count: index.routeCount)
        next = Array(repeating: -1, count: patterns.count)
        for position in patterns.indices.reversed() {
            guard let number = index.number(of: patterns[position].route) else { continue }
            next[position] = first[number]
            first[number] = Int32(position)
        }
    }

    /// Calls `body` with each pattern of a route and its position, in order.
    func forEach(ofRoute number: Int, _ body: (Int, RoutePattern) -> Void) {
        var position = Int(first[number])
        while position >= 0 {
            body(position, patterns[position])
            position = Int(next[position])
        }
    }
}
