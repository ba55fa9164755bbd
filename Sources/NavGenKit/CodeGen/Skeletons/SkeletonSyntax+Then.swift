/// How a coordinator wires a child flow's outcomes to the `then:` of the start
/// that showed it, the same in both frameworks. With one `then:` the make method
/// wires its handler; when the starts of a child differ in their `then:`, each
/// start passes its own handler, and a flow a deep link shows gets the handler of
/// the start on the route under it, as `navgen simulate` runs it.
extension SkeletonSyntax {
    /// `{ [weak self] outcome in self?.loginDidFinish(outcome) }`, in a body whose names are `scope`.
    static func finishClosure(_ handler: String, in scope: SwiftNameScope) -> SwiftClosure {
        forwarding(to: handler, value: "outcome", in: scope)
    }

    /// `{ [weak self] event in self?.handleRoomEvent(event) }`, in a body whose names are `scope`.
    static func eventClosure(_ handler: String, in scope: SwiftNameScope) -> SwiftClosure {
        forwarding(to: handler, value: "event", in: scope)
    }

    /// A closure that passes its one value, named `value` if `scope` lets it, to `handler`.
    private static func forwarding(to handler: String, value: String, in scope: SwiftNameScope)
        -> SwiftClosure
    {
        var scope = scope
        let name = scope.claim(value)
        return SwiftClosure(
            captures: ["weak self"], parameters: [name],
            body: [.expression(optionalSelfCall(handler, [.unlabelled(.local(name))]))])
    }

    /// The closure a start of `child` passes to its make method, when each start
    /// passes its own: `makeLogin { [weak self] outcome in ... }`.
    static func startHandler(_ child: SkeletonPlan.Child, then: Int, in scope: SwiftNameScope)
        -> SwiftClosure?
    {
        guard child.handlerPerStart, child.finishHandler != nil, child.thens.indices.contains(then) else {
            return nil
        }
        return finishClosure(child.thens[then].handler, in: scope)
    }

    /// The arguments a start of `child` passes to its make method before the trailing
    /// closure, when each start passes its own handlers: `onEvent: { [weak self] event in ... }`.
    static func startArguments(_ child: SkeletonPlan.Child, then: Int, in scope: SwiftNameScope)
        -> [SwiftArgument]
    {
        guard child.handlerPerStart, child.eventHandler != nil, child.thens.indices.contains(then) else {
            return []
        }
        return [SwiftArgument("onEvent", .closure(eventClosure(child.thens[then].eventHandler, in: scope)))]
    }

    /// The arguments a deep link's flow passes to its make method, when each start
    /// passes its own handlers: `onFinish: loginFinishHandler(startedOn: path.last)`,
    /// after `onEvent: handleRoomEventLookup(...)` for a flow with events; `first`, the
    /// flow's first route, when starts on one route differ by `at`
    /// (`loginFinishHandler(startedOn: path.last, at: screens.first)`).
    static func deepLinkHandler(
        _ child: SkeletonPlan.Child, startedOn route: SwiftExpression,
        first: @autoclosure () -> SwiftExpression
    ) -> [SwiftArgument] {
        guard child.handlerLookup != nil || child.eventLookup != nil else { return [] }
        var arguments = [SwiftArgument("startedOn", route)]
        if child.looksUpByFirstRoute { arguments.append(SwiftArgument("at", first())) }
        return [("onEvent", child.eventLookup), ("onFinish", child.handlerLookup)].compactMap {
            label, lookup in
            lookup.map { SwiftArgument(label, .call(.local($0), arguments, trailing: nil)) }
        }
    }

    /// The flow's first route among the destinations of its node's `stack`:
    /// `flow.stack.lazy.compactMap { ... }.first`, in a body whose names are `scope`.
    static func firstRoute(
        of child: String, _ type: SwiftTypeName, in stack: SwiftExpression, scope: SwiftNameScope
    ) -> SwiftExpression {
        .member(routes(of: child, type, in: stack, scope: scope), "first")
    }

