/// `start-params`: a flow started with no arguments whose root route requires params.
package struct StartParamsRule: Rule {
    package static let description = RuleDescription(
        id: .startParams, severity: .error, configurable: true,
        summary: "a flow that starts without arguments has a root route with required params",
        rationale: """
            A flow's root may take an input when every `start` of it supplies one. A \
            condition's `satisfiedBy` flow is started by navgen itself, when a move needs the \
            condition, and so is the flow of a route's `otherwise`: nothing passes their root \
            arguments, so the generated state and the skeletons could not build it.
            """,
        details: """
            Points at the flow's root route, once per flow, with a note at each `satisfiedBy` \
            or `otherwise` that starts it and at the first required param. A stack shown as a \
            tab (or the app's root) is `root-params` instead. Scoped to the root route, so its \
            `allow:` can silence it. An `otherwise` start with `at` or `args` is checked on its \
            own: the route it begins with (its `at`, else the root) needs every required param \
            that `args` does not fix, reported at `at` when given. The `satisfiedBy` flow of a \
            condition with params takes the tuple's values for root params named as the \
            condition's params: only its other required params count.
            """,
        triggeringExamples: [
            // An `otherwise` start with `at`: args must give what the route requires.
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { setByApp: true }
            coordinators:
              main:
                root: home
                children: [paywall]
                routes:
                  home:
                    transitions: [{ push: recipe }]
                  recipe:
                    requires: [premium]
                    otherwise: { start: paywall, at: ↓plans }
              paywall:
                root: offer
                outcomes: [closed]
                routes:
                  offer:
                    transitions: [{ push: plans }, { finish: closed }]
                  plans:
                    params: { tier: String }
                    transitions: [{ finish: closed }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: signIn, outcome: done }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: profile }]
                  profile:
                    requires: [signedIn]
              signIn:
                root: form
                outcomes: [done]
                routes:
                  ↓form:
                    params: { email: String }
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { setByApp: true }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: recipe }]
                  recipe:
                    requires: [premium]
                    otherwise: { start: paywall }
              paywall:
                root: offer
                outcomes: [closed]
                routes:
                  ↓offer:
                    params: { plan: String }
                    transitions: [{ finish: closed }]
            """,
        ],
        nonTriggeringExamples: [
            // args gives what the route requires.
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { setByApp: true }
            coordinators:
              main:
                root: home
                children: [paywall]
                routes:
                  home:
                    transitions: [{ push: recipe }]
                  recipe:
                    requires: [premium]
                    otherwise: { start: paywall, at: plans, args: { tier: gold } }
              paywall:
                root: offer
                outcomes: [closed]
                routes:
                  offer:
                    transitions: [{ push: plans }, { finish: closed }]
                  plans:
                    params: { tier: String }
                    transitions: [{ finish: closed }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: signIn, outcome: done }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: profile }]
                  profile:
                    requires: [signedIn]
              signIn:
                root: form
                outcomes: [done]
                routes:
                  form:
                    params: { email: String? }
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [composer]
                routes:
                  home:
                    transitions: [{ start: composer }]
              composer:
                root: draft
                outcomes: [sent]
                routes:
                  draft:
                    params: { replyTo: String }
                    transitions: [{ finish: sent }]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        let shownAsTabs = RootParamsRule.stacksShownAsTabs(model)
        var starters: [CoordinatorIndex: [String]] = [:]
        var order: [CoordinatorIndex] = []
        // The params every starter of a flow gives its root: a satisfying flow of a
        // condition with params takes the tuple's values for params of those names.
        var given: [CoordinatorIndex: Set<String>] = [:]
        func add(_ flow: CoordinatorIndex, _ note: String, giving names: Set<String> = []) {
            guard !shownAsTabs.contains(flow) else { return }
            if starters[flow] == nil { order.append(flow) }
            starters[flow, default: []].append(note)
            given[flow] = given[flow].map { $0.intersection(names) } ?? names
        }
        for (index, declaration) in zip(model.conditionIndices, context.spec.conditions) {
            guard let flow = model[index].satisfiedBy?.coordinator, let key = declaration.satisfiedBy else {
                continue
            }
            add(
                flow,
                "it satisfies '\(declaration.id.value)' (satisfiedBy at \(context.spec.files.reference(to: key.location)))",
                giving: Set(model[index].params.map(\.name.value)))
        }
        var entryFindings: [Finding] = []
        for route in model.routeIndices {
            for otherwise in model[route].otherwise {
                guard case .start(let flow, _) = otherwise.kind else { continue }
                if otherwise.flowStart != nil {
                    entryFindings += entryFinding(otherwise, of: route, in: context).map { [$0] } ?? []
                    continue
                }
                add(
                    flow,
                    "the otherwise of '\(model[route].ref)' starts it (at \(context.spec.files.reference(to: otherwise.location)))"
                )
            }
        }
        return entryFindings
            + order.sorted().compactMap { flow in
                guard let root = model[flow].root else { return nil }
                let required = context.model.declaration(of: root).params.filter {
                    !$0.type.value.isOptional && given[flow]?.contains($0.name.value) != true
                }
                guard let first = required.first else { return nil }
                let names = required.map { "'\($0.name.value)'" }
                return context.finding(
                    .startParams, at: model[root].location,
                    "\(context.quoted(flow)) starts without arguments, but its root '\(model[root].id.value)' "
                        + "requires \(names.listed)",
                    notes: (starters[flow] ?? []) + ["'\(first.name.value)' is at \(first.name.location)"],
                    help:
                        "make \(required.count == 1 ? "it" : "them") optional (`\(first.name.value): \(first.type.value)?`), "
                        + "or make a route without required params the flow's root",
                    on: root)
            }
    }

    /// An `otherwise` start with `at` or `args`: the route it begins with needs each
    /// required param `args` does not fix, and nothing else can give one. At `at`
    /// when given, else at the route.
    private static func entryFinding(_ edge: Edge, of guarded: RouteIndex, in context: RuleContext)
        -> Finding?
    {
        let model = context.model
        guard let start = edge.flowStart, let route = model.startRoute(of: edge),
            case .start(let flow, _) = edge.kind
        else { return nil }
        let fixed = Set(start.args.map(\.name.value))
        let required = model.declaration(of: route).params.filter {
            !$0.type.value.isOptional && !fixed.contains($0.name.value)
        }
        guard let first = required.first else { return nil }
        let names = required.map { "'\($0.name.value)'" }
        let begins = start.route == nil ? "its root" : "'\(model[route].id.value)'"
        return context.finding(
            .startParams, at: start.routeLocation ?? model[route].location,
            "the otherwise of '\(model[guarded].ref)' starts \(context.quoted(flow)) at \(begins), "
                + "which requires \(names.listed) that args does not give",
            notes: ["'\(first.name.value)' is at \(first.name.location)"],
            help:
                "give \(required.count == 1 ? "it" : "them") in args (`args: { \(first.name.value): ... }`), "
                + "or make \(required.count == 1 ? "it" : "them") optional",
            on: start.routeLocation == nil ? route : guarded)
    }
}
