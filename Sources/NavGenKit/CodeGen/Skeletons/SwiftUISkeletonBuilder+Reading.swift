/// `currentNode` of a SwiftUI stack coordinator: its path and what it presents, read
/// back as the navigation state's node, for `open(_:)` to apply an `onTop`
/// link to (docs/spec.md, "How a deep link opens").
extension SwiftUISkeletonBuilder {
    private var modalType: SwiftTypeName { .named([names.state, "Modal"]) }

    /// `currentNode` and, when it presents, `modalNode(_:style:)`.
    func readingMembers() -> [SwiftDeclaration] {
        guard plan.readsBack else { return [] }
        var scope = SwiftNameScope()
        let root = plan.rootScreen(in: &scope)
        let stack = SwiftExpression.local(root.stack)
        var body = root.statements
        body.append(
            .expression(
                .binary(
                    stack, "+=",
                    hostsPushedFlows
                        ? .member(.self, "stackPath")
                        : .call(
                            .member(.member(.self, "path"), "map"), [],
                            trailing: SwiftClosure(body: [
                                .expression(
                                    .call(
                                        .member(.type(destinationType), id),
                                        [.unlabelled(.closureArgument(0))],
                                        trailing: nil))
                            ])))))
        let value = SwiftExpression.call(
            .type(names.nodeType(id)), [SwiftArgument("stack", stack)], trailing: nil)
        if !plan.presents {
            body.append(.return(value))
        } else {
            let node = scope.claim("node")
            body.append(.binding(isLet: false, name: node, type: nil, value: value))
            var inner = scope
            let shown = inner.claim("shown")
            // What back cannot close is read last, on top, as `dismiss` sees it.
            let slots =
                plan.swiftUISlots.filter(\.closedByBack) + plan.swiftUISlots.filter { !$0.closedByBack }
            for slot in slots.compactMap(\.swiftUISlot?.property) {
                body.append(
                    .if(
                        [.optionalBinding(shown, .member(.self, slot))],
                        then: [
                            .assignment(
                                .member(.local(node), "modal"),
                                .call(
                                    .member(.self, "modalNode"),
                                    [.unlabelled(.local(shown)), SwiftArgument("style", .dot(slot))],
                                    trailing: nil))
                        ], else: nil))
            }
            body.append(.return(.local(node)))
        }
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(
                    docs: [
                        "The state on screen, read back: what `open(_:)` applies an `onTop` link to. A",
                        "presentation inside a presentation is not read, as `apply(_:)` does not show it.",
                    ],
                    name: "currentNode", type: names.nodeType(id), body: .computed(body)))
        ]
        if plan.presents { members.append(modalNodeMethod()) }
        return members
    }

    private func modalNodeMethod() -> SwiftDeclaration {
        let scope = SwiftNameScope(parameters: ["presentation", "style"])
        var cases: [SwiftSwitchCase] = []
        if !plan.presentedRoutes.isEmpty {
            var shown = scope
            let route = shown.claim("route")
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase("route", [.binding(route)])],
                    body: [
                        .return(
                            .dotCall(
                                "route",
                                [
                                    .unlabelled(.dotCall(id, [.unlabelled(.local(route))])),
                                    SwiftArgument("style", .local("style")), SwiftArgument("modal", .nil),
                                ]))
                    ]))
        }
        for child in plan.modalChildren {
            var shown = scope
            let flow = shown.claim("flow")
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(child.presentationCase, [.binding(flow)])],
                    body: [
                        .return(
                            .dotCall(
                                "flow",
                                [
                                    .unlabelled(
                                        .dotCall(
                                            child.id, [.unlabelled(.member(.local(flow), "currentNode"))])),
                                    SwiftArgument("style", .local("style")),
                                ]))
                    ]))
        }
        return .function(
            SwiftFunction(
                docs: ["What `presentation` shows, as the navigation state's modal."], access: .private,
                kind: .named("modalNode"),
                parameters: [
                    SwiftParameter(label: nil, name: "presentation", type: presentationType),
                    SwiftParameter("style", names.styleType),
                ],
                returnType: modalType, body: [.switch(.local("presentation"), cases)]))
    }
}
