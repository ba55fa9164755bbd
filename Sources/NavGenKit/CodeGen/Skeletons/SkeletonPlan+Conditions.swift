/// The skeletons' side of conditions (docs/spec.md, "Conditions that resume"): a
/// guarded move checks its target's `requires` first; an unmet one runs the route's
/// `otherwise`, or has the root show the flow that satisfies it while the move
/// waits, or refuses the move. Both frameworks spell these the same way; specs
/// without conditions get none of it.
extension SkeletonPlan {
    var conditions: SkeletonConditions { index.conditions }

    /// Whether this coordinator owns the conditions and the waiting move: the root of a spec with conditions.
    var ownsConditions: Bool { isRoot && !conditions.isEmpty }

    /// Whether it reads the conditions through the `conditions` callback its owner sets.
    /// A coordinator that writes them through `setConditions` reads them too: it changes a copy.
    var readsConditions: Bool { !isRoot && (conditions.reads(id) || index.rootMoves.writes(id)) }

    /// The conditions it makes true through `satisfy...` callbacks its owner sets: a flow
    /// it starts, or one started below it, finished with the satisfying outcome.
    var satisfiedThroughCallbacks: [String] { isRoot ? [] : conditions.satisfies(id) }

    var conditionsType: SwiftTypeName { names.conditionsType }

    /// `waitForSignedIn`: shows the flow that satisfies `condition`, then runs a move.
    static func waitMethod(_ condition: String) -> String { "waitFor" + SwiftName.upperCamel(condition) }

    /// `signedInFlowDidFinish`: the root's handler of the flow that satisfies `condition`.
    static func satisfyingHandler(_ condition: String) -> String { condition + "FlowDidFinish" }

    /// `satisfySignedIn`: the callback that makes `condition` true at the coordinator that owns it.
    static func satisfyMethod(_ condition: String) -> String { "satisfy" + SwiftName.upperCamel(condition) }

    /// The members the skeletons name for conditions, kept from the spec's names
    /// (a route or child called `conditions`).
    static func conditionMembers(_ index: SkeletonIndex) -> [String] {
        guard !index.conditions.isEmpty else { return [] }
        return [
            "conditions", "waitingMove", "visibleTabs", "shownTabs", "showVisibleTabs", "conditionSheet",
            "conditionCover", "ConditionFlow", "conditionFlowView", "closeConditionFlow",
            "presentConditionFlow", "observeConditions", "conditionObservers", "showsWaitingFlow",
        ]
            + index.conditions.satisfiable.flatMap {
                [waitMethod($0.id), satisfyingHandler($0.id), $0.id + "Flow"]
                    + (index.conditions.isSatisfiedBelowRoot ? [satisfyMethod($0.id)] : [])
            }
    }

    // MARK: - Reaching the root's conditions

