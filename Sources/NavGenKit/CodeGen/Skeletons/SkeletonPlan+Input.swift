/// Flows that take an input: a flow whose root route has required params gets an
/// `input` property (its root screen with the values), set by the coordinator that
/// starts it, whose start method takes those values as arguments.
extension SkeletonPlan {
    /// The root route of `coordinator` when it has a required param: the flow's input.
    static func inputRoute(of coordinator: Coordinator?) -> Route? {
        guard let coordinator, coordinator.kind == .stack, let root = coordinator.root?.value,
            let route = coordinator.route(named: root),
            route.params.contains(where: { !$0.type.value.isOptional })
        else { return nil }
        return route
    }

    /// This coordinator's own input, when it is a flow that takes one.
    var inputRoute: Route? { Self.inputRoute(of: coordinator) }

    /// The input a started child takes, if any.
    func inputRoute(ofChild child: String) -> Route? { Self.inputRoute(of: model.coordinator(child)) }

    /// `var input: ComposerRoute?`: set by the starter before the flow is shown.
    func inputProperty() -> SwiftDeclaration? {
        guard inputRoute != nil else { return nil }
        return .variable(
            SwiftVariable(
                docs: [
                    "The root screen with the input this flow was started with: set by the coordinator that",
                    "starts it (or by `apply(_:)`) before the flow is shown.",
                ],
                name: "input", type: .optional(.named([names.route(id)])), body: .stored(.nil)))
    }

    /// `if case .composer(let route)? = node.stack.first { input = route }`, first in
    /// `apply(_:)`, whose names are `scope`.
    func applyInput(node: SwiftExpression, in scope: SwiftNameScope) -> [SwiftStatement] {
        guard inputRoute != nil else { return [] }
        var scope = scope
        let route = scope.claim("route")
        return [
            .if(
                [
                    .matches(
                        .some(.enumCase(id, [.binding(route)])), .member(.member(node, "stack"), "first"))
                ],
                then: [.assignment(.member(.self, "input"), .local(route))], else: nil)
        ]
    }

    /// `flow.input = .compose(replyTo: replyTo, draft: draft)`, from the start method's arguments.
    func setInput(of child: String, on flow: SwiftExpression) -> [SwiftStatement] {
        guard let route = inputRoute(ofChild: child) else { return [] }
        return [.assignment(.member(flow, "input"), SkeletonSyntax.route(route))]
    }
}
