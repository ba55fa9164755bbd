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
            `allow:` can silence it.
            """,
        triggeringExamples: [
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
        func add(_ flow: CoordinatorIndex, _ note: String) {
            guard !shownAsTabs.contains(flow) else { return }
            if starters[flow] == nil { order.append(flow) }
            starters[flow, default: []].append(note)
        }
        for (index, declaration) in zip(model.conditionIndices, context.spec.conditions) {
            guard let flow = model[index].satisfiedBy?.coordinator, let key = declaration.satisfiedBy else {
                continue
            }
            add(
                flow,
                "it satisfies '\(declaration.id.value)' (satisfiedBy at \(context.spec.files.reference(to: key.location)))"
            )
        }
        for route in model.routeIndices {
            for otherwise in model[route].otherwise {
                guard case .start(let flow, _) = otherwise.kind else { continue }
                add(
                    flow,
                    "the otherwise of '\(model[route].ref)' starts it (at \(context.spec.files.reference(to: otherwise.location)))"
                )
            }
        }
        return order.sorted().compactMap { flow in
            guard let root = model[flow].root else { return nil }
            let required = context.model.declaration(of: root).params.filter { !$0.type.value.isOptional }
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
}