    /// `conditions` and one `waitFor...` per condition it may wait for: callbacks its
    /// owner sets, as it sets `selectMainTab`.
    var conditionCallbacks: [SwiftDeclaration] {
        var members: [SwiftDeclaration] = satisfiedThroughCallbacks.map { condition in
            .variable(
                SwiftVariable(
                    docs: [
                        "Makes `\(condition)` true at the root coordinator, which owns the conditions: a flow started",
                        "here finished with the outcome that satisfies it. Set by the coordinator that owns this one.",
                    ],
                    name: Self.satisfyMethod(condition), type: .function([], .void),
                    body: .stored(.closure(SwiftClosure(body: [])))))
        }
        guard readsConditions else { return members }
        members.append(
            .variable(
                SwiftVariable(
                    docs: [
                        "The app's conditions, which the root coordinator owns; set by the coordinator that owns this one."
                    ],
                    name: "conditions", type: .function([], conditionsType),
                    body: .stored(
                        .closure(
                            SwiftClosure(body: [.expression(.call(.type(conditionsType), [], trailing: nil))])
                        )))))
        for condition in conditions.waits(id) {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Shows the flow that makes `\(condition)` true; the move passed runs once it does. Set by the",
                            "coordinator that owns this one.",
                        ],
                        name: Self.waitMethod(condition),
                        type: .function(tupleTypes(of: condition) + [.escaping(.function([], .void))], .void),
                        body: .stored(
                            .closure(
                                SwiftClosure(
                                    parameters: Array(
                                        repeating: "_", count: tupleTypes(of: condition).count + 1),
                                    body: []))))))
        }
        if conditions.asksForWaitingFlow(id) {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Whether the root shows the flow on top of the state being applied, which a link waits on;",
                            "set by the coordinator that owns this one.",
                        ],
                        name: "showsWaitingFlow", type: .function([], .bool),
                        body: .stored(.closure(SwiftClosure(body: [.expression(.boolean(false))]))))))
        }
        if conditions.relaysChanges(id) {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Has the root call the observer passed after every change of the conditions, while it",
                            "returns true: how a tab bar this one creates hears of them. Set by the coordinator that",
                            "owns this one.",
                        ],
                        name: "observeConditions", type: .function([.escaping(Self.observerType)], .void),
                        body: .stored(.closure(SwiftClosure(parameters: ["_"], body: []))))))
        }
        return members
    }

    /// `() -> Bool`: an observer of the conditions, which returns false once it is done.
    static var observerType: SwiftTypeName { .function([], .bool) }

    /// Hands the conditions callbacks on to a tab or flow this coordinator creates, in
    /// a body whose names are `scope`.
    func forwardConditions(to child: String, local: SwiftExpression, in scope: SwiftNameScope)
        -> [SwiftStatement]
    {
        guard ownsConditions || readsConditions || !satisfiedThroughCallbacks.isEmpty, child != model.rootID
        else { return [] }
        var statements = conditions.satisfies(child).map { condition -> SwiftStatement in
            let name = Self.satisfyMethod(condition)
            let satisfy: SwiftStatement =
                isRoot
                ? .assignment(.member(.optionalMember(.self, "conditions"), condition), .boolean(true))
                : .expression(SkeletonSyntax.optionalSelfCall(name, []))
            return .assignment(
                .member(local, name), .closure(SwiftClosure(captures: ["weak self"], body: [satisfy])))
        }
        guard conditions.reads(child) || index.rootMoves.writes(child) else { return statements }
        let current: SwiftExpression =
            isRoot
            ? .optionalMember(.self, "conditions")
            : .call(.optionalMember(.self, "conditions"), [], trailing: nil)
        statements.append(
            .assignment(
                .member(local, "conditions"),
                .closure(
                    SwiftClosure(
                        captures: ["weak self"],
                        body: [
                            .expression(
                                .binary(current, "??", .call(.type(conditionsType), [], trailing: nil)))
                        ]))))
        for condition in conditions.waits(child) {
            // A condition with params passes the tuple's values on, before the move.
            var closure = scope
            let params = tupleParams(of: condition)
            let values = params.map { closure.claim($0.name.value) }
            let move = closure.claim("move")
            let name = Self.waitMethod(condition)
            let argument = isRoot ? SwiftArgument("then", .local(move)) : .unlabelled(.local(move))
            let tuple = Self.tupleArguments(params, values: values, labelled: isRoot)
            statements.append(
                .assignment(
                    .member(local, name),
                    SkeletonSyntax.weakSelf(
                        values + [move], SkeletonSyntax.optionalSelfCall(name, tuple + [argument]))))
        }
        if conditions.asksForWaitingFlow(child) {
            let shows: SwiftExpression =
                isRoot
                ? .optionalMember(.self, "showsWaitingFlow")
                : .call(.optionalMember(.self, "showsWaitingFlow"), [], trailing: nil)
            statements.append(
                .assignment(
                    .member(local, "showsWaitingFlow"),
                    .closure(
                        SwiftClosure(
                            captures: ["weak self"],
                            body: [.expression(.binary(shows, "??", .boolean(false)))]))))
        }
        if conditions.relaysChanges(child) {
            statements.append(
                .assignment(
                    .member(local, "observeConditions"),
                    SkeletonSyntax.weakSelf(
                        ["observer"],
                        SkeletonSyntax.optionalSelfCall(
                            "observeConditions", [.unlabelled(.local("observer"))]))))
        }
        return statements
    }

    /// A tab bar below the root whose tabs hide, made in the local `name`: the root calls
    /// its `showVisibleTabs()` after every change of the conditions, for as long as it lives.
    func hearConditions(of child: String, local name: String) -> [SwiftStatement] {
        guard ownsConditions || readsConditions, conditions.hearsChanges(child) else { return [] }
        let flow = SwiftExpression.local(name)
        let observer = SwiftClosure(
            captures: ["weak \(name)"],
            body: [
                .expression(.call(.optionalMember(flow, "showVisibleTabs"), [], trailing: nil)),
                .return(.binary(flow, "!=", .nil)),
            ])
        return [.expression(.call(.local("observeConditions"), [], trailing: observer))]
    }

    /// `conditions.signedIn = true`, for each condition whose `satisfiedBy` is `flow`
    /// finishing with `outcome`: the simulator makes them true however the flow was
    /// started, before the start's `then:` acts. The root (or an entry of a root list)
    /// owns them; another coordinator asks its owner, through `satisfy...`.
    func satisfiedConditions(finishing flow: String, with outcome: String) -> [SwiftStatement] {
        let satisfied = conditions.entries.filter {
            $0.flow?.coordinator == flow && $0.flow?.outcome == outcome
        }
        if ownsConditions {
            return satisfied.map { entry in
                guard entry.params.isEmpty else {
                    // The tuple is the flow's root's values, which the closed flow took with it.
                    return .comment("`\(entry.id)` is set for the values of `\(flow)`'s root: left to you.")
                }
                return .assignment(.member(.local("conditions"), entry.id), .boolean(true))
            }
        }
        let callbacks = satisfiedThroughCallbacks
        return satisfied.filter { callbacks.contains($0.id) }.map {
            .expression(.call(.local(Self.satisfyMethod($0.id)), [], trailing: nil))
        }
    }

    // MARK: - Guarded moves

    /// What the target of `move` requires, as this coordinator names it.
    func guardOf(_ move: Move) -> SkeletonConditions.Guard {
        guard !conditions.isEmpty else { return SkeletonConditions.Guard(checks: []) }
        switch move.kind {
        case .show(let target, _), .replace(let target):
            return SkeletonConditions.guardOf(route: navigation.declaration(of: target))
        case .start(let child, _):
            return SkeletonConditions.guardOf(start: navigation[child].id.value, model: model)
        case .tab(let tab):
            let id = navigation[tab].id.value
            return SkeletonConditions.guardOf(tab: id, bar: index.tabBar(of: id), model: model)
        case .alert, .pop, .popToRoot, .dismiss, .finish, .go, .set, .emit:
            return SkeletonConditions.Guard(checks: [])
        }
    }

    /// The doc line of a guarded method: `Requires \`premium\`; otherwise \`sheet: paywall\`.`
    func guardDocs(_ move: Move) -> [String] {
        let found = guardOf(move)
        guard !found.checks.isEmpty else { return [] }
        let required = found.checks.map { "`" + ($0.isNegated ? "!" : "") + $0.spelling + "`" }
        var otherwise = found.otherwise.map { "; otherwise `\(Self.spelling($0))`" } ?? ""
        var keyed: [String] = []
        for (number, check) in found.checks.enumerated() {
            guard let fallback = found.fallback(number) else { continue }
            let name = (check.isNegated ? "!" : "") + check.spelling
            keyed.append("`\(name)`: `\(Self.spelling(fallback))`")
        }
        if let all = found.answersAll {
            otherwise = "; otherwise `\(Self.spelling(all))`"
        } else if !keyed.isEmpty {
            otherwise = "; otherwise " + keyed.joined(separator: ", ")
        }
        return ["Requires " + required.joined(separator: ", ") + otherwise + "."]
    }

    /// `move` behind the checks of its target, in order, in a body whose names are
    /// `scope`. `retry` makes the move again once a flow satisfied a condition (a
    /// transition method calls itself, so every check runs again); without it, a
    /// `then:` action's wait runs the checks after the one it waited for, then the
    /// move. `perform` spells an `otherwise` action, in the scope of its block.
    func guarded(
        _ action: Move, in scope: SwiftNameScope, retry: SwiftExpression?, move: [SwiftStatement],
        perform: (Move, SwiftNameScope) -> [SwiftStatement]
    ) -> [SwiftStatement] {
        let found = guardOf(action)
        guard !found.checks.isEmpty else { return move }
        if found.otherwise != nil {
            // `otherwise` runs as written, instead of the move, when any check is unmet.
            let instead = otherwise(of: action).map { perform($0, scope) } ?? []
            return [
                .guard(
                    found.checks.map { .expression(isMet($0, in: scope)) },
                    else: instead + [.return(nil)])
            ] + move
        }
        var body = move
        for (number, check) in zip(found.checks.indices, found.checks).reversed() {
            if let fallback = found.fallback(number) {
                let instead = self.instead(fallback, of: action, in: scope, perform: perform)
                body = [.guard([.expression(isMet(check, in: scope))], else: instead + [.return(nil)])] + body
                continue
            }
            body =
                [
                    .guard(
                        [.expression(isMet(check, in: scope))],
                        else: unmet(
                            check, in: scope, resume: retry.map { [.expression($0)] }, then: body) + [
                                .return(nil)
                            ])
                ] + body
        }
        return body
    }

    /// A `then:` or an alert's answer that moves to a guarded target: the transition
    /// method of the same move when there is one (its checks are in it), else the checks here.
    func guardedThen(
        _ action: Move, in scope: SwiftNameScope,
        perform: (Move, SwiftNameScope) -> [SwiftStatement]
    )
        -> [SwiftStatement]
    {
        let move = perform(action, scope)
        guard !guardOf(action).checks.isEmpty else { return move }
        if let method = method(for: action), let call = SkeletonSyntax.callWithoutValues(method, self) {
            return [.expression(call)]
        }
        return guarded(action, in: scope, retry: nil, move: move, perform: perform)
    }

    /// The move of the `otherwise` of the route `action` shows, when the model resolves it.
    private func otherwise(of action: Move) -> Move? {
        let shown: RouteIndex? =
            switch action.kind {
            case .show(let target, _), .replace(let target): target
            default: nil
            }
        guard let target = shown, let edge = navigation[target].otherwise.first else { return nil }
        return move(edge)
    }

    /// What an unmet check with a fallback does instead of the move: the fallback's
    /// action, or a comment for `stay` (nothing happens) and `web` (a tap has no URL
    /// to hand to the browser, so it is refused).
    private func instead(
        _ fallback: Fallback, of action: Move, in scope: SwiftNameScope,
        perform: (Move, SwiftNameScope) -> [SwiftStatement]
    ) -> [SwiftStatement] {
        switch fallback {
        case .stay:
            return [.comment("`otherwise: stay`: the move does nothing.")]
        case .web:
            return [.comment("Refused: `otherwise: web` hands links to the browser, and a tap is no link.")]
        case .action(let transition):
            guard case .show(let target, _) = action.kind,
                let edge = navigation[target].otherwise.first(where: { $0.location == transition.location }),
                let shown = move(edge)
            else { return [] }
            return perform(shown, scope)
        }
    }

    /// `conditions.signedIn`, `!conditions().premium`: whether a check is met.
    private func isMet(_ check: SkeletonConditions.Check, in scope: SwiftNameScope) -> SwiftExpression {
        let owner = scope.member("conditions")
        let all = isRoot ? owner : .call(owner, [], trailing: nil)
        let value = tupleRead(check, of: all)
        return check.isNegated ? .not(value) : value
    }

    /// What an unmet check does: wait for the flow that satisfies it, then `resume`
    /// (or `then`, the rest, on a weakly held self); or refuse the move.
    private func unmet(
        _ check: SkeletonConditions.Check, in scope: SwiftNameScope, resume: [SwiftStatement]?,
        then rest: [SwiftStatement]
    ) -> [SwiftStatement] {
        guard !check.isNegated, conditions.entry(check.condition)?.flow != nil else {
            let reason =
                check.isNegated
                ? "while `\(check.spelling)` holds: nothing in the spec makes it false"
                : "until the app sets `\(check.spelling)`: no flow in the spec makes it true"
            return [.comment("Refused \(reason).")]
        }
        let closure: SwiftClosure
        if let resume {
            closure = SwiftClosure(captures: ["weak self"], body: resume)
        } else if rest.allSatisfy(\.isComment) {
            // The move needs values the wait cannot give (a comment says so): the
            // flow still shows, and the closure holds nothing to run, nor `self`.
            closure = SwiftClosure(body: rest)
        } else {
            closure = SwiftClosure(
                captures: ["weak self"], body: [.guard([.strongSelf], else: [.return(nil)])] + rest)
        }
        let tuple = Self.tupleArguments(
            tupleParams(of: check.condition), values: check.args ?? [], labelled: isRoot)
        let wait = SwiftExpression.call(
            scope.member(Self.waitMethod(check.condition)), tuple, trailing: closure)
        return [.expression(wait)]
    }

    /// `self?.showRecipeDetail(id: id, source: source)`: a method calling itself again.
    func retryCall(_ method: Method, parameters: [SwiftParameter]) -> SwiftExpression {
        .call(
            .optionalMember(.self, method.name),
            parameters.map { parameter in
                parameter.label.map { SwiftArgument($0, .local(parameter.name)) }
                    ?? .unlabelled(.local(parameter.name))
            },
            trailing: nil)
    }
}

