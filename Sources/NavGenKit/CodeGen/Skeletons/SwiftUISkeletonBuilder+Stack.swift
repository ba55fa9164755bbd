extension SwiftUISkeletonBuilder {
    /// Whether this coordinator shows flows started `as: push` on its stack: its
    /// `NavigationStack` then holds destinations of several coordinators.
    var hostsPushedFlows: Bool { !pushedChildren.isEmpty }

    var pushedChildren: [SkeletonPlan.Child] {
        plan.pushedChildren.filter { model.coordinator($0.id)?.kind == .stack }
    }

    var presentationType: SwiftTypeName { .named(["Presentation"]) }

    func stackClass() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [.mark("State")]
        members.append(
            .variable(
                SwiftVariable(
                    docs: ["The screens above the root, bottom first."], name: "path",
                    type: .array(routeType),
                    body: .stored(.array([])))))
        if hostsPushedFlows { members.append(stackPath()) }
        if plan.presents {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The sheet on screen."], name: "sheet", type: .optional(presentationType))))
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The full-screen cover on screen."], name: "cover",
                        type: .optional(presentationType))))
        }
        for child in pushedChildren {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The `\(child.id)` flow, while its screens are on this stack."],
                        name: child.property,
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
        if !plan.methods.isEmpty {
            members.append(.mark("Transitions"))
            members += plan.methods.map(transitionMethod)
        }
        if !plan.children.isEmpty {
            members.append(.mark("Child flows"))
            for child in plan.children { members += childMembers(child) }
        }
        if plan.hasNode || plan.isRoot || plan.presents {
            members.append(.mark("Deep links"))
            if plan.hasNode { members.append(applyMethod()) }
            if plan.isRoot { members.append(openMethod()) }
            if plan.presents { members.append(presentHelper()) }
        }
        members.append(.mark("Views"))
        members.append(routeViews())
        if plan.presents { members.append(presentedViews()) }
        if hostsPushedFlows { members.append(pushedViews()) }
        if plan.presents { members.append(presentationEnum()) }
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "Coordinates the `\(id)` stack: owns its path and what it presents, has one method per",
                    "transition of its routes, and builds their views.",
                ] + (plan.isRoot ? appUsage : []),
                attributes: Self.attributes, isFinal: true, kind: .class, name: className, members: members))
    }

    var needsOnDismiss: Bool { plan.needsOnDismiss }

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

    /// What an action does: in a transition method (params from its parameters) or
    /// in a `then:` handler (no values: a route that needs one gets a comment).
    /// `locals` are the names the body binds: a member they hide is written `self.path`.
    func statements(for action: SkeletonAction, withValues: Bool, locals: Set<String>) -> [SwiftStatement] {
        func member(_ name: String) -> SwiftExpression { SkeletonSyntax.member(name, hiddenBy: locals) }
        func route(_ target: String) -> SwiftExpression? {
            guard let route = coordinator.route(named: target) else { return nil }
            return withValues ? SkeletonSyntax.route(route) : SkeletonSyntax.routeWithoutValues(route)
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
            guard let value = route(target) else { return needsValues(target) }
            return [.expression(.call(member("path"), "append", .unlabelled(value)))]
        case .sheet(let target), .cover(let target):
            guard let value = route(target) else { return needsValues(target) }
            let slot = if case .sheet = action { "sheet" } else { "cover" }
            return [.assignment(member(slot), .dotCall("route", [.unlabelled(value)]))]
        case .start(let child, let style):
            guard let entry = plan.children.first(where: { $0.id == child }) else { return [] }
            let make = SwiftExpression.call(member(entry.makeMethod), [], trailing: nil)
            if style == .push, pushedChildren.contains(where: { $0.id == child }) {
                return [.assignment(member(entry.property), make)]
            }
            let slot = style == .cover ? "cover" : "sheet"
            return [.assignment(member(slot), .dotCall(entry.presentationCase, [.unlabelled(make)]))]
        case .tab(let tabBar, let tab):
            let selector = SkeletonPlan.tabSelector(tabBar)
            return [.expression(.call(member(selector), [.unlabelled(.dot(tab))], trailing: nil))]
        case .pop:
            return [
                .guard([.expression(.not(.member(member("path"), "isEmpty")))], else: [.return(nil)]),
                .expression(.call(member("path"), "removeLast")),
            ]
        case .popToRoot:
            return [.expression(.call(member("path"), "removeAll"))]
        case .dismiss:
            return dismissStatements()
        case .finish(let outcome):
            return [.expression(.call(member("onFinish"), [.unlabelled(.dot(outcome))], trailing: nil))]
        }
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
        return [
            .if(
                [.expression(.binary(.local("cover"), "!=", .nil))],
                then: [.assignment(.local("cover"), .nil)],
                else: [
                    .if(
                        [.expression(.binary(.local("sheet"), "!=", .nil))],
                        then: [.assignment(.local("sheet"), .nil)],
                        else: parent.isEmpty ? nil : parent)
                ])
        ]
    }

    // MARK: Child flows

    private func childMembers(_ child: SkeletonPlan.Child) -> [SwiftDeclaration] {
        let type = SwiftTypeName.named([names.coordinatorClass(child.id)])
        let local = SwiftExpression.local(child.id)
        var make: [SwiftStatement] = [.let(child.id, .call(.type(type), [], trailing: nil))]
        if let handler = child.finishHandler {
            make.append(
                .assignment(
                    .member(local, "onFinish"),
                    SkeletonSyntax.weakSelf(
                        ["outcome"],
                        SkeletonSyntax.optionalSelfCall(handler, [.unlabelled(.local("outcome"))]))))
        }
        if SwiftUISkeletonBuilder(model: model, coordinator: model.coordinator(child.id) ?? coordinator)
            .needsOnDismiss
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
                    kind: .named(child.makeMethod), returnType: type, body: make))
        ]
        var close: [SwiftStatement] = []
        if child.styles.contains(.sheet) {
            close.append(
                .if(
                    [.matches(.some(.enumCase(child.presentationCase, [.wildcard])), .local("sheet"))],
                    then: [.assignment(.local("sheet"), .nil)], else: nil))
        }
        if child.styles.contains(.cover) {
            close.append(
                .if(
                    [.matches(.some(.enumCase(child.presentationCase, [.wildcard])), .local("cover"))],
                    then: [.assignment(.local("cover"), .nil)], else: nil))
        }
        if pushedChildren.contains(where: { $0.id == child.id }) {
            close.append(.assignment(.local(child.property), .nil))
        }
        let childDismisses =
            model.coordinator(child.id).map {
                SwiftUISkeletonBuilder(model: model, coordinator: $0).needsOnDismiss
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
                let body: [SwiftStatement]
                if let action, let skeleton = SkeletonAction(action, in: coordinator, model: model) {
                    body = statements(for: skeleton, withValues: false, locals: ["outcome"])
                } else {
                    body = [.break]
                }
                return SwiftSwitchCase(
                    patterns: [.enumCase(outcome, [])], body: body.isEmpty ? [.break] : body)
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

    // MARK: State

    /// `stackPath`: the `NavigationStack`'s path when flows started `as: push` put
    /// their screens on it.
    private func stackPath() -> SwiftDeclaration {
        let screens = SwiftExpression.local("screens")
        var getter: [SwiftStatement] = [
            .binding(
                isLet: false, name: "screens", type: nil,
                value: .call(
                    .member(.local("path"), "map"), [],
                    trailing: SwiftClosure(body: [
                        .expression(
                            .call(
                                .member(.type(destinationType), id), [.unlabelled(.closureArgument(0))],
                                trailing: nil))
                    ])))
        ]
        var setter: [SwiftStatement] = [
            .binding(isLet: false, name: "own", type: .array(routeType), value: .array([])),
            .binding(isLet: false, name: "flows", type: .array(destinationType), value: .array([])),
            .forIn(
                ["destination"], .local("newValue"),
                [
                    .if(
                        [
                            .expression(.member(.local("flows"), "isEmpty")),
                            .matches(.enumCase(id, [.binding("route")]), .local("destination")),
                        ],
                        then: [.expression(.call(.local("own"), "append", .unlabelled(.local("route"))))],
                        else: [
                            .expression(.call(.local("flows"), "append", .unlabelled(.local("destination"))))
                        ])
                ]),
            .assignment(.local("path"), .local("own")),
            .comment("A flow whose screens are all gone was popped (the back button or a swipe): drop it."),
        ]
        for child in pushedChildren {
            guard let started = model.coordinator(child.id), let root = model.rootRef(of: started),
                let rootRoute = model.route(root),
                let rootValue = SkeletonSyntax.routeWithoutValues(rootRoute)
            else { continue }
            let flow = SwiftExpression.local(child.property)
            let childType = SwiftTypeName.named([names.route(child.id)])
            getter.append(
                .if(
                    [.optionalBinding(child.property, flow)],
                    then: [
                        .expression(
                            .call(
                                screens, "append", .unlabelled(.dotCall(child.id, [.unlabelled(rootValue)])))),
                        .expression(
                            .binary(
                                screens, "+=",
                                .call(
                                    .member(.member(flow, "path"), "map"), [],
                                    trailing: SwiftClosure(body: [
                                        .expression(
                                            .call(
                                                .member(.type(destinationType), child.id),
                                                [.unlabelled(.closureArgument(0))], trailing: nil))
                                    ])))),
                    ], else: nil))
            setter.append(
                .if(
                    [.optionalBinding(child.property, flow)],
                    then: [
                        .let(
                            "screens",
                            .call(
                                .member(.local("flows"), "compactMap"), [],
                                trailing: SwiftClosure(
                                    parameters: ["destination"], returnType: .optional(childType),
                                    body: [
                                        .if(
                                            [
                                                .matches(
                                                    .enumCase(child.id, [.binding("route")]),
                                                    .local("destination"))
                                            ],
                                            then: [.return(.local("route"))], else: nil),
                                        .return(.nil),
                                    ]))),
                        .if(
                            [.expression(.member(screens, "isEmpty"))],
                            then: [.assignment(.member(.self, child.property), .nil)],
                            else: [
                                .assignment(
                                    .member(flow, "path"),
                                    .call(
                                        .type(.named(["Array"])), [.unlabelled(.call(screens, "dropFirst"))],
                                        trailing: nil))
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

    private func applyMethod() -> SwiftDeclaration {
        let node = SwiftExpression.local("node")
        var body: [SwiftStatement] = [
            .assignment(
                .local("path"),
                .call(
                    .member(.call(.member(node, "stack"), "dropFirst"), "compactMap"), [],
                    trailing: SwiftClosure(
                        parameters: ["destination"], returnType: .optional(routeType),
                        body: [
                            .if(
                                [.matches(.enumCase(id, [.binding("route")]), .local("destination"))],
                                then: [.return(.local("route"))], else: nil),
                            .return(.nil),
                        ])))
        ]
        // The locals that hold a pushed flow's screens must not hide a member used below.
        var locals = NameScope(
            reserving: plan.members.union(["node", "destination", "route", "style", "flow"]))
        for child in pushedChildren {
            let childRoute = SwiftTypeName.named([names.route(child.id)])
            let screens = locals.claim(child.property + "Screens")
            body += [
                .let(
                    screens,
                    .call(
                        .member(.member(node, "stack"), "compactMap"), [],
                        trailing: SwiftClosure(
                            parameters: ["destination"], returnType: .optional(childRoute),
                            body: [
                                .if(
                                    [
                                        .matches(
                                            .enumCase(child.id, [.binding("route")]), .local("destination"))
                                    ],
                                    then: [.return(.local("route"))], else: nil),
                                .return(.nil),
                            ]))),
                .assignment(
                    .local(child.property),
                    .ternary(
                        .member(.local(screens), "isEmpty"), .nil,
                        .call(.local(child.makeMethod), [], trailing: nil))),
                .assignment(
                    .optionalMember(.local(child.property), "path"),
                    .call(
                        .type(.named(["Array"])), [.unlabelled(.call(.local(screens), "dropFirst"))],
                        trailing: nil)),
            ]
        }
        if plan.presents {
            body += [.assignment(.local("sheet"), .nil), .assignment(.local("cover"), .nil)]
            if !plan.presentedRoutes.isEmpty {
                body.append(
                    .if(
                        [
                            .matches(
                                .some(
                                    .enumCase(
                                        "route",
                                        [.enumCase(id, [.binding("route")]), .binding("style"), .wildcard])),
                                .member(node, "modal"))
                        ],
                        then: [
                            .expression(
                                .call(
                                    .local("present"),
                                    [
                                        .unlabelled(.dotCall("route", [.unlabelled(.local("route"))])),
                                        SwiftArgument("style", .local("style")),
                                    ],
                                    trailing: nil))
                        ], else: nil))
            }
            for child in plan.modalChildren {
                let name = child.local(avoiding: ["node", "flow", "style", "present", child.makeMethod])
                let local = SwiftExpression.local(name)
                body.append(
                    .if(
                        [
                            .matches(
                                .some(
                                    .enumCase(
                                        "flow", [.enumCase(child.id, [.binding("flow")]), .binding("style")])),
                                .member(node, "modal"))
                        ],
                        then: [
                            .let(name, .call(.local(child.makeMethod), [], trailing: nil)),
                            .expression(.call(local, "apply", .unlabelled(.local("flow")))),
                            .expression(
                                .call(
                                    .local("present"),
                                    [
                                        .unlabelled(.dotCall(child.presentationCase, [.unlabelled(local)])),
                                        SwiftArgument("style", .local("style")),
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
                        [
                            SwiftSwitchCase(
                                patterns: [.enumCase("sheet", [])],
                                body: [.assignment(.local("sheet"), .local("presentation"))]),
                            SwiftSwitchCase(
                                patterns: [.enumCase("cover", [])],
                                body: [.assignment(.local("cover"), .local("presentation"))]),
                        ])
                ]))
    }

    private func presentationEnum() -> SwiftDeclaration {
        var cases: [SwiftDeclaration] = []
        var ids: [SwiftSwitchCase] = []
        if !plan.presentedRoutes.isEmpty {
            cases.append(
                .enumCase(
                    SwiftEnumCase(name: "route", associatedValues: [SwiftAssociatedValue(type: routeType)])))
            ids.append(
                SwiftSwitchCase(
                    patterns: [.enumCase("route", [.binding("route")])],
                    body: [
                        .expression(
                            .call(
                                .type(.named(["AnyHashable"])), [.unlabelled(.local("route"))], trailing: nil)
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
            ids.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(child.presentationCase, [.binding("flow")])],
                    body: [
                        .expression(
                            .call(
                                .type(.named(["AnyHashable"])),
                                [
                                    .unlabelled(
                                        .call(
                                            .type(.named(["ObjectIdentifier"])),
                                            [.unlabelled(.local("flow"))], trailing: nil))
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
}
