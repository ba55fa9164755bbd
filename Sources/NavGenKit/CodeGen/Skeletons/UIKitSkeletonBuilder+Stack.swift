extension UIKitSkeletonBuilder {
    func stackClass() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [UIKitStackTemplate.members("state", route: routeType)]
        if let input = plan.inputProperty() { members.append(input) }
        members += shownScreensProperty()
        for child in plan.children {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The `\(child.id)` flow while it is on screen."], name: child.property,
                        type: .optional(.named([names.coordinatorClass(child.id)])))))
        }
        members += sharedState()
        members += nextColumnProperty()
        members.append(startMethods())
        if plan.index.isStartedAtRoute(id) {
            members.append(
                UIKitStackTemplate.startAt(route: routeType, listensForPops: !pushedChildren.isEmpty))
        }
        members += transitionSections()
        if !plan.children.isEmpty {
            members.append(.mark("Child flows"))
            for child in plan.children { members += childMembers(child) }
        }
        members += conditionMembers()
        if plan.hasNode || plan.isRoot {
            members.append(.mark("Deep links"))
            if plan.hasNode { members.append(applyMethod()) }
            if plan.opensLinks { members += plan.openMethods(usage: Self.openUsage) }
            members += plan.rootEntryApply
        }
        // A flow started `as: push` has no node but notes its routes for its parent.
        members += readingMembers()
        members += selectedNodeProperty()
        members.append(.mark("Screens"))
        if plan.readsSizeClass { members.append(sizeClassProperty()) }
        if plan.presents {
            members.append(UIKitPresentTemplate.present(anchorsPopovers: plan.presentsPopovers))
        }
        members.append(screens())
        members += shownScreenType()
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "Coordinates the `\(id)` stack on a `UINavigationController`: one method per transition of",
                    "its routes, child flows with a finish callback, and a screen per route.",
                ] + (plan.opensLinks ? appUsage : []),
                attributes: ["@MainActor"], isFinal: true, kind: .class, name: className,
                conformances: [.named(["NSObject"])], members: members))
    }

    /// A flow that takes an input shows its root once it has it.
    private func startMethods() -> SwiftDeclaration {
        let takesInput = plan.inputRoute != nil
        let root = model.rootRef(of: coordinator).flatMap(model.route).flatMap(
            SkeletonSyntax.routeWithoutValues)
        return UIKitStackTemplate.start(
            root: takesInput ? .local("input") : root ?? .nil, takesInput: takesInput,
            listensForPops: !pushedChildren.isEmpty)
    }

    // MARK: Transitions

    func statements(for move: SkeletonPlan.Move, values: [Param], in scope: SwiftNameScope)
        -> [SwiftStatement]
    {
        func member(_ name: String) -> SwiftExpression { scope.member(name) }
        let navigation = member("navigationController")
        switch move.kind {
        case .show(let target, let shown):
            guard let value = plan.routeValue(target, from: values) else {
                return SkeletonSyntax.needsValues(model.model[target].id.value)
            }
            if plan.isSelect(move) { return plan.selectStatements(value, started: nil, in: scope) }
            let screen = SwiftExpression.call(
                member("makeViewController"), [SwiftArgument("for", value)], trailing: nil)
            guard let style = shown.uiKitModalStyle else {
                return [
                    .expression(
                        .call(
                            navigation, "pushViewController", .unlabelled(screen),
                            SwiftArgument("animated", .boolean(true))))
                ]
            }
            let presented =
                move.adaptive.map { plan.bySizeClass($0, in: scope, Self.modalStyle) } ?? .dot(style)
            return [
                .expression(
                    .call(
                        member("present"), [.unlabelled(screen), SwiftArgument("style", presented)],
                        trailing: nil))
            ]
        case .go:
            return plan.goStatements(move, values: values, in: scope)
        case .emit(let event):
            return [.expression(.call(member("onEvent"), [.unlabelled(.dot(event))], trailing: nil))]
        case .replace(let target):
            guard let value = plan.routeValue(target, from: values) else {
                return SkeletonSyntax.needsValues(model.model[target].id.value)
            }
            var inner = scope.reserving([
                "navigationController", "present", "makeViewController", "rootViewController",
            ])
            let name = inner.claim("screen")
            let screen = SwiftExpression.local(name)
            let make = SwiftStatement.let(
                name, .call(member("makeViewController"), [SwiftArgument("for", value)], trailing: nil))
            // The stack without its top screen, then the new one: the back stack does not grow.
            // The first screen replaced is the new first one, which `popToRoot` and a parent
            // closing a flow started `as: push` find.
            let below = SwiftExpression.call(.member(navigation, "viewControllers"), "dropLast")
            let screens = SwiftExpression.binary(
                .call(.type(.named(["Array"])), [.unlabelled(below)], trailing: nil), "+", .array([screen]))
            let onStack: [SwiftStatement] = [
                .if(
                    [
                        .expression(
                            .binary(
                                .member(navigation, "topViewController"), "===", member("rootViewController"))
                        )
                    ], then: [.assignment(member("rootViewController"), screen)], else: nil),
                .expression(
                    .call(
                        navigation, "setViewControllers", .unlabelled(screens),
                        SwiftArgument("animated", .boolean(true)))),
            ]
            guard !plan.presentedRoutes.isEmpty else { return [make] + onStack }
            // A presented route on top is swapped for one presented in the same style.
            let presented = inner.claim("presented")
            let style = inner.claim("style")
            return [
                make,
                .if(
                    [.optionalBinding(presented, .member(navigation, "presentedViewController"))],
                    then: [
                        .let(style, .member(.local(presented), "modalPresentationStyle")),
                        .expression(.call(navigation, "dismiss", SwiftArgument("animated", .boolean(false)))),
                        .expression(
                            .call(
                                member("present"),
                                [.unlabelled(screen), SwiftArgument("style", .local(style))],
                                trailing: nil)),
                    ], else: onStack),
            ]
        case .alert:
            guard let plan = plan.alert(move.kind) else { return [] }
            return alertStatements(plan, navigation: navigation, in: scope)
        case .start(let started, let style):
            guard let entry = plan.child(started) else { return [] }
            let child = entry.id
            // The local must not hide the members the start uses, nor its arguments.
            var scope = scope.reserving(["navigationController", "present", entry.property, entry.makeMethod])
            let name = entry.local(in: &scope)
            let local = SwiftExpression.local(name)
            let pushed = style == .push && !isTabs(child)
            let selects = plan.isSelect(move)
            var arguments: [SwiftArgument] = []
            if selects {
                // A select shows the flow in the next column, which the split empties first.
                arguments = [
                    SwiftArgument(
                        "in", .binary(member(SkeletonPlan.nextNavigationControllerProperty), "??", navigation)
                    )
                ]
            } else if !isTabs(child) {
                arguments = [
                    SwiftArgument(
                        "in", pushed ? navigation : .call(.type(Self.navigationController), [], trailing: nil)
                    )
                ]
            }
            var statements: [SwiftStatement] =
                [
                    .let(
                        name,
                        .call(
                            member(entry.makeMethod),
                            arguments + SkeletonSyntax.startArguments(entry, then: move.then, in: scope),
                            trailing: SkeletonSyntax.startHandler(entry, then: move.then, in: scope))),
                    .assignment(member(entry.property), local),
                ] + (selects ? plan.selectStatements(nil, started: child, in: scope) : [])
                + plan.startFlow(child, move: move, on: local)
            if !pushed {
                statements.append(
                    .expression(
                        .call(
                            member("present"),
                            [
                                .unlabelled(container(of: child, local)),
                                SwiftArgument(
                                    "style",
                                    move.adaptive.map { plan.bySizeClass($0, in: scope, Self.modalStyle) }
                                        ?? Self.modalStyle(style)),
                            ],
                            trailing: nil)))
            }
            return statements
        case .tab(let tab):
            let id = model.model[tab].id.value
            let selector = SkeletonPlan.tabSelector(plan.index.tabBar(of: id) ?? "")
            return [.expression(.call(member(selector), [.unlabelled(.dot(id))], trailing: nil))]
        case .pop:
            let pop = SwiftStatement.expression(
                .call(navigation, "popViewController", SwiftArgument("animated", .boolean(true))))
            guard plan.isSelectedColumn else { return [pop] }
            return [
                .guard(
                    [
                        .expression(
                            .binary(
                                .member(.member(navigation, "viewControllers"), "count"), ">", .integer(1)))
                    ],
                    else: plan.unselectAtBottom(in: scope) + [.return(nil)]),
                pop,
            ]
        case .popToRoot:
            // `if let rootViewController`: the member it unwraps is not used after.
            var scope = scope.reserving(["navigationController"])
            let root = scope.claim("rootViewController")
            return [
                .if(
                    [.optionalBinding(root, member("rootViewController"))],
                    then: [
                        .expression(
                            .call(
                                navigation, "popToViewController", .unlabelled(.local(root)),
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
            return [
                .expression(
                    .call(member(plan.finishCallback(outcome)), [.unlabelled(.dot(outcome))], trailing: nil))
            ]
        case .set(let changes):
            // A `then:` handler's key with args reads the screen the flow was started on.
            let shown = SwiftClosure(body: [
                .expression(
                    .call(
                        .member(.self, "shownRoute"), [SwiftArgument("of", .closureArgument(0))],
                        trailing: nil))
            ])
            let top = SwiftExpression.call(
                .member(.member(navigation, "topViewController"), "flatMap"), [.unlabelled(.closure(shown))],
                trailing: nil)
            return plan.setStatements(changes, in: scope, screen: notesRoutes ? top : nil)
        }
    }

    // MARK: Child flows

    private func childMembers(_ child: SkeletonPlan.Child) -> [SwiftDeclaration] {
        let tabs = isTabs(child.id)
        // `make` takes the navigation controller as a parameter of that name.
        let make = plan.makeMethod(
            child,
            construct: .call(
                .type(.named([names.coordinatorClass(child.id)])),
                tabs ? [] : [SwiftArgument("navigationController", .local("navigationController"))],
                trailing: nil),
            parameters: tabs
                ? []
                : [SwiftParameter(label: "in", name: "navigationController", type: Self.navigationController)]
        )
        var scope = SwiftNameScope(reserving: ["navigationController", child.property])
        let flowName = scope.claim("flow")
        let first = scope.claim("first")
        let index = scope.claim("index")
        let flow = SwiftExpression.local(flowName)
        let pushed = child.styles.contains(.push) && !tabs
        let modal = !child.styles.subtracting([.push]).isEmpty || tabs
        // A `then:` that starts a flow waits for this one's dismissal to complete.
        let waits = modal && child.finishHandler != nil && child.thens.contains { !$0.starts.isEmpty }
        let completion = scope.claim("completion")
        var closing = SwiftParameter("completion", .optional(.function([], .void)), defaultValue: .nil)
        closing.name = completion
        let completed: [SwiftStatement] =
            waits
            ? [.expression(.call(.optionalChained(.local(completion)), [], trailing: nil))] : []
        let dismiss = SwiftStatement.expression(
            .call(
                .member(navigation, "dismiss"),
                [SwiftArgument("animated", .boolean(true))]
                    + (waits ? [SwiftArgument("completion", .local(completion))] : []),
                trailing: nil))
        let popBelowFlow: [SwiftStatement] = [
            .comment("Started `as: push`: pop back to the screen below the flow's first one."),
            .if(
                [
                    .optionalBinding(first, .member(flow, "rootViewController")),
                    .optionalBinding(
                        index,
                        .call(
                            .member(.member(navigation, "viewControllers"), "firstIndex"),
                            [
                                SwiftArgument(
                                    "where",
                                    .closure(
                                        SwiftClosure(body: [
                                            .expression(.binary(.closureArgument(0), "===", .local(first)))
                                        ])))
                            ], trailing: nil)),
                    .expression(.binary(.local(index), ">", .integer(0))),
                ],
                then: [
                    .expression(
                        .call(
                            navigation, "popToViewController",
                            .unlabelled(
                                .subscripted(
                                    .member(navigation, "viewControllers"),
                                    .binary(.local(index), "-", .integer(1)))),
                            SwiftArgument("animated", .boolean(true))))
                ], else: nil),
        ]
        var close: [SwiftStatement] = [
            pushed
                ? .guard(
                    [.optionalBinding(flowName, .local(child.property))], else: completed + [.return(nil)])
                : .guard(
                    [.expression(.binary(.local(child.property), "!=", .nil))],
                    else: completed + [.return(nil)]),
            .assignment(.local(child.property), .nil),
        ]
        if plan.selectedFlows.contains(where: { $0.id == child.id }) {
            // Shown in the next column: the split puts that column back at its root.
            close = [
                .guard([.expression(.binary(.local(child.property), "!=", .nil))], else: [.return(nil)]),
                .assignment(.local(child.property), .nil),
                .expression(.call(.local(SkeletonPlan.unselectNextCallback), [], trailing: nil)),
            ]
            return childMembers(child, make: make, close: close, closing: nil)
        }
        switch (pushed, modal) {
        case (true, true):
            close.append(
                .if(
                    [.expression(.binary(.member(flow, "navigationController"), "===", navigation))],
                    then: popBelowFlow + completed, else: [dismiss]))
        case (true, false):
            close += popBelowFlow + completed
        default:
            close.append(dismiss)
        }
        return childMembers(child, make: make, close: close, closing: waits ? closing : nil)
    }
}
