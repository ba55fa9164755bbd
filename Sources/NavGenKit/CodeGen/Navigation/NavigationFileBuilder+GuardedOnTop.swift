/// `open(_:)` under conditions (docs/spec.md, "Conditions that resume"): an `onTop`
/// link whose one move exists checks its screen's guards on the state it opens on,
/// as the simulator's `open URL` does. An unmet guard shows the screen's `otherwise`
/// over the screen on top, or its condition's flow there with `waiting` the link's
/// screen, or refuses the link.
extension NavigationFileBuilder {
    /// The routes some `onTop` pattern opens that have guards, in spec order.
    private var guardedOnTopTargets: [RouteRef] {
        model.model.routes.compactMap { resolved in
            guard !resolved.guards.isEmpty,
                model.route(resolved.ref)?.deepLinkForms.contains(where: \.opensOnTopFromSomeSource) == true
            else { return nil }
            return resolved.ref
        }
    }

    /// The private `guardedMove(to:moved:opened:)`, or nil when no `onTop` target has
    /// guards and no `deeplinks.requires` guards every link.
    func guardedMoveFunction() -> SwiftFunction? {
        let targets = guardedOnTopTargets
        let linkGuards = model.model.linkGuards
        guard !targets.isEmpty || !linkGuards.isEmpty else { return nil }
        var cases: [SwiftSwitchCase] = []
        for ref in targets {
            guard let number = model.model.route(ref), let route = model.route(ref) else { continue }
            let bound = Dictionary(
                route.params.map { ($0.name.value, $0.type.value) }, uniquingKeysWith: { first, _ in first })
            var body: [SwiftStatement] = []
            for guardItem in model.model[number].guards {
                body.append(
                    .if(
                        [unmetTest(guardItem, on: .local("next"))],
                        then: unmet(guardItem, of: ref, route: route, bound: bound), else: nil))
            }
            body.append(.break)
            // Only the params an `otherwise` screen takes, or an entry's args name, are bound.
            let shown = route.otherwiseTransitions.compactMap { otherwiseRoute($0.action, of: ref) }
                .compactMap(model.route)
            let used = Set(shown.flatMap(\.params).filter { takes($0, from: bound) }.map(\.name.value))
                .union(model.model[number].guards.flatMap { $0.args ?? [] })
            cases.append(
                SwiftSwitchCase(
                    patterns: destinationPatterns(
                        ref,
                        route.params.map {
                            used.contains($0.name.value) ? .binding($0.name.value) : .wildcard
                        }),
                    body: body))
        }
        cases.append(.default([.break]))
        var docs = [
            "An `open: onTop` link's one move under `conditions` (`moved`: the tree with it made): its",
            "screen's first unmet guard shows the `otherwise` over the screen on top, or the condition's",
            "flow with `waiting` the screen; nil where the link is refused. `opened`, the link from",
            "launch, where a move of this file cannot be made on top.",
        ]
        if !linkGuards.isEmpty {
            docs.append("`deeplinks.requires` is checked first, as for every link.")
        }
        // `deeplinks.requires`, once, before the move.
        let linkChecks: [SwiftStatement] = linkGuards.map { guardItem in
            .if(
                [differs(guardItem.condition, from: !guardItem.isNegated, on: .local("next"))],
                then: linkUnmet(guardItem), else: nil)
        }
        return SwiftFunction(
            docs: docs,
            access: .private, kind: .named("guardedMove"),
            parameters: [
                SwiftParameter(label: "to", name: "target", type: names.destinationType),
                SwiftParameter("moved", rootType),
                SwiftParameter("opened", .optional(names.stateType)),
            ] + sizeClassParameters,
            returnType: .optional(names.stateType),
            body: [.binding(isLet: false, name: "next", type: nil, value: .self)] + linkChecks
                + (targets.isEmpty ? [] : [.switch(.local("target"), cases)]) + [
                    .assignment(.member(.local("next"), "root"), .local("moved")),
                    .return(.local("next")),
                ])
    }

    /// The private `linkGuardUnmet(opened:)`, or nil when no `deeplinks.requires` guards
    /// every link. `open(_:)` asks it before taking a reset link's state: an unmet entry
    /// acts on the state the link arrives on, as the simulator's `open URL` does, not on
    /// the launch state `init?(url:conditions:)` starts from.
    func linkGuardFunction() -> SwiftFunction? {
        var linkGuards = model.model.linkGuards
        // Entries that end as from launch (`web`, refused, a pushed flow) need no check
        // after the last that does not.
        while let last = linkGuards.last, resetLinkUnmet(last) == [.return(.local("opened"))] {
            linkGuards.removeLast()
        }
        guard !linkGuards.isEmpty else { return nil }
        let checks: [SwiftStatement] = linkGuards.map { guardItem in
            .if(
                [differs(guardItem.condition, from: !guardItem.isNegated, on: .self)],
                then: resetLinkUnmet(guardItem), else: nil)
        }
        return SwiftFunction(
            docs: [
                "`deeplinks.requires` on this state, for a link `opened` would reset it to: at the first unmet",
                "entry, `stay` keeps this state and the condition's flow shows over the screen on top, with",
                "`waiting` the link's screen. Nil when every entry holds.",
            ],
            access: .private, kind: .named("linkGuardUnmet"),
            parameters: [SwiftParameter("opened", names.stateType)],
            returnType: .optional(names.stateType),
            body: checks + [.return(.nil)])
    }

