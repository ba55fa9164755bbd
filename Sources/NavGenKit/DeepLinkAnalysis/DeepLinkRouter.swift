/// Opens URLs: matches them against the patterns that can build their state, and
/// fills the pattern's precomputed state with the URL's values.
package struct DeepLinkRouter: Sendable {
    /// Every pattern of the spec, usable or not.
    package let catalog: DeepLinkCatalog
    /// Over the usable patterns that also have a recipe, then the actions' patterns, then
    /// the redirects'.
    package let matcher: DeepLinkMatcher
    /// Parallel to the start of `matcher.patterns`: the patterns after these are
    /// actions' (``action(of:)``).
    package let recipes: [DeepLinkRecipe]
    /// Rebuilds the plans' states.
    package let planner: DeepLinkPlanner
    /// Patterns that are well-formed but cannot open (by ``RoutePattern/order``): why.
    package let unusable: [Int: String]
    /// Over every well-formed pattern, to explain a URL that only an unusable one matches.
    private let everyPattern: DeepLinkMatcher
    /// For a spec with alternative roots, one router per root entry: a link opens
    /// with the router of the root shown (``router(for:)``). Empty otherwise.
    let rooted: [DeepLinkRouter]
    /// Patterns (by ``RoutePattern/order``) whose target this router's root cannot show.
    private let rootedOut: Set<Int>

    /// A pattern's recipe, or why it has none.
    typealias RecipeResult = Result<DeepLinkRecipe, DeepLinkRecipeProblem>

    /// Runs the deep-link search once and gives each pattern its recipe, or why it
    /// has none.
    static func recipes(
        for patterns: [RoutePattern], engine: NavigationEngine,
        keeping: DeepLinkAnalysis.Keeping = .everyRecipe
    ) -> (planner: DeepLinkPlanner, recipes: [RecipeResult]) {
        let search = DeepLinkSearch(engine: engine) { patterns }
        return (search.planner, recipes(for: patterns, search: search, keeping: keeping))
    }

    /// Each pattern's recipe from a search that is done, given the patterns it was
    /// given. A pattern the search could not check (its route shown before the
    /// patterns were known) is checked by the sets of required params below its route;
    /// only when something is missing, or the route is pushed on its root, is that
    /// state rebuilt and read screen by screen, once per route.
    ///
    /// Keeping ``DeepLinkAnalysis/Keeping/problems``, the list holds only the
    /// problems: validation reads nothing else, and on a large spec a recipe for every
    /// pattern is memory held at its peak (8 MiB of 132 at 100k routes).
    static func recipes(
        for patterns: [RoutePattern], search: DeepLinkSearch, keeping: DeepLinkAnalysis.Keeping = .everyRecipe
    ) -> [RecipeResult] {
        let planner = search.planner
        let index = planner.engine.index
        // A route's patterns are next to each other: the last back stack is enough.
        var lastBackStack: (route: RouteRef, stack: [RouteRef]?)?
        var results: [RecipeResult] = []
        if keeping == .everyRecipe { results.reserveCapacity(patterns.count) }
        for (position, pattern) in patterns.enumerated() {
            let result = recipe(at: position, of: pattern)
            if case .success = result, keeping == .problems { continue }
            results.append(result)
        }
        return results

        // Not shown: out of reach, past where the search stopped, or maybe above the
        // most modals it shows.
        func notShown(_ pattern: RoutePattern) -> RecipeResult {
            if planner.stoppedEarly { return .failure(.searchStopped(pattern, states: planner.stateCount)) }
            if planner.reachedPresentationLimit { return .failure(.presentationLimit(pattern)) }
            if index.model.hasAlternativeRoots, let entry = planner.engine.rootEntry {
                return .failure(.notUnderRoot(pattern.route, root: entry.id.value))
            }
            return .failure(.unreachable(pattern.route))
        }

        func recipe(at position: Int, of pattern: RoutePattern) -> RecipeResult {
            if let via = pattern.via {
                // Under a root entry that cannot show the route, its chain is not wrong:
                // the link is for another entry.
                if index.model.hasAlternativeRoots, planner.engine.rootEntry != nil,
                    planner.plan(for: pattern.route) == nil
                {
                    return notShown(pattern)
                }
                return viaRecipe(of: pattern, via: via.value, planner: planner)
            }
            guard let plan = planner.plan(for: pattern.route) else { return notShown(pattern) }
            var recipe = DeepLinkRecipe(pattern: pattern, plan: plan, missing: [])
            // Both are known only for a route the search showed, never for one pushed on
            // its root.
            if let known = search.missingParams(ofPattern: position) {
                recipe.missing = known
                return known.isEmpty ? .success(recipe) : .failure(.unbuildable(recipe))
            }
            let always = pattern.guaranteedBindings
            if let sets = search.requirementSetsBelow(pattern.route),
                sets.allSatisfy({ DeepLinkRecipe.unmet($0, given: always, index: index).isEmpty })
            {
                return .success(recipe)
            }
            let backStack =
                lastBackStack?.route == pattern.route ? lastBackStack?.stack : planner.backStack(for: plan)
            lastBackStack = (pattern.route, backStack)
            guard let backStack else { return notShown(pattern) }
            recipe.missing = DeepLinkRecipe.missingParams(given: always, backStack: backStack, index: index)
            return recipe.missing.isEmpty ? .success(recipe) : .failure(.unbuildable(recipe))
        }
    }

    /// The recipe of a pattern with `via`: its chain's moves, checked like any back stack.
    private static func viaRecipe(of pattern: RoutePattern, via: [Located<String>], planner: DeepLinkPlanner)
        -> RecipeResult
    {
        switch planner.viaChain(via, to: pattern.route) {
        case .failure(let problem):
            return .failure(.via(pattern, problem))
        case .success(let chain):
            let plan = DeepLinkPlan(target: pattern.route, pushedOnRoot: false, node: 0, via: chain.moves)
            let missing = DeepLinkRecipe.missingParams(
                of: pattern, backStack: chain.backStack, index: planner.engine.index)
            let recipe = DeepLinkRecipe(pattern: pattern, plan: plan, missing: missing)
            return missing.isEmpty ? .success(recipe) : .failure(.unbuildable(recipe))
        }
    }

    init(catalog: DeepLinkCatalog, engine: NavigationEngine) {
        let (planner, results) = Self.recipes(for: catalog.patterns, engine: engine)
        self.init(catalog: catalog, planner: planner, results: results)
    }

    /// A router from a search already run, with a router per root entry when the
    /// spec lists alternative roots.
    init(catalog: DeepLinkCatalog, planner: DeepLinkPlanner, results: [RecipeResult]) {
        self.init(
            catalog: catalog, planner: planner, results: results,
            rooted: Self.rootedRouters(catalog: catalog, engine: planner.engine))
    }

    /// A router from a search already run and its recipes, one for each of the
    /// catalog's patterns in order (as the validator's deep-link work holds them).
    init(
        catalog: DeepLinkCatalog, planner: DeepLinkPlanner,
        results: [RecipeResult], rooted: [DeepLinkRouter]
    ) {
        self.rooted = rooted
        self.catalog = catalog
        self.planner = planner
        var usable: [DeepLinkRecipe] = []
        var unusable: [Int: String] = [:]
        var rootedOut: Set<Int> = []
        for (pattern, result) in zip(catalog.patterns, results) {
            switch result {
            case .success(let recipe): usable.append(recipe)
            case .failure(let problem):
                unusable[pattern.order] = problem.description
                if case .notUnderRoot = problem { rootedOut.insert(pattern.order) }
            }
        }
        self.rootedOut = rootedOut
        recipes = usable
        self.unusable = unusable
        matcher = DeepLinkMatcher(
            patterns: usable.map(\.pattern) + catalog.actionPatterns + catalog.redirectPatterns,
            schemes: catalog.schemes,
            hosts: catalog.hosts, origins: catalog.hasScopes ? catalog.origins : nil)
        everyPattern = DeepLinkMatcher(catalog: catalog)
    }

    /// Why a URL that ``match(_:)`` did not match opens nothing.
    package func explain(_ url: String) -> DeepLinkMismatch {
        var text = url
        return text.withUTF8 { explain(utf8: $0) }
    }

    /// The same for a URL given as UTF-8 bytes.
    package func explain(utf8 bytes: UnsafeBufferPointer<UInt8>) -> DeepLinkMismatch {
        if !unusable.isEmpty, let other = everyPattern.match(utf8: bytes),
            let why = unusable[everyPattern.patterns[other.pattern].order]
        {
            let pattern = everyPattern.patterns[other.pattern]
            // Under another root the target may show: here the link is no match.
            if rootedOut.contains(pattern.order) {
                return .noPattern("'\(pattern.source.value)' of \(pattern.route) matches, but \(why)")
            }
            return .refused("'\(pattern.source.value)' of \(pattern.route) matches, but \(why)")
        }
        switch matcher.result(utf8: bytes) {
        case .success: return .noPattern("")
        case .failure(let mismatch): return mismatch
        }
    }

    /// The match of a URL whose pattern's target this router's root cannot show; nil
    /// for any other URL.
    func rootedOutMatch(_ url: String) -> DeepLinkMatch? {
        guard !rootedOut.isEmpty, let match = everyPattern.match(url),
            rootedOut.contains(everyPattern.patterns[match.pattern].order)
        else { return nil }
        return match
    }

    /// The match and the deep-link state, or why the URL opens nothing.
    ///
    /// For a spec with conditions, the link runs under each condition's `initially`
    /// (``open(_:resettingUnder:tuples:)``).
    package func open(_ url: String) -> Result<DeepLinkOpening, DeepLinkMismatch> {
        let engine = planner.engine
        if !rooted.isEmpty { return router(under: engine.initialConditions).open(url) }
        if engine.index.model.hasConditions {
            return open(url, resettingUnder: engine.initialConditions)
        }
        let match: DeepLinkMatch
        let redirects: [String]
        switch followingRedirects(url) {
        case .failure(let mismatch): return .failure(mismatch)
        case .success(let followed): (match, redirects) = followed
        }
        if let action = action(of: match) {
            guard let launch = planner.engine.launchState else {
                return .failure(.noPattern("the root coordinator cannot be shown"))
            }
            return .success(
                DeepLinkOpening(match: match, state: launch, action: action, redirects: redirects))
        }
        let recipe = recipes[match.pattern]
        guard let planned = planner.state(for: recipe.plan) else {
            return .failure(.refused("the state of \(recipe.pattern.route) cannot be built"))
        }
        let state = recipe.fill(planned, with: match, index: planner.engine.index)
        return .success(DeepLinkOpening(match: match, state: state, redirects: redirects))
    }

    /// The action a match performs; nil when it opens a route (or redirects).
    package func action(of match: DeepLinkMatch) -> ActionCall? {
        guard match.pattern >= recipes.count, matcher.patterns[match.pattern].action != nil else {
            return nil
        }
        return ActionCall(match, of: matcher.patterns[match.pattern])
    }

    /// Only the match (for `--urls`): no state is built.
    package func match(_ url: String) -> DeepLinkMatch? {
        matcher.match(url)
    }

    /// Only the match, for a URL given as UTF-8 bytes.
    package func match(utf8 bytes: UnsafeBufferPointer<UInt8>) -> DeepLinkMatch? {
        matcher.match(utf8: bytes)
    }
}

