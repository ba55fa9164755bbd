/// Routes of the sets a stack uses, as its skeleton names them (docs/spec.md,
/// Shared route sets).
extension SkeletonPlan {
    /// The sets this coordinator uses, in `uses` order, each once.
    var usedSets: [Coordinator] { Self.usedSets(of: coordinator, model: model) }

    static func usedSets(of coordinator: Coordinator, model: AppModel) -> [Coordinator] {
        var seen: Set<String> = []
        return coordinator.uses.compactMap { entry in
            guard seen.insert(entry.value).inserted, let set = model.coordinator(entry.value),
                set.kind == .routes
            else { return nil }
            return set
        }
    }

    /// The routes a stack shows: its own, then those of the sets it uses. Their
    /// transitions are all the stack's: it pushes, presents, starts and answers
    /// for a set route it shows as for its own.
    static func shownRoutes(of coordinator: Coordinator, model: AppModel) -> [Route] {
        coordinator.routes + usedSets(of: coordinator, model: model).flatMap(\.routes)
    }

    /// The actions of the routes the coordinator shows, `then:` and `otherwise` actions included.
    static func shownActions(of coordinator: Coordinator, model: AppModel) -> [Action] {
        shownRoutes(of: coordinator, model: model).flatMap { route in
            SkeletonConditions.transitions(of: route).flatMap(AppModel.actions(in:))
        }
    }

    /// The names a set's own skeleton gives the methods of its transitions, by their
    /// edges: a using stack gives its methods for them the same names, which the set's
    /// `<Set>Navigating` protocol requires.
    static func setMethodNames(of coordinator: Coordinator, index: SkeletonIndex, reserved: [String])
        -> [Edge: String]
    {
        var names: [Edge: String] = [:]
        for set in usedSets(of: coordinator, model: index.model) {
            let plan = SkeletonPlan(index: index, coordinator: set, reserved: reserved)
            for item in set.routes.flatMap({ items(of: $0, model: index.model) }) {
                guard let move = plan.move(item.edge, then: item.then),
                    let method = plan.method(for: move)
                else { continue }
                names[item.edge] = method.name
            }
        }
        return names
    }

    /// The name `owner`'s alert `name` goes by on `coordinator`'s skeleton: its own,
    /// or `set.name` when another alert it shows has that name.
    static func alertID(_ name: String, of owner: Coordinator, on coordinator: Coordinator, model: AppModel)
        -> String
    {
        guard owner.id != coordinator.id else { return name }
        let others = [coordinator] + usedSets(of: coordinator, model: model).filter { $0.id != owner.id }
        return others.contains { $0.alert(named: name) != nil } ? owner.id.value + "." + name : name
    }

    /// `.home`, or `.common(.account)` for a route of a used set: a case of this
    /// stack's route enum, whatever its values.
    func routePatternWithoutValues(_ target: String) -> SwiftPattern {
        guard coordinator.route(named: target) == nil,
            let set = usedSets.first(where: { $0.route(named: target) != nil })
        else { return .enumCase(target, []) }
        return .enumCase(set.id.value, [.enumCase(target, [])])
    }

    /// A using stack's cases for its sets' routes, each handing its route to the set's
    /// `<Set>Routes` made with this coordinator; `subject` is the route switched over,
    /// in a body whose names are `scope`.
    func usedSetCases(
        over subject: String, in scope: SwiftNameScope,
        _ body: (_ set: String, _ routes: SwiftExpression, _ route: SwiftExpression) -> [SwiftStatement]
    ) -> [SwiftSwitchCase] {
        usedSets.map { set in
            // The case binds the set's route under the name of the route switched over.
            var scope = scope
            let route = scope.rebind(subject)
            let routes = SwiftExpression.call(
                .type(.named([names.routeSetType(set.id.value)])), [SwiftArgument("coordinator", .self)],
                trailing: nil)
            return SwiftSwitchCase(
                patterns: [.enumCase(set.id.value, [.binding(route)])],
                body: body(set.id.value, routes, .local(route)))
        }
    }
}
