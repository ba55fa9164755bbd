extension UIKitSkeletonBuilder {
    /// `makeViewController(for:)`: an exhaustive `switch` over the routes, each a
    /// placeholder screen titled with the route and its values.
    func screens() -> SwiftDeclaration {
        // The placeholder's local must not be hidden by a route's param of that name,
        // which a case binds.
        var scope = SwiftNameScope(parameters: ["route"])
        scope.reserve(coordinator.routes.flatMap { $0.params.map(\.name.value) })
        let name = scope.claim("viewController", else: "screen")
        let screen = SwiftExpression.local(name)
        let cases = coordinator.routes.map { route in
            SwiftSwitchCase(
                patterns: [SkeletonSyntax.routePattern(route)],
                body: [.assignment(.member(screen, "title"), SkeletonSyntax.placeholderTitle(route))])
        }
        return UIKitStackTemplate.makeViewController(
            route: routeType, screen: name,
            setUp: .switch(.local("route"), cases + usedSetScreenCases(over: "route", in: scope)),
            notesRoutes: notesRoutes)
    }

    /// `apply(_:)`: rebuilds the stack from a node without animation, then presents
    /// what its top presents.
    func applyMethod() -> SwiftDeclaration {
        // The locals of the whole body step around every member: they live across
        // code that uses members bare.
        var scope = SwiftNameScope(parameters: ["node"], reserving: plan.members)
        let node = SwiftExpression.local("node")
        let screensName = scope.claim("screens")
        let screens = SwiftExpression.local(screensName)
        // A flow whose starts differ in their `then:` gets the handler of the start
        // on the last of this coordinator's screens.
        let tracksRoute = plan.children.contains { $0.handlerLookup != nil }
        let startedOn = scope.claim("startedOn")
        var loop = scope
        let destination = loop.claim("destination")
        var own = loop
        let route = own.claim("route")
        var ownEntry: [SwiftStatement] = [
            .expression(
                .call(
                    screens, "append",
                    .unlabelled(
                        .call(
                            .local("makeViewController"), [SwiftArgument("for", .local(route))],
                            trailing: nil))))
        ]
        if tracksRoute { ownEntry.append(.assignment(.local(startedOn), .local(route))) }
        var perEntry: [SwiftStatement] = [
            .if(
                [.matches(.enumCase(id, [.binding(route)]), .local(destination))], then: ownEntry,
                else: nil)
        ]
        for child in pushedChildren {
            var pushed = loop
            let route = pushed.claim("route")
            let flowName = pushed.claim("flow")
            let screen = pushed.claim("screen")
            let flow = SwiftExpression.local(flowName)
            perEntry.append(
                .if(
                    [.matches(.enumCase(child.id, [.binding(route)]), .local(destination))],
                    then: [
                        .let(
                            flowName,
                            .binary(
                                .local(child.property), "??",
                                .call(
                                    .local(child.makeMethod),
                                    [SwiftArgument("in", navigation)]
                                        + SkeletonSyntax.deepLinkHandler(
                                            child, startedOn: .local(startedOn), first: .local(route)),
                                    trailing: nil))),
                        .assignment(.local(child.property), flow),
                        .let(screen, .call(flow, "makeViewController", SwiftArgument("for", .local(route)))),
                        .if(
                            [.expression(.binary(.member(flow, "rootViewController"), "==", .nil))],
                            then: [.assignment(.member(flow, "rootViewController"), .local(screen))],
                            else: nil),
                        .expression(.call(screens, "append", .unlabelled(.local(screen)))),
                    ], else: nil))
        }
        var body: [SwiftStatement] = [
            .expression(.call(navigation, "dismiss", SwiftArgument("animated", .boolean(false))))
        ]
        for child in plan.children {
            body.append(.assignment(.local(child.property), .nil))
        }
        body += [
            .binding(isLet: false, name: screensName, type: .array(Self.viewController), value: .array([]))
        ]
        if tracksRoute {
            body.append(.binding(isLet: false, name: startedOn, type: .optional(routeType), value: nil))
        }
        body += [
            .forIn([destination], .member(node, "stack"), perEntry),
            .assignment(.local("rootViewController"), .member(screens, "first")),
            .expression(
                .call(
                    navigation, "setViewControllers", .unlabelled(screens),
                    SwiftArgument("animated", .boolean(false)))),
        ]
        if !plan.presentedRoutes.isEmpty {
            var shown = scope
            let route = shown.claim("route")
            let style = shown.claim("style")
            body.append(
                .if(
                    [
                        .matches(
                            SkeletonSyntax.modalRoute(of: id, route: route, style: style),
                            .member(node, "modal"))
                    ],
                    then: [
                        .expression(
                            .call(
                                .local("present"),
                                [
                                    .unlabelled(
                                        .call(
                                            .local("makeViewController"),
                                            [SwiftArgument("for", .local(route))], trailing: nil)),
                                    SwiftArgument("style", modalStyle(of: .local(style))),
                                ], trailing: nil))
                    ], else: nil))
        }
        for child in plan.modalChildren {
            // The flow's local steps around the names in scope and the members it uses.
            var shown = SwiftNameScope(
                parameters: scope.bound,
                reserving: ["present", "navigationController", child.property, child.makeMethod])
            let flow = shown.claim("flow")
            let style = shown.claim("style")
            let name = child.local(in: &shown)
            let local = SwiftExpression.local(name)
            let arguments: [SwiftArgument] =
                isTabs(child.id)
                ? [] : [SwiftArgument("in", .call(.type(Self.navigationController), [], trailing: nil))]
            body.append(
                .if(
                    [
                        .matches(
                            SkeletonSyntax.modalFlow(child.id, flow: flow, style: style),
                            .member(node, "modal"))
                    ],
                    then: [
                        .let(
                            name,
                            .call(
                                .local(child.makeMethod),
                                arguments
                                    + SkeletonSyntax.deepLinkHandler(
                                        child, startedOn: .local(startedOn),
                                        first: SkeletonSyntax.firstRoute(
                                            of: child.id, .named([names.route(child.id)]),
                                            in: .member(.local(flow), "stack"), scope: shown)),
                                trailing: nil)),
                        .expression(.call(local, "apply", .unlabelled(.local(flow)))),
                        .assignment(.local(child.property), local),
                        .expression(
                            .call(
                                .local("present"),
                                [
                                    .unlabelled(container(of: child.id, local)),
                                    SwiftArgument("style", modalStyle(of: .local(style))),
                                ],
                                trailing: nil)),
                    ], else: nil))
        }
        return .function(
            SwiftFunction(
                docs: [
                    "Shows `node`, e.g. a deep link's: rebuilds the stack without animation, then presents",
                    "what its top presents. A presentation inside a presentation is left to you.",
                ],
                kind: .named("apply"),
                parameters: [SwiftParameter(label: nil, name: "node", type: names.nodeType(id))],
                body: plan.leaveWaitingFlow() + plan.applyInput(node: node, in: scope) + body))
    }

    /// Back swipes and the back button: a flow started `as: push` whose first
    /// screen is gone was popped, and is released (it finishes with no outcome).
    func navigationDelegate() -> SwiftDeclaration {
        let screens = SwiftExpression.member(.local("navigationController"), "viewControllers")
        let parameters = ["navigationController", "viewController", "animated"]
        let body = pushedChildren.map { child -> SwiftStatement in
            var scope = SwiftNameScope(parameters: parameters, reserving: [child.property])
            let first = scope.claim("first")
            return .if(
                [
                    .optionalBinding(first, .optionalMember(.local(child.property), "rootViewController")),
                    .expression(
                        .not(
                            .call(
                                .member(screens, "contains"),
                                [
                                    SwiftArgument(
                                        "where",
                                        .closure(
                                            SwiftClosure(body: [
                                                .expression(
                                                    .binary(.closureArgument(0), "===", .local(first)))
                                            ])))
                                ], trailing: nil))),
                ],
                then: [.assignment(.member(.self, child.property), .nil)], else: nil)
        }
        let method = SwiftFunction(
            docs: ["After a pop, whoever made it: releases the pushed flows whose screens are gone."],
            kind: .named("navigationController"),
            parameters: [
                SwiftParameter(label: nil, name: parameters[0], type: Self.navigationController),
                SwiftParameter(label: "didShow", name: parameters[1], type: Self.viewController),
                SwiftParameter(parameters[2], .bool),
            ],
            body: body)
        return .type(
            SwiftTypeDeclaration(
                kind: .extension, name: className, conformances: [.named(["UINavigationControllerDelegate"])],
                members: [.function(method)]))
    }

    /// Swipe-to-dismiss: the sheet's flow is released (it finishes with no outcome).
    func presentationDelegate() -> SwiftDeclaration {
        let presented = SwiftExpression.member(.local("presentationController"), "presentedViewController")
        var body: [SwiftStatement] = []
        for child in plan.modalChildren {
            body.append(
                .if(
                    [
                        .expression(
                            .binary(
                                .optionalMember(
                                    .local(child.property),
                                    isTabs(child.id) ? "tabBarController" : "navigationController"), "===",
                                presented))
                    ],
                    then: [.assignment(.local(child.property), .nil)], else: nil))
        }
        if body.isEmpty { body = [.comment("A route's sheet was swiped away: nothing to release.")] }
        let method = SwiftFunction(
            docs: ["The user swiped a sheet down: releases the flow it showed."],
            kind: .named("presentationControllerDidDismiss"),
            parameters: [
                SwiftParameter(
                    label: nil, name: "presentationController", type: .named(["UIPresentationController"]))
            ],
            body: body)
        return .type(
            SwiftTypeDeclaration(
                kind: .extension, name: className,
                conformances: [.named(["UIAdaptivePresentationControllerDelegate"])],
                members: [.function(method)]))
    }
}