/// A URL that opened: the pattern's match and the state it leads to.
package struct DeepLinkOpening: Hashable, Sendable {
    package var match: DeepLinkMatch
    /// For an action link, the state it was opened on: an action shows no screen.
    package var state: NavigationState
    /// The action an action link performs; nil for a route's link.
    package var action: ActionCall? = nil
    /// Each URL a redirect led to before the one matched, in order; empty without one.
    package var redirects: [String] = []
    /// How a link that met a fallback ended (`stay`, or handed to the browser); nil
    /// when it met none.
    package var fallback: LinkFallbackEnd? = nil
    /// For a link that ended in a fallback, its own target with its values.
    package var ownTarget: RouteEntry? = nil

    /// `recipes.recipeDetail(id: 42, source: nil)`: the target with its values (a link
    /// that ended in `stay` or `web`: its own). An action link has none (``routeTarget``).
    package var target: RouteEntry { ownTarget ?? state.top ?? RouteEntry(route: match.route) }

    /// The URL handed back to the browser, for a link that met `web`.
    package var web: String? {
        if case .web(let url)? = fallback { url } else { nil }
    }

    /// ``target`` for a route's link; nil for an action link.
    package var routeTarget: RouteEntry? { action == nil ? target : nil }
}

/// How a link that met a fallback ended.
package enum LinkFallbackEnd: Hashable, Sendable {
    /// `stay`: handled, and the state is what the moves before the guard built.
    case stay
    /// `web`: handed back to the browser; the URL it hands back.
    case web(String)

    /// `stay` or `web`, as `--urls` writes it.
    package var word: String {
        switch self {
        case .stay: "stay"
        case .web: "web"
        }
    }

    /// The URL handed back, for `web`.
    package var url: String? {
        if case .web(let url) = self { url } else { nil }
    }
}

