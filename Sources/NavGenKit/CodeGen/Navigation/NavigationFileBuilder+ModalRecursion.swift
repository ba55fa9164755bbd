/// The parts of the `open: onTop` helpers that walk down the tree: both the helper
/// that shows a link's target on top and the one that presents a guard's answer on top
/// step into a stack's modal, a route modal's and a flow's node the same way and stop
/// at an alert.
extension NavigationFileBuilder {
    /// One case per flow that can be shown modally: run `recurse` on the flow's node and
    /// put it back; then, when alerts exist, a case that refuses an alert on top.
    func modalFlowCases(recursing recurse: (SwiftExpression) -> SwiftExpression) -> [SwiftSwitchCase] {
        var cases: [SwiftSwitchCase] = []
        for flow in model.modalFlows {
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase("flow", [.enumCase(flow, [.binding("flow")]), .binding("style")])],
                    body: stepping(into: .local("flow"), store: .local("node"), recursing: recurse) { inner in
                        .dotCall(
                            "flow",
                            [
                                .unlabelled(.dotCall(flow, [.unlabelled(inner)])),
                                SwiftArgument("style", .local("style")),
                            ])
                    }))
        }
        if !model.alertCoordinators.isEmpty {
            cases.append(
                SwiftSwitchCase(patterns: [.enumCase("alert", [.wildcard])], body: [.return(.boolean(false))])
            )
        }
        return cases
    }

    /// `if let modal = node.modal { … }`: a stack's modal decides, and is put back.
    func stackModalStep(recursing recurse: (SwiftExpression) -> SwiftExpression) -> SwiftStatement {
        .if(
            [.optionalBinding("modal", .member(.local("node"), "modal"))],
            then: stepping(
                into: .local("modal"), store: .member(.local("node"), "modal"), recursing: recurse),
            else: nil)
    }

    /// `if let presented { … }`: what a route modal presents decides; the route modal
    /// is rebuilt around it.
    func presentedModalStep(recursing recurse: (SwiftExpression) -> SwiftExpression) -> SwiftStatement {
        .if(
            [.optionalBinding("presented", .local("presented"))],
            then: stepping(
                into: .local("presented"), store: .local("node"), recursing: recurse, rebuild: routeModal),
            else: nil)
    }

    /// `var inner = value`, `guard recurse(&inner) else { return false }`, then `inner`
    /// put back into `store` (through `rebuild`) and `return true`: one step down the tree.
    private func stepping(
        into value: SwiftExpression, store: SwiftExpression,
        recursing recurse: (SwiftExpression) -> SwiftExpression,
        rebuild: (SwiftExpression) -> SwiftExpression = { $0 }
    ) -> [SwiftStatement] {
        [
            .binding(isLet: false, name: "inner", type: nil, value: value),
            .guard([.expression(recurse(.local("inner")))], else: [.return(.boolean(false))]),
            .assignment(store, rebuild(.local("inner"))),
            .return(.boolean(true)),
        ]
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
