/// `guard-cycle`: a condition's `satisfiedBy` flow that itself requires the condition.
package struct GuardCycleRule: Rule {
    package static let description = RuleDescription(
        id: .guardCycle, severity: .error, configurable: true,
        summary: "a satisfiedBy flow requires the condition it satisfies",
        rationale: """
            A move that needs a condition starts the condition's `satisfiedBy` flow. If starting \
            that flow, or showing one of its screens, needs the same condition, the flow can \
            never run to the outcome that would meet it: the user is sent round in a circle and \
            the guarded screen is never shown.
            """,
        details: """
            Points at the condition's `satisfiedBy` key, once per condition, with a note at each \
            `requires` entry that closes the circle: the flow coordinator's own, or one of its \
            routes'. A negated entry (`"!signedIn"` on a sign-in flow) is no circle: it is met \
            while the flow is needed.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                ↓satisfiedBy: { start: signIn, outcome: done }
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
                requires: [signedIn]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                ↓satisfiedBy: { start: signIn, outcome: done }
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
                    transitions: [{ push: twoFactor }]
                  twoFactor:
                    requires: [signedIn]
                    transitions: [{ finish: done }]
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
                requires: ["!signedIn"]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: signIn, outcome: done }
              verified: { setByApp: true }
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
                    requires: [verified]
                    transitions: [{ finish: done }]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return zip(model.conditionIndices, context.spec.conditions).compactMap { index, declaration in
            guard let flow = model[index].satisfiedBy?.coordinator, let satisfiedBy = declaration.satisfiedBy
            else {
                return nil
            }
            let closes = { (entry: ConditionGuard) in entry.condition == index && !entry.isNegated }
            var notes: [String] = []
            for entry in model[flow].guards where closes(entry) {
                notes.append(
                    "starting \(context.quoted(flow)) requires it at \(context.spec.files.reference(to: entry.location))"
                )
            }
            for route in model[flow].routes {
                for entry in model[route].guards where closes(entry) {
                    notes.append(
                        "its route '\(model[route].id.value)' requires it at \(context.spec.files.reference(to: entry.location))"
                    )
                }
            }
            guard !notes.isEmpty else { return nil }
            let name = declaration.id.value
            return context.finding(
                .guardCycle, at: satisfiedBy.location,
                "'\(name)' is satisfied by \(context.quoted(flow)), which itself requires '\(name)'",
                notes: notes,
                help:
                    "remove '\(name)' from those requires: the flow that makes '\(name)' true cannot need it")
        }
    }
}
