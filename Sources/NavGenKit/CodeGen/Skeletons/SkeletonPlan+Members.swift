/// The members both frameworks' skeletons spell the same way: tab selectors and
/// callbacks, transition methods, the make, close and finish methods of a child
/// flow, and `open(_:)`. The builders add what differs: the framework's calls.
extension SkeletonPlan {
    /// Child flows started `as: push` that are stacks (a tab bar cannot be pushed), but
    /// for a split's column before the last: its pushed flows are ``selectedFlows``.
    var pushedStackChildren: [Child] {
        guard !selectsNext else { return [] }
        return pushedChildren.filter { model.coordinator($0.id)?.kind == .stack }
    }

    /// Whether `child` is one of ``pushedStackChildren``.
    func isPushedStack(_ child: String) -> Bool {
        pushedStackChildren.contains { $0.id == child }
    }

    /// Each tab with the property that holds its coordinator, clear of `reserved`.
    func tabProperties(reserving reserved: [String]) -> [(tab: String, property: String)] {
        var scope = SwiftNameScope(
            reserving: reserved + tabBars.map(Self.tabSelector) + Self.conditionMembers(index)
                + Self.readingMembers(index) + index.rootMoves.members)
        return coordinator.children.map(\.value).filter { model.coordinator($0) != nil }.map {
            ($0, scope.claim($0))
        }
    }

    // MARK: - Callbacks

    /// `var selectMainTab: (MainTab) -> Void = { _ in }` for each tab bar it selects.
    func tabSelectors(excluding own: String? = nil) -> [SwiftDeclaration] {
        tabBars.filter { $0 != own }.map { tabBar in
            .variable(
                SwiftVariable(
                    docs: ["Selects a tab of `\(tabBar)`; set by the coordinator that owns this one."],
                    name: Self.tabSelector(tabBar), type: .function([.named([names.tab(tabBar)])], .void),
                    body: .stored(.closure(SwiftClosure(parameters: ["_"], body: [])))))
        }
    }

    /// Passes this coordinator's tab selectors on to a child it creates, in a body
    /// whose names are `scope`; a tab bar selects its own tabs.
    func forwardTabSelectors(to child: String, local: SwiftExpression, in scope: SwiftNameScope)
        -> [SwiftStatement]
    {
        var closure = scope
        let tab = closure.claim("tab")
        return TabSelection(index: index).needs(of: child).compactMap { tabBar in
            let selector = Self.tabSelector(tabBar)
            if coordinator.kind == .tabs, tabBar == id {
                return .assignment(
                    .member(local, selector),
                    .closure(
                        SwiftClosure(
                            captures: ["weak self"], parameters: [tab],
                            body: [.assignment(.optionalMember(.self, "selectedTab"), .local(tab))])))
            }
            guard tabBars.contains(tabBar) else { return nil }
            return .assignment(
                .member(local, selector),
                SkeletonSyntax.weakSelf(
                    [tab], SkeletonSyntax.optionalSelfCall(selector, [.unlabelled(.local(tab))])))
        }
    }

    /// Lets a tab's `dismiss` close this presented tab bar.
    func forwardOnDismiss(to tab: String, local: SwiftExpression) -> [SwiftStatement] {
        guard needsOnDismiss, index.needsOnDismiss(tab) else { return [] }
        return [
            .assignment(
                .member(local, "onDismiss"),
                SkeletonSyntax.weakSelf([], SkeletonSyntax.optionalSelfCall("onDismiss", [])))
        ]
    }

