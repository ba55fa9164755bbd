/// Gathering the report from a simulator: the routes in spec order, each pattern
/// with the recipe the deep-link analysis found for it, and what conditions guard.
extension RoutesReport {
    package init(simulator: Simulator) {
        let spec = simulator.spec
        files = spec.files
        let model = simulator.model
        // With alternative roots, each route is reported from the first root entry
        // that shows it (a link runs from the root shown).
        let roots = simulator.router.rooted.isEmpty ? [simulator.router] : simulator.router.rooted
        let gathered = roots.map { RootGathering(router: $0, spec: spec) }
        rootEntries = spec.hasAlternativeRoots ? spec.rootEntries.map(Self.rootInfo) : []
        func gathering(for ref: RouteRef) -> RootGathering {
            gathered.first { $0.router.planner.forwardMoves(to: ref) != nil || $0.opensLinks(to: ref) }
                ?? gathered[0]
        }
        let catalog = simulator.router.catalog
        redirects = spec.deepLinks.redirects
        deepLinkSources = DeepLinkSources(
            schemes: catalog.schemes, hosts: catalog.hosts, caseInsensitive: catalog.ignoresCase)
        var entriesByRoute: [RouteRef: [(Int, DeepLinkCatalog.Entry)]] = [:]
        for (order, entry) in catalog.entries.enumerated() {
            entriesByRoute[entry.route, default: []].append((order, entry))
        }
        coordinators = spec.coordinators.map { coordinator in
            let routes = coordinator.routes.map { route -> RouteInfo in
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                let shown = gathering(for: ref)
                let (router, recipeByOrder) = (shown.router, shown.recipeByOrder)
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
                        info.backStack = shown.backStack(plan)
                        info.guards = router.planner.guards(for: plan).map { Self.info($0, model: model) }
                    }
                    return info
                }
                var info = RouteInfo(
                    route: ref, params: route.params, forward: router.planner.forwardMoves(to: ref),
                    deepLinks: links)
                if model.hasAlternativeRoots { info.root = router.planner.engine.rootEntry?.id.value }
                if let (split, role) = Self.column(coordinator, in: spec) {
                    info.column = (split, role)
                    info.isUnselectedColumnRoot =
                        role != .sidebar && coordinator.root?.value == route.id.value
                }
                for (position, move) in (info.forward ?? []).enumerated() {
                    guard let adaptive = router.planner.engine.transition(of: move)?.adaptiveStyle?.value
                    else { continue }
                    info.adaptiveForward[position] = adaptive
                }
                if route.isEntry { info.entry = Self.entry(ref, router.planner) }
                if let number = model.route(ref) {
                    info.requires = model[number].guards.map { Self.name($0, model: model) }
                    info.otherwise = route.otherwise.map(NavigationEngine.describe)
                    info.shownByGuard = Self.shownByGuard(ref, model: model)
                    info.shownByGo = model.edges.first { $0.goRoute == number }.map {
                        model[$0.source].ref.description
                    }
                    info.shownByEvent = Self.shownByEvent(number, model: model)
                }
                return info
            }
            let tabs: [String]
            switch coordinator.kind {
            case .tabs: tabs = coordinator.children.map(\.value)
            case .stack: tabs = []
            case .split: tabs = coordinator.columns.map(\.value)
            case .routes: tabs = Self.users(of: coordinator.id.value, in: spec)
            }
            return (coordinator.id.value, coordinator.kind, tabs, routes)
        }
        actions = spec.actions.map { action in
            let params = action.params.map { "\($0.name.value): \($0.type.value.specSpelling)" }.joined(
                separator: ", ")
            let forms = action.asRoute
            let links = catalog.entries.filter { $0.action == action.id.value }.enumerated().map {
                position, entry in
                (
                    source: entry.source, problem: entry.problems.first.map(Self.describe),
                    form: forms.deepLinkForms.isEmpty ? nil : forms.deepLinkForm(at: position)
                )
            }
            return ActionInfo(
                signature: params.isEmpty ? action.id.value : "\(action.id.value)(\(params))",
                name: action.id.value, deepLinks: links)
        }
        linkRequires = model.spec.deepLinks.requires.map(\.spelling)
        linkOtherwise = model.spec.deepLinks.otherwise.map(NavigationEngine.describe)
        let setBy = Self.conditionSetters(in: model)
        conditions = model.conditions.enumerated().map { position, condition in
            ConditionInfo(
                name: condition.id.value, initially: condition.initially, setByApp: condition.setByApp,
                satisfiedBy: condition.satisfiedBy.map {
                    (model[$0.coordinator].id.value, $0.outcome, $0.style)
                },
                setBy: setBy.map { $0[position] })
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
                let shownByOtherwise = coordinator.routes.filter {
                    $0.otherwiseTransitions.contains(where: shows)
                }
                var info = AlertInfo(
                    coordinator: coordinator.id.value, alert: alert, shownBy: shownBy.map(\.id.value))
                info.shownByOtherwise = shownByOtherwise.map(\.id.value)
                return info
            }
        }
    }

    /// `signedIn`, or `!signedIn` for a negated requirement.
    /// The split that shows `coordinator` as a column, and which column; nil for any
    /// other coordinator (and in every spec without splits).
    private static func column(_ coordinator: Coordinator, in spec: NavigationSpec) -> (String, SplitColumn)?
    {
        for split in spec.coordinators where split.kind == .split {
            if let position = split.columns.firstIndex(where: { $0.value == coordinator.id.value }) {
                return (split.id.value, split.columnRoles[position])
            }
        }
        return nil
    }

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
            let shows = candidate.otherwise.contains { edge in
                edge.targetRoute == number
                    || (isRoot && edge.targetCoordinator == model[number].coordinator)
            }
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
            otherwise: guarded.otherwise.map(NavigationEngine.describe), waitsOn: waitsOn)
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

    /// The stacks and tab bars whose `uses` names the set, in declaration order: a tab
    /// bar presents the set's routes over every tab, as a stack shows them.
    private static func users(of set: String, in spec: NavigationSpec) -> [String] {
        spec.coordinators.filter {
            ($0.kind == .stack || $0.kind == .tabs) && $0.uses.contains { $0.value == set }
        }.map(\.id.value)
    }

    private static func describe(_ problem: DeepLinkProblem) -> String {
        switch problem {
        case .syntax(let error): "malformed: \(error.message)"
        case .param(let message, _, _), .value(let message, _, _): message
        }
    }
}

