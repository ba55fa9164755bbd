/// The parts of the `open: onTop` helpers that walk down a `Modal`: both the helper
/// that shows a link's target on top and the one that presents a guard's answer on top
/// step into a flow's node the same way and stop at an alert.
extension NavigationFileBuilder {
    /// One case per flow that can be shown modally: run `recurse` on the flow's node and
    /// put it back; then, when alerts exist, a case that refuses an alert on top.
    func modalFlowCases(recursing recurse: (SwiftExpression) -> SwiftExpression) -> [SwiftSwitchCase] {
        var cases: [SwiftSwitchCase] = []
        for flow in model.modalFlows {
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase("flow", [.enumCase(flow, [.binding("flow")]), .binding("style")])],
                    body: [
                        .binding(isLet: false, name: "inner", type: nil, value: .local("flow")),
                        .guard([.expression(recurse(.local("inner")))], else: [.return(.boolean(false))]),
                        .assignment(
                            .local("node"),
                            .dotCall(
                                "flow",
                                [
                                    .unlabelled(.dotCall(flow, [.unlabelled(.local("inner"))])),
                                    SwiftArgument("style", .local("style")),
                                ])),
                        .return(.boolean(true)),
                    ]))
        }
        if !model.alertCoordinators.isEmpty {
            cases.append(
                SwiftSwitchCase(patterns: [.enumCase("alert", [.wildcard])], body: [.return(.boolean(false))])
            )
        }
        return cases
    }

    /// `.route(destination, style: style, modal: presented)`: the route modal on top, rebuilt.
    func routeModal(_ presented: SwiftExpression) -> SwiftExpression {
        .dotCall(
            "route",
            [
                .unlabelled(.local("destination")), SwiftArgument("style", .local("style")),
                SwiftArgument("modal", presented),
            ])
    }
}
