extension SpecDecoder {
    static let tabsKeys = ["kind", "children", "initial"]
    static let stackKeys = ["kind", "root", "routes", "children", "outcomes"]
    static let routeKeys = ["params", "deeplink", "transitions", "allow"]

    mutating func decodeCoordinators(_ id: NodeID) -> [Coordinator] {
        guard document[id].kind == .mapping else {
            report(
                .wrongType, at: location(id),
                "coordinators must be a mapping of coordinator id to coordinator, not \(describe(id))")
            return []
        }
        if document.entries(of: id).isEmpty {
            report(.missingField, at: location(id), "coordinators needs at least one coordinator")
        }
        return document.entries(of: id).compactMap { decodeCoordinator(key: $0.key, value: $0.value) }
    }

    private mutating func decodeCoordinator(key: NodeID, value: NodeID) -> Coordinator? {
        guard let id = name(key, "coordinator id") else { return nil }
        let what = "coordinator '\(id.value)'"
        guard document[value].kind == .mapping else {
            report(.wrongType, at: location(value), "\(what) must be a mapping, not \(describe(value))")
            return nil
        }
        var kind = Coordinator.Kind.stack
        if let kindNode = document.value(of: value, forKey: "kind") {
            kind = choice(kindNode, "kind", as: Coordinator.Kind.self)?.value ?? .stack
        }
        switch kind {
        case .tabs: return decodeTabs(id, value)
        case .stack: return decodeStack(id, value)
        }
    }

    private mutating func decodeTabs(_ id: Located<String>, _ value: NodeID) -> Coordinator? {
        let what = "tabs coordinator '\(id.value)'"
        let misplaced = Dictionary(
            uniqueKeysWithValues: ["root", "routes", "outcomes"].map {
                (
                    $0,
                    "'\($0)' belongs to a stack coordinator; a tabs coordinator has kind, children and initial"
                )
            })
        guard let entries = mapping(value, what, allowed: Self.tabsKeys, misplaced: misplaced) else {
            return nil
        }
        var children: [Located<String>] = []
        if let node = require(
            "children", in: entries, of: what, at: id.location, help: "list its tabs: children: [a, b]")
        {
            children = textList(node, "children")
            if children.isEmpty, document[node].kind == .sequence {
                report(
                    .wrongType, at: location(node), "a tabs coordinator needs at least one tab in children")
            }
            checkUnique(children, "children")
        }
        let initial = entries["initial"].flatMap { text($0.value, "initial") }
        return Coordinator(id: id, kind: .tabs, children: children, initial: initial)
    }

    private mutating func decodeStack(_ id: Located<String>, _ value: NodeID) -> Coordinator? {
        let what = "coordinator '\(id.value)'"
        let misplaced = [
            "initial": "'initial' belongs to a tabs coordinator; add `kind: tabs` or remove it"
        ]
        guard let entries = mapping(value, what, allowed: Self.stackKeys, misplaced: misplaced) else {
            return nil
        }
        let root = require(
            "root", in: entries, of: what, at: id.location, help: "name the route at the bottom of its stack"
        )
        .flatMap { text($0, "root") }
        var routes: [Route] = []
        if let node = require("routes", in: entries, of: what, at: id.location) {
            if document[node].kind != .mapping {
                report(
                    .wrongType, at: location(node),
                    "routes must be a mapping of route id to route, not \(describe(node))")
            } else if document.entries(of: node).isEmpty {
                report(.wrongType, at: location(node), "a stack coordinator needs at least one route")
            }
            routes = document.entries(of: node).compactMap { decodeRoute(key: $0.key, value: $0.value) }
        }
        let children = entries["children"].map { textList($0.value, "children") } ?? []
        checkUnique(children, "children")
        var outcomes: [Located<String>] = []
        if let node = entries["outcomes"]?.value {
            if document[node].kind == .sequence {
                outcomes = document.items(of: node).compactMap { name($0, "outcome") }
            } else {
                _ = textList(node, "outcomes")
            }
        }
        checkUnique(outcomes, "outcomes")
        return Coordinator(
            id: id, kind: .stack, children: children, root: root, routes: routes, outcomes: outcomes)
    }

    private mutating func decodeRoute(key: NodeID, value: NodeID) -> Route? {
        guard let id = name(key, "route id") else { return nil }
        var route = Route(id: id)
        // `profile:` with nothing after it is a route with no params, links or transitions.
        if document[value].isEmptyScalar { return route }
        guard let entries = mapping(value, "route '\(id.value)'", allowed: Self.routeKeys) else {
            return route
        }
        if let node = entries["params"]?.value { route.params = decodeParams(node) }
        if let node = entries["deeplink"]?.value {
            route.deepLinks =
                document[node].kind == .sequence
                ? textList(node, "deeplink") : text(node, "deeplink").map { [$0] } ?? []
        }
        if let node = entries["transitions"]?.value {
            if document[node].kind == .sequence {
                route.transitions = document.items(of: node).compactMap { decodeTransitionItem($0) }
            } else {
                report(
                    .wrongType, at: location(node), "transitions must be a list, not \(describe(node))",
                    help: "write each transition as a list item: - push: route")
            }
        }
        if let node = entries["allow"]?.value {
            route.allow = textList(node, "allow").compactMap { rule in
                ruleID(rule, in: "allow").map { Located($0, at: rule.location) }
            }
        }
        return route
    }

    private mutating func decodeParams(_ id: NodeID) -> [Param] {
        guard document[id].kind == .mapping else {
            report(
                .wrongType, at: location(id), "params must be a mapping of name to type, not \(describe(id))",
                help: "write params as `name: Type`, e.g. id: Int")
            return []
        }
        return document.entries(of: id).compactMap { entry in
            let paramName = name(entry.key, "param name")
            guard let spelling = text(entry.value, "the type of a param") else { return nil }
            guard let type = ParamType(spelling: spelling.value) else {
                let known = ["String", "Int", "Double", "Bool", "UUID"]
                let bare = spelling.value.hasSuffix("?") ? String(spelling.value.dropLast()) : spelling.value
                report(
                    .wrongType, at: spelling.location, "'\(spelling.value)' is not a param type",
                    notes: [
                        "a param is String, Int, Double, Bool, UUID or an UpperCamelCase type of the app, optionally with '?'"
                    ],
                    help: Suggestion.help(for: bare, among: known))
                return nil
            }
            guard let paramName else { return nil }
            return Param(name: paramName, type: Located(type, at: spelling.location))
        }
    }
}