extension RoutesReport {
    /// Per condition, the routes whose `set` items change it and the value each gives:
    /// transitions and `then` values first, by edge, then each route's `otherwise`.
    /// nil when no route has a `set` item.
    static func conditionSetters(in model: NavigationModel) -> [[(route: String, value: Bool)]]? {
        var setters = Array(repeating: [(route: String, value: Bool)](), count: model.conditions.count)
        var found = false
        let edges = model.edges + model.routes.flatMap { $0.guards.isEmpty ? [] : $0.otherwise }
        for edge in edges {
            guard case .set(let changes) = edge.kind else { continue }
            found = true
            for change in changes {
                setters[change.condition.rawValue].append((model[edge.source].ref.description, change.value))
            }
        }
        return found ? setters : nil
    }
}

extension RoutesReport {
    /// The first `on` action that shows `route` (directly, by `go`, or as the first
    /// screen of a flow it starts): its event, the child that emits it and the starter.
    static func shownByEvent(_ route: RouteIndex, model: NavigationModel)
        -> (event: String, child: String, starter: String)?
    {
        let edge = model.eventEdges.first { edge in
            // A `then` under an `on` start handles an outcome, not an event: not counted.
            guard let handler = edge.handler, let child = handler.child,
                model.declaration(of: child).events.contains(where: { $0.value == handler.outcome.value })
            else { return false }
            if edge.targetRoute == route || edge.goRoute == route { return true }
            guard case .start(let child, _) = edge.kind else { return false }
            return (edge.flowStart?.route ?? model[child].root) == route
        }
        guard let edge, let handler = edge.handler, let child = handler.child else { return nil }
        return (handler.outcome.value, model[child].id.value, model[edge.source].ref.description)
    }
}
