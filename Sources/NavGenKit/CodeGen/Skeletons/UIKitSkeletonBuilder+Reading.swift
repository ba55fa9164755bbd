/// What a UIKit stack coordinator needs to read its state back for `open(_:)`
/// (docs/spec.md, "How a deep link opens"): UIKit keeps the screens, not the routes,
/// so the coordinator notes the route of each screen `makeViewController(for:)`
/// makes (held weakly) and reads `currentNode` from the navigation controller's
/// screens and what it presents. Written only for a spec that opens by mode.
extension UIKitSkeletonBuilder {
    private var modalType: SwiftTypeName { .named([names.state, "Modal"]) }

    /// Whether this coordinator notes its screens' routes: a stack in a spec that opens by mode.
    /// Also one whose `then:` handlers set a condition's tuple from the screen under the flow.
    var notesRoutes: Bool { plan.opensByMode || plan.setsTuplesUnderFlows }

    /// `shownScreens`, the stored list of the routes of the screens made.
    func shownScreensProperty() -> [SwiftDeclaration] {
        notesRoutes ? [UIKitStackTemplate.members("shown-screens", route: routeType)] : []
    }

    /// `shownRoute(of:)`, `currentNode` (for a coordinator with a node) and `ShownScreen`.
    func readingMembers() -> [SwiftDeclaration] {
        guard notesRoutes else { return [] }
        var members = [UIKitStackTemplate.members("shown-route", route: routeType)]
        if plan.index.isPushedFlow(id), SkeletonPlan.pushesFlows(id, index: plan.index) {
            members.append(shownDestination())
        }
        if plan.readsBack { members.append(currentNode()) }
        return members
    }

    /// `shownDestination(of:)`, for a flow pushed on another's stack that pushes flows
    /// of its own: the screens of all of them share that stack, so the parent that
    /// reads it asks this flow, which answers for its own screens and its flows'.
    private func shownDestination() -> SwiftDeclaration {
        var scope = SwiftNameScope(parameters: ["viewController"])
        let route = scope.claim("route")
        let destination = scope.claim("destination")
        let screen = SwiftExpression.local("viewController")
        var body: [SwiftStatement] = [
            .if(
                [
                    .optionalBinding(
                        route,
                        .call(.member(.self, "shownRoute"), [SwiftArgument("of", screen)], trailing: nil))
                ],
                then: [.return(.dotCall(id, [.unlabelled(.local(route))]))], else: nil)
        ]
        for child in pushedChildren where model.coordinator(child.id)?.kind == .stack {
            body.append(
                childReading(
                    child, of: screen, route: route, destination: destination, found: { .return($0) }))
        }
        body.append(.return(.nil))
        return .function(
            SwiftFunction(
                docs: ["The destination of `viewController`, when this flow or a flow it pushed made it."],
                kind: .named("shownDestination"),
                parameters: [
                    SwiftParameter(label: "of", name: "viewController", type: .named(["UIViewController"]))
                ],
                returnType: .optional(names.destinationType), body: body))
    }

    /// Reads `screen` through a flow pushed onto this stack: the flow's own route, or
    /// for a flow that pushes flows of its own, whatever destination it answers.
    private func childReading(
        _ child: SkeletonPlan.Child, of screen: SwiftExpression, route: String, destination: String,
        found: (SwiftExpression) -> SwiftStatement
    ) -> SwiftStatement {
        if SkeletonPlan.pushesFlows(child.id, index: plan.index) {
            return .if(
                [
                    .optionalBinding(
                        destination,
                        .call(
                            .optionalMember(.member(.self, child.property), "shownDestination"),
                            [SwiftArgument("of", screen)], trailing: nil))
                ],
                then: [found(.local(destination))], else: nil)
        }
        return .if(
            [
                .optionalBinding(
                    route,
                    .call(
                        .optionalMember(.member(.self, child.property), "shownRoute"),
                        [SwiftArgument("of", screen)], trailing: nil))
            ],
            then: [found(.dotCall(child.id, [.unlabelled(.local(route))]))], else: nil)
    }