    /// ``linkUnmet(_:)`` for a reset link: `web` and a refusal never reach it (the link's
    /// state is nil then), and a flow pushed onto a stack shows as from launch.
    private func resetLinkUnmet(_ guardItem: ConditionGuard) -> [SwiftStatement] {
        let spelling = guardItem.spelling(in: model.model)
        switch model.spec.deepLinks.otherwise?.fallback(for: spelling) {
        case .stay?: return [.return(.self)]
        case .web?: return [.return(.local("opened"))]
        case .action?, nil: break
        }
        guard !guardItem.isNegated, let flow = model.model[guardItem.condition].satisfiedBy,
            let style = flow.style.stateCase
        else { return [.return(.local("opened"))] }
        let id = model.model[flow.coordinator].id.value
        let modal = SwiftExpression.dotCall(
            "flow",
            [
                .unlabelled(.dotCall(id, [.unlabelled(.call(.type(names.nodeType(id)), [], trailing: nil))])),
                SwiftArgument("style", .dot(style)),
            ])
        return [
            .binding(isLet: false, name: "next", type: nil, value: .self),
            .guard(
                [
                    .expression(
                        .call(
                            .type(names.stateType), "presentOnTop", .unlabelled(modal),
                            SwiftArgument("in", .inoutArgument(.member(.local("next"), "root")))))
                ], else: [.return(.local("opened"))]),
            .assignment(.member(.local("next"), "waiting"), .member(.local("opened"), "waiting")),
            .return(.local("next")),
        ]
    }

    /// What an unmet `deeplinks.requires` entry does to a link on top: `web` hands it to
    /// the browser and `stay` keeps the state (both unchanged here), else its condition's
    /// flow over the screen on top with `waiting` the link's screen, else it is refused.
    private func linkUnmet(_ guardItem: ConditionGuard) -> [SwiftStatement] {
        let spelling = guardItem.spelling(in: model.model)
        switch model.spec.deepLinks.otherwise?.fallback(for: spelling) {
        case .web?: return [.return(.nil)]
        case .stay?: return [.return(.self)]
        case .action?, nil: break
        }
        guard !guardItem.isNegated, let flow = model.model[guardItem.condition].satisfiedBy else {
            return [.return(.nil)]
        }
        guard let style = flow.style.stateCase else { return [.return(.local("opened"))] }
        let id = model.model[flow.coordinator].id.value
        let modal = SwiftExpression.dotCall(
            "flow",
            [
                .unlabelled(.dotCall(id, [.unlabelled(.call(.type(names.nodeType(id)), [], trailing: nil))])),
                SwiftArgument("style", .dot(style)),
            ])
        return presentOnTop(modal) + [
            .assignment(.member(.local("next"), "waiting"), .local("target")), .return(.local("next")),
        ]
    }

    /// `next.conditions.signedIn` or its negation: true when `condition` is not `value`.
    private func differs(_ condition: ConditionIndex, from value: Bool, on state: SwiftExpression)
        -> SwiftCondition
    {
        let read = SwiftExpression.member(
            .member(state, "conditions"), model.model.conditions[condition.rawValue].id.value)
        return .expression(value ? .not(read) : read)
    }

    /// True when `guardItem` is unmet on `state`: an entry with args reads the tuple of
    /// the target's locals it names (`!next.conditions.joined(roomId: roomId)`).
    private func unmetTest(_ guardItem: ConditionGuard, on state: SwiftExpression) -> SwiftCondition {
        guard let args = guardItem.args else {
            return differs(guardItem.condition, from: !guardItem.isNegated, on: state)
        }
        let read = read(
            ConditionRead(guardItem.condition, args: args), in: .member(state, "conditions"),
            values: { .local($0) })
        return .expression(guardItem.isNegated ? read : .not(read))
    }