/// The root coordinator's side: it owns the conditions and the waiting move, and
/// shows the flows that satisfy conditions over whatever is on top.
extension SkeletonPlan {
    /// `var conditions = RecipesConditions()`, acting on each change with `didSet` when given.
    func conditionsProperty(didSet: [SwiftStatement]) -> SwiftDeclaration {
        let initial = SwiftExpression.call(.type(conditionsType), [], trailing: nil)
        return .variable(
            SwiftVariable(
                docs: [
                    "The app's conditions (docs/spec.md, \"Conditions that resume\"): guarded moves read them.",
                    "Set them as the app learns a fact, such as a purchase or signing out.",
                ],
                name: "conditions", type: nil,
                body: didSet.isEmpty ? .stored(initial) : .observed(initial, didSet: didSet)))
    }

    /// The root's observers of the conditions, when a tab bar below it hides tabs: the
    /// list, and `observeConditions(_:)`, which tab bars' creators call.
    var conditionObservation: [SwiftDeclaration] {
        guard ownsConditions, conditions.isObserved else { return [] }
        return [
            .variable(
                SwiftVariable(
                    docs: [
                        "Called after every change of `conditions`: each shows the tabs of a tab bar below this one",
                        "that are now visible, and returns false once its tab bar is gone, which drops it.",
                    ],
                    access: .private, name: "conditionObservers", type: .array(Self.observerType),
                    body: .stored(.array([])))),
            .function(
                SwiftFunction(
                    docs: [
                        "Calls `observer` after every change of `conditions`, while it returns true: how a tab bar",
                        "below this one hears of them.",
                    ],
                    kind: .named("observeConditions"),
                    parameters: [
                        SwiftParameter(
                            label: nil, name: "observer", type: Self.observerType, isEscaping: true)
                    ],
                    body: [
                        .expression(
                            .call(.local("conditionObservers"), "append", .unlabelled(.local("observer"))))
                    ])),
        ]
    }

