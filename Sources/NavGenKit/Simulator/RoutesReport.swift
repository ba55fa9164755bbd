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
        /// For a route with `entry: true`: how opening it by value builds its state.
        public var entry: EntryInfo?

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
        /// `open:` and `via:` of a long-hand pattern, when written.
        public var form: DeepLinkForm?
    }

    /// An entry point: the back stack opening the route by value builds, or why it cannot.
    public struct EntryInfo: Sendable {
        public var backStack: [RouteRef]
        public var problem: String?
    }

    /// An alert or confirmation dialog, and the routes that show it.
    public struct AlertInfo: Sendable {
        public var coordinator: String
        public var alert: Alert
        /// The routes of the coordinator with an `alert` item for it, in spec order.
        public var shownBy: [String]

        /// `deleteRecipe? (confirmationDialog: delete, cancel)`.
        public var signature: String {
            alert.id.value + "? (" + alert.resolvedStyle.rawValue + ": "
                + alert.outcomes.map(\.value).joined(separator: ", ") + ")"
        }
    }

    /// `tabs`: a tab bar's tabs, or the stacks that use a route set.
    public var coordinators: [(id: String, kind: Coordinator.Kind, tabs: [String], routes: [RouteInfo])]
    /// Every coordinator's alerts, in spec order.
    public var alerts: [AlertInfo] = []

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
            if plan.via != nil { return router.planner.backStack(for: plan) ?? [] }
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
                let links = (entriesByRoute[ref] ?? []).enumerated().map { position, item -> DeepLinkInfo in
                    let (order, entry) = item
                    let problem: String? =
                        recipeByOrder[order] != nil
                        ? nil
                        : router.unusable[order] ?? entry.problems.first.map(Self.describe) ?? "cannot open"
                    var info = DeepLinkInfo(
                        source: entry.source, recipe: recipeByOrder[order], problem: problem)
                    info.form = route.deepLinkForms.isEmpty ? nil : route.deepLinkForm(at: position)
                    if let plan = info.recipe?.plan {
                        info.moves = router.planner.moves(for: plan)
                        info.backStack = backStack(plan)
                    }
                    return info
                }
                var info = RouteInfo(
                    route: ref, params: route.params, forward: simulator.planner.forwardMoves(to: ref),
                    deepLinks: links)
                if route.isEntry { info.entry = Self.entry(ref, simulator.planner) }
                return info
            }
            let tabs: [String]
            switch coordinator.kind {
            case .tabs: tabs = coordinator.children.map(\.value)
            case .stack: tabs = []
            case .routes: tabs = Self.users(of: coordinator.id.value, in: spec)
            }
            return (coordinator.id.value, coordinator.kind, tabs, routes)
        }
        alerts = spec.coordinators.flatMap { coordinator in
            coordinator.alerts.map { alert in
                let shownBy = coordinator.routes.filter { route in
                    route.transitions.contains {
                        if case .alert(let name, _) = $0.action {
                            name.value == alert.id.value
                        } else {
                            false
                        }
                    }
                }
                return AlertInfo(
                    coordinator: coordinator.id.value, alert: alert, shownBy: shownBy.map(\.id.value))
            }
        }
    }

    private static func entry(_ route: RouteRef, _ planner: DeepLinkPlanner) -> EntryInfo {
        guard let plan = EntryOpening(planner: planner).plan(for: route),
            let backStack = planner.backStack(for: plan)
        else {
            return EntryInfo(backStack: [], problem: "no way from launch shows \(route)")
        }
        let missing = EntryOpening.missingParams(backStack: backStack, index: planner.engine.index)
        return EntryInfo(backStack: backStack, problem: missing.first.map { "its back stack needs \($0)" })
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
                if let entry = route.entry {
                    lines.append(
                        "    entry point: "
                            + (entry.problem.map { "cannot open: " + $0 }
                                ?? "builds " + entry.backStack.map(\.description).joined(separator: " › ")))
                }
                for link in route.deepLinks {
                    lines.append("    deep link \(link.source.value)" + Self.formText(link.form))
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
            for alert in alerts where alert.coordinator == coordinator.id {
                lines.append("  " + alert.signature)
                lines.append(
                    "    shown by: "
                        + (alert.shownBy.isEmpty ? "no route" : alert.shownBy.joined(separator: ", ")))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `, opens onTop, via timeline › account`: only what a long-hand pattern wrote.
    private static func formText(_ form: DeepLinkForm?) -> String {
        guard let form else { return "" }
        var text = ""
        if let open = form.open { text += ", opens " + open.value.rawValue }
        if let via = form.via { text += ", via " + via.value.map(\.value).joined(separator: " › ") }
        return text
    }

    private static func reachedText(_ route: RouteInfo) -> String {
        switch route.reachedBy {
        case "launch": "at launch"
        case "forward": (route.forward ?? []).map(\.description).joined(separator: " › ")
        case "deep-link": "by deep link only"
        default: "by no forward move or deep link"
        }
    }

    /// `{"routes": [...]}`, and `"alerts": [...]` when the spec declares any.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            (
                "routes",
                .array(
                    coordinators.flatMap { coordinator in
                        coordinator.routes.map { route in
                            // A set's routes say which stacks show them (its users); only
                            // there, so specs without sets print what they did.
                            Self.json(route, shownOn: coordinator.kind == .routes ? coordinator.tabs : nil)
                        }
                    })
            )
        ]
        if !alerts.isEmpty { members.append(("alerts", .array(alerts.map(Self.json)))) }
        return .object(members)
    }

    private static func json(_ info: AlertInfo) -> JSONValue {
        .object([
            ("coordinator", .string(info.coordinator)),
            ("alert", .string(info.alert.id.value)),
            ("style", .string(info.alert.resolvedStyle.rawValue)),
            ("outcomes", .array(info.alert.outcomes.map { .string($0.value) })),
            ("shownBy", .array(info.shownBy.map(JSONValue.string))),
        ])
    }

    private static func json(_ route: RouteInfo, shownOn stacks: [String]?) -> JSONValue {
        var members: [(String, JSONValue)] = [
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
        ]
        if let stacks { members.append(("shownOn", .array(stacks.map(JSONValue.string)))) }
        // Only for entry routes, so other specs' output is as it was.
        if let entry = route.entry {
            var fields: [(String, JSONValue)] = [
                ("backStack", .array(entry.backStack.map { .string($0.description) }))
            ]
            if let problem = entry.problem { fields.append(("problem", .string(problem))) }
            members.append(("entry", .object(fields)))
        }
        return .object(members)
    }

    private static func json(_ link: DeepLinkInfo) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("pattern", .string(link.source.value)),
            ("line", .int(link.source.location.line)),
            ("column", .int(link.source.location.column)),
        ]
        if let open = link.form?.open { members.append(("open", .string(open.value.rawValue))) }
        if let via = link.form?.via { members.append(("via", .array(via.value.map { .string($0.value) }))) }
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
