/// How a coordinator wires a child flow's outcomes to the `then:` of the start
/// that showed it, the same in both frameworks. With one `then:` the make method
/// wires its handler; when the starts of a child differ in their `then:`, each
/// start passes its own handler, and a flow a deep link shows gets the handler of
/// the start on the route under it, as `navgen simulate` runs it.
extension SkeletonSyntax {
    /// `{ [weak self] outcome in self?.loginDidFinish(outcome) }`, in a body whose names are `scope`.
    static func finishClosure(_ handler: String, in scope: SwiftNameScope) -> SwiftClosure {
        var scope = scope
        let outcome = scope.claim("outcome")
        return SwiftClosure(
            captures: ["weak self"], parameters: [outcome],
            body: [.expression(optionalSelfCall(handler, [.unlabelled(.local(outcome))]))])
    }

    /// The closure a start of `child` passes to its make method, when each start
    /// passes its own: `makeLogin { [weak self] outcome in ... }`.
    static func startHandler(_ child: SkeletonPlan.Child, then: Int, in scope: SwiftNameScope)
        -> SwiftClosure?
    {
        guard child.handlerPerStart, child.finishHandler != nil, child.thens.indices.contains(then) else {
            return nil
        }
        return finishClosure(child.thens[then].handler, in: scope)
    }

    /// The argument a deep link's flow passes to its make method, when each start
    /// passes its own handler: `onFinish: loginFinishHandler(startedOn: path.last)`.
    static func deepLinkHandler(_ child: SkeletonPlan.Child, startedOn route: SwiftExpression)
        -> [SwiftArgument]
    {
        guard let lookup = child.handlerLookup else { return [] }
        return [
            SwiftArgument(
                "onFinish", .call(.local(lookup), [SwiftArgument("startedOn", route)], trailing: nil))
        ]
    }

    /// The make method's `onFinish` parameter, when each start passes its own handler;
    /// its name is bound in `scope`, the make method's.
    static func finishParameter(
        _ child: SkeletonPlan.Child, in scope: inout SwiftNameScope, outcome: SwiftTypeName
    ) -> SwiftParameter? {
        guard child.finishHandler != nil, child.handlerPerStart else { return nil }
        return SwiftParameter(
            label: "onFinish", name: scope.claim("onFinish"), type: .function([outcome], .void),
            isEscaping: true)
    }

    /// The statement that wires the flow `flow`'s outcomes: to the one handler, or to
    /// the make method's parameter `handler`, the one the start passed.
    static func finishWiring(
        _ child: SkeletonPlan.Child, of flow: SwiftExpression, handler parameter: String?,
        in scope: SwiftNameScope
    ) -> [SwiftStatement] {
        guard let handler = child.finishHandler else { return [] }
        guard let parameter else {
            return [.assignment(.member(flow, "onFinish"), .closure(finishClosure(handler, in: scope)))]
        }
        return [.assignment(.member(flow, "onFinish"), .local(parameter))]
    }

    /// `loginFinishHandler(startedOn:)`: the handler of the start of the child on
    /// `route`, the last of this coordinator's screens under the flow (nil: its
    /// first screen). Routes without a start of their own get the first screen's.
    static func handlerLookup(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, route: SwiftTypeName, outcome: SwiftTypeName
    ) -> SwiftDeclaration? {
        guard let lookup = child.handlerLookup else { return nil }
        var scope = SwiftNameScope()
        let parameter = scope.claim("route")
        let root = plan.coordinator.root?.value
        let fallback = child.thens.firstIndex { $0.routes.contains { $0 == root } } ?? 0
        var cases: [SwiftSwitchCase] = []
        for (index, then) in child.thens.enumerated() where index != fallback {
            let routes = then.routes.filter { $0 != root }
            guard !routes.isEmpty else { continue }
            cases.append(
                SwiftSwitchCase(
                    patterns: routes.map { .some(plan.routePatternWithoutValues($0)) },
                    body: [.return(.closure(finishClosure(then.handler, in: scope)))]))
        }
        cases.append(
            SwiftSwitchCase(
                patterns: [],
                body: [.return(.closure(finishClosure(child.thens[fallback].handler, in: scope)))]))
        return .function(
            SwiftFunction(
                docs: [
                    "The outcome handler of the start of `\(child.id)` on `route`, the screen under a flow a deep",
                    "link shows (nil: the first screen): each start of `\(child.id)` has its own `then:`.",
                ],
                access: .private, kind: .named(lookup),
                parameters: [SwiftParameter(label: "startedOn", name: parameter, type: .optional(route))],
                returnType: .function([outcome], .void),
                body: [.switch(.local(parameter), cases)]))
    }
}

extension SkeletonSyntax {
    /// `loginDidFinish(_:)`, one per `then:` of the child: closes the flow, then an
    /// exhaustive `switch` runs the action for the outcome (`perform` spells it in
    /// the framework's calls, in the handler's scope; a then-start calls the method of
    /// the same start when there is one).
    static func finishHandlers(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, outcome: SwiftTypeName,
        perform: (SkeletonPlan.Move, SwiftNameScope) -> [SwiftStatement]
    ) -> [SwiftDeclaration] {
        guard child.finishHandler != nil else { return [] }
        var scope = SwiftNameScope()
        let parameter = scope.claim("outcome")
        return child.thens.map { then in
            let cases = then.actions.map { outcome, move -> SwiftSwitchCase in
                var body: [SwiftStatement] = [.break]
                if let move {
                    let statements = plan.thenAction(move, in: scope, perform: perform)
                    if !statements.isEmpty { body = statements }
                }
                return SwiftSwitchCase(patterns: [.enumCase(outcome, [])], body: body)
            }
            let origin =
                child.handlerPerStart ? " on " + then.routes.map { "`\($0)`" }.joined(separator: ", ") : ""
            return .function(
                SwiftFunction(
                    docs: [
                        "The `then:` of `start: \(child.id)`\(origin): closes the flow, then acts on its outcome."
                    ],
                    access: .private, kind: .named(then.handler),
                    parameters: [SwiftParameter(label: nil, name: parameter, type: outcome)],
                    body: [
                        .expression(.call(.local(child.closeMethod), [], trailing: nil)),
                        .switch(.local(parameter), cases),
                    ]))
        }
    }
}