    /// `showsWaitingFlow`, when a stack starts a satisfying flow itself: true while the root
    /// applies the state of a link that waits, whose flow on top the root shows.
    var waitingFlowFlag: [SwiftDeclaration] {
        guard ownsConditions, conditions.tellsWaitingFlow else { return [] }
        return [
            .variable(
                SwiftVariable(
                    docs: [
                        "True while `apply(_:)` shows the state of a link that waits: the flow on top is shown from",
                        "here, so the stack under it leaves it out.",
                    ],
                    access: .private, name: "showsWaitingFlow", type: nil, body: .stored(.boolean(false))))
        ]
    }

    /// `apply` (the statement given) of an opened state, with `showsWaitingFlow` set while
    /// it runs when the state waits.
    func applying(_ apply: SwiftStatement, state: String) -> [SwiftStatement] {
        guard ownsConditions, conditions.tellsWaitingFlow else { return [apply] }
        let flag = SwiftExpression.local("showsWaitingFlow")
        return [
            .assignment(flag, .binary(.member(.local(state), "waiting"), "!=", .nil)),
            apply,
            .assignment(flag, .boolean(false)),
        ]
    }

    /// First in `apply(_:)` of a stack that starts a satisfying flow itself: a link that
    /// waits stops on that flow over the stack, at its root, and the root shows it, so the
    /// node is applied without it. The flow started by this stack's own move stays.
    func leaveWaitingFlow() -> [SwiftStatement] {
        guard ownsConditions || conditions.asksForWaitingFlow(id), conditions.leavesWaitingFlow(id) else {
            return []
        }
        let asks: SwiftExpression =
            isRoot ? .local("showsWaitingFlow") : .call(.local("showsWaitingFlow"), [], trailing: nil)
        let node = SwiftExpression.local("node")
        var statements: [SwiftStatement] = []
        var seen: Set<String> = []
        for entry in conditions.satisfiable {
            guard let flow = entry.flow, seen.insert(flow.coordinator + "\(flow.style)").inserted else {
                continue
            }
            let started = flow.style == .push ? pushedStackChildren : modalChildren
            guard started.contains(where: { $0.id == flow.coordinator }) else { continue }
            if flow.style == .push {
                guard let started = model.coordinator(flow.coordinator),
                    let route = started.routes.first(where: { $0.id.value == started.root?.value }),
                    let value = SkeletonSyntax.routeWithoutValues(route)
                else { continue }
                statements.append(
                    .if(
                        [
                            .expression(asks),
                            .expression(.binary(.member(node, "modal"), "==", .nil)),
                            .expression(
                                .binary(
                                    .member(.member(node, "stack"), "last"), "==",
                                    .call(
                                        .member(.type(names.destinationType), flow.coordinator),
                                        [.unlabelled(value)], trailing: nil))),
                        ],
                        then: [.expression(.call(.member(node, "stack"), "removeLast"))], else: nil))
            } else {
                statements.append(
                    .if(
                        [
                            .expression(asks),
                            .matches(
                                .some(
                                    .enumCase(
                                        "flow",
                                        [
                                            .enumCase(flow.coordinator, [.binding("flow")]),
                                            .enumCase(flow.style.conditionFlowStyle.keyword, []),
                                        ])),
                                .member(node, "modal")),
                            .expression(
                                .binary(
                                    .local("flow"), "==",
                                    .call(.type(names.nodeType(flow.coordinator)), [], trailing: nil))),
                        ],
                        then: [.assignment(.member(node, "modal"), .nil)], else: nil))
            }
        }
        guard !statements.isEmpty else { return [] }
        return [
            .comment(
                "A link that waits stops on a flow this stack starts too: the root shows it, not this stack."),
            .binding(isLet: false, name: "node", type: nil, value: node),
        ] + statements
    }

