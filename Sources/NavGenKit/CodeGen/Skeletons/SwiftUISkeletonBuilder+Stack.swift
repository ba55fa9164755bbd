extension SwiftUISkeletonBuilder {
    /// Whether this coordinator shows flows started `as: push` on its stack: its
    /// `NavigationStack` then holds destinations of several coordinators.
    var hostsPushedFlows: Bool { !pushedChildren.isEmpty }

    var presentationType: SwiftTypeName { .named(["Presentation"]) }

    func stackClass() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [.mark("State")]
        members.append(
            .variable(
                SwiftVariable(
                    docs: ["The screens above the root, bottom first."], name: "path",
                    type: .array(routeType),
                    body: .stored(.array([])))))
        if let input = plan.inputProperty() { members.append(input) }
        if let root = rootScreenProperty() { members.append(root) }
        if hostsPushedFlows { members.append(stackPath()) }
        if plan.presents {
            for slot in plan.swiftUISlots.compactMap(\.swiftUISlot) {
                members.append(
                    .variable(
                        SwiftVariable(
                            docs: [slot.docs], name: slot.property, type: .optional(presentationType))))
            }
        }
        if plan.readsSizeClass { members.append(sizeClassProperty()) }
        members += alertFlags()
        for child in pushedChildren { members += pushedFlowProperty(child) }
        members += plan.selectedFlows.map(selectedFlowProperty)
        members += sharedState()
        members += transitionSections()
        if !plan.children.isEmpty {
            members.append(.mark("Child flows"))
            for child in plan.children { members += childMembers(child) }
        }
        members += conditionMembers()
        if plan.hasNode || plan.isRoot || plan.presents {
            members.append(.mark("Deep links"))
            if plan.hasNode { members.append(applyMethod()) }
            members += selectedFlowsApply()
            members += readingMembers()
            if plan.opensLinks { members += plan.openMethods(usage: Self.openUsage) }
            members += plan.rootEntryApply
            if plan.presents { members.append(presentHelper()) }
        }
        members.append(.mark("Views"))
        members.append(routeViews())
        if plan.presents { members.append(presentedViews()) }
        if hostsPushedFlows { members.append(pushedViews()) }
        if plan.presents { members.append(presentationEnum()) }
        return coordinatorClass(
            docs: [
                "Coordinates the `\(id)` stack: owns its path and what it presents, has one method per",
                "transition of its routes, and builds their views.",
            ] + (plan.opensLinks ? appUsage : []),
            members: members)
    }

    /// The property that holds the root screen a `replace` at the bottom sets: `input`
    /// for a flow that takes one, else `root`; nil when the stack keeps it in neither.
    var rootProperty: String? {
        plan.inputRoute != nil ? "input" : plan.heldRoot != nil ? "root" : nil
    }

    /// `var root: Route = .home`, in a stack that replaces screens or that a start
    /// begins `at` a route, and keeps its root screen nowhere else; nil when its root
    /// needs values (a `replace` there leaves a comment).
    private func rootScreenProperty() -> SwiftDeclaration? {
        guard let root = plan.heldRoot else { return nil }
        return .variable(
            SwiftVariable(
                docs: [
                    plan.isSelectedColumn
                        ? "The screen at the bottom of this column: a select from the column before sets it."
                        : "The screen at the bottom of the stack: a `replace` there or a start `at` a route sets it."
                ],
                name: "root",
                type: routeType, body: .stored(root)))
    }

    // MARK: Transitions

    func statements(for move: SkeletonPlan.Move, values: [Param], in scope: SwiftNameScope)
        -> [SwiftStatement]
    {
        func member(_ name: String) -> SwiftExpression { scope.member(name) }
        switch move.kind {
        case .show(let target, let style):
            guard let value = plan.routeValue(target, from: values) else {
                return SkeletonSyntax.needsValues(model.model[target].id.value)
            }
            if plan.isSelect(move) { return plan.selectStatements(value, started: nil, in: scope) }
            if let adaptive = move.adaptive {
                return [presenting(.dotCall("route", [.unlabelled(value)]), adaptive, in: scope)]
            }
            guard let slot = plan.swiftUISlot(for: style) else {
                return [.expression(.call(member("path"), "append", .unlabelled(value)))]
            }
            return [.assignment(member(slot), .dotCall("route", [.unlabelled(value)]))]
        case .start(let started, let style):
            guard let entry = plan.child(started) else { return [] }
            let child = entry.id
            var make = SwiftExpression.call(
                member(entry.makeMethod), SkeletonSyntax.startArguments(entry, then: move.then, in: scope),
                trailing: SkeletonSyntax.startHandler(entry, then: move.then, in: scope))
            var statements: [SwiftStatement] = []
            if plan.inputRoute(ofChild: child) != nil || plan.startsAtRoute(move) {
                // A flow that takes an input, or begins at a route, gets it before it is shown.
                var scope = scope.reserving(
                    PresentationStyle.swiftUISlotProperties + [entry.property, entry.makeMethod])
                let name = entry.local(in: &scope)
                statements = [.let(name, make)] + plan.setEntry(of: child, move: move, on: .local(name))
                make = .local(name)
            }
            if style == .push, plan.isPushedStack(child) {
                return statements + [.assignment(member(entry.property), make)]
            }
            if plan.isSelect(move) {
                return statements + [.assignment(member(entry.property), make)]
                    + plan.selectStatements(nil, started: child, in: scope)
            }
            let presentation = SwiftExpression.dotCall(entry.presentationCase, [.unlabelled(make)])
            if let adaptive = move.adaptive {
                return statements + [presenting(presentation, adaptive, in: scope)]
            }
            let slot = plan.swiftUISlot(for: style) ?? "sheet"
            return statements + [.assignment(member(slot), presentation)]
        case .go:
            return plan.goStatements(move, values: values, in: scope)
        case .emit(let event):
            return [.expression(.call(member("onEvent"), [.unlabelled(.dot(event))], trailing: nil))]
        case .replace(let target):
            guard let value = plan.routeValue(target, from: values) else {
                return SkeletonSyntax.needsValues(model.model[target].id.value)
            }
            // The screen on top is a route presented in a slot (the one declared last
            // first, as `dismiss` closes them), else the last of `path`, else the root screen.
            let onStack: [SwiftStatement] = [
                .if(
                    [.expression(.member(member("path"), "isEmpty"))],
                    then: rootProperty.map { [.assignment(member($0), value)] } ?? [
                        .comment(
                            "The root screen needs values this stack does not keep: replace it yourself.")
                    ],
                    else: [
                        .expression(.call(member("path"), "removeLast")),
                        .expression(.call(member("path"), "append", .unlabelled(value))),
                    ])
            ]
            guard !plan.presentedRoutes.isEmpty else { return onStack }
            return plan.swiftUISlots.compactMap(\.swiftUISlot?.property).reduce(onStack) { inner, slot in
                [
                    .if(
                        [.matches(.some(.enumCase("route", [.wildcard])), member(slot))],
                        then: [.assignment(member(slot), .dotCall("route", [.unlabelled(value)]))],
                        else: inner)
                ]
            }
        case .tab(let tab):
            let id = model.model[tab].id.value
            let selector = SkeletonPlan.tabSelector(plan.index.tabBar(of: id) ?? "")
            return [.expression(.call(member(selector), [.unlabelled(.dot(id))], trailing: nil))]
        case .pop:
            return [
                .guard(
                    [.expression(.not(.member(member("path"), "isEmpty")))],
                    else: plan.unselectAtBottom(in: scope) + [.return(nil)]),
                .expression(.call(member("path"), "removeLast")),
            ]
        case .popToRoot:
            return [.expression(.call(member("path"), "removeAll"))]
        case .dismiss:
            return dismissStatements()
        case .finish(let outcome):
            return [
                .expression(
                    .call(member(plan.finishCallback(outcome)), [.unlabelled(.dot(outcome))], trailing: nil))
            ]
        case .alert:
            guard let plan = plan.alert(move.kind) else { return [] }
            return [.assignment(member(plan.flag), .boolean(true))]
        case .set(let changes):
            // A `then:` handler's key with args reads the screen the flow was started on:
            // the last of `path`, else the root screen, a flow's input.
            let last = SwiftExpression.member(member("path"), "last")
            return plan.setStatements(
                changes, in: scope,
                screen: plan.inputRoute != nil ? .binary(last, "??", member("input")) : last)
        }
    }

    /// `present(presentation, style: sizeClass == .compact ? .sheet : .popover)`: a move
    /// that adapts goes into the slot of the style the coordinator's size class picks.
    private func presenting(
        _ presentation: SwiftExpression, _ adaptive: AdaptiveStyle, in scope: SwiftNameScope
    ) -> SwiftStatement {
        let style = plan.bySizeClass(adaptive, in: scope) { .dot($0.stateCase ?? "sheet") }
        return .expression(
            .call(
                scope.member("present"), [.unlabelled(presentation), SwiftArgument("style", style)],
                trailing: nil))
    }

    /// `var sizeClass`: the class the `RootView` reads from the environment, which picks
    /// the style of a move that adapts.
    private func sizeClassProperty() -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                docs: [
                    "The horizontal size class the `RootView` is shown in: a move that adapts presents in its",
                    "style for it" + (plan.isRoot ? ", and a deep link opens in it." : "."),
                ],
                name: "sizeClass", type: names.sizeClassType, body: .stored(.dot("compact"))))
    }

    /// Closes the cover or sheet on top, or else asks the presenter to dismiss this flow.
    private func dismissStatements() -> [SwiftStatement] {
        let parent: [SwiftStatement] =
            needsOnDismiss ? [.expression(.call(.local("onDismiss"), [], trailing: nil))] : []
        guard plan.presents else {
            return parent.isEmpty
                ? [
                    .comment(
                        "This coordinator presents nothing: its parent closes it, or its view uses `dismiss`."
                    )
                ]
                : parent
        }
        // The slot declared last is closed first.
        let closing = plan.swiftUISlots.compactMap(\.swiftUISlot?.property).reduce(parent) { inner, slot in
            [
                .if(
                    [.expression(.binary(.local(slot), "!=", .nil))], then: [.assignment(.local(slot), .nil)],
                    else: inner.isEmpty ? nil : inner)
            ]
        }
        return closing
    }

    // MARK: Child flows

    private func childMembers(_ child: SkeletonPlan.Child) -> [SwiftDeclaration] {
        let make = plan.makeMethod(
            child, construct: .call(.type(.named([names.coordinatorClass(child.id)])), [], trailing: nil))
        var close: [SwiftStatement] = []
        var closed: Set<String> = []
        for style in PresentationStyle.allCases where child.styles.contains(style) {
            // A flow that adapts may be in the slot of either of its styles.
            guard let slot = style.swiftUISlot?.property, closed.insert(slot).inserted else { continue }
            close.append(
                .if(
                    [.matches(.some(.enumCase(child.presentationCase, [.wildcard])), .local(slot))],
                    then: [.assignment(.local(slot), .nil)], else: nil))
        }
        if plan.isPushedStack(child.id) {
            close.append(.assignment(.local(child.property), .nil))
        }
        if plan.selectedFlows.contains(where: { $0.id == child.id }) {
            close += [
                .assignment(.local(child.property), .nil),
                .expression(.call(.local(SkeletonPlan.unselectNextCallback), [], trailing: nil)),
            ]
        }
        return childMembers(child, make: make, close: close) { eventNote($0, child: child) }
    }

    /// What an `on` action of `child` does in SwiftUI that the simulator does not: a
    /// stack shows its own screens below a pushed flow's, and a coordinator presents
    /// one route or flow per slot, the one a modal flow is in.
    private func eventNote(_ move: SkeletonPlan.Move, child: SkeletonPlan.Child) -> String? {
        let pushes: Bool
        let presents: Bool
        switch move.kind {
        case .show(_, let style): (pushes, presents) = (style == .push, style.isModal)
        case .replace: (pushes, presents) = (true, false)
        case .start(let started, let style):
            (pushes, presents) = (
                style == .push && plan.isPushedStack(model.model[started].id.value), style.isModal
            )
        default: return nil
        }
        if pushes, child.styles.contains(.push) {
            return "SwiftUI shows this stack's screens below the `\(child.id)` flow's: this lands under them."
        }
        if presents, child.styles.contains(where: \.isModal) {
            return
                "SwiftUI shows no second sheet or cover over `\(child.id)` while it is presented from here."
        }
        return nil
    }

    // MARK: State

    /// `stackPath`: the `NavigationStack`'s path when flows started `as: push` put
    /// their screens on it.
    private func stackPath() -> SwiftDeclaration {
        // The getter and the setter use `path` and each flow's property bare; a flow's
        // property is unwrapped in place (`if let loginFlow`).
        let members = ["path"] + pushedChildren.map(\.property)
        var get = SwiftNameScope(reserving: members)
        let screensName = get.claim("screens")
        let screens = SwiftExpression.local(screensName)
        var getter: [SwiftStatement] = [
            .binding(
                isLet: false, name: screensName, type: nil,
                value: .call(
                    .member(.local("path"), "map"), [],
                    trailing: SwiftClosure(body: [
                        .expression(
                            .call(
                                .member(.type(destinationType), id), [.unlabelled(.closureArgument(0))],
                                trailing: nil))
                    ])))
        ]
        var set = SwiftNameScope(parameters: ["newValue"], reserving: members)
        let own = set.claim("own")
        let flows = set.claim("flows")
        var loop = set
        let destination = loop.claim("destination")
        let route = loop.claim("route")
        // A flow that pushes an instance of itself shares its destinations: this
        // instance's screens are the first `path.count`, the pushed instance's follow.
        let ownFirst: [SwiftCondition] =
            pushedChildren.first { $0.id == id }.map { child in
                [
                    .expression(
                        .binary(
                            .binary(.local(child.property), "==", .nil), "||",
                            .binary(.member(.local(own), "count"), "<", .member(.local("path"), "count"))))
                ]
            } ?? []
        var setter: [SwiftStatement] = [
            .binding(isLet: false, name: own, type: .array(routeType), value: .array([])),
            .binding(isLet: false, name: flows, type: .array(destinationType), value: .array([])),
            .forIn(
                [destination], .local("newValue"),
                [
                    .if(
                        [.expression(.member(.local(flows), "isEmpty"))] + ownFirst + [
                            .matches(.enumCase(id, [.binding(route)]), .local(destination))
                        ],
                        then: [.expression(.call(.local(own), "append", .unlabelled(.local(route))))],
                        else: [
                            .expression(.call(.local(flows), "append", .unlabelled(.local(destination))))
                        ])
                ]),
            .assignment(.local("path"), .local(own)),
            .comment("A flow whose screens are all gone was popped (the back button or a swipe): drop it."),
        ]
        for child in pushedChildren {
            guard let started = model.coordinator(child.id), let root = model.rootRef(of: started),
                let rootRoute = model.route(root)
            else { continue }
            var shownScope = get
            let flow = SwiftExpression.local(shownScope.rebind(child.property))
            let childType = SwiftTypeName.named([names.route(child.id)])
            // A flow that takes an input keeps its root screen, values and all, in `input`.
            var shown: [SwiftCondition] = [.optionalBinding(child.property, flow)]
            var rootValue = SkeletonSyntax.routeWithoutValues(rootRoute) ?? .nil
            if plan.index.isStartedAtRoute(child.id), SkeletonSyntax.routeWithoutValues(rootRoute) != nil {
                // A flow some start begins at a route keeps its first screen in `root`.
                rootValue = .member(.local(child.property), "root")
            } else if SkeletonSyntax.routeWithoutValues(rootRoute) == nil {
                let input = shownScope.claim("input")
                shown.append(.optionalBinding(input, .member(flow, "input")))
                rootValue = .local(input)
            }
            // A flow that pushes flows of its own hands out their screens after its own.
            let nested = SkeletonPlan.pushesFlows(child.id, index: plan.index)
            let flowScreens: SwiftExpression =
                nested
                ? .member(flow, "stackPath")
                : .call(
                    .member(.member(flow, "path"), "map"), [],
                    trailing: SwiftClosure(body: [
                        .expression(
                            .call(
                                .member(.type(destinationType), child.id),
                                [.unlabelled(.closureArgument(0))], trailing: nil))
                    ]))
            getter.append(
                .if(
                    shown,
                    then: [
                        .expression(
                            .call(
                                screens, "append", .unlabelled(.dotCall(child.id, [.unlabelled(rootValue)])))),
                        .expression(.binary(screens, "+=", flowScreens)),
                    ], else: nil))
            var popped = set
            _ = popped.rebind(child.property)
            if nested {
                // It splits what is left between its own screens and its flows'.
                setter.append(
                    .if(
                        [.optionalBinding(child.property, flow)],
                        then: [
                            .if(
                                [.expression(.member(.local(flows), "isEmpty"))],
                                then: [.assignment(.member(.self, child.property), .nil)],
                                else: [
                                    .assignment(
                                        .member(flow, "stackPath"),
                                        SkeletonSyntax.droppingFirst(.local(flows)))
                                ])
                        ], else: nil))
                continue
            }
            let left = popped.claim("screens")
            setter.append(
                .if(
                    [.optionalBinding(child.property, flow)],
                    then: [
                        .let(
                            left,
                            SkeletonSyntax.routes(of: child.id, childType, in: .local(flows), scope: popped)),
                        .if(
                            [.expression(.member(.local(left), "isEmpty"))],
                            then: [.assignment(.member(.self, child.property), .nil)],
                            else: [
                                .assignment(
                                    .member(flow, "path"),
                                    SkeletonSyntax.droppingFirst(.local(left)))
                            ]),
                    ], else: nil))
        }
        getter.append(.return(screens))
        return .variable(
            SwiftVariable(
                docs: [
                    "What the `NavigationStack` shows above the root: this coordinator's screens, then those",
                    "of a flow started `as: push`. Setting it (the back button, a swipe) hands them back.",
                ],
                name: "stackPath", type: .array(destinationType), body: .getSet(get: getter, set: setter)))
    }

    /// `if case .home(let route)? = node.stack.first { root = route }`: a link may show
    /// another screen at the bottom, one a `replace` or a start `at` a route put there.
    private func applyRoot(node: SwiftExpression, in scope: SwiftNameScope) -> [SwiftStatement] {
        guard plan.heldRoot != nil else { return [] }
        var scope = scope
        let route = scope.claim("route")
        // A split's column shows its root under a flow the column before selected there.
        let rootRoute = plan.isSelectedColumn ? plan.heldRoot : nil
        return [
            .if(
                [.matches(.some(.enumCase(id, [.binding(route)])), .member(.member(node, "stack"), "first"))],
                then: [.assignment(.member(.self, "root"), .local(route))],
                else: rootRoute.map { [.assignment(.member(.self, "root"), $0)] })
        ]
    }

    private func applyMethod() -> SwiftDeclaration {
        let node = SwiftExpression.local("node")
        // The locals of the whole body step around every member: it uses them bare.
        var scope = SwiftNameScope(parameters: ["node"], reserving: plan.members)
        var body: [SwiftStatement] =
            plan.leaveWaitingFlow() + plan.applyInput(node: node, in: scope)
            + applyRoot(node: node, in: scope)
            + [
                .assignment(
                    .local("path"),
                    SkeletonSyntax.routes(
                        of: id, routeType, in: .call(.member(node, "stack"), "dropFirst"), scope: scope))
            ]
        body += pushedFlowsApply(pushedChildren, node: node, in: &scope)
        if plan.presents {
            body += plan.swiftUISlots.compactMap(\.swiftUISlot).map { .assignment(.local($0.property), .nil) }
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
                                        .unlabelled(.dotCall("route", [.unlabelled(.local(route))])),
                                        SwiftArgument("style", .local(style)),
                                    ],
                                    trailing: nil))
                        ], else: nil))
            }
            for child in plan.modalChildren {
                // The flow's local steps around the names in scope and the members it uses.
                var shown = SwiftNameScope(
                    parameters: scope.bound, reserving: ["present", "path", child.makeMethod])
                let flow = shown.claim("flow")
                let style = shown.claim("style")
                let name = child.local(in: &shown)
                let local = SwiftExpression.local(name)
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
                                    SkeletonSyntax.deepLinkHandler(
                                        child, startedOn: .member(.local("path"), "last"),
                                        first: SkeletonSyntax.firstRoute(
                                            of: child.id, .named([names.route(child.id)]),
                                            in: .member(.local(flow), "stack"), scope: shown)),
                                    trailing: nil)),
                            .expression(.call(local, "apply", .unlabelled(.local(flow)))),
                            .expression(
                                .call(
                                    .local("present"),
                                    [
                                        .unlabelled(.dotCall(child.presentationCase, [.unlabelled(local)])),
                                        SwiftArgument("style", .local(style)),
                                    ],
                                    trailing: nil)),
                        ], else: nil))
            }
        }
        return .function(
            SwiftFunction(
                docs: [
                    "Shows `node`, e.g. a deep link's: the screens above the root and what the top presents.",
                    "A presentation inside a presentation is left to you.",
                ],
                kind: .named("apply"),
                parameters: [SwiftParameter(label: nil, name: "node", type: names.nodeType(id))],
                body: body))
    }

    /// Each flow of `children` whose screens `node` holds, made and shown with them; the
    /// flows of the others closed.
    func pushedFlowsApply(
        _ children: [SkeletonPlan.Child], node: SwiftExpression, in scope: inout SwiftNameScope
    ) -> [SwiftStatement] {
        var body: [SwiftStatement] = []
        for child in children {
            if child.id == id {
                // A link never starts a flow that already runs: every screen is this instance's.
                body.append(.assignment(.local(child.property), .nil))
                continue
            }
            let childRoute = SwiftTypeName.named([names.route(child.id)])
            let screens = scope.claim(child.property + "Screens")
            body += [
                .let(
                    screens,
                    SkeletonSyntax.routes(of: child.id, childRoute, in: .member(node, "stack"), scope: scope)),
                .assignment(
                    .local(child.property),
                    .ternary(
                        .member(.local(screens), "isEmpty"), .nil,
                        .call(
                            .local(child.makeMethod),
                            SkeletonSyntax.deepLinkHandler(
                                child, startedOn: .member(.local("path"), "last"),
                                first: .member(.local(screens), "first")),
                            trailing: nil))),
                .assignment(
                    .optionalMember(.local(child.property), "path"),
                    SkeletonSyntax.droppingFirst(.local(screens))),
            ]
            if takesInput(child) {
                let input = SwiftExpression.optionalMember(.local(child.property), "input")
                body.append(.assignment(input, .member(.local(screens), "first")))
            } else if plan.index.isStartedAtRoute(child.id) {
                // A flow some start begins at a route shows the link's first screen as its `root`.
                var inner = scope
                let first = inner.claim("first")
                body.append(
                    .if(
                        [.optionalBinding(first, .member(.local(screens), "first"))],
                        then: [.assignment(.optionalMember(.local(child.property), "root"), .local(first))],
                        else: nil))
            }
        }
        return body
    }

    private func presentHelper() -> SwiftDeclaration {
        .function(
            SwiftFunction(
                access: .private, kind: .named("present"),
                parameters: [
                    SwiftParameter(label: nil, name: "presentation", type: presentationType),
                    SwiftParameter("style", names.styleType),
                ],
                body: [
                    .switch(
                        .local("style"),
                        model.stateStyles.compactMap { style in
                            guard let state = style.stateCase, let slot = plan.swiftUISlot(for: style) else {
                                return nil
                            }
                            return SwiftSwitchCase(
                                patterns: [.enumCase(state, [])],
                                body: [.assignment(.local(slot), .local("presentation"))])
                        })
                ]))
    }

    private func presentationEnum() -> SwiftDeclaration {
        var cases: [SwiftDeclaration] = []
        var ids: [SwiftSwitchCase] = []
        if !plan.presentedRoutes.isEmpty {
            cases.append(
                .enumCase(
                    SwiftEnumCase(name: "route", associatedValues: [SwiftAssociatedValue(type: routeType)])))
            var scope = SwiftNameScope()
            let route = scope.claim("route")
            ids.append(
                SwiftSwitchCase(
                    patterns: [.enumCase("route", [.binding(route)])],
                    body: [
                        .expression(
                            .call(
                                .type(.named(["AnyHashable"])), [.unlabelled(.local(route))], trailing: nil)
                        )
                    ]))
        }
        for child in plan.modalChildren {
            cases.append(
                .enumCase(
                    SwiftEnumCase(
                        name: child.presentationCase,
                        associatedValues: [
                            SwiftAssociatedValue(type: .named([names.coordinatorClass(child.id)]))
                        ])))
            var scope = SwiftNameScope()
            let flow = scope.claim("flow")
            ids.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(child.presentationCase, [.binding(flow)])],
                    body: [
                        .expression(
                            .call(
                                .type(.named(["AnyHashable"])),
                                [
                                    .unlabelled(
                                        .call(
                                            .type(.named(["ObjectIdentifier"])),
                                            [.unlabelled(.local(flow))], trailing: nil))
                                ],
                                trailing: nil))
                    ]))
        }
        let id = SwiftVariable(
            docs: ["The route itself, or the flow's coordinator object."], name: "id",
            type: .named(["AnyHashable"]),
            body: .computed([.switch(.self, ids)]))
        return .type(
            SwiftTypeDeclaration(
                docs: ["What this coordinator presents: one of its routes, or a child flow."], kind: .enum,
                name: presentationType, conformances: [.named(["Identifiable"])],
                members: cases + [.variable(id)]))
    }

    /// Whether a flow's root screen needs values, which it then keeps in `input`.
    func takesInput(_ child: SkeletonPlan.Child) -> Bool {
        guard let started = model.coordinator(child.id), let root = model.rootRef(of: started),
            let route = model.route(root)
        else { return false }
        return SkeletonSyntax.routeWithoutValues(route) == nil
    }
}
