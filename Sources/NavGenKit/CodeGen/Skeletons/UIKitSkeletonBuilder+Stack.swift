extension UIKitSkeletonBuilder {
    func stackClass() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [
            .mark("State"),
            .variable(
                SwiftVariable(
                    docs: [
                        "Shows this coordinator's screens; a flow started `as: push` shares its parent's."
                    ],
                    isLet: true, name: "navigationController", type: Self.navigationController)),
            .variable(
                SwiftVariable(
                    docs: [
                        "The first screen this coordinator showed: where `popToRoot` returns, and what a back",
                        "swipe removes when this flow was pushed.",
                    ],
                    name: "rootViewController", type: .optional(Self.viewController))),
        ]
        for child in plan.children {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The `\(child.id)` flow while it is on screen."], name: child.property,
                        type: .optional(.named([names.coordinatorClass(child.id)])))))
        }
        members += tabSelectors()
        if !coordinator.outcomes.isEmpty {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["Called when this flow finishes; set by the coordinator that starts it."],
                        name: "onFinish", type: .function([.named([names.outcome(id)])], .void),
                        body: .stored(.closure(SwiftClosure(parameters: ["_"], body: []))))))
        }
        if needsOnDismiss {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Dismisses this flow when it was presented; set by the coordinator that presents it."
                        ],
                        name: "onDismiss", type: .function([], .void),
                        body: .stored(.closure(SwiftClosure(body: []))))))
        }
        members.append(
            .function(
                SwiftFunction(
                    kind: .initializer(failable: false),
                    parameters: [
                        SwiftParameter(
                            "navigationController", Self.navigationController,
                            defaultValue: .call(.type(Self.navigationController), [], trailing: nil))
                    ],
                    body: [
                        .assignment(.member(.self, "navigationController"), .local("navigationController")),
                        .expression(.call(.initializer(.super), [], trailing: nil)),
                    ])))
        members.append(startMethod())
        if !plan.methods.isEmpty {
            members.append(.mark("Transitions"))
            members += plan.methods.map(transitionMethod)
        }
        if !plan.children.isEmpty {
            members.append(.mark("Child flows"))
            for child in plan.children { members += childMembers(child) }
        }
        if plan.hasNode || plan.isRoot {
            members.append(.mark("Deep links"))
            if plan.hasNode { members.append(applyMethod()) }
            if plan.isRoot { members.append(openMethod()) }
        }
        members.append(.mark("Screens"))
        if plan.presents { members.append(presentHelper()) }
        members.append(screens())
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "Coordinates the `\(id)` stack on a `UINavigationController`: one method per transition of",
                    "its routes, child flows with a finish callback, and a screen per route.",
                ] + (plan.isRoot ? appUsage : []),
                attributes: ["@MainActor"], isFinal: true, kind: .class, name: className,
                conformances: [.named(["NSObject"])], members: members))
    }

    private func startMethod() -> SwiftDeclaration {
        let rootRoute = model.rootRef(of: coordinator).flatMap(model.route).flatMap(
            SkeletonSyntax.routeWithoutValues)
        var owner: [SwiftStatement] = []
        if !pushedChildren.isEmpty {
            owner.append(.assignment(.member(navigation, "delegate"), .self))
        }
        owner.append(
            .expression(
                .call(
                    navigation, "setViewControllers", .unlabelled(.array([.local("root")])),
                    SwiftArgument("animated", .boolean(false)))))
        return .function(
            SwiftFunction(
                docs: [
                    "Shows the root screen: as the whole stack, or pushed when the navigation controller",
                    "already has screens (a flow started `as: push`).",
                ],
                kind: .named("start"),
                body: [
                    .let(
                        "root",
                        .call(
                            .local("makeViewController"), [SwiftArgument("for", rootRoute ?? .nil)],
                            trailing: nil)),
                    .assignment(.local("rootViewController"), .local("root")),
                    .if(
                        [.expression(.member(.member(navigation, "viewControllers"), "isEmpty"))],
                        then: owner,
                        else: [
                            .expression(
                                .call(
                                    navigation, "pushViewController", .unlabelled(.local("root")),
                                    SwiftArgument("animated", .boolean(true))))
                        ]),
                ]))
    }

    // MARK: Transitions

    private func transitionMethod(_ method: SkeletonPlan.Method) -> SwiftDeclaration {
        var parameters: [SwiftParameter] = []
        switch method.action {
        case .push(let target), .sheet(let target), .cover(let target):
            if let route = coordinator.route(named: target) {
                parameters = SkeletonSyntax.parameters(of: route)
            }
        default:
            break
        }
        return .function(
            SwiftFunction(
                docs: ["`\(method.source)`"], kind: .named(method.name), parameters: parameters,
                body: statements(for: method.action, withValues: true, locals: Set(parameters.map(\.name)))))
    }

    /// What an action does; `locals` are the names the body binds (a transition
    /// method's params): a member they hide is written `self.present`.
    func statements(for action: SkeletonAction, withValues: Bool, locals: Set<String>) -> [SwiftStatement] {
        func member(_ name: String) -> SwiftExpression { SkeletonSyntax.member(name, hiddenBy: locals) }
        let navigation = member("navigationController")
        func screen(_ target: String) -> SwiftExpression? {
            guard let route = coordinator.route(named: target),
                let value = withValues
                    ? SkeletonSyntax.route(route) : SkeletonSyntax.routeWithoutValues(route)
            else { return nil }
            return .call(member("makeViewController"), [SwiftArgument("for", value)], trailing: nil)
        }
        func needsValues(_ target: String) -> [SwiftStatement] {
            [
                .comment(
                    "`\(target)` needs param values, which an outcome does not carry: show it with them here."
                )
            ]
        }
        switch action {
        case .push(let target):
            guard let screen = screen(target) else { return needsValues(target) }
            return [
                .expression(
                    .call(
                        navigation, "pushViewController", .unlabelled(screen),
                        SwiftArgument("animated", .boolean(true))))
            ]
        case .sheet(let target), .cover(let target):
            guard let screen = screen(target) else { return needsValues(target) }
            let style: PresentationStyle = if case .sheet = action { .sheet } else { .cover }
            return [
                .expression(
                    .call(
                        member("present"),
                        [.unlabelled(screen), SwiftArgument("style", Self.modalStyle(style))], trailing: nil))
            ]
        case .start(let child, let style):
            guard let entry = plan.children.first(where: { $0.id == child }) else { return [] }
            let name = entry.local(avoiding: [
                "navigationController", "present", entry.property, entry.makeMethod,
            ])
            let local = SwiftExpression.local(name)
            let pushed = style == .push && !isTabs(child)
            var arguments: [SwiftArgument] = []
            if !isTabs(child) {
                arguments = [
                    SwiftArgument(
                        "in", pushed ? navigation : .call(.type(Self.navigationController), [], trailing: nil)
                    )
                ]
            }
            var statements: [SwiftStatement] = [
                .let(name, .call(member(entry.makeMethod), arguments, trailing: nil)),
                .assignment(member(entry.property), local),
                .expression(.call(local, "start")),
            ]
            if !pushed {
                statements.append(
                    .expression(
                        .call(
                            member("present"),
                            [
                                .unlabelled(container(of: child, local)),
                                SwiftArgument("style", Self.modalStyle(style)),
                            ],
                            trailing: nil)))
            }
            return statements
        case .tab(let tabBar, let tab):
            return [
                .expression(
                    .call(member(SkeletonPlan.tabSelector(tabBar)), [.unlabelled(.dot(tab))], trailing: nil))
            ]
        case .pop:
            return [
                .expression(.call(navigation, "popViewController", SwiftArgument("animated", .boolean(true))))
            ]
        case .popToRoot:
            return [
                .if(
                    [.optionalBinding("rootViewController", member("rootViewController"))],
                    then: [
                        .expression(
                            .call(
                                navigation, "popToViewController", .unlabelled(.local("rootViewController")),
                                SwiftArgument("animated", .boolean(true))))
                    ], else: nil)
            ]
        case .dismiss:
            let dismiss = SwiftStatement.expression(
                .call(navigation, "dismiss", SwiftArgument("animated", .boolean(true))))
            guard needsOnDismiss else { return [dismiss] }
            return [
                .if(
                    [.expression(.binary(.member(navigation, "presentedViewController"), "!=", .nil))],
                    then: [dismiss], else: [.expression(.call(member("onDismiss"), [], trailing: nil))])
            ]
        case .finish(let outcome):
            return [.expression(.call(member("onFinish"), [.unlabelled(.dot(outcome))], trailing: nil))]
        }
    }

    // MARK: Child flows

    private func childMembers(_ child: SkeletonPlan.Child) -> [SwiftDeclaration] {
        let type = SwiftTypeName.named([names.coordinatorClass(child.id)])
        let tabs = isTabs(child.id)
        // `make` takes the navigation controller as a parameter of that name.
        let name = tabs ? child.id : child.local(avoiding: ["navigationController"])
        let local = SwiftExpression.local(name)
        var make: [SwiftStatement] = [
            .let(
                name,
                .call(
                    .type(type),
                    tabs ? [] : [SwiftArgument("navigationController", .local("navigationController"))],
                    trailing: nil))
        ]
        if let handler = child.finishHandler {
            make.append(
                .assignment(
                    .member(local, "onFinish"),
                    SkeletonSyntax.weakSelf(
                        ["outcome"],
                        SkeletonSyntax.optionalSelfCall(handler, [.unlabelled(.local("outcome"))]))))
        }
        if let started = model.coordinator(child.id),
            UIKitSkeletonBuilder(model: model, coordinator: started).needsOnDismiss
        {
            make.append(
                .assignment(
                    .member(local, "onDismiss"),
                    SkeletonSyntax.weakSelf([], SkeletonSyntax.optionalSelfCall(child.closeMethod, []))))
        }
        make += forwardTabSelectors(to: child.id, local: local)
        make.append(.return(local))
        var members: [SwiftDeclaration] = [
            .function(
                SwiftFunction(
                    docs: ["Makes the `\(child.id)` flow, wired to this coordinator."], access: .private,
                    kind: .named(child.makeMethod),
                    parameters: tabs
                        ? []
                        : [
                            SwiftParameter(
                                label: "in", name: "navigationController", type: Self.navigationController)
                        ],
                    returnType: type, body: make))
        ]
        let flow = SwiftExpression.local("flow")
        let dismiss = SwiftStatement.expression(
            .call(navigation, "dismiss", SwiftArgument("animated", .boolean(true))))
        let popBelowFlow: [SwiftStatement] = [
            .comment("Started `as: push`: pop back to the screen below the flow's first one."),
            .if(
                [
                    .optionalBinding("first", .member(flow, "rootViewController")),
                    .optionalBinding(
                        "index",
                        .call(
                            .member(.member(navigation, "viewControllers"), "firstIndex"),
                            [
                                SwiftArgument(
                                    "where",
                                    .closure(
                                        SwiftClosure(body: [
                                            .expression(.binary(.closureArgument(0), "===", .local("first")))
                                        ])))
                            ], trailing: nil)),
                    .expression(.binary(.local("index"), ">", .integer(0))),
                ],
                then: [
                    .expression(
                        .call(
                            navigation, "popToViewController",
                            .unlabelled(
                                .subscripted(
                                    .member(navigation, "viewControllers"),
                                    .binary(.local("index"), "-", .integer(1)))),
                            SwiftArgument("animated", .boolean(true))))
                ], else: nil),
        ]
        let pushed = child.styles.contains(.push) && !tabs
        let modal = !child.styles.subtracting([.push]).isEmpty || tabs
        var close: [SwiftStatement] = [
            pushed
                ? .guard([.optionalBinding("flow", .local(child.property))], else: [.return(nil)])
                : .guard([.expression(.binary(.local(child.property), "!=", .nil))], else: [.return(nil)]),
            .assignment(.local(child.property), .nil),
        ]
        switch (pushed, modal) {
        case (true, true):
            close.append(
                .if(
                    [.expression(.binary(.member(flow, "navigationController"), "===", navigation))],
                    then: popBelowFlow, else: [dismiss]))
        case (true, false):
            close += popBelowFlow
        default:
            close.append(dismiss)
        }
        let childDismisses =
            model.coordinator(child.id).map {
                UIKitSkeletonBuilder(model: model, coordinator: $0).needsOnDismiss
            } ?? false
        if child.finishHandler != nil || childDismisses {
            members.append(
                .function(
                    SwiftFunction(
                        docs: ["Closes the `\(child.id)` flow: dismisses it, or pops its screens."],
                        access: .private,
                        kind: .named(child.closeMethod), body: close)))
        }
        if let handler = child.finishHandler, let started = model.coordinator(child.id) {
            let cases = child.handlers.map { outcome, action -> SwiftSwitchCase in
                var body: [SwiftStatement] = [.break]
                if let action, let skeleton = SkeletonAction(action, in: coordinator, model: model) {
                    let statements = statements(for: skeleton, withValues: false, locals: ["outcome"])
                    if !statements.isEmpty { body = statements }
                }
                return SwiftSwitchCase(patterns: [.enumCase(outcome, [])], body: body)
            }
            members.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "The `then:` of `start: \(child.id)`: closes the flow, then acts on its outcome."
                        ],
                        access: .private, kind: .named(handler),
                        parameters: [
                            SwiftParameter(
                                label: nil, name: "outcome", type: .named([names.outcome(started.id.value)]))
                        ],
                        body: [
                            .expression(.call(.local(child.closeMethod), [], trailing: nil)),
                            .switch(.local("outcome"), cases),
                        ])))
        }
        return members
    }
}
