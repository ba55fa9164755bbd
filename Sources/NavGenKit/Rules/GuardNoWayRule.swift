/// `guard-no-way`: a `requires` entry that nothing in the spec can meet, on a target
/// without `otherwise`.
package struct GuardNoWayRule: Rule {
    package static let description = RuleDescription(
        id: .guardNoWay, severity: .warning, configurable: true,
        summary: "a target requires a condition that nothing in the spec can meet",
        rationale: """
            A condition changes only through its `satisfiedBy` flow (which makes it true), \
            through the app (`setByApp: true`) or through a `set` action of the spec. A \
            requirement that starts unmet and that none of them can meet refuses every move to \
            its target, and hides a guarded tab for good, unless \
            the target has an `otherwise`: the screen is in the spec but no user can see it.
            """,
        details: """
            Points at the `requires` entry, once per entry. A positive entry is without a way \
            when its condition starts false, has no `satisfiedBy` and is not `setByApp`; a \
            negated one (`"!name"`) when its condition starts true and is not `setByApp` (a \
            `satisfiedBy` flow only makes a condition true). A list that requires both a \
            condition and its negation is reported at the later entry. An entry that has a \
            fallback in `otherwise` (the route's one action, `stay` or `web`, or its own key) \
            is never reported: something happens instead. Nor is an entry that a `set` item \
            (a transition, a `then` value or an `otherwise`) of a reachable route meets, \
            `set: { premium: true }` for `premium`, `set: { premium: false }` for `"!premium"`. \
            `deeplinks.requires` is checked the same way, with `deeplinks.otherwise`.
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
            // A `set` that makes the condition false meets only its negation.
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
                    transitions: [{ push: recipe }, { set: { premium: false } }]
                  recipe:
                    requires: [↓premium]
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
            // A reachable `set` item meets the entry: the demo unlocks premium itself.
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
                    transitions: [{ push: recipe }, { set: { premium: true } }]
                  recipe:
                    requires: [premium]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        let reachableSets = reachableConditionChanges(in: context)
        return GuardList.all(in: model).flatMap { list -> [Finding] in
            var findings: [Finding] = []
            var seen: [ConditionIndex: ConditionGuard] = [:]
            for entry in list.guards where !list.isAnswered(entry, in: model) {
                if let earlier = seen[entry.condition], earlier.isNegated != entry.isNegated {
                    findings.append(contradiction(entry, earlier: earlier, in: list, context: context))
                    continue
                }
                seen[entry.condition] = entry
                // A `set` item a user can reach meets the entry: it has a way.
                if reachableSets.contains(
                    Edge.ConditionChange(condition: entry.condition, value: !entry.isNegated))
                {
                    continue
                }
                if let finding = noWay(entry, in: list, context: context) { findings.append(finding) }
            }
            return findings
        }
    }

    /// Every pair a `set` item (a transition, a `then` value or an `otherwise`) of a
    /// reachable route gives.
    private static func reachableConditionChanges(in context: RuleContext) -> Set<Edge.ConditionChange> {
        let model = context.model
        var changes: Set<Edge.ConditionChange> = []
        func add(_ edge: Edge) {
            guard case .set(let pairs) = edge.kind, context.reachability.isReachable(edge.source) else {
                return
            }
            changes.formUnion(pairs)
        }
        for edge in model.edges { add(edge) }
        for route in model.routes where route.guards.isEmpty == false {
            for edge in route.otherwise { add(edge) }
        }
        return changes
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
