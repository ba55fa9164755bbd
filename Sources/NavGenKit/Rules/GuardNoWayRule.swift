/// `guard-no-way`: a `requires` entry that nothing in the spec can meet, on a target
/// without `otherwise`.
package struct GuardNoWayRule: Rule {
    package static let description = RuleDescription(
        id: .guardNoWay, severity: .warning, configurable: true,
        summary: "a target requires a condition that nothing in the spec can meet",
        rationale: """
            A condition changes only through its `satisfiedBy` flow (which makes it true) or \
            through the app (`setByApp: true`). A requirement that starts unmet and that neither \
            can meet refuses every move to its target, and hides a guarded tab for good, unless \
            the target has an `otherwise`: the screen is in the spec but no user can see it.
            """,
        details: """
            Points at the `requires` entry, once per entry. A positive entry is without a way \
            when its condition starts false, has no `satisfiedBy` and is not `setByApp`; a \
            negated one (`"!name"`) when its condition starts true and is not `setByApp` (a \
            `satisfiedBy` flow only makes a condition true). A list that requires both a \
            condition and its negation is reported at the later entry. An entry that has a \
            fallback in `otherwise` (the route's one action, `stay` or `web`, or its own key) \
            is never reported: something happens instead. `deeplinks.requires` is checked \
            the same way, with `deeplinks.otherwise`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { initially: false }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: recipe }]
                  recipe:
                    requires: [↓premium]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              onboarded: { initially: true }
            coordinators:
              main:
                kind: tabs
                children: [feed, { welcome: { requires: [↓"!onboarded"] } }]
              feed:
                root: list
                routes:
                  list:
              welcome:
                root: intro
                routes:
                  intro:
            """,
            // A keyed otherwise answers only its own entries.
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { initially: false }
              verified: { initially: false }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: recipe }]
                  recipe:
                    requires: [premium, ↓verified]
                    otherwise: { premium: stay }
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { initially: false, setByApp: true }
              signedIn:
                satisfiedBy: { start: signIn, outcome: done }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: recipe }, { push: profile }]
                  recipe:
                    requires: [premium]
                  profile:
                    requires: [signedIn]
              signIn:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium:
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: recipe }]
                  recipe:
                    requires: [premium]
                    otherwise: { sheet: paywall }
                  paywall:
                    transitions: [dismiss]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo], requires: [unlocked], otherwise: web }
            conditions:
              unlocked:
              canShow:
            coordinators:
              main:
                root: home
                routes:
                  home:
                    deeplink: /
                    transitions: [{ push: wallpaper }]
                  wallpaper:
                    requires: [canShow]
                    otherwise: stay
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return GuardList.all(in: model).flatMap { list -> [Finding] in
            var findings: [Finding] = []
            var seen: [ConditionIndex: ConditionGuard] = [:]
            for entry in list.guards where !list.isAnswered(entry, in: model) {
                if let earlier = seen[entry.condition], earlier.isNegated != entry.isNegated {
                    findings.append(contradiction(entry, earlier: earlier, in: list, context: context))
                    continue
                }
                seen[entry.condition] = entry
                if let finding = noWay(entry, in: list, context: context) { findings.append(finding) }
            }
            return findings
        }
    }

    private static func noWay(_ entry: ConditionGuard, in list: GuardList, context: RuleContext) -> Finding? {
        let model = context.model
        let condition = model[entry.condition]
        let declaration = context.spec.conditions[entry.condition.rawValue]
        guard !condition.setByApp, !entry.isMet(when: condition.initially) else { return nil }
        let name = condition.id.value
        let target = list.describe(in: model)
        if entry.isNegated {
            return context.finding(
                .guardNoWay, at: entry.location,
                "\(target) requires '!\(name)', but '\(name)' starts true and nothing in the spec makes it false",
                notes: [
                    "'\(name)' is declared at \(context.spec.files.reference(to: condition.id.location))"
                ],
                help: list.route == nil
                    ? "mark '\(name)' `setByApp: true` if the app changes it, or start it false"
                    : "mark '\(name)' `setByApp: true` if the app changes it, or give the route an otherwise",
                about: list)
        }
        // A `satisfiedBy` that names no flow is the unknown reference's finding.
        guard declaration.satisfiedBy == nil else { return nil }
        return context.finding(
            .guardNoWay, at: entry.location,
            "\(target) requires '\(name)', which starts false and nothing in the spec makes true",
            notes: [
                "'\(name)' is declared at \(context.spec.files.reference(to: condition.id.location)), with no satisfiedBy and not setByApp"
            ],
            help: "give '\(name)' a satisfiedBy flow, mark it `setByApp: true` if the app sets it"
                + (list.route == nil ? "" : ", or give the route an otherwise"),
            about: list)
    }

    private static func contradiction(
        _ entry: ConditionGuard, earlier: ConditionGuard, in list: GuardList, context: RuleContext
    ) -> Finding {
        let name = context.model[entry.condition].id.value
        return context.finding(
            .guardNoWay, at: entry.location,
            "\(list.describe(in: context.model)) requires both '\(name)' and '!\(name)', which are never met together",
            notes: ["the other entry is at \(context.spec.files.reference(to: earlier.location))"],
            help: "remove one of the two entries", about: list)
    }
}
