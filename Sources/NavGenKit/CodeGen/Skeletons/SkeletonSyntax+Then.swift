/// How a coordinator wires a child flow's outcomes to the `then:` of the start
/// that showed it, the same in both frameworks. With one `then:` the make method
/// wires its handler; when the starts of a child differ in their `then:`, each
/// start passes its own handler, and a flow a deep link shows gets the handler of
/// the start on the route under it, as `navgen simulate` runs it.
extension SkeletonSyntax {
    /// `{ [weak self] outcome in self?.loginDidFinish(outcome) }`
    static func finishClosure(_ handler: String) -> SwiftClosure {
        SwiftClosure(
            captures: ["weak self"], parameters: ["outcome"],
            body: [.expression(optionalSelfCall(handler, [.unlabelled(.local("outcome"))]))])
    }

    /// The closure a start of `child` passes to its make method, when each start
    /// passes its own: `makeLogin { [weak self] outcome in ... }`.
    static func startHandler(_ child: SkeletonPlan.Child, then: Int) -> SwiftClosure? {
        guard child.handlerPerStart, child.finishHandler != nil, child.thens.indices.contains(then) else {
            return nil
        }
        return finishClosure(child.thens[then].handler)
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

    /// The make method's `onFinish` parameter and the statement that wires the
    /// flow's outcomes: to the one handler, or to the one the start passed. `local`
    /// names the flow in the make method (a child called `onFinish` makes the
    /// parameter `handler` inside).
    static func finishWiring(_ child: SkeletonPlan.Child, local: String, outcome: SwiftTypeName)
        -> (parameters: [SwiftParameter], statements: [SwiftStatement])
    {
        guard let handler = child.finishHandler else { return ([], []) }
        let flow = SwiftExpression.local(local)
        guard child.handlerPerStart else {
            return ([], [.assignment(.member(flow, "onFinish"), .closure(finishClosure(handler)))])
        }
        let name = local == "onFinish" ? "handler" : "onFinish"
        return (
            [
                SwiftParameter(
                    label: "onFinish", name: name, type: .function([outcome], .void), isEscaping: true)
            ],
            [.assignment(.member(flow, "onFinish"), .local(name))]
        )
    }

    /// `loginFinishHandler(startedOn:)`: the handler of the start of the child on
    /// `route`, the last of this coordinator's screens under the flow (nil: its
    /// first screen). Routes without a start of their own get the first screen's.
    static func handlerLookup(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, route: SwiftTypeName, outcome: SwiftTypeName
    ) -> SwiftDeclaration? {
        guard let lookup = child.handlerLookup else { return nil }
        let root = plan.coordinator.root?.value
        let fallback = child.thens.firstIndex { $0.routes.contains { $0 == root } } ?? 0
        var cases: [SwiftSwitchCase] = []
        for (index, then) in child.thens.enumerated() where index != fallback {
            let routes = then.routes.filter { $0 != root }
            guard !routes.isEmpty else { continue }
            cases.append(
                SwiftSwitchCase(
                    patterns: routes.map { .some(plan.routePatternWithoutValues($0)) },
                    body: [.return(.closure(finishClosure(then.handler)))]))
        }
        cases.append(
            SwiftSwitchCase(
                patterns: [], body: [.return(.closure(finishClosure(child.thens[fallback].handler)))]))
        return .function(
            SwiftFunction(
                docs: [
                    "The outcome handler of the start of `\(child.id)` on `route`, the screen under a flow a deep",
                    "link shows (nil: the first screen): each start of `\(child.id)` has its own `then:`.",
                ],
                access: .private, kind: .named(lookup),
                parameters: [SwiftParameter(label: "startedOn", name: "route", type: .optional(route))],
                returnType: .function([outcome], .void),
                body: [.switch(.local("route"), cases)]))
    }
}

extension SkeletonSyntax {
    /// `loginDidFinish(_:)`, one per `then:` of the child: closes the flow, then an
    /// exhaustive `switch` runs the action for the outcome (`perform` spells it in
    /// the framework's calls).
    static func finishHandlers(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, outcome: SwiftTypeName,
        perform: (SkeletonAction) -> [SwiftStatement]
    ) -> [SwiftDeclaration] {
        guard child.finishHandler != nil else { return [] }
        return child.thens.map { then in
            let cases = then.actions.map { outcome, action -> SwiftSwitchCase in
                var body: [SwiftStatement] = [.break]
                if let action, let skeleton = plan.skeletonAction(action) {
                    let statements = perform(skeleton)
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
                    parameters: [SwiftParameter(label: nil, name: "outcome", type: outcome)],
                    body: [
                        .expression(.call(.local(child.closeMethod), [], trailing: nil)),
                        .switch(.local("outcome"), cases),
                    ]))
        }
    }
}