    /// `onFinish` when the flow has outcomes, `onEvent` when it has events, a tab's `finish<Tabs>` for each tab bar
    /// with outcomes it is in, and `onDismiss` when it can be dismissed from inside.
    var callbacks: [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if !coordinator.outcomes.isEmpty {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["Called when this flow finishes; set by the coordinator that starts it."],
                        name: "onFinish", type: .function([.named([names.outcome(id)])], .void),
                        body: .stored(.closure(SwiftClosure(parameters: ["_"], body: []))))))
        }
        if !coordinator.events.isEmpty {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Called when this flow emits an event; set by the coordinator that starts it."
                        ],
                        name: "onEvent", type: .function([.named([names.event(id)])], .void),
                        body: .stored(.closure(SwiftClosure(parameters: ["_"], body: []))))))
        }
        members += tabBarFinishCallbacks
        if needsOnDismiss {
            let docs =
                coordinator.kind == .tabs
                ? "Dismisses this tab bar; set by the coordinator that presents it. Its tabs call it."
                : "Dismisses this flow when it was presented; set by the coordinator that presents it."
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [docs], name: "onDismiss", type: .function([], .void),
                        body: .stored(.closure(SwiftClosure(body: []))))))
        }
        return members
    }

    // MARK: - Methods

    /// A transition method: the route's params, and what `perform` says the action does
    /// with `values`, the params whose values a shown route takes by name (the method's
    /// own, for its move and for the `otherwise` that replaces it), in the method's scope.
    func transitionMethod(
        _ method: Method,
        perform: (Move, _ values: [Param], SwiftNameScope) -> [SwiftStatement]
    ) -> SwiftDeclaration {
        let parameters = parameters(of: method)
        let values = values(of: method)
        let scope = SwiftNameScope(parameters: parameters.map(\.name))
        let body = guarded(
            method.move, in: scope, retry: retryCall(method, parameters: parameters),
            move: perform(method.move, values, scope), perform: { perform($0, values, $1) })
        return .function(
            SwiftFunction(
                docs: ["`\(method.source)`"] + guardDocs(method.move), kind: .named(method.name),
                parameters: parameters, body: body))
    }

    /// The parameters of a transition method: its ``values(of:)``.
    func parameters(of method: Method) -> [SwiftParameter] {
        values(of: method).map {
            SwiftParameter($0.name.value, NavigationFileBuilder.type(of: $0.type.value, names))
        }
    }

    /// The values a transition method takes: the shown route's params, or those of
    /// the started flow's input or `at` route that `args` does not fix.
    func values(of method: Method) -> [Param] {
        switch method.move.kind {
        case .show(let target, _), .replace(let target): navigation.declaration(of: target).params
        case .start(let child, _): startValues(of: method.move, child: navigation[child].id.value)
        case .go(let target): goValues(of: method.move, to: target)
        case .set(let changes): setValues(of: changes)
        default: []
        }
    }

    /// `open(_:)`: the root coordinator's entry for deep links.
    func openMethod(usage: [String] = []) -> SwiftDeclaration {
        var scope = SwiftNameScope(parameters: ["url"], reserving: ["apply"])
        let state = scope.claim("state")
        return .function(
            SwiftFunction(
                docs: [
                    "Opens a deep link: shows `\(names.state)(url:)`, the state `navgen simulate` computes.",
                    "Returns false, changing nothing, when the URL matches no pattern."
                        + (usage.isEmpty ? "" : " Call it from"),
                ] + usage,
                attributes: ["@discardableResult"], kind: .named("open"),
                parameters: [SwiftParameter(label: nil, name: "url", type: .named(["URL"]))],
                returnType: .bool,
                body: [
                    .guard(
                        [
                            .optionalBinding(
                                state,
                                .call(
                                    .type(names.stateType),
                                    [SwiftArgument("url", .local("url"))] + sizeClassArgument,
                                    trailing: nil))
                        ],
                        else: [.return(.boolean(false))]),
                    .expression(
                        .call(.local("apply"), [.unlabelled(.member(.local(state), "root"))], trailing: nil)
                    ),
                    .return(.boolean(true)),
                ]))
    }

    /// `makeLogin`: creates the flow (`let login = construct`, where `construct` may
    /// use `parameters`), wires its outcomes, its `dismiss` and its tab selectors to
    /// this coordinator, and returns it.
    func makeMethod(_ child: Child, construct: SwiftExpression, parameters: [SwiftParameter] = [])
        -> SwiftDeclaration
    {
        var scope = SwiftNameScope(parameters: parameters.map(\.name))
        let type = SwiftTypeName.named([names.coordinatorClass(child.id)])
        let onEvent = SkeletonSyntax.eventParameter(child, in: &scope, event: .named([names.event(child.id)]))
        let handler = SkeletonSyntax.finishParameter(
            child, in: &scope, outcome: .named([names.outcome(child.id)]))
        let name = child.local(in: &scope)
        let local = SwiftExpression.local(name)
        var body: [SwiftStatement] =
            [.let(name, construct)]
            + SkeletonSyntax.finishWiring(child, of: local, handler: handler?.name, in: scope)
            + SkeletonSyntax.eventWiring(child, of: local, handler: onEvent?.name, in: scope)
        if index.needsOnDismiss(child.id) {
            body.append(
                .assignment(
                    .member(local, "onDismiss"),
                    SkeletonSyntax.weakSelf([], SkeletonSyntax.optionalSelfCall(child.closeMethod, []))))
        }
        body += forwardTabSelectors(to: child.id, local: local, in: scope)
        body += forwardConditions(to: child.id, local: local, in: scope)
        body += forwardRootMoves(to: child.id, local: local, in: scope)
        body += hearConditions(of: child.id, local: name)
        body.append(.return(local))
        return .function(
            SwiftFunction(
                docs: ["Makes the `\(child.id)` flow, wired to this coordinator."], access: .private,
                kind: .named(child.makeMethod),
                parameters: parameters + [onEvent, handler].compactMap { $0 },
                returnType: type, body: body))
    }

    /// `closeLogin` with `body`, when something calls it: a finish handler or the flow's `onDismiss`.
    func closeMethod(_ child: Child, body: [SwiftStatement], parameters: [SwiftParameter] = [])
        -> SwiftDeclaration?
    {
        guard child.finishHandler != nil || index.needsOnDismiss(child.id) else { return nil }
        var docs = ["Closes the `\(child.id)` flow: dismisses it, or pops its screens."]
        if !parameters.isEmpty {
            docs.append("`completion` runs once it is gone: a flow presented next waits for the dismissal.")
        }
        return .function(
            SwiftFunction(
                docs: docs, access: .private, kind: .named(child.closeMethod), parameters: parameters,
                body: body))
    }

    /// The make, close and finish methods of a child flow, and the handler lookup of a
    /// deep link's flow. `perform` spells a `then:` action in the framework's calls.
    /// `closing`: the close method's `completion` parameter, when a `then:` waits for the
    /// flow to be gone before it acts (UIKit, ``SkeletonSyntax/finishHandlers``).
    func childMembers(
        _ child: Child, make: SwiftDeclaration, close: [SwiftStatement], closing: SwiftParameter? = nil,
        route: SwiftTypeName, eventNote: (Move) -> String? = { _ in nil },
        perform: (Move, SwiftNameScope) -> [SwiftStatement]
    ) -> [SwiftDeclaration] {
        let outcome = SwiftTypeName.named([names.outcome(child.id)])
        var members = [make]
        if let close = closeMethod(child, body: close, parameters: closing.map { [$0] } ?? []) {
            members.append(close)
        }
        let event = SwiftTypeName.named([names.event(child.id)])
        members += SkeletonSyntax.finishHandlers(
            child, plan: self, outcome: outcome, waitsForClose: closing != nil, perform: perform)
        members += SkeletonSyntax.eventHandlers(
            child, plan: self, event: event, note: eventNote, perform: perform)
        for lookup in [SkeletonSyntax.Lookup.finish(child, outcome: outcome), .event(child, event: event)] {
            if let lookup = SkeletonSyntax.handlerLookup(child, plan: self, route: route, lookup: lookup) {
                members.append(lookup)
            }
        }
        return members
    }
}
