/// Opens URLs: matches them against the patterns that can build their state, and
/// fills the pattern's precomputed state with the URL's values.
public struct DeepLinkRouter: Sendable {
    /// Every pattern of the spec, usable or not.
    public let catalog: DeepLinkCatalog
    /// Over the usable patterns that also have a recipe.
    public let matcher: DeepLinkMatcher
    /// Parallel to `matcher.patterns`.
    public let recipes: [DeepLinkRecipe]
    /// Rebuilds the plans' states.
    public let planner: DeepLinkPlanner
    /// Patterns that are well-formed but cannot open (by ``RoutePattern/order``): why.
    public let unusable: [Int: String]
    /// Over every well-formed pattern, to explain a URL that only an unusable one matches.
    private let everyPattern: DeepLinkMatcher

    /// A recipe for each pattern, or why it has none.
    static func recipes(
        for patterns: [RoutePattern], planner: DeepLinkPlanner, index: SpecIndex
    ) -> [Result<DeepLinkRecipe, DeepLinkRecipeProblem>] {
        var plans: [RouteRef: DeepLinkPlan?] = [:]
        return patterns.map { pattern in
            let plan = plans[pattern.route] ?? planner.plan(for: pattern.route)
            plans[pattern.route] = plan
            guard let plan else { return .failure(.unreachable(pattern.route)) }
            let recipe = DeepLinkRecipe(pattern: pattern, plan: plan, index: index)
            return recipe.missing.isEmpty ? .success(recipe) : .failure(.unbuildable(recipe))
        }
    }

    init(catalog: DeepLinkCatalog, planner: DeepLinkPlanner) {
        self.catalog = catalog
        self.planner = planner
        var usable: [DeepLinkRecipe] = []
        var unusable: [Int: String] = [:]
        let results = Self.recipes(for: catalog.patterns, planner: planner, index: planner.engine.index)
        for (pattern, result) in zip(catalog.patterns, results) {
            switch result {
            case .success(let recipe): usable.append(recipe)
            case .failure(let problem): unusable[pattern.order] = problem.description
            }
        }
        recipes = usable
        self.unusable = unusable
        matcher = DeepLinkMatcher(
            patterns: usable.map(\.pattern), schemes: catalog.schemes, hosts: catalog.hosts)
        everyPattern = DeepLinkMatcher(catalog: catalog)
    }

    public init(spec: NavigationSpec) {
        let catalog = DeepLinkCatalog(spec: spec)
        let engine = NavigationEngine(spec: spec)
        self.init(
            catalog: catalog,
            planner: DeepLinkPlanner(
                engine: engine, keeping: DeepLinkPlanner.targets(of: catalog.patterns, engine.index)))
    }

    /// The match and the deep-link state, or why the URL opens nothing.
    public func open(_ url: String) -> Result<DeepLinkOpening, DeepLinkMismatch> {
        switch matcher.matchWithoutExplanation(url) {
        case .success(let match):
            let recipe = recipes[match.pattern]
            guard let planned = planner.state(for: recipe.plan) else {
                return .failure(.noPattern("the state of \(recipe.pattern.route) cannot be built"))
            }
            return .success(DeepLinkOpening(match: match, state: recipe.fill(planned, with: match)))
        case .failure(.noPattern):
            if !unusable.isEmpty, let other = everyPattern.match(url),
                let why = unusable[everyPattern.patterns[other.pattern].order]
            {
                let pattern = everyPattern.patterns[other.pattern]
                return .failure(
                    .noPattern("'\(pattern.source.value)' of \(pattern.route) matches, but \(why)"))
            }
            return .failure(.noPattern(matcher.explainMismatch(url)))
        case .failure(let mismatch):
            return .failure(mismatch)
        }
    }

    /// Only the match (for `--urls`): no state is built.
    public func match(_ url: String) -> DeepLinkMatch? {
        matcher.match(url)
    }
}

/// A URL that opened: the pattern's match and the state it leads to.
public struct DeepLinkOpening: Hashable, Sendable {
    public var match: DeepLinkMatch
    public var state: NavigationState

    /// `recipes.recipeDetail(id: 42, source: nil)`: the target with its values.
    public var target: RouteEntry { state.top ?? RouteEntry(route: match.route) }
}

/// Why a well-formed pattern cannot open.
public enum DeepLinkRecipeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No forward sequence shows the route or its coordinator's root.
    case unreachable(RouteRef)
    /// The back stack needs params the URL may not give (`deeplink-unbuildable`).
    case unbuildable(DeepLinkRecipe)

    public var description: String {
        switch self {
        case .unreachable(let route):
            "no way from launch shows \(route) or the root of '\(route.coordinator)'"
        case .unbuildable(let recipe):
            "its back stack cannot be built: " + recipe.missing.map(\.description).joined(separator: ", ")
        }
    }
}
