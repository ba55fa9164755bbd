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
        /// Its `requires`, as written (`premium`, `!signedIn`), and its `otherwise` as an
        /// action (`sheet paywall`).
        public var requires: [String] = []
        public var otherwise: String?
        /// How a guard shows it when nothing else does: `otherwise` (the `otherwise` of
        /// a guarded route shows it) or `satisfiedBy` (it is the root of a condition's
        /// satisfying flow), with the route or condition.
        public var shownByGuard: (kind: String, by: String)?

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
            if deepLinks.contains(where: { $0.recipe != nil }) { return "deep-link" }
            return shownByGuard?.kind ?? "none"
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
        /// The guards its sequence meets (a spec with conditions only).
        public var guards: [GuardInfo] = []
    }

    /// A guard on a deep link's way: the move, what it requires, and what an unmet
    /// requirement does.
    public struct GuardInfo: Sendable {
        /// `tab account`.
        public var move: String
        /// `signedIn`, `!beta`.
        public var requires: [String]
        /// The guarded route's `otherwise` as an action, when it has one.
        public var otherwise: String?
        /// The conditions whose satisfying flow the link waits on (positive
        /// requirements with `satisfiedBy`, when there is no `otherwise`), each with
        /// its flow: `signedIn` → `signIn`.
        public var waitsOn: [(condition: String, flow: String)]
    }

    /// A condition as `routes` lists it.
    public struct ConditionInfo: Sendable {
        public var name: String
        public var initially: Bool
        public var setByApp: Bool
        /// `signIn`, its outcome and how it is shown.
        public var satisfiedBy: (flow: String, outcome: String, style: PresentationStyle)?
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
        /// The guarded routes of the coordinator whose `otherwise` shows it, in spec order.
        public var shownByOtherwise: [String] = []

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
    /// The spec's conditions, in declaration order.
    public var conditions: [ConditionInfo] = []
    /// Each coordinator's own `requires`, and each tab's (`main.account`), as written.
    public var coordinatorRequires: [String: [String]] = [:]
    /// Where URLs are accepted, when a pattern alone does not tell it (``DeepLinkSources``).
    public var deepLinkSources: DeepLinkSources?
    /// The spec's files: a pattern in an included file names its file in the json.
    public var files: SpecFiles

    public init(simulator: Simulator) {
        let spec = simulator.spec
        files = spec.files
        let router = simulator.router
        let model = simulator.model
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
        deepLinkSources = DeepLinkSources(schemes: catalog.schemes, hosts: catalog.hosts)
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
                        info.guards = router.planner.guards(for: plan).map { Self.info($0, model: model) }
                    }
                    return info
                }
                var info = RouteInfo(
                    route: ref, params: route.params, forward: simulator.planner.forwardMoves(to: ref),
                    deepLinks: links)
                if route.isEntry { info.entry = Self.entry(ref, simulator.planner) }
                if let number = model.route(ref) {
                    info.requires = model[number].guards.map { Self.name($0, model: model) }
                    info.otherwise = route.otherwise.map { NavigationEngine.describe($0.action) }
                    info.shownByGuard = Self.shownByGuard(ref, model: model)
                }
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
        conditions = model.conditions.map { condition in
            ConditionInfo(
                name: condition.id.value, initially: condition.initially, setByApp: condition.setByApp,
                satisfiedBy: condition.satisfiedBy.map {
                    (model[$0.coordinator].id.value, $0.outcome, $0.style)
                })
        }
        for coordinator in model.coordinators {
            if !coordinator.guards.isEmpty {
                coordinatorRequires[coordinator.id.value] = coordinator.guards.map {
                    Self.name($0, model: model)
                }
            }
            for (position, guards) in coordinator.tabGuards.enumerated()
            where !guards.isEmpty && coordinator.children.indices.contains(position) {
                guard let child = coordinator.children[position] else { continue }
                coordinatorRequires[coordinator.id.value + "." + model[child].id.value] = guards.map {
                    Self.name($0, model: model)
                }
            }
        }
        alerts = spec.coordinators.flatMap { coordinator in
            coordinator.alerts.map { alert in
                let shows = { (transition: Transition) in
                    if case .alert(let name, _) = transition.action {
                        name.value == alert.id.value
                    } else {
                        false
                    }
                }
                let shownBy = coordinator.routes.filter { $0.transitions.contains(where: shows) }
                let shownByOtherwise = coordinator.routes.filter { $0.otherwise.map(shows) ?? false }
                var info = AlertInfo(
                    coordinator: coordinator.id.value, alert: alert, shownBy: shownBy.map(\.id.value))
                info.shownByOtherwise = shownByOtherwise.map(\.id.value)
                return info
            }
        }
    }

    /// `signedIn`, or `!signedIn` for a negated requirement.
    static func name(_ guarded: ConditionGuard, model: NavigationModel) -> String {
        let id =
            model.conditions.indices.contains(guarded.condition.rawValue)
            ? model[guarded.condition].id.value : "?"
        return guarded.isNegated ? "!" + id : id
    }

    /// The first guarded route whose `otherwise` shows `route` (or starts its
    /// coordinator, for its root), else the first condition whose satisfying flow has
    /// `route` as its root.
    private static func shownByGuard(_ route: RouteRef, model: NavigationModel) -> (kind: String, by: String)?
    {
        guard model.hasConditions, let number = model.route(route) else { return nil }
        let isRoot = model[model[number].coordinator].root == number
        for candidate in model.routes {
            guard let edge = candidate.otherwise else { continue }
            let shows =
                edge.targetRoute == number
                || (isRoot && edge.targetCoordinator == model[number].coordinator)
            if shows { return ("otherwise", candidate.ref.description) }
        }
        guard isRoot else { return nil }
        for condition in model.conditions
        where condition.satisfiedBy?.coordinator == model[number].coordinator {
            return ("satisfiedBy", condition.id.value)
        }
        return nil
    }

    private static func info(_ guarded: LinkGuard, model: NavigationModel) -> GuardInfo {
        var waitsOn: [(condition: String, flow: String)] = []
        if guarded.otherwise == nil {
            for requirement in guarded.requirements where !requirement.isNegated {
                guard model.conditions.indices.contains(requirement.condition.rawValue),
                    let flow = model[requirement.condition].satisfiedBy
                else { continue }
                waitsOn.append((model[requirement.condition].id.value, model[flow.coordinator].id.value))
            }
        }
        return GuardInfo(
            move: guarded.move, requires: guarded.requirements.map { name($0, model: model) },
            otherwise: guarded.otherwise.map { NavigationEngine.describe($0.action) }, waitsOn: waitsOn)
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
        if let sources = deepLinkSources {
            lines.append("deep links")
            if !sources.schemes.isEmpty {
                lines.append("  schemes: " + sources.schemes.joined(separator: ", "))
            }
            if !sources.hosts.isEmpty { lines.append("  hosts: " + sources.hosts.joined(separator: ", ")) }
        }
        if !conditions.isEmpty {
            lines.append("conditions")
            for condition in conditions { lines.append("  " + Self.text(condition)) }
        }
        for coordinator in coordinators {
            let requires =
                coordinatorRequires[coordinator.id].map { ", requires " + $0.joined(separator: ", ") } ?? ""
            switch coordinator.kind {
            case .tabs:
                let tabs = coordinator.tabs.map { tab in
                    coordinatorRequires[coordinator.id + "." + tab].map {
                        "\(tab) [requires \($0.joined(separator: ", "))]"
                    }
                        ?? tab
                }
                lines.append("\(coordinator.id) (tabs: \(tabs.joined(separator: ", "))\(requires))")
            case .stack: lines.append("\(coordinator.id) (stack\(requires))")
            case .routes:
                let users = coordinator.tabs.isEmpty ? "no stack" : coordinator.tabs.joined(separator: ", ")
                lines.append("\(coordinator.id) (route set, used by \(users))")
            }
            for route in coordinator.routes {
                lines.append("  " + route.signature)
                if !route.requires.isEmpty {
                    lines.append(
                        "    requires: " + route.requires.joined(separator: ", ")
                            + (route.otherwise.map { " (otherwise \($0))" } ?? ""))
                }
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
                        for guarded in link.guards { lines.append("      guard: " + Self.text(guarded)) }
                    } else {
                        lines.append("      cannot open: " + (link.problem ?? "unknown"))
                    }
                }
            }
            for alert in alerts where alert.coordinator == coordinator.id {
                lines.append("  " + alert.signature)
                let shownBy = alert.shownBy + alert.shownByOtherwise.map { "the otherwise of " + $0 }
                lines.append(
                    "    shown by: " + (shownBy.isEmpty ? "no route" : shownBy.joined(separator: ", ")))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `signedIn (initially false, satisfied by signIn finishing signedIn, as cover)`.
    private static func text(_ condition: ConditionInfo) -> String {
        var parts = ["initially \(condition.initially)"]
        if condition.setByApp { parts.append("set by the app") }
        if let flow = condition.satisfiedBy {
            parts.append("satisfied by \(flow.flow) finishing \(flow.outcome), as \(flow.style.rawValue)")
        }
        return condition.name + " (" + parts.joined(separator: ", ") + ")"
    }

    /// `tab account requires signedIn: waits for signIn`, or `... : otherwise sheet paywall`,
    /// or `... : refused` when nothing can meet it.
    private static func text(_ guarded: GuardInfo) -> String {
        let head = guarded.move + " requires " + guarded.requires.joined(separator: ", ")
        if let otherwise = guarded.otherwise { return head + ": otherwise " + otherwise }
        guard !guarded.waitsOn.isEmpty else { return head + ": refused while unmet" }
        return head + ": waits for "
            + guarded.waitsOn.map { "\($0.flow) (\($0.condition))" }.joined(separator: ", ")
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
        case "otherwise": "as the otherwise of \(route.shownByGuard?.by ?? "a guarded route")"
        case "satisfiedBy": "as the flow that satisfies \(route.shownByGuard?.by ?? "a condition")"
        default: "by no forward move or deep link"
        }
    }

    /// `{"routes": [...]}`, `"alerts": [...]` when the spec declares any, and
    /// `"deepLinkSources"` when ``deepLinkSources`` is set.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            (
                "routes",
                .array(
                    coordinators.flatMap { coordinator in
                        coordinator.routes.map { route in
                            // A set's routes say which stacks show them (its users); only
                            // there, so specs without sets print what they did.
                            Self.json(
                                route, shownOn: coordinator.kind == .routes ? coordinator.tabs : nil,
                                guarded: !conditions.isEmpty, files: files)
                        }
                    })
            )
        ]
        if !alerts.isEmpty {
            members.append(("alerts", .array(alerts.map { Self.json($0, guarded: !conditions.isEmpty) })))
        }
        if !conditions.isEmpty {
            members.append(("conditions", .array(conditions.map(Self.json))))
            members.append(
                (
                    "tabRequires",
                    .object(
                        coordinatorRequires.keys.sorted().filter { $0.contains(".") }.map { key in
                            (key, .array((coordinatorRequires[key] ?? []).map(JSONValue.string)))
                        })
                ))
        }
        if let sources = deepLinkSources {
            members.append(("deepLinkSources", sources.json))
        }
        return .object(members)
    }

    private static func json(_ condition: ConditionInfo) -> JSONValue {
        .object([
            ("name", .string(condition.name)),
            ("initially", .bool(condition.initially)),
            ("setByApp", .bool(condition.setByApp)),
            (
                "satisfiedBy",
                condition.satisfiedBy.map {
                    .object([
                        ("start", .string($0.flow)), ("outcome", .string($0.outcome)),
                        ("as", .string($0.style.rawValue)),
                    ])
                } ?? .null
            ),
        ])
    }

    private static func json(_ guarded: GuardInfo) -> JSONValue {
        .object([
            ("move", .string(guarded.move)),
            ("requires", .array(guarded.requires.map(JSONValue.string))),
            ("otherwise", guarded.otherwise.map(JSONValue.string) ?? .null),
            ("waitsOn", .array(guarded.waitsOn.map { .string($0.condition) })),
        ])
    }

    /// `shownByOtherwise` only for a spec with conditions: the others' output stays as it was.
    private static func json(_ info: AlertInfo, guarded: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("coordinator", .string(info.coordinator)),
            ("alert", .string(info.alert.id.value)),
            ("style", .string(info.alert.resolvedStyle.rawValue)),
            ("outcomes", .array(info.alert.outcomes.map { .string($0.value) })),
            ("shownBy", .array(info.shownBy.map(JSONValue.string))),
        ]
        if guarded {
            members.append(("shownByOtherwise", .array(info.shownByOtherwise.map(JSONValue.string))))
        }
        return .object(members)
    }

    private static func json(_ route: RouteInfo, shownOn stacks: [String]?, guarded: Bool, files: SpecFiles)
        -> JSONValue
    {
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
            ("deepLinks", .array(route.deepLinks.map { json($0, guarded: guarded, files: files) })),
        ]
        // Only for a spec with conditions, so other specs' output is as it was.
        if guarded {
            members.append(("requires", .array(route.requires.map(JSONValue.string))))
            members.append(("otherwise", route.otherwise.map(JSONValue.string) ?? .null))
        }
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

    private static func json(_ link: DeepLinkInfo, guarded: Bool, files: SpecFiles) -> JSONValue {
        var members: [(String, JSONValue)] = [("pattern", .string(link.source.value))]
        // Only for a pattern of an included file, so one-file specs print what they did.
        if link.source.location.fileIndex != 0 {
            members.append(("file", .string(files.path(of: link.source.location))))
        }
        members += [
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
            if guarded { members.append(("guards", .array(link.guards.map(json)))) }
        } else {
            members.append(("problem", .string(link.problem ?? "cannot open")))
        }
        return .object(members)
    }
}