    /// The make method's `onFinish` parameter, when each start passes its own handler;
    /// its name is bound in `scope`, the make method's.
    static func finishParameter(
        _ child: SkeletonPlan.Child, in scope: inout SwiftNameScope, outcome: SwiftTypeName
    ) -> SwiftParameter? {
        guard child.finishHandler != nil, child.handlerPerStart else { return nil }
        return SwiftParameter(
            label: "onFinish", name: scope.claim("onFinish"), type: .function([outcome], .void),
            isEscaping: true)
    }

    /// The make method's `onEvent` parameter, when each start passes its own handlers;
    /// its name is bound in `scope`, the make method's.
    static func eventParameter(
        _ child: SkeletonPlan.Child, in scope: inout SwiftNameScope, event: SwiftTypeName
    ) -> SwiftParameter? {
        guard child.eventHandler != nil, child.handlerPerStart else { return nil }
        return SwiftParameter(
            label: "onEvent", name: scope.claim("onEvent"), type: .function([event], .void), isEscaping: true)
    }

    /// The statement that wires the flow `flow`'s events: to the one handler, or to
    /// the make method's parameter `handler`, the one the start passed.
    static func eventWiring(
        _ child: SkeletonPlan.Child, of flow: SwiftExpression, handler parameter: String?,
        in scope: SwiftNameScope
    ) -> [SwiftStatement] {
        guard let handler = child.eventHandler else { return [] }
        guard let parameter else {
            return [.assignment(.member(flow, "onEvent"), .closure(eventClosure(handler, in: scope)))]
        }
        return [.assignment(.member(flow, "onEvent"), .local(parameter))]
    }

    /// The statement that wires the flow `flow`'s outcomes: to the one handler, or to
    /// the make method's parameter `handler`, the one the start passed.
    static func finishWiring(
        _ child: SkeletonPlan.Child, of flow: SwiftExpression, handler parameter: String?,
        in scope: SwiftNameScope
    ) -> [SwiftStatement] {
        guard let handler = child.finishHandler else { return [] }
        guard let parameter else {
            return [.assignment(.member(flow, "onFinish"), .closure(finishClosure(handler, in: scope)))]
        }
        return [.assignment(.member(flow, "onFinish"), .local(parameter))]
    }

    /// What a handler lookup finds: the outcome handlers of a child's starts or their
    /// event handlers. Both are chosen the same way, by the start under the flow.
    struct Lookup {
        /// `loginFinishHandler`, `roomEventHandler`.
        var name: String
        /// The handler's parameter type: the child's `Outcome` or `Event` enum.
        var value: SwiftTypeName
        /// The handler of one `then:` of the child, as a closure.
        var closure: (SkeletonPlan.Then, SwiftNameScope) -> SwiftClosure
        /// `outcome handler` and `then:`, or `event handler` and `on:`, for the docs.
        var what: String
        var block: String

        /// The outcome handlers' lookup, when the child has one.
        static func finish(_ child: SkeletonPlan.Child, outcome: SwiftTypeName) -> Lookup? {
            child.handlerLookup.map {
                Lookup(
                    name: $0, value: outcome, closure: { finishClosure($0.handler, in: $1) },
                    what: "outcome handler", block: "then:")
            }
        }

        /// The event handlers' lookup, when the child has one.
        static func event(_ child: SkeletonPlan.Child, event: SwiftTypeName) -> Lookup? {
            child.eventLookup.map {
                Lookup(
                    name: $0, value: event, closure: { eventClosure($0.eventHandler, in: $1) },
                    what: "event handler", block: "on:")
            }
        }
    }