    /// The part of `conditions`' `didSet` that tells the observers, dropping those that are done.
    var tellObservers: [SwiftStatement] {
        guard ownsConditions, conditions.isObserved else { return [] }
        return [
            .assignment(
                .local("conditionObservers"),
                .call(
                    .member(.local("conditionObservers"), "filter"), [],
                    trailing: SwiftClosure(
                        parameters: ["observer"],
                        body: [.expression(.call(.local("observer"), [], trailing: nil))]
                    )))
        ]
    }

    /// `private var waitingMove: (() -> Void)?`
    var waitingMoveProperty: SwiftDeclaration {
        .variable(
            SwiftVariable(
                docs: [
                    "The move waiting for a flow on screen to satisfy its condition: it runs when the flow",
                    "finishes with the satisfying outcome, and is dropped on any other.",
                ],
                access: .private, name: "waitingMove", type: .optional(.function([], .void))))
    }

    /// `waitForSignedIn(then:)` and `signedInFlowDidFinish(_:)` for each condition a flow
    /// satisfies. `show` puts the flow, made in the local it is given, on screen; the
    /// members it uses bare are `shows`.
    func satisfyingMembers(
        using shows: [String],
        show: (SkeletonConditions.Entry, SkeletonConditions.Flow, _ flow: SwiftExpression) -> [SwiftStatement]
    ) -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        for entry in conditions.satisfiable {
            guard let satisfying = entry.flow else { continue }
            var scope = SwiftNameScope(reserving: shows + ["waitingMove"])
            // A condition with params waits for one tuple: its values come first.
            let values = entry.params.map { scope.claim($0.name.value) }
            let move = scope.claim("move")
            let name = scope.claim("flow")
            let flow = SwiftExpression.local(name)
            let handler = Self.satisfyingHandler(entry.id)
            let tuple = Self.tupleArguments(entry.params, values: values)
            var make: [SwiftStatement] = [
                .let(
                    name,
                    .call(.type(.named([names.coordinatorClass(satisfying.coordinator)])), [], trailing: nil)),
                .assignment(
                    .member(flow, "onFinish"), .closure(finishClosure(handler, tuple: tuple, in: scope))),
            ]
            if !entry.params.isEmpty, let root = inputRoute(ofChild: satisfying.coordinator),
                let input = SkeletonSyntax.route(root, from: entry.params)
            {
                make.append(.assignment(.member(flow, "input"), input))
            }
            if index.needsOnDismiss(satisfying.coordinator) {
                make.append(
                    .assignment(
                        .member(flow, "onDismiss"),
                        SkeletonSyntax.weakSelf(
                            [], SkeletonSyntax.optionalSelfCall("closeConditionFlow", [Self.resuming(false)]))
                    ))
            }
            make += forwardTabSelectors(to: satisfying.coordinator, local: flow, in: scope)
            make += forwardConditions(to: satisfying.coordinator, local: flow, in: scope)
            make += forwardRootMoves(to: satisfying.coordinator, local: flow, in: scope)
            make.append(.assignment(.local("waitingMove"), .local(move)))
            let style = satisfying.style.conditionFlowStyle.keyword
            members.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "`\(entry.id)` is unmet: shows `\(satisfying.coordinator)` over everything as a \(style); `move` waits",
                            "for it: it runs once the flow finishes `\(satisfying.outcome)`, and is dropped otherwise.",
                        ],
                        kind: .named(Self.waitMethod(entry.id)),
                        parameters: zip(entry.params, values).map { param, value in
                            SwiftParameter(
                                label: param.name.value, name: value,
                                type: NavigationFileBuilder.type(of: param.type.value, names))
                        } + [
                            SwiftParameter(
                                label: "then", name: move, type: .function([], .void), isEscaping: true)
                        ],
                        body: make + show(entry, satisfying, flow))))
            let outcomes = model.coordinator(satisfying.coordinator)?.outcomes.map(\.value) ?? []
            var handlerScope = SwiftNameScope(reserving: ["closeConditionFlow", "conditions"])
            let handlerValues = entry.params.map { handlerScope.claim($0.name.value) }
            let parameter = handlerScope.claim("outcome")
            let satisfy: SwiftStatement =
                entry.params.isEmpty
                ? .assignment(.member(.local("conditions"), entry.id), .boolean(true))
                : .expression(
                    .call(
                        .member(.local("conditions"), Self.tupleSetter(entry.id)),
                        [.unlabelled(.boolean(true))]
                            + Self.tupleArguments(entry.params, values: handlerValues),
                        trailing: nil))
            let cases = outcomes.map { outcome -> SwiftSwitchCase in
                let close = SwiftStatement.expression(
                    .call(
                        .local("closeConditionFlow"), [Self.resuming(outcome == satisfying.outcome)],
                        trailing: nil))
                guard outcome == satisfying.outcome else {
                    return SwiftSwitchCase(patterns: [.enumCase(outcome, [])], body: [close])
                }
                return SwiftSwitchCase(
                    patterns: [.enumCase(outcome, [])],
                    body: [satisfy, close])
            }
            members.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "`\(satisfying.coordinator)` finished: closes it. Finishing `\(satisfying.outcome)` makes `\(entry.id)` true and",
                            "resumes the waiting move; any other outcome drops it.",
                        ],
                        access: .private, kind: .named(handler),
                        parameters: [
                            SwiftParameter(
                                label: nil, name: parameter,
                                type: .named([names.outcome(satisfying.coordinator)]))
                        ]
                            + zip(entry.params, handlerValues).map { param, value in
                                SwiftParameter(
                                    label: param.name.value, name: value,
                                    type: NavigationFileBuilder.type(of: param.type.value, names))
                            },
                        body: [.switch(.local(parameter), cases)])))
        }
        return members
    }

    /// `{ [weak self] outcome in self?.joinedFlowDidFinish(outcome, roomId: roomId) }`: the
    /// satisfying flow's outcome, and the tuple it was started for, if any.
    private func finishClosure(_ handler: String, tuple: [SwiftArgument], in scope: SwiftNameScope)
        -> SwiftClosure
    {
        guard !tuple.isEmpty else { return SkeletonSyntax.finishClosure(handler, in: scope) }
        var scope = scope
        let outcome = scope.claim("outcome")
        return SwiftClosure(
            captures: ["weak self"], parameters: [outcome],
            body: [
                .expression(SkeletonSyntax.optionalSelfCall(handler, [.unlabelled(.local(outcome))] + tuple))
            ])
    }

    /// `resuming: true`: the argument of `closeConditionFlow(resuming:)`.
    static func resuming(_ resumes: Bool) -> SwiftArgument { SwiftArgument("resuming", .boolean(resumes)) }

    /// `closeConditionFlow(resuming:)`: takes the waiting move, or drops it (`let move =
    /// resuming ? waitingMove : nil`, then `waitingMove = nil`), then closes the
    /// satisfying flow with what `close` writes, given the local that holds the move
    /// and the method's scope, whose reserved names are `closes`, the members it uses.
    func closeConditionFlowMethod(
        docs: String, using closes: [String],
        close: (_ move: String, inout SwiftNameScope) -> [SwiftStatement]
    ) -> SwiftDeclaration {
        var scope = SwiftNameScope(parameters: ["resuming"], reserving: closes + ["waitingMove"])
        let move = scope.claim("move")
        let take: [SwiftStatement] = [
            .let(move, .ternary(.local("resuming"), .local("waitingMove"), .nil)),
            .assignment(.local("waitingMove"), .nil),
        ]
        return .function(
            SwiftFunction(
                docs: [docs], access: .private, kind: .named("closeConditionFlow"),
                parameters: [SwiftParameter("resuming", .bool)], body: take + close(move, &scope)))
    }
}

