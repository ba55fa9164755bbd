/// Draws a spec: one group per coordinator, one node per route, an edge per
/// transition, and the ways in (launch, deep links) as nodes of their own.
///
/// A pure function of the spec and the highlights. It expects a usable spec, but it
/// never traps on a broken one: an edge whose target does not exist is left out.
package struct DiagramBuilder: Sendable {
    /// The spec resolved: edges look up the coordinator they enter by name, first of
    /// its name, without searching the spec for each.
    let model: NavigationModel
    package var highlights: GraphHighlights
    package var spec: NavigationSpec { model.spec }

    package init(spec: NavigationSpec, highlights: GraphHighlights = .none) {
        self.init(model: NavigationModel(spec), highlights: highlights)
    }

    /// Draws a spec already resolved (the pipeline's, which its highlights came from).
    package init(model: NavigationModel, highlights: GraphHighlights = .none) {
        self.model = model
        self.highlights = highlights
    }

    package func build() -> Diagram {
        let groups = buildGroups()
        let nodes = entryNodes() + conditionNodes() + spec.coordinators.flatMap(nodes(of:))
        let known = Set(nodes.map(\.id))
        let edges = (entryEdges() + tabBarEdges() + transitionEdges() + containerEdges() + guardEdges())
            .filter {
                known.contains($0.from) && known.contains($0.to)
            }
        var diagram = Diagram(title: spec.app.value, groups: groups, nodes: nodes, edges: edges)
        diagram.deepLinkSources = DeepLinkSources(
            schemes: spec.deepLinks.schemes.compactMap { SchemeEntry(parsing: $0.value) },
            hosts: spec.deepLinks.hosts.compactMap { HostPattern(parsing: $0.value) },
            caseInsensitive: spec.deepLinks.ignoresCase)
        diagram.files = spec.files
        return diagram
    }

    // MARK: - Groups

    /// A tab's stack is drawn inside its tab bar's group, so the picture shows which
    /// stacks are tabs. A stack listed by two tabs coordinators goes in the first.
    private var tabParents: [String: String] {
        var parents: [String: String] = [:]
        // A lookup per tab rather than a search of the spec: a spec may have thousands.
        let stacks = Set(spec.coordinators.lazy.filter { $0.kind == .stack }.map(\.id.value))
        for tabs in spec.coordinators where tabs.kind == .tabs {
            for child in tabs.children where parents[child.value] == nil && child.value != tabs.id.value {
                if stacks.contains(child.value) {
                    parents[child.value] = DiagramID.group(tabs.id.value)
                }
            }
        }
        return parents
    }

    /// A column's stack is drawn inside its split's group, its column named: the
    /// picture shows the columns side by side in one box. A stack that is a column of
    /// two splits (refused) goes in the first.
    private var columnParents: [String: (group: String, role: SplitColumn)] {
        var parents: [String: (group: String, role: SplitColumn)] = [:]
        for split in spec.coordinators where split.kind == .split {
            for (column, role) in zip(split.columns, split.columnRoles) where parents[column.value] == nil {
                parents[column.value] = (DiagramID.group(split.id.value), role)
            }
        }
        return parents
    }

    private func buildGroups() -> [DiagramGroup] {
        let parents = tabParents
        let columns = columnParents
        return spec.coordinators.map { coordinator in
            let id = coordinator.id.value
            let unreachable = highlights.unreachableCoordinators.contains(id)
            var label = coordinator.kind == .tabs ? "⇆ \(id) · tabs" : id
            if coordinator.kind == .split { label = "▥ \(id) · split" }
            let column = columns[id]
            if let column { label += " · " + column.role.rawValue }
            if coordinator.kind == .routes { label += " · route set" }
            if !coordinator.outcomes.isEmpty { label += " · flow" }
            label += requiresLabel(coordinator: id)
            if unreachable { label += " · unreachable" }
            return DiagramGroup(
                id: DiagramID.group(id), coordinator: id, kind: coordinator.kind,
                parent: parents[id] ?? column?.group, label: label, isUnreachable: unreachable,
                column: column?.role)
        }
    }

    // MARK: - Nodes

    var deepLinks: [(pattern: String, route: RouteRef, label: String)] {
        spec.coordinators.flatMap { coordinator in
            coordinator.routes.flatMap { route in
                route.deepLinks.enumerated().map { position, pattern in
                    (
                        pattern.value, RouteRef(coordinator: coordinator.id.value, route: route.id.value),
                        Self.label(
                            "open", route.deepLinkForms.isEmpty ? nil : route.deepLinkForm(at: position))
                    )
                }
            }
        }
    }

    /// `verb` (`open`, or an action's `perform`), with what a long-hand pattern says:
    /// `open · onTop`, `open · via home › account`, `open · only blog, blog.example.com`,
    /// `open · set tab: traffic`.
    static func label(_ verb: String, _ form: DeepLinkForm?) -> String {
        var label = verb
        if let open = form?.open, open.value != .reset { label += " · " + open.value.rawValue }
        if let via = form?.via { label += " · via " + via.value.map(\.value).joined(separator: " › ") }
        if let form, form.isScoped { label += " · only " + form.scopeEntries.joined(separator: ", ") }
        if let form, !form.set.isEmpty { label += " · set " + form.setText }
        return label
    }

    private func entryNodes() -> [DiagramNode] {
        let launch = DiagramNode(id: DiagramID.launch, kind: .launch, group: nil, title: "launch")
        let links = deepLinks.enumerated().map { index, link in
            DiagramNode(
                id: DiagramID.deepLink(index + 1), kind: .deepLink(pattern: link.pattern, route: link.route),
                group: nil, title: link.pattern)
        }
        return [launch] + links + actionNodes() + redirectNodes()
    }

    /// The action links, numbered after the routes' links, each with its pattern and
    /// its edge's label: `perform`, with what a long-hand pattern says
    /// (`perform · only blog`, `perform · set full: true`).
    var actionLinks: [(id: String, pattern: String, action: String, label: String)] {
        let first = deepLinks.count + 1
        return spec.actions.flatMap { action in
            action.deepLinks.indices.map { position in
                (
                    action.id.value, action.deepLinks[position].value,
                    Self.label("perform", action.deepLinkForms.first { $0.pattern == position })
                )
            }
        }
        .enumerated().map { index, link in (DiagramID.deepLink(first + index), link.1, link.0, link.2) }
    }

    /// Each action link's flag, then each action, drawn apart from every coordinator:
    /// an action shows no screen, so its links point at the action itself.
    private func actionNodes() -> [DiagramNode] {
        let links = actionLinks.map { link in
            DiagramNode(
                id: link.id, kind: .actionLink(pattern: link.pattern, action: link.action), group: nil,
                title: link.pattern)
        }
        let actions = spec.actions.map { action in
            DiagramNode(
                id: DiagramID.action(action.id.value), kind: .action(action.id.value), group: nil,
                title: "action " + action.id.value,
                details: action.params.isEmpty
                    ? []
                    : [
                        action.params.map { "\($0.name.value): \($0.type.value.specSpelling)" }.joined(
                            separator: ", ")
                    ])
        }
        return links + actions
    }

    private func nodes(of coordinator: Coordinator) -> [DiagramNode] {
        let id = coordinator.id.value
        let group = DiagramID.group(id)
        if coordinator.kind == .tabs {
            return [
                DiagramNode(
                    id: DiagramID.tabBar(id), kind: .tabBar(coordinator: id), group: group, title: "tab bar")
            ] + outcomeNodes(of: coordinator)
        }
        let routes = coordinator.routes.map { route in
            let ref = RouteRef(coordinator: id, route: route.id.value)
            let unreachable = highlights.isUnreachable(ref)
            var details: [String] = []
            if !route.params.isEmpty {
                details.append(
                    route.params.map { "\($0.name.value): \($0.type.value.specSpelling)" }.joined(
                        separator: ", "))
            }
            let exits = route.transitions.compactMap { transition -> String? in
                switch transition.action {
                case .pop, .popToRoot, .dismiss: transition.action.keyword
                default: nil
                }
            }
            if !exits.isEmpty { details.append("↩ " + exits.joined(separator: ", ")) }
            if route.isEntry { details.append("⇥ entry point") }
            if let requires = requiresDetail(ref) { details.append(requires) }
            if unreachable { details.append("⚠ unreachable") }
            return DiagramNode(
                id: DiagramID.route(id, route.id.value), kind: .route(ref), group: group,
                title: route.id.value,
                details: details, isUnreachable: unreachable)
        }
        let outcomes = outcomeNodes(of: coordinator)
        let alerts = coordinator.alerts.map { alert in
            let outcomes = alert.outcomes.map(\.value).joined(separator: " | ")
            return DiagramNode(
                id: DiagramID.alert(id, alert.id.value),
                kind: .alert(coordinator: id, alert: alert.id.value, style: alert.resolvedStyle),
                group: group, title: alert.id.value + "?",
                details: [alert.resolvedStyle.rawValue + ": " + outcomes])
        }
        return routes + outcomes + alerts
    }

    /// A node per outcome a stack or a tab bar can finish with, in its group.
    private func outcomeNodes(of coordinator: Coordinator) -> [DiagramNode] {
        let id = coordinator.id.value
        return coordinator.outcomes.map {
            DiagramNode(
                id: DiagramID.outcome(id, $0.value), kind: .outcome(coordinator: id, outcome: $0.value),
                group: DiagramID.group(id), title: $0.value)
        }
    }

    /// The outcome node `finish: outcome` on a route of `coordinator` leads to: its own
    /// coordinator's, or its tab bar's when that is whose outcome it is.
    private func finishTarget(_ outcome: String, from coordinator: String) -> String {
        guard let own = model.coordinator(named: coordinator),
            let finisher = model.finisher(of: outcome, from: own)
        else { return DiagramID.outcome(coordinator, outcome) }
        return DiagramID.outcome(model[finisher].id.value, outcome)
    }

    // MARK: - Edges

    /// The node a coordinator is entered at: a stack's root route, or a tab bar.
    func entry(_ coordinator: String) -> String? {
        guard let index = model.coordinator(named: coordinator) else { return nil }
        let target = model.declaration(of: index)
        switch target.kind {
        case .tabs: return DiagramID.tabBar(coordinator)
        case .stack: return target.root.map { DiagramID.route(coordinator, $0.value) }
        // A split is entered at its sidebar, the one column every reading shows.
        case .split: return target.columns.first.flatMap { entry($0.value) }
        case .routes: return nil
        }
    }

    private func entryEdges() -> [DiagramEdge] {
        // One launch edge per root entry, labelled with what it requires.
        let launches = spec.rootEntries.compactMap { root in
            entry(root.id.value).map {
                DiagramEdge(
                    from: DiagramID.launch, to: $0, kind: .launch,
                    label: root.requires.isEmpty
                        ? "launch" : "launch if " + root.requires.map(\.spelling).joined(separator: ", "),
                    stroke: .bold)
            }
        }
        let links = deepLinks.enumerated().map { index, link in
            DiagramEdge(
                from: DiagramID.deepLink(index + 1),
                to: DiagramID.route(link.route.coordinator, link.route.route),
                kind: .deepLink, label: link.label, stroke: .bold)
        }
        let actions = actionLinks.map { link in
            DiagramEdge(
                from: link.id, to: DiagramID.action(link.action), kind: .deepLink, label: link.label,
                stroke: .bold)
        }
        return launches + links + actions + redirectEdges()
    }

    private func tabBarEdges() -> [DiagramEdge] {
        spec.coordinators.filter { $0.kind == .tabs }.flatMap { tabs in
            tabs.children.compactMap { child -> DiagramEdge? in
                guard let target = entry(child.value) else { return nil }
                let initial = child.value == tabs.initialTab
                return DiagramEdge(
                    from: DiagramID.tabBar(tabs.id.value), to: target, kind: .tabBar,
                    label: (initial ? "tab · initial" : "tab")
                        + requiresLabel(tab: child.value, of: tabs.id.value),
                    stroke: .solid)
            }
        }
    }

    private func transitionEdges() -> [DiagramEdge] {
        let starters = startersWithHandlers
        return spec.coordinators.flatMap { coordinator in
            coordinator.routes.flatMap { route in
                let source = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                return route.transitions.flatMap { edges(for: $0, from: source, starters: starters) }
            }
        }
    }

    /// For each child coordinator, the routes whose `start` items handle its outcomes:
    /// when there are several, a `then` edge says which one it belongs to.
    var startersWithHandlers: [String: Set<RouteRef>] {
        var starters: [String: Set<RouteRef>] = [:]
        for coordinator in spec.coordinators {
            for route in coordinator.routes {
                for transition in route.transitions {
                    if case .start(let child, _, let then?, _) = transition.action, !then.handlers.isEmpty {
                        starters[child.value, default: []].insert(
                            RouteRef(coordinator: coordinator.id.value, route: route.id.value))
                    }
                }
            }
            for transition in coordinator.containerTransitions?.value ?? [] {
                if case .start(let child, _, let then?, _) = transition.action, !then.handlers.isEmpty {
                    starters[child.value, default: []].insert(
                        NavigationEngine.source(of: coordinator.id.value))
                }
            }
        }
        return starters
    }

    func edges(for transition: Transition, from source: RouteRef, starters: [String: Set<RouteRef>])
        -> [DiagramEdge]
    {
        let from = node(of: source)
        let isCycle = highlights.cycleEdges.contains(transition.location)
        func edge(
            to: String?, _ kind: DiagramEdge.Kind, _ label: String, _ stroke: DiagramEdge.Stroke,
            presentation: PresentationStyle? = nil, outcome: String? = nil
        ) -> [DiagramEdge] {
            guard let to else { return [] }
            return [
                DiagramEdge(
                    from: from, to: to, kind: kind, label: isCycle ? "↻ " + label : label, stroke: stroke,
                    location: transition.location, presentation: presentation, outcome: outcome,
                    isCycle: isCycle)
            ]
        }
        switch transition.action {
        case .show(let target, let style):
            // An item that adapts is drawn in its compact style, labelled with both.
            let shown = transition.adaptiveStyle?.value.compact ?? style
            return edge(
                to: routeID(target.value, from: source), shown.diagramKind,
                transition.adaptiveStyle?.value.label ?? style.keyword, shown.diagramStroke)
        case .alert(let name, let then):
            return alertEdges(name.value, then: then, from: source, at: transition.location)
        case .tab(let target):
            return edge(to: entry(target.value), .tab, "tab", .solid)
        case .replace(let target):
            return edge(to: routeID(target.value, from: source), .replace, "replace", .solid)
        case .go(let target, _):
            return edge(to: goRouteID(target.value, from: source), .go, "go", .dashed)
        case .finish(let outcome):
            return edge(
                to: finishTarget(outcome.value, from: source.coordinator), .finish,
                "finish: \(outcome.value)",
                .dotted, outcome: outcome.value)
        case .start(let child, let style, let then, let begin):
            let adaptive = transition.adaptiveStyle?.value
            let presentation = adaptive?.compact ?? style?.value ?? .sheet
            let at = begin.route.map { " at " + $0.value } ?? ""
            let started = edge(
                to: startTarget(child.value, begin), .start,
                "start · \(adaptive?.label ?? presentation.keyword)\(at)",
                presentation.diagramStroke, presentation: presentation)
            let shared = (starters[child.value]?.count ?? 0) > 1
            let handlers = (then?.handlers ?? []).flatMap {
                handlerEdges($0, child: child.value, starter: source, naming: shared)
            }
            let events = (transition.on?.handlers ?? []).flatMap {
                eventEdges($0, child: child.value, starter: source)
            }
            return started + handlers + events
        case .pop, .popToRoot, .dismiss:
            // Ways back are drawn on the route itself: their target depends on how it was reached.
            return []
        case .set(let pairs):
            return setEdges(pairs, from: source, at: transition.location)
        case .emit:
            // Drawn from the starter's `on` block, where the event leads somewhere.
            return []
        }
    }

    /// An `alert` item: the route shows the alert, and each answer with an action is
    /// drawn from the alert to where the route goes next (`on delete: pop`).
    private func alertEdges(
        _ alert: String, then: OutcomeHandlers?, from source: RouteRef, at location: SourceLocation
    )
        -> [DiagramEdge]
    {
        let node = DiagramID.alert(alertOwner(alert, from: source), alert)
        let shown = DiagramEdge(
            from: self.node(of: source), to: node, kind: .alert, label: "alert",
            stroke: .dashed, location: location)
        let answers = (then?.handlers ?? []).compactMap { handler -> DiagramEdge? in
            let (target, keyword) = handlerTarget(handler.action?.action, starter: source)
            guard let target else { return nil }
            return DiagramEdge(
                from: node, to: target, kind: .then, label: "on \(handler.outcome.value): \(keyword)",
                stroke: .dotted, location: handler.action?.location ?? handler.outcome.location,
                outcome: handler.outcome.value, action: handler.action?.action.keyword ?? "stay")
        }
        return [shown] + answers
    }

    /// A `then` entry, drawn from the child's outcome to where the parent goes next.
    /// Actions that stay on the starting route (stay, pop, dismiss...) point back at it.
    private func handlerEdges(_ handler: OutcomeHandler, child: String, starter: RouteRef, naming: Bool)
        -> [DiagramEdge]
    {
        let (target, keyword) = handlerTarget(handler.action?.action, starter: starter)
        guard let target else { return [] }
        let location = handler.action?.location ?? handler.outcome.location
        let isCycle = highlights.cycleEdges.contains(location)
        var label = "on \(handler.outcome.value): \(keyword)"
        if naming { label += " (from \(starter.route.isEmpty ? starter.coordinator : starter.route))" }
        return [
            DiagramEdge(
                from: DiagramID.outcome(child, handler.outcome.value), to: target, kind: .then,
                label: isCycle ? "↻ " + label : label, stroke: .dotted, location: location,
                outcome: handler.outcome.value, action: handler.action?.action.keyword ?? "stay",
                isCycle: isCycle)
        ]
    }

    /// An `on` entry, drawn from each route of the child that emits the event to where
    /// the starter goes, dashed: the child keeps running. `stay` draws nothing.
    private func eventEdges(_ handler: OutcomeHandler, child: String, starter: RouteRef) -> [DiagramEdge] {
        guard let action = handler.action else { return [] }
        let (target, keyword) = handlerTarget(action.action, starter: starter)
        guard let target, let coordinator = spec.coordinator(named: child) else { return [] }
        let event = handler.outcome.value
        return coordinator.routes.filter { route in
            route.transitions.contains { Self.emits(event, $0) }
        }.map { route in
            DiagramEdge(
                from: DiagramID.route(child, route.id.value), to: target, kind: .event,
                label: "on \(event): \(keyword)", stroke: .dashed, location: action.location,
                outcome: event, action: action.action.keyword)
        }
    }

    /// Whether an item emits `event`: an `emit` item, or a `start` item passing it on
    /// from its own child (`on: { E2: { emit: E } }`).
    private static func emits(_ event: String, _ item: Transition) -> Bool {
        if case .emit(let emitted) = item.action { return emitted.value == event }
        return item.on?.handlers.contains {
            if case .emit(let emitted)? = $0.action?.action { emitted.value == event } else { false }
        } ?? false
    }

    /// The node of the route a transition of `source` names: its own coordinator's,
    /// or a route of a set that coordinator uses.
    func routeID(_ name: String, from source: RouteRef) -> String {
        let target = model.target(named: name, from: source)
        return DiagramID.route(target.coordinator, target.route)
    }

    /// The node of the route a `go` item names (`coordinator.route`, or bare as other moves).
    func goRouteID(_ name: String, from source: RouteRef) -> String {
        let target = model.goTarget(named: name, from: source)
        return DiagramID.route(target.coordinator, target.route)
    }

    /// Where a `then` action leads, and how its label names it; nil for `stay`.
    private func handlerTarget(_ action: Action?, starter: RouteRef) -> (String?, String) {
        let starterID = node(of: starter)
        guard let action else { return (starterID, "stay") }
        switch action {
        case .show(let route, _), .replace(let route):
            return (routeID(route.value, from: starter), action.keyword)
        case .go(let route, _):
            return (goRouteID(route.value, from: starter), action.keyword)
        case .tab(let coordinator):
            return (entry(coordinator.value), action.keyword)
        case .finish(let outcome):
            return (finishTarget(outcome.value, from: starter.coordinator), "finish: \(outcome.value)")
        case .start(let child, _, _, let begin):
            // A then-start: the flow the parent starts once the child closed.
            return (startTarget(child.value, begin) ?? starterID, action.move)
        case .pop, .popToRoot, .dismiss, .alert:
            return (starterID, action.keyword)
        case .emit(let event):
            // Passed on to the parent's own starter; drawn back to the starter.
            return (starterID, "emit \(event.value)")
        case .set(let pairs):
            // Drawn as a then edge back to the starter, labelled with the pairs.
            return (
                starterID, "set " + pairs.map { ConditionSetting($0).description }.joined(separator: ", ")
            )
        }
    }

    /// Where a start leads: its `at` route, else the child's entry.
    private func startTarget(_ child: String, _ begin: FlowEntry) -> String? {
        guard let route = begin.route?.value else { return entry(child) }
        return routeID(route, from: RouteRef(coordinator: child, route: route))
    }
}