    /// `struct ShownScreen`: a screen, held weakly, with its route.
    func shownScreenType() -> [SwiftDeclaration] {
        notesRoutes ? [UIKitStackTemplate.members("shown-screen", route: routeType)] : []
    }

    private func currentNode() -> SwiftDeclaration {
        var scope = SwiftNameScope()
        let stackName = scope.claim("stack")
        let stack = SwiftExpression.local(stackName)
        var loopScope = scope
        let screenName = loopScope.claim("viewController")
        let screen = SwiftExpression.local(screenName)
        let route = loopScope.claim("route")
        var loop: [SwiftStatement] = [
            .if(
                [
                    .optionalBinding(
                        route,
                        .call(.member(.self, "shownRoute"), [SwiftArgument("of", screen)], trailing: nil))
                ],
                then: [
                    .expression(
                        .call(stack, "append", .unlabelled(.dotCall(id, [.unlabelled(.local(route))]))))
                ],
                else: nil)
        ]
        let destination = loopScope.claim("destination")
        for child in pushedChildren where model.coordinator(child.id)?.kind == .stack {
            loop.append(
                childReading(
                    child, of: screen, route: route, destination: destination,
                    found: { .expression(.call(stack, "append", .unlabelled($0))) }))
        }
        var body: [SwiftStatement] = [
            .binding(isLet: false, name: stackName, type: .array(names.destinationType), value: .array([])),
            .forIn([screenName], .member(.member(.self, "navigationController"), "viewControllers"), loop),
        ]
        let nodeValue = SwiftExpression.call(
            .type(names.nodeType(id)), [SwiftArgument("stack", stack)], trailing: nil)
        if !plan.presents {
            body.append(.return(nodeValue))
        } else {
            let nodeName = scope.claim("node")
            let node = SwiftExpression.local(nodeName)
            var shownScope = scope
            let presentedName = shownScope.claim("presented")
            let presented = SwiftExpression.local(presentedName)
            let styleName = shownScope.claim("style")
            body.append(.binding(isLet: false, name: nodeName, type: nil, value: nodeValue))
            let style = PresentationStyle.stateStyle(ofPresented: presented, among: model.stateStyles)
            var shown: [SwiftStatement] = [
                .binding(isLet: true, name: styleName, type: names.styleType, value: style)
            ]
            if !plan.presentedRoutes.isEmpty {
                var inner = shownScope
                let route = inner.claim("route")
                shown.append(
                    .if(
                        [
                            .optionalBinding(
                                route,
                                .call(
                                    .member(.self, "shownRoute"), [SwiftArgument("of", presented)],
                                    trailing: nil))
                        ],
                        then: [
                            .assignment(
                                .member(node, "modal"),
                                .dotCall(
                                    "route",
                                    [
                                        .unlabelled(.dotCall(id, [.unlabelled(.local(route))])),
                                        SwiftArgument("style", .local(styleName)),
                                        SwiftArgument("modal", .nil),
                                    ]))
                        ], else: nil))
            }
            for child in plan.modalChildren where plan.index.hasNode(child.id) {
                var inner = shownScope
                let flowName = inner.claim("flow")
                let flow = SwiftExpression.local(flowName)
                shown.append(
                    .if(
                        [
                            .optionalBinding(flowName, .member(.self, child.property)),
                            .expression(.binary(container(of: child.id, flow), "===", presented)),
                        ],
                        then: [
                            .assignment(
                                .member(node, "modal"),
                                .dotCall(
                                    "flow",
                                    [
                                        .unlabelled(
                                            .dotCall(child.id, [.unlabelled(.member(flow, "currentNode"))])),
                                        SwiftArgument("style", .local(styleName)),
                                    ]))
                        ], else: nil))
            }
            body.append(
                .if(
                    [
                        .optionalBinding(
                            presentedName,
                            .member(.member(.self, "navigationController"), "presentedViewController"))
                    ],
                    then: shown, else: nil))
            body.append(.return(node))
        }
        return .variable(
            SwiftVariable(
                docs: [
                    "The state on screen, read back: what `open(_:)` applies an `onTop` link to. A",
                    "presentation inside a presentation is not read, as `apply(_:)` does not show it.",
                ],
                name: "currentNode", type: names.nodeType(id), body: .computed(body)))
    }
}