/// Hidden tabs: a tab whose `requires` (its entry's or its coordinator's) is unmet is
/// not on the tab bar.
extension SkeletonPlan {
    /// The tabs whose coordinator has `requires` of its own: a tap on the tab bar checks
    /// the tab's guards, as a `tab:` move does. They hide the tab too, so they are unmet
    /// on a tap only where the tab bar has not caught up with the conditions (one that
    /// reads them only when it shows, a selection the app makes in code).
    var tappedTabChecks: [(tab: String, checks: [SkeletonConditions.Check])] {
        guard coordinator.kind == .tabs, !conditions.isEmpty else { return [] }
        return coordinator.children.compactMap { child in
            guard model.coordinator(child.value)?.requires.isEmpty == false else { return nil }
            return (child.value, SkeletonConditions.guardOf(tab: child.value, bar: id, model: model).checks)
        }
    }

    /// The checks of a tap on `tab`: an unmet one runs `undo`, then waits for the flow
    /// that satisfies it and selects the tab again (`self?.selectedTab = .profile`), or
    /// refuses; either way it returns `returning`. `scope` holds the body's names.
    func tapChecks(
        _ tab: String, _ checks: [SkeletonConditions.Check], undo: [SwiftStatement],
        returning: SwiftExpression?, in scope: SwiftNameScope
    ) -> [SwiftStatement] {
        let retry = SwiftStatement.assignment(.optionalMember(.self, "selectedTab"), .dot(tab))
        return checks.map { check in
            .guard(
                [.expression(isMet(check, in: scope))],
                else: undo + unmet(check, in: scope, resume: [retry], then: []) + [.return(returning)])
        }
    }