/// Why a well-formed pattern cannot open.
package enum DeepLinkRecipeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No forward sequence shows the route or its coordinator's root.
    case unreachable(RouteRef)
    /// The back stack needs params the URL may not give (`deeplink-unbuildable`).
    case unbuildable(DeepLinkRecipe)
    /// The search kept its most states (``DeepLinkPlanner/stateLimit(routes:)``) before
    /// it showed the route, so whether a sequence shows it is not known
    /// (`deeplink-unbuildable`).
    case searchStopped(RoutePattern, states: Int)
    /// The search showed ``NavigationEngine/presentationLimit`` modals one above the
    /// other and no state within that showed the route (`deeplink-unbuildable`).
    case presentationLimit(RoutePattern)
    /// Its `via` is not a chain of forward moves to the target (`deeplink-via`, or
    /// `unknown-reference` for an entry that names no route).
    case via(RoutePattern, DeepLinkViaProblem)
    /// The root entry the plans were searched from cannot show the route: under that
    /// root a link to it is no match. Not a finding: another entry may show it.
    case notUnderRoot(RouteRef, root: String)

    package var description: String {
        switch self {
        case .via(_, let problem):
            "its via is not a chain of forward moves: \(problem)"
        case .unreachable(let route):
            "no way from launch shows \(route) or the root of '\(route.coordinator)'"
        case .notUnderRoot(let route, let root):
            "\(route) is not shown under root '\(root)'"
        case .unbuildable(let recipe):
            "its back stack cannot be built: " + recipe.missing.map(\.description).joined(separator: ", ")
        case .searchStopped(let pattern, let states):
            "navgen stopped its search after \(states) states, before one showed \(pattern.route)"
        case .presentationLimit(let pattern):
            "no state with at most \(NavigationEngine.presentationLimit) modals shown at once shows "
                + "\(pattern.route)"
        }
    }
}