    /// `loginFinishHandler(startedOn:)`: the handler of the start of the child on
    /// `route`, the last of this coordinator's screens under the flow (nil: its
    /// first screen). Routes without a start of their own get the first screen's.
    static func handlerLookup(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, route: SwiftTypeName, lookup: Lookup?
    ) -> SwiftDeclaration? {
        guard let lookup else { return nil }
        var scope = SwiftNameScope()
        let parameter = scope.claim("route")
        let root = plan.coordinator.root?.value
        let fallback = child.thens.firstIndex { $0.routes.contains { $0 == root } } ?? 0
        if child.looksUpByFirstRoute {
            return firstRouteLookup(
                child, plan: plan, route: route, lookup: lookup, fallback: fallback, parameter: parameter,
                scope: scope)
        }
        var cases: [SwiftSwitchCase] = []
        for (index, then) in child.thens.enumerated() where index != fallback {
            let routes = then.routes.filter { $0 != root }
            guard !routes.isEmpty else { continue }
            cases.append(
                SwiftSwitchCase(
                    patterns: routes.map { .some(plan.routePatternWithoutValues($0)) },
                    body: [.return(.closure(lookup.closure(then, scope)))]))
        }
        cases.append(
            SwiftSwitchCase(
                patterns: [], body: [.return(.closure(lookup.closure(child.thens[fallback], scope)))]))
        return .function(
            SwiftFunction(
                docs: [
                    "The \(lookup.what) of the start of `\(child.id)` on `route`, the screen under a flow a deep",
                    "link shows (nil: the first screen): each start of `\(child.id)` has its own `\(lookup.block)`.",
                ],
                access: .private, kind: .named(lookup.name),
                parameters: [SwiftParameter(label: "startedOn", name: parameter, type: .optional(route))],
                returnType: .function([lookup.value], .void),
                body: [.switch(.local(parameter), cases)]))
    }
}

extension SkeletonSyntax {
    /// `launchFinishHandler(startedOn:at:)`: the handler of the start of the child on
    /// `route` that begins the flow at `first`, for a child whose starts on one route
    /// differ by `at`. A start on a route no other `then:` starts it from matches on the
    /// route alone; the first screen (the coordinator's root) is also `nil`.
    private static func firstRouteLookup(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, route: SwiftTypeName, lookup: Lookup,
        fallback: Int, parameter: String, scope: SwiftNameScope
    ) -> SwiftDeclaration? {
        var scope = scope
        let first = scope.claim("first")
        let root = plan.coordinator.root?.value
        let shared = child.sharedRoutes
        let childRoot = plan.index.model.coordinator(child.id)?.root?.value
        func firstPattern(_ at: RouteRef?) -> SwiftPattern {
            guard let at else { return childRoot.map { .some(.enumCase($0, [])) } ?? .wildcard }
            let route: SwiftPattern =
                at.coordinator == child.id
                ? .enumCase(at.route, []) : .enumCase(at.coordinator, [.enumCase(at.route, [])])
            return .some(route)
        }
        var cases: [SwiftSwitchCase] = []
        for (index, then) in child.thens.enumerated() where index != fallback {
            var patterns: [SwiftPattern] = []
            for site in then.sites {
                let at = shared.contains(site.route) ? firstPattern(site.at) : .wildcard
                if site.route == root { patterns.append(.tuple([.expression(.nil), at])) }
                patterns.append(.tuple([.some(plan.routePatternWithoutValues(site.route)), at]))
            }
            guard !patterns.isEmpty else { continue }
            cases.append(
                SwiftSwitchCase(patterns: patterns, body: [.return(.closure(lookup.closure(then, scope)))]))
        }
        cases.append(
            SwiftSwitchCase(
                patterns: [], body: [.return(.closure(lookup.closure(child.thens[fallback], scope)))]))
        let childRoute = SwiftTypeName.named([plan.names.route(child.id)])
        var atParameter = SwiftParameter("at", .optional(childRoute))
        atParameter.name = first
        return .function(
            SwiftFunction(
                docs: [
                    "The \(lookup.what) of the start of `\(child.id)` on `route`, the screen under a flow a deep",
                    "link shows (nil: the first screen), that starts it at `first`, the flow's first screen: each",
                    "start of `\(child.id)` has its own `\(lookup.block)`, and starts on one route differ by `at`.",
                ],
                access: .private, kind: .named(lookup.name),
                parameters: [
                    SwiftParameter(label: "startedOn", name: parameter, type: .optional(route)), atParameter,
                ],
                returnType: .function([lookup.value], .void),
                body: [.switch(.tuple([.unlabelled(.local(parameter)), .unlabelled(.local(first))]), cases)]))
    }