    /// Each tab's checks (its entry's, then its coordinator's own), by tab, for a tab
    /// bar whose tabs may hide.
    private var tabChecks: [(tab: String, checks: [SkeletonConditions.Check])] {
        guard coordinator.kind == .tabs, !conditions.isEmpty else { return [] }
        return coordinator.children.map { child in
            (child.value, SkeletonConditions.checks(ofTab: child.value, bar: id, model: model))
        }
    }

    /// Whether a tab of this tab bar hides while its condition is unmet.
    var hidesTabs: Bool { tabChecks.contains { !$0.checks.isEmpty } }

    func isHidable(_ tab: String) -> Bool { tabChecks.contains { $0.tab == tab && !$0.checks.isEmpty } }

    /// The tab selected at launch: `initial` when it shows with the conditions' initial
    /// values, else the first tab that does.
    var launchTab: String {
        let initial = coordinator.initialTab ?? ""
        guard hidesTabs else { return initial }
        let visible = tabChecks.filter { entry in
            entry.checks.allSatisfy { check in
                (conditions.entry(check.condition)?.initially ?? false) != check.isNegated
            }
        }.map(\.tab)
        return visible.contains(initial) ? initial : visible.first ?? initial
    }

    /// `visibleTabs`: the tabs on the tab bar, in order.
    func visibleTabsProperty() -> SwiftDeclaration {
        let tabType = SwiftTypeName.named([names.tab(id)])
        var cases: [SwiftSwitchCase] = []
        var always: [SwiftPattern] = []
        var scope = SwiftNameScope()
        let parameter = scope.claim("tab")
        for (tab, checks) in tabChecks {
            guard let first = checks.first else {
                always.append(.enumCase(tab, []))
                continue
            }
            let met = checks.dropFirst().reduce(isMet(first, in: scope)) { all, check in
                .binary(all, "&&", isMet(check, in: scope))
            }
            cases.append(SwiftSwitchCase(patterns: [.enumCase(tab, [])], body: [.expression(met)]))
        }
        if !always.isEmpty {
            cases.append(SwiftSwitchCase(patterns: always, body: [.expression(.boolean(true))]))
        }
        let filter = SwiftExpression.call(
            .member(.member(.type(tabType), "allCases"), "filter"), [],
            trailing: SwiftClosure(parameters: [parameter], body: [.switch(.local(parameter), cases)]))
        return .variable(
            SwiftVariable(
                docs: ["The tabs on the tab bar, in order: a tab whose condition is unmet is hidden."],
                name: "visibleTabs", type: .array(tabType), body: .computed([.expression(filter)])))
    }
}

