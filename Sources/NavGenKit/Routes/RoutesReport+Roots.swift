/// What `routes` gathers from one root entry's router: its recipes by pattern and
/// the back stacks its search shows. A spec with one root has one.
struct RootGathering {
    let router: DeepLinkRouter
    let recipeByOrder: [Int: DeepLinkRecipe]
    private let stacks: [RouteRef: [RouteRef]]
    private let spec: NavigationSpec

    init(router: DeepLinkRouter, spec: NavigationSpec) {
        self.router = router
        self.spec = spec
        var recipeByOrder: [Int: DeepLinkRecipe] = [:]
        for recipe in router.recipes { recipeByOrder[recipe.pattern.order] = recipe }
        self.recipeByOrder = recipeByOrder
        // The report prints every back stack, so keep them from one more search
        // rather than rebuilding each plan's state.
        var wanted: Set<RouteRef> = []
        for recipe in router.recipes {
            wanted.insert(recipe.pattern.route)
            if let root = spec.coordinator(named: recipe.pattern.route.coordinator)?.root?.value {
                wanted.insert(RouteRef(coordinator: recipe.pattern.route.coordinator, route: root))
            }
        }
        var stacks: [RouteRef: [RouteRef]] = [:]
        _ = DeepLinkPlanner(engine: router.planner.engine, reporting: wanted) {
            stacks[$0.route] = $0.branch.pathRoutes
        }
        self.stacks = stacks
    }

    /// Whether a link of this root opens `route`.
    func opensLinks(to route: RouteRef) -> Bool {
        router.recipes.contains { $0.pattern.route == route }
    }

    func backStack(_ plan: DeepLinkPlan) -> [RouteRef] {
        if plan.via != nil { return router.planner.backStack(for: plan) ?? [] }
        guard plan.pushedOnRoot else { return stacks[plan.target] ?? [] }
        // A set route goes on the root of the using stack the search chose.
        guard let root = spec.coordinator(named: plan.target.coordinator)?.root?.value else {
            return router.planner.backStack(for: plan) ?? []
        }
        return (stacks[RouteRef(coordinator: plan.target.coordinator, route: root)] ?? []) + [plan.target]
    }
}

extension RoutesReport {
    /// An entry of a `root` list: its coordinator and `requires` as written.
    package struct RootEntryInfo: Sendable, Hashable {
        package var coordinator: String
        package var requires: [String]
    }

    static func rootInfo(_ entry: RootEntry) -> RootEntryInfo {
        RootEntryInfo(coordinator: entry.id.value, requires: entry.requires.map(\.spelling))
    }
}
