/// Guards in the diagram, only for a spec with `conditions` (other specs draw as
/// they did): a node per condition linked to its satisfying flow, `requires` in the
/// labels of guarded routes, coordinators and tabs, and each `otherwise` as a dashed
/// edge from the guarded route.
extension DiagramBuilder {
    /// One node per condition, outside every group: `signedIn`, `initially false`.
    func conditionNodes() -> [DiagramNode] {
        model.conditions.map { condition in
            var details = ["initially \(condition.initially)"]
            if condition.setByApp { details.append("set by the app") }
            return DiagramNode(
                id: DiagramID.condition(condition.id.value), kind: .condition(condition.id.value), group: nil,
                title: condition.id.value, details: details)
        }
    }

    /// `satisfiedBy` edges from each condition to its flow's entry, then `otherwise`
    /// edges from each guarded route to what runs instead.
    func guardEdges() -> [DiagramEdge] {
        let satisfied = model.conditions.compactMap { condition -> DiagramEdge? in
            guard let flow = condition.satisfiedBy, let target = entry(model[flow.coordinator].id.value)
            else {
                return nil
            }
            return DiagramEdge(
                from: DiagramID.condition(condition.id.value), to: target, kind: .satisfiedBy,
                label: "satisfiedBy · \(flow.style.rawValue) · on \(flow.outcome)", stroke: .dashed,
                presentation: flow.style, outcome: flow.outcome)
        }
        let otherwise = spec.coordinators.flatMap { coordinator in
            coordinator.routes.flatMap { route in
                (route.otherwise?.entries ?? []).compactMap { item -> DiagramEdge? in
                    guard let transition = item.fallback.transition else { return nil }
                    let source = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                    let action = transition.action
                    let target: String?
                    switch action {
                    case .show(let name, _), .replace(let name):
                        target = routeID(name.value, from: source)
                    case .go(let name, _):
                        target = goRouteID(name.value, from: source)
                    case .start(let child, _, _, _), .tab(let child):
                        target = entry(child.value)
                    case .alert(let name, _):
                        target = DiagramID.alert(source.coordinator, name.value)
                    case .set(let pairs):
                        // The first condition it changes; the label lists every pair.
                        target = pairs.lazy.compactMap { self.conditionID($0.condition.value) }.first
                    case .pop, .popToRoot, .dismiss, .finish, .emit:
                        target = nil
                    }
                    guard let target else { return nil }
                    return DiagramEdge(
                        from: DiagramID.route(source.coordinator, source.route), to: target, kind: .otherwise,
                        label: "otherwise" + (item.key.map { " \($0.value)" } ?? "")
                            + " · \(Self.text(of: action))",
                        stroke: .dashed, location: transition.location, action: action.keyword)
                }
            }
        }
        return satisfied + otherwise
    }

    /// `🔒 requires premium, !beta` for a guarded route.
    func requiresDetail(_ route: RouteRef) -> String? {
        guard let number = model.route(route), !model[number].guards.isEmpty else { return nil }
        return "🔒 requires " + names(model[number].guards)
    }

    /// ` · requires signedIn` for a coordinator whose start is guarded; empty otherwise.
    func requiresLabel(coordinator id: String) -> String {
        guard let coordinator = model.coordinator(named: id), !model[coordinator].guards.isEmpty else {
            return ""
        }
        return " · requires " + names(model[coordinator].guards)
    }

    /// ` · requires signedIn` for a tab shown only while its guards are met (its
    /// entry's, then its coordinator's own).
    func requiresLabel(tab: String, of tabs: String) -> String {
        let guards = model.tabGuards(tab, of: tabs)
        return guards.isEmpty ? "" : " · requires " + names(guards)
    }

    /// `premium, !beta`.
    private func names(_ guards: [ConditionGuard]) -> String {
        guards.map { guarded in
            let id =
                model.conditions.indices.contains(guarded.condition.rawValue)
                ? model[guarded.condition].id.value : "?"
            return guarded.isNegated ? "!" + id : id
        }.joined(separator: ", ")
    }

    /// `sheet paywall`, `start upgrade`: an `otherwise` action as its label says it.
    private static func text(of action: Action) -> String {
        switch action {
        case .show(let target, _), .tab(let target), .finish(let target), .alert(let target, _),
            .start(let target, _, _, _), .replace(let target), .go(let target, _), .emit(let target):
            "\(action.keyword) \(target.value)"
        case .pop, .popToRoot, .dismiss:
            action.keyword
        case .set(let pairs):
            "set " + pairs.map { ConditionSetting($0).description }.joined(separator: ", ")
        }
    }

    /// The node of a condition the model declares; nil for a name that declares none.
    func conditionID(_ name: String) -> String? {
        model.condition(named: name).map { _ in DiagramID.condition(name) }
    }

    /// A `set` item: an edge from the route to each condition it changes, labelled
    /// with the value (`set false`).
    func setEdges(_ pairs: [ConditionAssignment], from source: RouteRef, at location: SourceLocation)
        -> [DiagramEdge]
    {
        pairs.compactMap { pair in
            conditionID(pair.condition.value).map {
                DiagramEdge(
                    from: DiagramID.route(source.coordinator, source.route), to: $0, kind: .setCondition,
                    label: "set \(pair.value)", stroke: .dashed, location: location)
            }
        }
    }
}