/// Deep links under conditions: the root opens `<App>NavigationState(url:conditions:)`,
/// and a link that waits shows the flow that satisfies its condition, then opens again.
extension SkeletonPlan {
    /// `open(_ url:)` for a spec with conditions.
    func conditionalOpenMethod(usage: [String]) -> SwiftDeclaration {
        var scope = SwiftNameScope(parameters: ["url"], reserving: ["apply", "conditions"])
        let state = scope.claim("state")
        let body: [SwiftStatement] =
            [
                .guard(
                    [
                        .optionalBinding(
                            state,
                            .call(
                                .type(names.stateType),
                                [
                                    SwiftArgument("url", .local("url")),
                                    SwiftArgument("conditions", .local("conditions")),
                                ] + sizeClassArgument,
                                trailing: nil))
                    ],
                    else: [.return(.boolean(false))])
            ]
            + applying(
                .expression(
                    .call(.local("apply"), [.unlabelled(.member(.local(state), "root"))], trailing: nil)),
                state: state)
            + waitingLink(state: state) + [.return(.boolean(true))]
        return .function(
            SwiftFunction(
                docs: [
                    "Opens a deep link under `conditions`: shows `\(names.state)(url:conditions:)`, the state",
                    "`navgen simulate` computes. A link that waits for a condition shows the flow that satisfies",
                    "it, and opens again once the flow finishes with its outcome. Returns false, changing",
                    "nothing, when the URL matches no pattern." + (usage.isEmpty ? "" : " Call it from"),
                ] + usage,
                attributes: ["@discardableResult"], kind: .named("open"),
                parameters: [SwiftParameter(label: nil, name: "url", type: .named(["URL"]))],
                returnType: .bool, body: body))
    }

    /// After `apply(state.root)`, where `state` is the local that holds the state: a
    /// link (or a destination, or a `go`) that waits shows the flow that satisfies its
    /// condition from the root, and `method` is called again with `arguments` once it
    /// finishes with its outcome.
    func waitingLink(
        state: String, reopening method: String = "open",
        with arguments: [SwiftArgument] = [.unlabelled(.local("url"))]
    ) -> [SwiftStatement] {
        let reopen = SwiftClosure(
            captures: ["weak self"],
            body: [.expression(.call(.optionalMember(.self, method), arguments, trailing: nil))])
        // The screen on top of a waiting state is the root of the flow that satisfies
        // the condition the link waits for; the first condition that flow satisfies is it.
        var seen: Set<String> = []
        var cases: [SwiftSwitchCase] = []
        for entry in conditions.satisfiable {
            guard let flow = entry.flow, seen.insert(flow.coordinator).inserted else { continue }
            // A condition with params waits for the tuple of the flow's root's values.
            let pattern = waitingFlowPattern(entry, flow: flow.coordinator)
            let tuple =
                pattern == .enumCase(flow.coordinator, [.wildcard])
                ? [] : Self.tupleArguments(entry.params, values: entry.params.map(\.name.value))
            cases.append(
                SwiftSwitchCase(
                    patterns: [.some(pattern)],
                    body: [.expression(.call(.local(Self.waitMethod(entry.id)), tuple, trailing: reopen))]))
        }
        guard !cases.isEmpty else { return [] }
        if cases.count < model.stacks.count { cases.append(SwiftSwitchCase(patterns: [], body: [.break])) }
        return [
            .comment(
                "Waiting: the flow on top is shown from here, and the link opens again when it finishes."),
            .if(
                [.expression(.binary(.member(.local(state), "waiting"), "!=", .nil))],
                then: [.switch(.member(.member(.local(state), "path"), "last"), cases)], else: nil),
        ]
    }
}

extension PresentationStyle {
    /// The style the skeletons show a condition's satisfying flow in, over everything:
    /// a cover stays one, any other style is a sheet.
    var conditionFlowStyle: PresentationStyle { self == .cover ? .cover : .sheet }
}
