/// The navigation file's `open(_:)` and `init?(opening:)` (docs/spec.md, "How a deep link
/// opens" and "Entry points"), written only for a spec that uses open modes, `via`, entry
/// routes or `go`, so that every other spec's file stays as it was.
extension NavigationFileBuilder {
    var opensByMode: Bool { model.opensByMode }

    private var destination: SwiftTypeName { names.destinationType }

    /// `open(_:)`, `init?(opening:)` and the private one-move helpers. `matcher` is nil
    /// when no pattern can open: `open(_:)` then opens nothing.
    func openingMembers(plans: DeepLinkPlans, matcher: DeepLinkMatcherBuilder?) throws -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [.function(openFunction(opens: matcher != nil))]
        if hasConditions { members.append(.function(launchConditionsOpening())) }
        members.append(.function(try openingInitializer(plans: plans)))
        if model.hasGoItems { members.append(.function(goFunction())) }
        if matcher != nil {
            members += oneMoveHelpers()
            if hasConditions, let guardedMove = guardedMoveFunction() {
                members.append(.function(guardedMove))
                if let linkGuard = linkGuardFunction() { members.append(.function(linkGuard)) }
                // They hang a `Modal` on the screen on top: a spec without modals has none to hang.
                if model.hasModals { members += presentOnTopHelpers() }
            }
        }
        return members
    }

    private func openFunction(opens: Bool) -> SwiftFunction {
        let docs =
            [
                "Opens a deep link on this state, as `navgen simulate --do 'open URL'` does: a pattern with",
                "`open: onTop` shows its screen by one move when the screen on top can (a push on its stack,",
                "or a \(PresentationStyle.modalWords) it declares); otherwise, and for `reset` patterns, the state becomes",
                "`init?(url:)`'s. False, and the state unchanged, when the URL matches no pattern.",
            ]
            + (hasConditions
                ? [
                    "Under this state's `conditions`: the one move only when the screen's own guards are met,",
                    "otherwise the state becomes `init?(url:conditions:)`'s (false, unchanged, where that is nil).",
                ] : [])
        var body: [SwiftStatement] = [.return(.boolean(false))]
        if opens, hasConditions {
            body = guardedOpenBody()
        } else if opens {
            body = [
                .binding(isLet: false, name: "onTop", type: nil, value: .boolean(false)),
                .guard(
                    [
                        .optionalBinding(
                            "opened",
                            .call(
                                .type(names.stateType),
                                [SwiftArgument("url", .local("url"))]
                                    + (hasConditions
                                        ? [SwiftArgument("conditions", .member(.self, "conditions"))] : [])
                                    + sizeClassArguments + linkSourceArguments
                                    + [SwiftArgument("onTop", .inoutArgument(.local("onTop")))],
                                trailing: nil))
                    ], else: [.return(.boolean(false))]),
                .if(
                    [
                        .expression(.local("onTop")),
                        .optionalBinding("target", .member(.member(.local("opened"), "path"), "last")),
                        .expression(
                            showOnTopCall(in: .member(.self, "root"))),
                    ], then: [.return(.boolean(true))], else: nil),
                .assignment(.self, .local("opened")),
                .return(.boolean(true)),
            ]
        }
        return SwiftFunction(
            docs: docs, attributes: ["@discardableResult"], access: access, isMutating: true,
            kind: .named("open"),
            parameters: [SwiftParameter(label: nil, name: "url", type: .named(["URL"]))]
                + linkSourceParameters + sizeClassParameters,
            returnType: .named(["Bool"]), body: body)
    }

    /// `Self.showOnTop(target, in: &node)`, with the size class where the spec adapts.
    private func showOnTopCall(in node: SwiftExpression) -> SwiftExpression {
        .call(
            .member(.type(names.stateType), "showOnTop"),
            [.unlabelled(.local("target")), SwiftArgument("in", .inoutArgument(node))] + sizeClassArguments,
            trailing: nil)
    }

    /// `open(_:)` with conditions: where one move shows an `onTop` link's screen, that
    /// move with the screen's guards checked on this state (``guardedMoveFunction()``);
    /// else the state `init?(url:conditions:)` opens under `conditions`.
    private func guardedOpenBody() -> [SwiftStatement] {
        let showOnTop: [SwiftStatement]
        if guardedMoveFunction() != nil {
            showOnTop = [
                .if(
                    [.optionalBinding("target", .local("onTop"))],
                    then: [
                        .binding(isLet: false, name: "moved", type: nil, value: .member(.self, "root")),
                        .if(
                            [
                                .expression(
                                    showOnTopCall(in: .local("moved")))
                            ],
                            then: [
                                .guard(
                                    [
                                        .optionalBinding(
                                            "shown",
                                            .call(
                                                .local("guardedMove"),
                                                [
                                                    SwiftArgument("to", .local("target")),
                                                    SwiftArgument("moved", .local("moved")),
                                                    SwiftArgument("opened", .local("opened")),
                                                ] + sizeClassArguments, trailing: nil))
                                    ], else: [.return(.boolean(false))]),
                                .assignment(.self, .local("shown")),
                                .return(.boolean(true)),
                            ], else: nil),
                    ], else: nil)
            ]
        } else {
            showOnTop = [
                .if(
                    [
                        .optionalBinding("target", .local("onTop")),
                        .expression(
                            showOnTopCall(in: .member(.self, "root"))),
                    ], then: [.return(.boolean(true))], else: nil)
            ]
        }
        return [
            .binding(isLet: false, name: "onTop", type: .optional(names.destinationType), value: .nil),
            .let(
                "opened",
                .call(
                    .type(names.stateType),
                    [
                        SwiftArgument("url", .local("url")),
                        SwiftArgument("conditions", .member(.self, "conditions")),
                    ] + sizeClassArguments + linkSourceArguments
                        + [SwiftArgument("onTop", .inoutArgument(.local("onTop")))],
                    trailing: nil)),
        ] + showOnTop + [
            .guard([.optionalBinding("opened", .local("opened"))], else: [.return(.boolean(false))])
        ]
            + (linkGuardFunction() == nil
                ? [.assignment(.self, .local("opened"))]
                : [
                    .comment("An unmet `deeplinks.requires` acts on this state, not on launch."),
                    .assignment(
                        .self,
                        .binary(
                            .call(
                                .local("linkGuardUnmet"), [SwiftArgument("opened", .local("opened"))],
                                trailing: nil), "??", .local("opened"))),
                ])
            + [.return(.boolean(true))]
    }

    /// `init?(opening:)`: per destination, the state a deep link to it builds (its
    /// route's first pattern's `via`, else the shortest sequence), params taken from
    /// the destination's by name and type; nil where a screen below needs one it lacks.
    private func openingInitializer(plans: DeepLinkPlans) throws -> SwiftFunction {
        var docs = [
            "The state that opens a screen by value (a push notification, shortcut, widget or intent),",
            "as `navgen simulate --open` does: the back stack a deep link to it builds, each screen",
            "below taking params from the destination's by name and type. Nil when one of them needs",
            "a param the destination lacks (or leaves nil).",
        ]
        var parameters = [SwiftParameter(label: "opening", name: "destination", type: destination)]
        if hasConditions {
            docs += [
                "Under `conditions` (`--given`) its moves are checked as a deep link's are: the first unmet",
                "guard shows its `otherwise`, or its condition's flow with `waiting` the destination; nil",
                "where nothing can show it.",
            ]
            parameters.append(SwiftParameter("conditions", names.conditionsType))
        }
        if hasRootList {
            docs += [
                "From the root the conditions show, with its own plans: nil for a screen it cannot show."
            ]
        }
        parameters += sizeClassParameters
        return SwiftFunction(
            docs: docs, access: access, kind: .initializer(failable: true), parameters: parameters,
            body: try perRoot(plans) { try $0.openingBody(plans: $1) })
    }

    /// The body of `init?(opening:)` from one root: the launch tree, then per
    /// destination the state it opens.
    private func openingBody(plans: DeepLinkPlans) throws -> [SwiftStatement] {
        let opening = EntryOpening(planner: plans.planner)
        var cases: [SwiftSwitchCase] = []
        for coordinator in model.coordinators where coordinator.kind != .tabs {
            for route in coordinator.routes {
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                let params = route.params
                let patterns = destinationPatterns(ref, params.isEmpty ? [] : params.map { _ in .wildcard })
                guard !patterns.isEmpty else { continue }
                let refuse = SwiftSwitchCase(patterns: patterns, body: [.return(.nil)])
                guard let plan = opening.plan(for: ref), let state = plans.planner.state(for: plan) else {
                    cases.append(refuse)
                    continue
                }
                // A param below the target that is required there and optional on the
                // target must hold a value: unwrapped first, nil otherwise.
                var bindings: [String: MatcherBinding] = [:]
                for param in params {
                    bindings[param.name.value] = MatcherBinding(
                        base: param.type.value.base, isOptional: param.type.value.isOptional)
                }
                var unwrap: [String] = []
                for entry in state.path.dropLast() {
                    for param in model.route(entry.route)?.params ?? [] where !param.type.value.isOptional {
                        let name = param.name.value
                        guard let bound = bindings[name], bound.base == param.type.value.base,
                            bound.isOptional
                        else { continue }
                        unwrap.append(name)
                        bindings[name]?.isOptional = false
                    }
                }
                let pattern = RoutePattern(
                    route: ref, source: Located("", at: .start), segments: [], query: [], params: params,
                    order: -1)
                let emitter = DeepLinkStateEmitter(
                    model: model, builder: self, plans: plans, pattern: LinkPattern(pattern),
                    bindings: bindings)
                let built =
                    hasConditions
                    ? try? guardedOpening(plan, plans: plans, emitter: emitter)
                    : try? emitter.statements(for: PlanNode(state.root))
                guard let statements = built else {
                    cases.append(refuse)
                    continue
                }
                var body: [SwiftStatement] = []
                if !unwrap.isEmpty {
                    body.append(
                        .guard(unwrap.map { .optionalBinding($0, .local($0)) }, else: [.return(.nil)]))
                }
                body += statements
                if body.isEmpty { body = [.break] }
                cases.append(
                    SwiftSwitchCase(
                        patterns: destinationPatterns(ref, params.map { .binding($0.name.value) }), body: body
                    ))
            }
        }
        var start = SwiftStatement.expression(.call(.initializer(.self), [], trailing: nil))
        if hasConditions {
            start = .expression(
                .call(
                    .initializer(.self),
                    [
                        SwiftArgument("root", launchRoot),
                        SwiftArgument("conditions", .local("conditions")),
                    ], trailing: nil))
        }
        return [start, .switch(.local("destination"), cases)]
    }

    /// `init?(opening:)` of a spec with conditions: under the spec's `initially` values.
    private func launchConditionsOpening() -> SwiftFunction {
        SwiftFunction(
            docs: [
                "The state that opens a screen by value at launch, under the spec's `initially` values:",
                "see `init?(opening:conditions:)`.",
            ],
            access: access, kind: .initializer(failable: true),
            parameters: [SwiftParameter(label: "opening", name: "destination", type: destination)],
            body: [
                .expression(
                    .call(
                        .initializer(.self),
                        [
                            SwiftArgument("opening", .local("destination")),
                            SwiftArgument(
                                "conditions", .call(.type(names.conditionsType), [], trailing: nil)),
                        ], trailing: nil))
            ])
    }

    /// A route's opening by value under conditions: one `if` per condition its moves
    /// check, as for a deep link (``DeepLinkMatcherBuilder``), `waiting` the destination.
    private func guardedOpening(_ plan: DeepLinkPlan, plans: DeepLinkPlans, emitter: DeepLinkStateEmitter)
        throws
        -> [SwiftStatement]
    {
        let opening = GuardedOpening(engine: plans.planner.engine, bound: emitter.valuedNames)
        let tree = try ConditionTree.explore { reader in
            try opening.open(plan, planner: plans.planner, &reader)
        }
        var body = try statements(for: tree, values: emitter.value(named:)) { outcome in
            switch outcome {
            case .refused, .web:
                return [.return(.nil)]
            case .shown(let node, .target), .shown(let node, .otherwise):
                return try emitter.statements(for: node) + [.return(nil)]
            case .shown(let node, .waiting(let read)):
                return try emitter.aliasing(read).statements(for: node) + [
                    .assignment(.member(.self, "waiting"), .local("destination")), .return(nil),
                ]
            }
        }
        // The way forward is last: the `switch` ends the initializer anyway.
        if body.last == .return(nil) { body.removeLast() }
        return body
    }

    // MARK: - One move

    /// `showOnTop(_:in:)` for each node, the `Modal` and the flows, and the two facts it
    /// reads: whether two screens share a stack, and which presentation a route declares.
    private func oneMoveHelpers() -> [SwiftDeclaration] {
        var helpers: [SwiftDeclaration] = []
        for id in model.nodeCoordinators {
            guard let coordinator = model.coordinator(id) else { continue }
            switch coordinator.kind {
            case .stack: helpers.append(.function(stackShowOnTop(id)))
            case .tabs: helpers.append(.function(tabsShowOnTop(coordinator)))
            case .routes: continue  // never a node: its routes sit on the stacks that use it
            case .split:
                helpers.append(
                    .function(
                        showOnTop(
                            node: names.nodeType(id),
                            docs: ["`open: onTop` on the `\(id)` split view: the last column shown decides."],
                            [shownColumnSwitch(coordinator, recursing: recurse)])))
            }
        }
        if model.hasModals {
            helpers.append(.function(modalShowOnTop()))
            helpers.append(.function(presentation()))
        }
        if hasRootList { helpers.append(.function(rootShowOnTop())) }
        helpers.append(.function(usesRouteSets ? hostedFunction() : sameStack()))
        return helpers
    }

    private func showOnTop(node type: SwiftTypeName, docs: [String], _ body: [SwiftStatement])
        -> SwiftFunction
    {
        var node = SwiftParameter(label: "in", name: "node", type: type)
        node.isInout = true
        return SwiftFunction(
            docs: docs, access: .private, isStatic: true, kind: .named("showOnTop"),
            parameters: [SwiftParameter(label: nil, name: "target", type: destination), node]
                + sizeClassParameters,
            returnType: .named(["Bool"]), body: body)
    }

    private func recurse(_ value: SwiftExpression) -> SwiftExpression {
        .call(
            .local("showOnTop"),
            [.unlabelled(.local("target")), SwiftArgument("in", .inoutArgument(value))] + sizeClassArguments,
            trailing: nil)
    }

    /// A stack: what its modal shows decides, else a push of a screen of its own.
    private func stackShowOnTop(_ id: String) -> SwiftFunction {
        var body: [SwiftStatement] = []
        if model.hasModals {
            body.append(stackModalStep(recursing: recurse))
        }
        let top = SwiftCondition.optionalBinding("top", .member(.member(.local("node"), "stack"), "last"))
        // With route sets, a set route is re-wrapped in the case of the stack it is pushed on.
        let (pushable, pushed): (SwiftCondition, String) =
            usesRouteSets
            ? (.optionalBinding("pushed", hosted(.local("target"), onStackOf: .local("top"))), "pushed")
            : (
                .expression(
                    .call(
                        .local("isOnSameStack"), [.unlabelled(.local("target")), .unlabelled(.local("top"))],
                        trailing: nil)), "target"
            )
        body += [
            .guard([top, pushable], else: [.return(.boolean(false))]),
            .expression(.call(.member(.local("node"), "stack"), "append", .unlabelled(.local(pushed)))),
            .return(.boolean(true)),
        ]
        return showOnTop(
            node: names.nodeType(id),
            docs: [
                "`open: onTop` on the `\(id)` stack: its modal's screen decides; else a push of its own screen."
            ],
            body)
    }

    /// A tab bar: its selected tab decides.
    private func tabsShowOnTop(_ coordinator: Coordinator) -> SwiftFunction {
        let id = coordinator.id.value
        let tabs = coordinator.children.map(\.value).filter { model.coordinator($0) != nil }
        let cases = tabs.map { tab in
            SwiftSwitchCase(
                patterns: [.enumCase(tab, [])],
                body: [.return(recurse(.member(.member(.local("node"), "tabs"), tab)))])
        }
        return showOnTop(
            node: names.nodeType(id),
            docs: ["`open: onTop` on the `\(id)` tab bar: its selected tab decides."],
            [.switch(.member(.local("node"), "selected"), cases)])
    }

    /// A modal: a route on top presents what it declares; a flow's node decides; an
    /// alert shows nothing over itself.
    private func modalShowOnTop() -> SwiftFunction {
        // With route sets, a set route is presented in the case of the stack the
        // presenting route is on.
        let presentedName = usesRouteSets ? "hosted" : "target"
        let presented: [SwiftCondition] =
            usesRouteSets
            ? [.optionalBinding("hosted", hosted(.local("target"), onStackOf: .local("destination")))] : []
        var cases = [
            SwiftSwitchCase(
                patterns: [
                    .enumCase("route", [.binding("destination"), .binding("style"), .binding("presented")])
                ],
                body: [
                    presentedModalStep(recursing: recurse),
                    .guard(
                        presented + [
                            .optionalBinding(
                                "shown",
                                .call(
                                    .local("presentation"),
                                    [
                                        SwiftArgument("of", .local(presentedName)),
                                        SwiftArgument("from", .local("destination")),
                                    ] + sizeClassArguments,
                                    trailing: nil))
                        ], else: [.return(.boolean(false))]),
                    .assignment(
                        .local("node"),
                        routeModal(
                            .dotCall(
                                "route",
                                [
                                    .unlabelled(.local(presentedName)),
                                    SwiftArgument("style", .local("shown")),
                                    SwiftArgument("modal", .nil),
                                ]))),
                    .return(.boolean(true)),
                ])
        ]
        cases += modalFlowCases(recursing: recurse)
        return showOnTop(
            node: .named(["Modal"]),
            docs: [
                "`open: onTop` in a modal: a route on top presents what it declares; a flow's node decides."
            ],
            [.switch(.local("node"), cases)])
    }

    /// The first move in a modal style to an `onTop` target that a route declares.
    /// A set route's cases are written once per stack that shows it, the target in the
    /// same stack's case (``hostedFunction()`` re-wraps it so before asking).
    private func presentation() -> SwiftFunction {
        var onTopTargets: Set<RouteRef> = []
        for coordinator in model.coordinators where coordinator.kind != .tabs {
            for route in coordinator.routes
            where route.deepLinkForms.contains(where: \.opensOnTopFromSomeSource) {
                onTopTargets.insert(RouteRef(coordinator: coordinator.id.value, route: route.id.value))
            }
        }
        var cases: [SwiftSwitchCase] = []
        for coordinator in model.coordinators where coordinator.kind != .tabs {
            let hosts =
                coordinator.kind == .routes ? hosts(ofSet: coordinator.id.value) : [coordinator.id.value]
            for route in coordinator.routes {
                let source = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                var seen: Set<RouteRef> = []
                for transition in route.transitions {
                    guard case .show(let target, _) = transition.action, let style = transition.stateStyle
                    else { continue }
                    let ref = model.model.target(named: target.value, from: source)
                    guard onTopTargets.contains(ref), model.route(ref) != nil, seen.insert(ref).inserted,
                        !hosts.isEmpty
                    else { continue }
                    cases.append(
                        SwiftSwitchCase(
                            patterns: hosts.map { host in
                                .tuple([
                                    destinationPattern(source, on: host, []),
                                    destinationPattern(ref, on: host, []),
                                ])
                            }, body: [.return(style)]))
                }
            }
        }
        let body: [SwiftStatement] =
            cases.isEmpty
            ? [.return(.nil)]
            : [
                .switch(
                    .tuple([.unlabelled(.local("top")), .unlabelled(.local("target"))]),
                    cases + [.default([.return(.nil)])])
            ]
        return SwiftFunction(
            docs: [
                "The style `top` presents `target` with, when it declares a \(PresentationStyle.modalWords) of it."
            ],
            access: .private, isStatic: true, kind: .named("presentation"),
            parameters: [
                SwiftParameter(label: "of", name: "target", type: destination),
                SwiftParameter(label: "from", name: "top", type: destination),
            ] + sizeClassParameters,
            returnType: .optional(.named(["PresentationStyle"])), body: body)
    }

    /// Whether two screens are routes of one stack coordinator.
    private func sameStack() -> SwiftFunction {
        let stacks = model.stacks.map(\.id.value)
        let body: [SwiftStatement]
        if stacks.count < 2 {
            body = [.return(.boolean(true))]
        } else {
            body = [
                .switch(
                    .tuple([.unlabelled(.local("first")), .unlabelled(.local("second"))]),
                    [
                        SwiftSwitchCase(
                            patterns: stacks.map { .tuple([.enumCase($0, []), .enumCase($0, [])]) },
                            body: [.return(.boolean(true))]),
                        .default([.return(.boolean(false))]),
                    ])
            ]
        }
        return SwiftFunction(
            docs: [
                "Whether two screens are routes of one stack coordinator: one can be pushed over the other."
            ],
            access: .private, isStatic: true, kind: .named("isOnSameStack"),
            parameters: [
                SwiftParameter(label: nil, name: "first", type: destination),
                SwiftParameter(label: nil, name: "second", type: destination),
            ],
            returnType: .named(["Bool"]), body: body)
    }
}
