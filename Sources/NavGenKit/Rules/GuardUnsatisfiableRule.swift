/// `guard-unsatisfiable`: a condition's `satisfiedBy` flow that declares the satisfying
/// outcome but has no way to finish with it.
///
/// Its own rule rather than a part of `guard-cycle`: that one is about what the flow
/// requires, this one about what its screens do, and each has its own fix.
package struct GuardUnsatisfiableRule: Rule {
    package static let description = RuleDescription(
        id: .guardUnsatisfiable, severity: .error, configurable: true,
        summary: "a satisfiedBy flow never finishes with its satisfying outcome",
        rationale: """
            A move that needs a condition starts the condition's `satisfiedBy` flow at its root \
            and waits for it to finish with `outcome`. If no screen the flow can show finishes \
            with that outcome, the condition never becomes true through the flow: every move \
            that waits for it is dropped, and the user is shown a flow that cannot succeed.
            """,
        details: """
            Points at `satisfiedBy.outcome`, once per condition, with a note listing the \
            outcomes the flow can finish with, and a note at each route of the flow that \
            finishes with the outcome but that nothing from the root shows. The routes \
            counted are the flow's root and every route of the flow that their moves show \
            (a move in any style, in `transitions`, `then` actions and \
            `otherwise`); a `finish` counts in `transitions` and in `then` actions (after a \
            child flow or an alert's answer). A route only a deep link shows does not count: \
            opening a link closes the waiting flow. An outcome the flow does not declare is `unknown-outcome` instead; a \
            reference in the flow that names nothing keeps this rule quiet, since fixing it \
            may show the missing screen. A flow that requires its own condition is \
            `guard-cycle`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: signIn, outcome: ↓signedIn }
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
                outcomes: [signedIn, cancelled]
                routes:
                  form:
                    transitions: [{ finish: cancelled }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: signIn, outcome: ↓done, as: cover }
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
                    transitions: [dismiss]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: signIn, outcome: signedIn }
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
                outcomes: [signedIn, cancelled]
                routes:
                  form:
                    transitions: [{ push: password }, { finish: cancelled }]
                  password:
                    transitions: [{ finish: signedIn }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: signIn, outcome: signedIn }
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
                outcomes: [signedIn]
                children: [twoFactor]
                alerts:
                  skip: { outcomes: [later] }
                routes:
                  form:
                    transitions:
                      - start: twoFactor
                        then: { verified: { finish: signedIn } }
                      - alert: skip
                        then: { later: { finish: signedIn } }
              twoFactor:
                root: code
                outcomes: [verified]
                routes:
                  code:
                    transitions: [{ finish: verified }]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return zip(model.conditionIndices, context.spec.conditions).compactMap { index, declaration in
            guard let flow = model[index].satisfiedBy?.coordinator, let satisfiedBy = declaration.satisfiedBy,
                let root = model[flow].root
            else {
                return nil
            }
            let outcome = satisfiedBy.outcome.value
            let outcomes = model[flow].outcomes
            guard outcomes.contains(outcome) else { return nil }
            let shown = Self.routes(of: flow, from: root, in: model)
            guard !Self.isUncertain(shown, in: model) else { return nil }
            let finishing = Set(shown.flatMap { Self.finishes(of: $0, in: model) })
            guard !finishing.contains(outcome) else { return nil }
            let possible = outcomes.filter(finishing.contains)
            let rootName = "'\(model[root].id.value)'"
            var notes = [
                possible.isEmpty
                    ? "no route that \(rootName) leads to finishes \(context.quoted(flow))"
                    : "\(context.quoted(flow)) can finish with \(possible.map { "'\($0)'" }.listed)"
            ]
            let reached = Set(shown)
            for route in model[flow].routes where !reached.contains(route) {
                for finish in Self.finishEdges(of: route, in: model) where finish.outcome == outcome {
                    notes.append(
                        "its route '\(model[route].id.value)' finishes with '\(outcome)' at "
                            + "\(context.spec.files.reference(to: finish.location)), but nothing from "
                            + "\(rootName) shows it")
                }
            }
            let name = declaration.id.value
            let other = possible.first.map {
                " or satisfy '\(name)' with an outcome it finishes with: outcome: \($0)"
            }
            return context.finding(
                .guardUnsatisfiable, at: satisfiedBy.outcome.location,
                "'\(name)' is satisfied by \(context.quoted(flow)) finishing '\(outcome)', "
                    + "but no screen of \(context.quoted(flow)) finishes with '\(outcome)'",
                notes: notes,
                help: "add { finish: \(outcome) } to a route \(rootName) leads to"
                    + (other.map { "," + $0 } ?? ""))
        }
    }

    /// The routes of `flow` shown from its root: the root, and every route of the flow
    /// that a move of a shown route (a `then` action and the `otherwise` too) shows.
    static func routes(of flow: CoordinatorIndex, from root: RouteIndex, in model: NavigationModel)
        -> [RouteIndex]
    {
        var seen: Set<RouteIndex> = [root]
        var order = [root]
        var pending = [root]
        while let route = pending.popLast() {
            var targets = model[route].edgeRange.compactMap { model.edges[$0].targetRoute }
            targets += model[route].otherwise.compactMap(\.targetRoute)
            for target in targets where model[target].coordinator == flow && seen.insert(target).inserted {
                order.append(target)
                pending.append(target)
            }
        }
        return order
    }

    /// Whether a shown route has a move whose target names nothing: it may be the way to
    /// the finishing screen.
    private static func isUncertain(_ shown: [RouteIndex], in model: NavigationModel) -> Bool {
        let routes = Set(shown)
        return model.unresolved.contains { reference in
            guard reference.affectsReachability, case .transition(let route, _) = reference.site else {
                return false
            }
            return routes.contains(route)
        }
    }

    /// The outcomes `route` finishes its coordinator with.
    private static func finishes(of route: RouteIndex, in model: NavigationModel) -> [String] {
        finishEdges(of: route, in: model).map(\.outcome)
    }

    /// Every `finish` of `route`, in its transitions and `then` actions, with where it is written.
    private static func finishEdges(of route: RouteIndex, in model: NavigationModel)
        -> [(outcome: String, location: SourceLocation)]
    {
        model[route].edgeRange.compactMap { index in
            guard case .finish(let outcome) = model.edges[index].kind else { return nil }
            return (outcome, model.edges[index].targetLocation ?? model.edges[index].location)
        }
    }
}
