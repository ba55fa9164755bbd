/// Conditions with params in the skeletons (docs/spec/conditions.md, "Conditions with
/// params"): a guard reads the tuple of the guarded route's values
/// (`conditions.joined(roomId: roomId)`), a wait takes those values on to the root,
/// which starts the satisfying flow at its root with them and sets that tuple when the
/// flow finishes with its outcome, and a `set` item writes the tuple of the values of
/// the route that declares it. A plain condition reads and writes as before.
extension SkeletonPlan {
    /// The params of `condition`: empty for a plain one.
    func tupleParams(of condition: String) -> [Param] { conditions.entry(condition)?.params ?? [] }

    /// `roomId: roomId` for each of a tuple's values, each the local named by its arg
    /// (`values`, in the condition's params' order); unlabelled for a closure's call.
    static func tupleArguments(_ params: [Param], values: [String], labelled: Bool = true)
        -> [SwiftArgument]
    {
        zip(params, values).map { param, value in
            labelled ? SwiftArgument(param.name.value, .local(value)) : .unlabelled(.local(value))
        }
    }

    /// The Swift types of a condition's params, in order: what its `waitFor...` callback takes.
    func tupleTypes(of condition: String) -> [SwiftTypeName] {
        tupleParams(of: condition).map { NavigationFileBuilder.type(of: $0.type.value, names) }
    }

    /// `conditions.joined(roomId: roomId)` for a check with args, `conditions.signedIn`
    /// for a plain one, `all` being the conditions as this coordinator reads them.
    func tupleRead(_ check: SkeletonConditions.Check, of all: SwiftExpression) -> SwiftExpression {
        let params = tupleParams(of: check.condition)
        guard let args = check.args, !params.isEmpty else { return .member(all, check.condition) }
        return .call(.member(all, check.condition), Self.tupleArguments(params, values: args), trailing: nil)
    }

    /// `changed.setJoined(false, roomId: roomId)` for a `set` key with args, the values
    /// being the declaring route's, in scope by their names; nil for a plain key.
    func tupleWrite(_ change: Edge.ConditionChange, on changed: SwiftExpression) -> SwiftStatement? {
        let id = navigation[change.condition].id.value
        let params = tupleParams(of: id)
        guard let args = change.args, !params.isEmpty else { return nil }
        return .expression(
            .call(
                .member(changed, Self.tupleSetter(id)),
                [.unlabelled(.boolean(change.value))] + Self.tupleArguments(params, values: args),
                trailing: nil))
    }

    /// `setJoined`: the generated setter of one tuple.
    static func tupleSetter(_ condition: String) -> String { "set" + SwiftName.upperCamel(condition) }

    /// The values a `set` method takes: each arg of a key with args, typed as the
    /// condition's param it binds, once, in item order. The route that declares the item
    /// passes its own values of those names.
    func setValues(of changes: [Edge.ConditionChange]) -> [Param] {
        var values: [Param] = []
        for change in changes {
            guard let args = change.args else { continue }
            let params = tupleParams(of: navigation[change.condition].id.value)
            for (param, arg) in zip(params, args) where !values.contains(where: { $0.name.value == arg }) {
                values.append(Param(name: Located(arg, at: param.name.location), type: param.type))
            }
        }
        return values
    }

    /// The pattern of a waiting state's top, the root of the flow that satisfies
    /// `entry`: `.joining(.join(let roomId))`, binding the values of the root's params
    /// named as the condition's; `.joining(_)` for a plain condition.
    func waitingFlowPattern(_ entry: SkeletonConditions.Entry, flow: String) -> SwiftPattern {
        guard !entry.params.isEmpty, let root = Self.inputRoute(of: model.coordinator(flow)) else {
            return .enumCase(flow, [.wildcard])
        }
        let names = Set(entry.params.map(\.name.value))
        let values = root.params.map { param -> SwiftPattern in
            names.contains(param.name.value) ? .binding(param.name.value) : .wildcard
        }
        return .enumCase(flow, [.enumCase(root.id.value, values)])
    }

    /// Whether a `then:` or `on:` handler of this coordinator runs a `set` key with args:
    /// it reads the values of the screen its flow was started on.
    var setsTuplesUnderFlows: Bool {
        children.contains { child in
            child.thens.contains { then in
                (then.actions.map(\.move) + then.events.map(\.move)).contains { move in
                    guard case .set(let changes)? = move?.kind else { return false }
                    return changes.contains { $0.args != nil }
                }
            }
        }
    }

    /// A `set` with args where the values are not in scope (a `then:` or `on:` handler):
    /// `switch path.last { case .timeline(let roomId)?: ... }`, one case per route of
    /// this coordinator whose start runs it and that has params of all the `needed`
    /// names: the screen the flow was started on; a comment where `screen` is nil.
    func tupleSetUnder(
        _ screen: SwiftExpression?, needing needed: [String], changes: [Edge.ConditionChange],
        in scope: SwiftNameScope
    ) -> [SwiftStatement] {
        let spelled = changes.map { change in
            navigation[change.condition].id.value
                + (change.args.map { "(" + $0.joined(separator: ", ") + ")" } ?? "") + ": \(change.value)"
        }.joined(separator: ", ")
        // The routes whose start has a `then:` or `on:` with this `set`: one is under the flow.
        let declaring = Set(
            children.flatMap { child in
                child.thens.filter { then in
                    (then.actions.map(\.move) + then.events.map(\.move)).contains {
                        $0?.kind == .set(changes)
                    }
                }.flatMap(\.routes)
            })
        let routes = Self.shownRoutes(of: coordinator, model: model).filter { route in
            declaring.contains(route.id.value)
                && needed.allSatisfy { name in route.params.contains { $0.name.value == name } }
        }
        guard let screen, !routes.isEmpty else {
            return [
                .comment(
                    "`set: { \(spelled) }` takes the values of the screen the flow was started on: left to you."
                )
            ]
        }
        var inner = scope
        inner.bind(needed)
        let cases = routes.map { route -> SwiftSwitchCase in
            let values = route.params.map { param -> SwiftPattern in
                needed.contains(param.name.value) ? .binding(param.name.value) : .wildcard
            }
            let own = SwiftPattern.enumCase(route.id.value, values)
            let pattern: SwiftPattern =
                coordinator.route(named: route.id.value) != nil
                ? own
                : usedSets.first(where: { $0.route(named: route.id.value) != nil }).map {
                    .enumCase($0.id.value, [own])
                } ?? own
            return SwiftSwitchCase(
                patterns: [.some(pattern)], body: setStatements(changes, in: inner, screen: nil))
        }
        return [
            .comment("`set: { \(spelled) }` takes the values of the screen the flow was started on."),
            .switch(screen, cases + [SwiftSwitchCase(patterns: [], body: [.break])]),
        ]
    }
}