    /// The flow a guard's condition is satisfied by, as a node: for an entry with args
    /// its root takes the tuple's values (each of the condition's params it has, from
    /// the target's local the entry names), as the simulator starts it.
    private func satisfyingNode(_ flow: ResolvedSatisfyingFlow, for guardItem: ConditionGuard)
        -> SwiftExpression
    {
        let id = model.model[flow.coordinator].id.value
        let node = names.nodeType(id)
        guard let args = guardItem.args, let coordinator = model.coordinator(id), let root = coordinator.root
        else { return .call(.type(node), [], trailing: nil) }
        let ref = RouteRef(coordinator: id, route: root.value)
        let condition = model.model[guardItem.condition]
        let given = Dictionary(
            zip(condition.params.map(\.name.value), args).map { ($0, $1) },
            uniquingKeysWith: { first, _ in first })
        let arguments = (model.route(ref)?.params ?? []).map { param in
            given[param.name.value].map { SwiftExpression.local($0) } ?? .nil
        }
        let value = destination(RouteValue(ref: ref, arguments: arguments))
        return .call(.type(node), [SwiftArgument("stack", .array([value]))], trailing: nil)
    }

    /// What an unmet guard of `ref` does on top: its `otherwise`, else its condition's flow.
    private func unmet(
        _ guardItem: ConditionGuard, of ref: RouteRef, route: Route, bound: [String: ParamType]
    )
        -> [SwiftStatement]
    {
        let fallback: [SwiftStatement] = [.return(.local("opened"))]
        let spelling = guardItem.spelling(in: model.model)
        switch route.otherwise?.fallback(for: spelling) {
        // `stay` leaves the state as it was; `web` leaves it to the one opening the URL.
        case .stay?: return [.return(.self)]
        case .web?: return [.return(.nil)]
        case .action(let transition)?:
            let otherwise = transition.action
            guard let modal = otherwiseModal(transition, of: ref, bound: bound) else { return fallback }
            // An `otherwise` never chains: its own screen's guards must be met.
            var checks: [SwiftStatement] = []
            if case .start(let child, _, _, _) = otherwise,
                let flow = model.model.coordinator(named: child.value)
            {
                checks = model.model[flow].guards.flatMap(refuseUnlessMet)
            } else if let target = otherwiseRoute(otherwise, of: ref), let number = model.model.route(target)
            {
                checks = model.model[number].guards.flatMap(refuseUnlessMet)
            }
            return checks + presentOnTop(modal) + [.return(.local("next"))]
        case nil: break
        }
        guard !guardItem.isNegated, let flow = model.model[guardItem.condition].satisfiedBy else {
            return [.return(.nil)]
        }
        // A flow that satisfies `as: push` is not pushed on top here: the link opens from launch.
        guard let style = flow.stateStyle else { return fallback }
        let id = model.model[flow.coordinator].id.value
        let modal = SwiftExpression.dotCall(
            "flow",
            [
                .unlabelled(.dotCall(id, [.unlabelled(satisfyingNode(flow, for: guardItem))])),
                SwiftArgument("style", style),
            ])
        return presentOnTop(modal) + [
            .assignment(.member(.local("next"), "waiting"), .local("target")), .return(.local("next")),
        ]
    }

    /// An `otherwise` screen's own guard. An entry with args has no values there and
    /// reads its condition's `initially`, as the simulator does: refused or not, always.
    private func refuseUnlessMet(_ guardItem: ConditionGuard) -> [SwiftStatement] {
        guard guardItem.args == nil else {
            let met = guardItem.isMet(when: model.model[guardItem.condition].initially)
            return met ? [] : [.if([.expression(.boolean(true))], then: [.return(.nil)], else: nil)]
        }
        return [
            .if(
                [differs(guardItem.condition, from: !guardItem.isNegated, on: .local("next"))],
                then: [.return(.nil)], else: nil)
        ]
    }

    /// `guard Self.presentOnTop(modal, in: &next.root) else { return nil }`
    private func presentOnTop(_ modal: SwiftExpression) -> [SwiftStatement] {
        [
            .guard(
                [
                    .expression(
                        .call(
                            .type(names.stateType), "presentOnTop", .unlabelled(modal),
                            SwiftArgument("in", .inoutArgument(.member(.local("next"), "root")))))
                ], else: [.return(.nil)])
        ]
    }

    /// The route an `otherwise` in a modal style shows.
    private func otherwiseRoute(_ action: Action, of ref: RouteRef) -> RouteRef? {
        switch action {
        case .show(let name, let style) where style.isModal:
            model.model.target(named: name.value, from: ref)
        default: nil
        }
    }

