/// `unknown-outcome`: a `then` handler or a `finish` naming an outcome the
/// coordinator does not declare.
package struct UnknownOutcomeRule: Rule {
    package static let description = RuleDescription(
        id: .unknownOutcome, severity: .error, configurable: true,
        summary: "then or finish names an outcome the coordinator does not declare",
        rationale: """
            Outcomes become the cases of a generated `Outcome` enum. Finishing with an outcome \
            that is not declared would not compile, and a handler for one that is not declared \
            is dead code hiding a typo, often the one outcome the parent meant to handle.
            """,
        details: """
            Points at the outcome's key in `then`, or at the outcome of a `finish`, which must \
            be one of its own coordinator's `outcomes` or, for a tab's route, one of its tab \
            bar's (a `finish` in `then` finishes the coordinator of the route that started \
            the child), or at a condition's \
            `satisfiedBy.outcome`, which must be one of its flow's. Events alike: an `emit` \
            must name one of its own coordinator's `events`, and each key of a `start` item's \
            `on` one of the started flow's.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [onboarding]
                routes:
                  home:
                    transitions:
                      - start: onboarding
                        then:
                          ↓complete: stay
              onboarding:
                root: welcome
                outcomes: [completed]
                routes:
                  welcome:
                    transitions: [{ finish: completed }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions:
                      - start: login
                        then: { done: stay }
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: ↓cancelled }, { finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                alerts:
                  signOut: { outcomes: [confirm, cancel] }
                routes:
                  home:
                    transitions:
                      - alert: signOut
                        then: { confirm: stay, ↓cancle: stay }
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                satisfiedBy: { start: login, outcome: ↓signedIn }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: profile }]
                  profile:
                    requires: [signedIn]
              login:
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
            coordinators:
              main:
                root: home
                children: [tabTray]
                routes:
                  home:
                    transitions:
                      - start: tabTray
                        then: { selected: stay }
              tabTray:
                kind: tabs
                children: [openTabs]
                outcomes: [selected]
              openTabs:
                root: tabList
                routes:
                  tabList:
                    transitions: [{ finish: ↓selcted }]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [tabTray]
                routes:
                  home:
                    transitions:
                      - start: tabTray
                        then: { selected: stay, closed: stay }
              tabTray:
                kind: tabs
                children: [openTabs, privateTabs]
                outcomes: [selected, closed]
              openTabs:
                root: tabList
                routes:
                  tabList:
                    transitions: [{ finish: selected }, { finish: closed }]
              privateTabs:
                root: privateList
                children: [unlock]
                routes:
                  privateList:
                    transitions:
                      - start: unlock
                        then: { done: { finish: selected } }
              unlock:
                root: code
                outcomes: [done]
                routes:
                  code:
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions:
                      - start: login
                        then: { done: stay, cancelled: stay }
              login:
                root: form
                outcomes: [done, cancelled]
                routes:
                  form:
                    transitions: [{ finish: cancelled }, { finish: done }]
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                    """, deepLinks: ""),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        handlerFindings(in: context) + alertFindings(in: context) + finishFindings(in: context)
            + satisfyingFindings(in: context) + emitFindings(in: context) + eventHandlerFindings(in: context)
            + ContainerTransitionChecks.findings(.unknownOutcome, in: context)
    }

    private static func alertFindings(in context: RuleContext) -> [Finding] {
        AlertItem.all(in: context).flatMap { item -> [Finding] in
            let outcomes = item.alert.outcomes.map(\.value)
            let coverage = OutcomeCoverage(
                outcomes: outcomes, handlers: item.then?.handlers.map(\.outcome) ?? [])
            return coverage.unknown.map { handler, meant in
                context.finding(
                    .unknownOutcome, at: handler.location, "\(item.quoted) has no outcome '\(handler.value)'",
                    notes: ["\(item.quoted) can be answered with \(outcomes.map { "'\($0)'" }.listed)"],
                    help: (meant ?? Suggestion.closest(to: handler.value, among: outcomes)).map {
                        "did you mean '\($0)'?"
                    } ?? "remove the handler, or add the outcome to \(item.quoted)",
                    on: item.route)
            }
        }
    }

    private static func handlerFindings(in context: RuleContext) -> [Finding] {
        StartItem.all(in: context).flatMap { item -> [Finding] in
            let outcomes = context.model[item.child].outcomes
            let coverage = OutcomeCoverage(
                outcomes: outcomes, handlers: item.then?.handlers.map(\.outcome) ?? [])
            return coverage.unknown.map { handler, meant in
                context.finding(
                    .unknownOutcome, at: handler.location,
                    "\(context.quoted(item.child)) has no outcome '\(handler.value)'",
                    notes: [declared(outcomes, of: item.child, in: context)],
                    help: (meant ?? Suggestion.closest(to: handler.value, among: outcomes)).map {
                        "did you mean '\($0)'?"
                    }
                        ?? "remove the handler, or declare the outcome in \(context.quoted(item.child))",
                    on: item.route)
            }
        }
    }

    private static func finishFindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.edges.compactMap { edge in
            guard case .finish(let outcome) = edge.kind else { return nil }
            let coordinator = model[edge.source].coordinator
            // In a route set, `finish` itself is the mistake: `set-finish`.
            guard model[coordinator].kind != .routes else { return nil }
            guard model.finisher(of: outcome, from: coordinator) == nil else { return nil }
            let outcomes = model[coordinator].outcomes
            let bars = model[coordinator].tabBars
            let notes =
                [declared(outcomes, of: coordinator, in: context)]
                + bars.map { "its tab bar " + declared(model[$0].outcomes, of: $0, in: context) }
            return context.finding(
                .unknownOutcome, at: edge.targetLocation ?? edge.location,
                bars.isEmpty
                    ? "\(context.quoted(coordinator)) has no outcome '\(outcome)' to finish with"
                    : "neither \(context.quoted(coordinator)) nor its tab bar has an outcome '\(outcome)' to finish with",
                notes: notes,
                help: Suggestion.help(for: outcome, among: model.finishableOutcomes(of: coordinator))
                    ?? "declare it: outcomes: [\((outcomes + [outcome]).joined(separator: ", "))]"
                    + (bars.isEmpty ? "" : ", or in its tab bar"),
                on: edge.source)
        }
    }

    static func declared(_ outcomes: [String], of coordinator: CoordinatorIndex, in context: RuleContext)
        -> String
    {
        outcomes.isEmpty
            ? "\(context.quoted(coordinator)) declares no outcomes"
            : "\(context.quoted(coordinator)) can finish with \(outcomes.map { "'\($0)'" }.listed)"
    }
}
