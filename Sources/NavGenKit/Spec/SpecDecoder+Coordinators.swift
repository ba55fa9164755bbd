extension SpecDecoder {
    static let tabsKeys: [SpecKeyword] = [.kind, .children, .initial, .outcomes, .uses, .transitions]
    static let stackKeys: [SpecKeyword] = [
        .kind, .root, .routes, .children, .outcomes, .alerts, .uses, .requires, .events,
    ]
    static let routeKeys: [SpecKeyword] = [
        .params, .deeplink, .transitions, .allow, .entry, .requires, .otherwise,
    ]

    mutating func decodeCoordinators(_ id: NodeID) -> [Coordinator] {
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id),
                "coordinators must be a mapping of coordinator id to coordinator, not \(describe(id))")
            return []
        }
        let entries = document.entries(of: id)
        if entries.isEmpty {
            report(.missingField, at: location(id), "coordinators needs at least one coordinator")
        }
        return entries.compactMap { decodeCoordinator(key: $0.key, value: $0.value) }
    }

    private mutating func decodeCoordinator(key: NodeID, value: NodeID) -> Coordinator? {
        guard let id = name(key, "coordinator id") else { return nil }
        guard kind(value) == .mapping else {
            report(
                .wrongType, at: location(value),
                "coordinator '\(id.value)' must be a mapping, not \(describe(value))")
            return nil
        }
        var kind = Coordinator.Kind.stack
        if let kindNode = document.entries(of: value).first(where: { keyword($0.key) == .kind })?.value {
            kind = choice(kindNode, "kind", as: Coordinator.Kind.self)?.value ?? .stack
        }
        switch kind {
        case .tabs: return decodeTabs(id, value)
        case .stack: return decodeStack(id, value)
        case .routes: return decodeRouteSet(id, value)
        case .split: return decodeSplit(id, value)
        }
    }

    private mutating func decodeTabs(_ id: Located<String>, _ value: NodeID) -> Coordinator? {
        let what = "tabs coordinator '\(id.value)'"
        var misplaced = Dictionary(
            uniqueKeysWithValues: ["root", "routes", "alerts"].map {
                (
                    $0,
                    "'\($0)' belongs to a stack coordinator; a tabs coordinator has kind, children, initial and outcomes"
                )
            })
        misplaced["requires"] =
            "guard a tab in its children entry: children: [feed, { profile: { requires: [signedIn] } }]"
        guard let entries = mapping(value, what, allowed: Self.tabsKeys, misplaced: misplaced) else {
            return nil
        }
        var children: [Located<String>] = []
        var childRequires: [[Requirement]] = []
        if let node = require(
            .children, in: entries, of: what, at: id.location, help: "list its tabs: children: [a, b]")
        {
            (children, childRequires) = decodeTabChildren(node)
            if children.isEmpty, kind(node) == .sequence {
                report(
                    .wrongType, at: location(node), "a tabs coordinator needs at least one tab in children")
            }
            recordDistinct(children, "children")
        }
        let initial = entries[.initial].flatMap { text($0.value, "initial") }
        let outcomes = decodeOutcomes(entries[.outcomes]?.value)
        var tabs = Coordinator(id: id, kind: .tabs, children: children, initial: initial, outcomes: outcomes)
        tabs.childRequires = childRequires
        tabs.childrenKey = entries[.children].map { location($0.key) }
        tabs.uses = decodeUses(entries[.uses]?.value)
        if let entry = entries[.transitions] {
            tabs.containerTransitions = Located(decodeTransitionList(entry.value), at: location(entry.key))
        }
        return tabs
    }

    private mutating func decodeStack(_ id: Located<String>, _ value: NodeID) -> Coordinator? {
        let misplaced = [
            "initial": "'initial' belongs to a tabs coordinator; add `kind: tabs` or remove it"
        ]
        guard
            let entries = mapping(
                value, "coordinator '\(id.value)'", allowed: Self.stackKeys, misplaced: misplaced)
        else {
            return nil
        }
        let root = require(
            .root, in: entries, of: "coordinator '\(id.value)'", at: id.location,
            help: "name the route at the bottom of its stack"
        )
        .flatMap { text($0, "root") }
        var routes: [Route] = []
        if let node = require(.routes, in: entries, of: "coordinator '\(id.value)'", at: id.location) {
            routes = decodeRoutes(node, empty: "a stack coordinator needs at least one route")
        }
        let children = entries[.children].map { stackChildren($0.value) } ?? []
        recordDistinct(children, "children")
        let outcomes = decodeOutcomes(entries[.outcomes]?.value)
        var coordinator = Coordinator(
            id: id, kind: .stack, children: children, root: root, routes: routes, outcomes: outcomes)
        if let node = entries[.alerts]?.value {
            coordinator.alerts = decodeAlerts(node)
            recordAlertNames(coordinator.alerts, routes: routes, children: children)
        }
        coordinator.events = decodeNameList(entries[.events]?.value, item: "event", list: "events")
        coordinator.uses = decodeUses(entries[.uses]?.value)
        coordinator.requires = entries[.requires].map { decodeRequires($0.value) } ?? []
        return coordinator
    }

    /// A stack's or a tab bar's `outcomes`: names, each once (none when the key is absent).
    private mutating func decodeOutcomes(_ node: NodeID?) -> [Located<String>] {
        decodeNameList(node, item: "outcome", list: "outcomes")
    }

    /// A list of lowerCamelCase names (`outcomes`, a stack's `events`), each once;
    /// none when the key is absent.
    private mutating func decodeNameList(_ node: NodeID?, item what: String, list: String) -> [Located<
        String
    >] {
        guard let node else { return [] }
        var outcomes: [Located<String>] = []
        if kind(node) == .sequence {
            let items = document.items(of: node)
            outcomes.reserveCapacity(items.count)
            for item in items {
                if let outcome = name(item, what) { outcomes.append(outcome) }
            }
        } else {
            _ = textList(node, list)
        }
        recordDistinct(outcomes, list)
        return outcomes
    }

    /// A `routes:` value, which must be a mapping with at least one route (`empty` says
    /// so for its owner).
    mutating func decodeRoutes(_ node: NodeID, empty: String) -> [Route] {
        let entries = document.entries(of: node)
        if kind(node) != .mapping {
            report(
                .wrongType, at: location(node),
                "routes must be a mapping of route id to route, not \(describe(node))")
        } else if entries.isEmpty {
            report(.wrongType, at: location(node), empty)
        }
        return decodeRoutes(entries)
    }

    /// The routes of a `routes` mapping. When the loader handed every one of them to
    /// ``SpecRouteConsumer`` while reading, in one run, their array is taken whole;
    /// the keys are still decoded here, so findings come in the same order.
    mutating func decodeRoutes(_ entries: MappingEntries) -> [Route] {
        if let first = entries.first, let start = detachedPayload(first.value),
            entries.indices.allSatisfy({ detachedPayload(entries[$0].value) == start + Int32($0) }),
            let whole = detachedRoutes.group(startingAt: start, count: entries.count)
        {
            for (offset, entry) in entries.enumerated() {
                _ = name(entry.key, "route id")
                report(contentsOf: detachedRoutes.findings(of: start + Int32(offset)))
                if let recorded = detachedRoutes.names(of: start + Int32(offset)) { names.append(recorded) }
            }
            return whole
        }
        var routes: [Route] = []
        routes.reserveCapacity(entries.count)
        for entry in entries {
            if let route = decodeRoute(key: entry.key, value: entry.value) { routes.append(route) }
        }
        return routes
    }

    private func detachedPayload(_ id: NodeID) -> Int32? {
        let node = document.stored(id)
        return node.kind == .detached ? node.start : nil
    }

    /// A route: its id from the key, the rest decoded now or, when the loader handed
    /// the route to ``SpecRouteConsumer`` while reading, picked up with its findings.
    private mutating func decodeRoute(key: NodeID, value: NodeID) -> Route? {
        guard let id = name(key, "route id") else { return nil }
        var route: Route
        if let payload = detachedPayload(value) {
            report(contentsOf: detachedRoutes.findings(of: payload))
            if let recorded = detachedRoutes.names(of: payload) { names.append(recorded) }
            route = detachedRoutes.route(payload)
        } else {
            route = decodeRouteBody(value, named: document.stored(key).start)
        }
        route.id = id
        return route
    }

    /// Everything of a route below its key; the id is left empty for the caller.
    /// `name` is the key's symbol, for messages.
    mutating func decodeRouteBody(_ value: NodeID, named name: Int32) -> Route {
        var route = Route(id: Located("", at: .start))
        // `profile:` with nothing after it is a route with no params, links or transitions.
        if isEmptyScalar(value) { return route }
        let routeName = memo.string(name, in: document.symbols)
        guard let entries = mapping(value, "route '\(routeName)'", allowed: Self.routeKeys) else {
            return route
        }
        if let node = entries[.params]?.value { route.params = decodeParams(node) }
        if let node = entries[.deeplink]?.value {
            (route.deepLinks, route.deepLinkForms) = decodeDeepLinks(node)
        }
        if let node = entries[.transitions]?.value { route.transitions = decodeTransitionList(node) }
        if let node = entries[.allow]?.value {
            route.allow = textList(node, "allow").compactMap { rule in
                ruleID(rule, in: "allow").map { Located($0, at: rule.location) }
            }
        }
        if let node = entries[.entry]?.value { route.entry = bool(node, "entry") }
        if let node = entries[.requires]?.value { route.requires = decodeRequires(node) }
        if let entry = entries[.otherwise] {
            route.otherwise = decodeOtherwise(entry.value, requires: route.requires)
            if entries[.requires] == nil {
                report(
                    .missingField, at: location(entry.key),
                    "route '\(routeName)' has otherwise but no requires, so otherwise never runs",
                    help: "list the conditions it needs: requires: [premium], or remove otherwise")
            }
        }
        return route
    }

    /// A `transitions:` value, a route's or a tab bar's: a list of items.
    mutating func decodeTransitionList(_ node: NodeID) -> [Transition] {
        guard kind(node) == .sequence else {
            report(
                .wrongType, at: location(node), "transitions must be a list, not \(describe(node))",
                help: "write each transition as a list item: - push: route")
            return []
        }
        let items = document.items(of: node)
        var transitions: [Transition] = []
        transitions.reserveCapacity(items.count)
        for item in items {
            if let transition = decodeTransitionItem(item) { transitions.append(transition) }
        }
        return transitions
    }

    /// A stack's or a route set's `children`: coordinator ids. A long-hand entry with
    /// `requires` is a tab's; a flow is guarded by its own `requires`.
    mutating func stackChildren(_ id: NodeID) -> [Located<String>] {
        guard kind(id) == .sequence else { return textList(id, "children") }
        var children: [Located<String>] = []
        for item in document.items(of: id) {
            if kind(item) == .mapping {
                report(
                    .wrongType, at: location(item),
                    "an entry of children must be a coordinator id, not a mapping",
                    notes: ["only a tabs coordinator's children are written long-hand, to guard a tab"],
                    help: "to guard starting a flow, write requires: [...] in the flow's coordinator")
            } else if let child = text(item, "an entry of children") {
                children.append(child)
            }
        }
        return children
    }

    mutating func decodeParams(_ id: NodeID) -> [Param] {
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id), "params must be a mapping of name to type, not \(describe(id))",
                help: "write params as `name: Type`, e.g. id: Int")
            return []
        }
        let entries = document.entries(of: id)
        var params: [Param] = []
        params.reserveCapacity(entries.count)
        for entry in entries {
            // The usual case, `id: Int`, straight from the nodes; anything else goes the
            // long way below, which reports what is wrong.
            let key = document.stored(entry.key)
            let value = document.stored(entry.value)
            if key.kind == .scalar, value.kind == .scalar, value.count > 0,
                memo.isIdentifier(key.start, in: document.symbols),
                let type = memo.paramType(value.start, in: document.symbols)
            {
                params.append(
                    Param(
                        name: Located(memo.string(key.start, in: document.symbols), at: key.location),
                        type: Located(type, at: value.location)))
                continue
            }
            let paramName = name(entry.key, "param name")
            guard let spelling = text(entry.value, "the type of a param") else { continue }
            guard let type = memo.paramType(document.stored(entry.value).start, in: document.symbols) else {
                let known = ["String", "Int", "Double", "Bool", "UUID", "URL"]
                let bare = spelling.value.hasSuffix("?") ? String(spelling.value.dropLast()) : spelling.value
                let isRange = bare.contains("(")
                report(
                    .wrongType, at: spelling.location, "'\(spelling.value)' is not a param type",
                    notes: [
                        "a param is String, Int, Double, Bool, UUID, URL, a range of Int, a name of `types` or an "
                            + "UpperCamelCase type of the app, optionally with '?'"
                    ],
                    help: isRange
                        ? "write a range as Int(1...12), Int(1...) or Int(...12): whole numbers, the lower bound "
                            + "first, no spaces ('..<' is not read)"
                        : Suggestion.help(for: bare, among: known))
                continue
            }
            guard let paramName else { continue }
            params.append(Param(name: paramName, type: Located(type, at: spelling.location)))
        }
        return params
    }
}