    /// `loginDidFinish(_:)`, one per `then:` of the child: closes the flow, then an
    /// exhaustive `switch` runs the action for the outcome (`perform` spells it in
    /// the framework's calls, in the handler's scope; a then-start calls the method of
    /// the same start when there is one). `waitsForClose`: a `then:` that starts a flow
    /// acts in the close method's completion, once the flow is gone (UIKit drops a
    /// presentation made while another is being dismissed).
    static func finishHandlers(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, outcome: SwiftTypeName, waitsForClose: Bool = false,
        perform: (SkeletonPlan.Move, SwiftNameScope) -> [SwiftStatement]
    ) -> [SwiftDeclaration] {
        guard child.finishHandler != nil else { return [] }
        var scope = SwiftNameScope(reserving: plan.ownsConditions ? ["conditions"] : [])
        let parameter = scope.claim("outcome")
        return child.thens.map { then in
            let cases = then.actions.map { outcome, move -> SwiftSwitchCase in
                var body: [SwiftStatement] = []
                if let move { body = plan.thenAction(move, in: scope, perform: perform) }
                body = plan.satisfiedConditions(finishing: child.id, with: outcome) + body
                return SwiftSwitchCase(
                    patterns: [.enumCase(outcome, [])], body: body.isEmpty ? [.break] : body)
            }
            let origin =
                child.handlerPerStart ? " on " + then.routes.map { "`\($0)`" }.joined(separator: ", ") : ""
            return .function(
                SwiftFunction(
                    docs: [
                        "The `then:` of `start: \(child.id)`\(origin): closes the flow, then acts on its outcome."
                    ],
                    access: .private, kind: .named(then.handler),
                    parameters: [SwiftParameter(label: nil, name: parameter, type: outcome)],
                    body: waitsForClose && !then.starts.isEmpty
                        ? [
                            .comment("A flow this starts is presented once this one is gone."),
                            .expression(
                                .call(
                                    .local(child.closeMethod), [],
                                    trailing: SwiftClosure(
                                        captures: ["self"], body: [.switch(.local(parameter), cases)]))),
                        ]
                        : [
                            .expression(.call(.local(child.closeMethod), [], trailing: nil)),
                            .switch(.local(parameter), cases),
                        ]))
        }
    }
}

extension SkeletonSyntax {
    /// `handleRoomEvent(_:)`, one per `on:` of the child: an exhaustive `switch` runs
    /// the action for the event, here, while the flow keeps running, so nothing closes
    /// it (`perform` spells the action as for a `then:`, in the handler's scope; `note`
    /// is a comment for an action the framework shows otherwise than the simulator).
    static func eventHandlers(
        _ child: SkeletonPlan.Child, plan: SkeletonPlan, event: SwiftTypeName,
        note: (SkeletonPlan.Move) -> String? = { _ in nil },
        perform: (SkeletonPlan.Move, SwiftNameScope) -> [SwiftStatement]
    ) -> [SwiftDeclaration] {
        guard child.eventHandler != nil else { return [] }
        var scope = SwiftNameScope(reserving: plan.ownsConditions ? ["conditions"] : [])
        let parameter = scope.claim("event")
        return child.thens.map { then in
            let cases = then.events.map { event, move -> SwiftSwitchCase in
                var body = move.map { plan.thenAction($0, in: scope, perform: perform) } ?? []
                if let note = move.flatMap(note) { body.insert(.comment(note), at: 0) }
                return SwiftSwitchCase(patterns: [.enumCase(event, [])], body: body.isEmpty ? [.break] : body)
            }
            let origin =
                child.handlerPerStart ? " on " + then.routes.map { "`\($0)`" }.joined(separator: ", ") : ""
            return .function(
                SwiftFunction(
                    docs: [
                        "The `on:` of `start: \(child.id)`\(origin): acts on an event while the flow keeps running."
                    ],
                    access: .private, kind: .named(then.eventHandler),
                    parameters: [SwiftParameter(label: nil, name: parameter, type: event)],
                    body: [.switch(.local(parameter), cases)]))
        }
    }
}
