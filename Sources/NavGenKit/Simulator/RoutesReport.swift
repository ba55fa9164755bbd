/// `navgen routes` as data: every route with its coordinator, params, deep links,
/// how it is reached, and the back stack each deep link builds.
public struct RoutesReport: Sendable {
    public struct RouteInfo: Sendable {
        public var route: RouteRef
        public var params: [Param]
        /// The first forward sequence from launch that shows it (empty: the launch
        /// state shows it); nil when none does.
        public var forward: [ForwardMove]?
        public var deepLinks: [DeepLinkInfo]

        /// `recipeDetail(id: Int, source: String?)`.
        public var signature: String {
            params.isEmpty
                ? route.route
                : route.route + "("
                    + params.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ") + ")"
        }

        /// `launch`, `forward`, `deep-link` (only a deep link shows it) or `none`.
        public var reachedBy: String {
            if let forward { return forward.isEmpty ? "launch" : "forward" }
            return deepLinks.contains { $0.recipe != nil } ? "deep-link" : "none"
        }
    }

    public struct DeepLinkInfo: Sendable {
        public var source: Located<String>
        /// Nil when the pattern cannot open; ``problem`` says why.
        public var recipe: DeepLinkRecipe?
        public var problem: String?
        /// The forward moves of the recipe's plan, and the back stack it builds.
        public var moves: [ForwardMove] = []
        public var backStack: [RouteRef] = []
    }

    /// `tabs`: a tab bar's tabs, or the stacks that use a route set.
    public var coordinators: [(id: String, kind: Coordinator.Kind, tabs: [String], routes: [RouteInfo])]

    public init(simulator: Simulator) {
        let spec = simulator.spec
        let router = simulator.router
        let catalog = router.catalog
        var recipeByOrder: [Int: DeepLinkRecipe] = [:]
        for recipe in router.recipes { recipeByOrder[recipe.pattern.order] = recipe }
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
        _ = DeepLinkPlanner(engine: simulator.engine, reporting: wanted) {
            stacks[$0.route] = $0.branch.pathRoutes
        }
        func backStack(_ plan: DeepLinkPlan) -> [RouteRef] {
            guard plan.pushedOnRoot else { return stacks[plan.target] ?? [] }
            // A set route goes on the root of the using stack the search chose.
            guard let root = spec.coordinator(named: plan.target.coordinator)?.root?.value else {
                return router.planner.backStack(for: plan) ?? []
            }
            return (stacks[RouteRef(coordinator: plan.target.coordinator, route: root)] ?? []) + [plan.target]
        }
        var entriesByRoute: [RouteRef: [(Int, DeepLinkCatalog.Entry)]] = [:]
        for (order, entry) in catalog.entries.enumerated() {
            entriesByRoute[entry.route, default: []].append((order, entry))
        }
        coordinators = spec.coordinators.map { coordinator in
            let routes = coordinator.routes.map { route -> RouteInfo in
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                let links = (entriesByRoute[ref] ?? []).map { order, entry -> DeepLinkInfo in
                    let problem: String? =
                        recipeByOrder[order] != nil
                        ? nil
                        : router.unusable[order] ?? entry.problems.first.map(Self.describe) ?? "cannot open"
                    var info = DeepLinkInfo(
                        source: entry.source, recipe: recipeByOrder[order], problem: problem)
                    if let plan = info.recipe?.plan {
                        info.moves = router.planner.moves(for: plan)
                        info.backStack = backStack(plan)
                    }
                    return info
                }
                return RouteInfo(
                    route: ref, params: route.params, forward: simulator.planner.forwardMoves(to: ref),
                    deepLinks: links)
            }
            let tabs: [String]
            switch coordinator.kind {
            case .tabs: tabs = coordinator.children.map(\.value)
            case .stack: tabs = []
            case .routes: tabs = Self.users(of: coordinator.id.value, in: spec)
            }
            return (coordinator.id.value, coordinator.kind, tabs, routes)
        }
    }

    /// The stacks whose `uses` names the set, in declaration order.
    private static func users(of set: String, in spec: NavigationSpec) -> [String] {
        spec.coordinators.filter { $0.kind == .stack && $0.uses.contains { $0.value == set } }.map(\.id.value)
    }

    private static func describe(_ problem: DeepLinkProblem) -> String {
        switch problem {
        case .syntax(let error): "malformed: \(error.message)"
        case .param(let message, _): message
        }
    }

    // MARK: - Output

    /// Grouped by coordinator:
    ///
    ///     recipes (stack)
    ///       recipeDetail(id: Int, source: String?)
    ///         reached: push recipeDetail
    ///         deep link /recipes/{id}?from={source}
    ///           builds: recipes.recipeList › recipes.recipeDetail
    public var text: String {
        var lines: [String] = []
        for coordinator in coordinators {
            switch coordinator.kind {
            case .tabs: lines.append("\(coordinator.id) (tabs: \(coordinator.tabs.joined(separator: ", ")))")
            case .stack: lines.append("\(coordinator.id) (stack)")
            case .routes:
                let users = coordinator.tabs.isEmpty ? "no stack" : coordinator.tabs.joined(separator: ", ")
                lines.append("\(coordinator.id) (route set, used by \(users))")
            }
            for route in coordinator.routes {
                lines.append("  " + route.signature)
                lines.append("    reached: " + Self.reachedText(route))
                for link in route.deepLinks {
                    lines.append("    deep link \(link.source.value)")
                    if let recipe = link.recipe {
                        let stack = link.backStack.map(\.description).joined(separator: " › ")
                        lines.append(
                            "      builds: " + stack
                                + (recipe.plan.pushedOnRoot ? " (pushed on its root)" : ""))
                    } else {
                        lines.append("      cannot open: " + (link.problem ?? "unknown"))
                    }
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func reachedText(_ route: RouteInfo) -> String {
        switch route.reachedBy {
        case "launch": "at launch"
        case "forward": (route.forward ?? []).map(\.description).joined(separator: " › ")
        case "deep-link": "by deep link only"
        default: "by no forward move or deep link"
        }
    }

    public var json: JSONValue {
        .object([
            (
                "routes",
                .array(
                    coordinators.flatMap { coordinator in
                        coordinator.routes.map { route in Self.json(route) }
                    })
            )
        ])
    }

    private static func json(_ route: RouteInfo) -> JSONValue {
        .object([
            ("coordinator", .string(route.route.coordinator)),
            ("route", .string(route.route.route)),
            (
                "params",
                .array(
                    route.params.map {
                        .object([
                            ("name", .string($0.name.value)), ("type", .string($0.type.value.description)),
                        ])
                    })
            ),
            ("reachedBy", .string(route.reachedBy)),
            ("forward", route.forward.map { .array($0.map { .string($0.description) }) } ?? .null),
            ("deepLinks", .array(route.deepLinks.map(json))),
        ])
    }

    private static func json(_ link: DeepLinkInfo) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("pattern", .string(link.source.value)),
            ("line", .int(link.source.location.line)),
            ("column", .int(link.source.location.column)),
        ]
        if let recipe = link.recipe {
            members += [
                ("moves", .array(link.moves.map { .string($0.description) })),
                ("pushedOnRoot", .bool(recipe.plan.pushedOnRoot)),
                ("backStack", .array(link.backStack.map { .string($0.description) })),
            ]
        } else {
            members.append(("problem", .string(link.problem ?? "cannot open")))
        }
        return .object(members)
    }
}