    /// The modal an `otherwise` presents, its route's params taken from the guarded
    /// screen's by name and type; nil for one this file does not make on top (a push,
    /// a tab, a flow started `as: push`, a set route, a required param it cannot fill).
    private func otherwiseModal(_ transition: Transition, of ref: RouteRef, bound: [String: ParamType])
        -> SwiftExpression?
    {
        let action = transition.action
        switch action {
        case .show:
            guard let style = transition.stateStyle, let target = otherwiseRoute(action, of: ref),
                let route = model.route(target), model.coordinator(target.coordinator)?.kind == .stack
            else { return nil }
            var arguments: [SwiftExpression] = []
            for param in route.params {
                if takes(param, from: bound) {
                    arguments.append(.local(param.name.value))
                } else if param.type.value.isOptional {
                    arguments.append(.nil)
                } else {
                    return nil
                }
            }
            return .dotCall(
                "route",
                [
                    .unlabelled(destination(RouteValue(ref: target, arguments: arguments))),
                    SwiftArgument("style", style), SwiftArgument("modal", .nil),
                ])
        case .start(let child, _, _, _):
            guard let shown = transition.stateStyle, model.modalFlows.contains(child.value)
            else { return nil }
            return .dotCall(
                "flow",
                [
                    .unlabelled(
                        .dotCall(
                            child.value,
                            [.unlabelled(.call(.type(names.nodeType(child.value)), [], trailing: nil))])),
                    SwiftArgument("style", shown),
                ])
        default:
            return nil
        }
    }

    /// Whether a param of the `otherwise` screen takes the guarded screen's value: same
    /// name and base type, and never nil where it is required.
    private func takes(_ param: Param, from bound: [String: ParamType]) -> Bool {
        let type = param.type.value
        guard let given = bound[param.name.value] else { return false }
        return given.base == type.base && (type.isOptional || !given.isOptional)
    }

    // MARK: - Presenting on top

    /// `presentOnTop(_:in:)` for each node and the `Modal`: hangs a modal on the screen on top.
    func presentOnTopHelpers() -> [SwiftDeclaration] {
        var helpers: [SwiftDeclaration] = []
        for id in model.nodeCoordinators {
            guard let coordinator = model.coordinator(id) else { continue }
            switch coordinator.kind {
            case .stack:
                helpers.append(
                    .function(
                        presentOnTop(
                            node: names.nodeType(id),
                            docs: ["On the `\(id)` stack: over its modal's screen, else its top."],
                            [
                                stackModalStep(recursing: recursePresent),
                                .assignment(.member(.local("node"), "modal"), .local("shown")),
                                .return(.boolean(true)),
                            ])))
            case .tabs:
                let tabs = coordinator.children.map(\.value).filter { model.coordinator($0) != nil }
                helpers.append(
                    .function(
                        presentOnTop(
                            node: names.nodeType(id),
                            docs: ["On the `\(id)` tab bar: its selected tab decides."],
                            [
                                .switch(
                                    .member(.local("node"), "selected"),
                                    tabs.map { tab in
                                        SwiftSwitchCase(
                                            patterns: [.enumCase(tab, [])],
                                            body: [
                                                .return(
                                                    recursePresent(
                                                        .member(.member(.local("node"), "tabs"), tab)))
                                            ])
                                    })
                            ])))
            case .split:
                helpers.append(
                    .function(
                        presentOnTop(
                            node: names.nodeType(id),
                            docs: ["On the `\(id)` split view: the last column shown decides."],
                            [shownColumnSwitch(coordinator, recursing: recursePresent)])))
            case .routes:
                continue
            }
        }
        var cases = [
            SwiftSwitchCase(
                patterns: [
                    .enumCase("route", [.binding("destination"), .binding("style"), .binding("presented")])
                ],
                body: [
                    presentedModalStep(recursing: recursePresent),
                    .assignment(.local("node"), routeModal(.local("shown"))),
                    .return(.boolean(true)),
                ])
        ]
        cases += modalFlowCases(recursing: recursePresent)
        helpers.append(
            .function(
                presentOnTop(
                    node: .named(["Modal"]),
                    docs: ["In a modal: over the route on top, or in a flow's node."],
                    [.switch(.local("node"), cases)])))
        if hasRootList { helpers.append(.function(rootPresentOnTop())) }
        return helpers
    }

    private func presentOnTop(node type: SwiftTypeName, docs: [String], _ body: [SwiftStatement])
        -> SwiftFunction
    {
        var node = SwiftParameter(label: "in", name: "node", type: type)
        node.isInout = true
        return SwiftFunction(
            docs: docs, access: .private, isStatic: true, kind: .named("presentOnTop"),
            parameters: [SwiftParameter(label: nil, name: "shown", type: .named(["Modal"])), node],
            returnType: .named(["Bool"]), body: body)
    }

    private func recursePresent(_ value: SwiftExpression) -> SwiftExpression {
        .call(
            .local("presentOnTop"),
            [.unlabelled(.local("shown")), SwiftArgument("in", .inoutArgument(value))],
            trailing: nil)
    }
}
