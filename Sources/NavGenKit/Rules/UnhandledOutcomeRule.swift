/// `unhandled-outcome`: a `start` whose `then` misses an outcome of the child.
package struct UnhandledOutcomeRule: Rule {
    package static let description = RuleDescription(
        id: .unhandledOutcome, severity: .error, configurable: true,
        summary: "then misses an outcome of the child",
        rationale: """
            When a flow finishes, its parent must decide what happens next. The generated parent \
            handles outcomes in an exhaustive `switch`; an outcome nobody planned for is a user \
            who finishes onboarding and lands nowhere. An alert's answers are outcomes too. Write \
            `stay` to keep the current screen.
            """,
        details: """
            Points at the `then` key, or at the `start` item when it has no `then`; one \
            finding lists every missing outcome. A handler that is a likely misspelling of a \
            missing outcome accounts for it: that is one `unknown-outcome`, not also this. So \
            does the one handler naming nothing when one outcome is left unhandled (a rename).
            """,
        triggeringExamples: [
            // A `start` in a `then` (a then-start) handles its own child's outcomes.
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [launch, menu]
                routes:
                  home:
                    transitions:
                      - start: menu
                        then: { openLaunch: { ↓start: launch }, closed: stay }
              launch:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ push: survey }, { finish: done }]
                  survey:
                    params: { kind: String, count: 'Int?' }
                    transitions: [{ finish: done }]
              menu:
                root: list
                outcomes: [openLaunch, closed]
                routes:
                  list:
                    transitions: [{ finish: openLaunch }, { finish: closed }]
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
                        as: sheet
                        ↓then: { selected: stay }
              tabTray:
                kind: tabs
                children: [openTabs]
                outcomes: [selected, closed]
              openTabs:
                root: tabList
                routes:
                  tabList:
                    transitions: [{ finish: selected }, { finish: closed }]
            """,
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
                        ↓then:
                          completed: stay
              onboarding:
                root: welcome
                outcomes: [completed, skipped]
                routes:
                  welcome:
                    transitions: [{ finish: completed }, { finish: skipped }]
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
                      - ↓start: login
              login:
                root: form
                outcomes: [signedIn]
                routes:
                  form:
                    transitions: [{ finish: signedIn }]
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
                        ↓then: { confirm: stay }
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
                children: [onboarding]
                routes:
                  home:
                    transitions:
                      - start: onboarding
                        then:
                          completed: { push: done }
                          skipped: stay
                  done:
              onboarding:
                root: welcome
                outcomes: [completed, skipped]
                routes:
                  welcome:
                    transitions: [{ finish: completed }, { finish: skipped }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions:
                      - start: help
              help:
                root: faq
                routes:
                  faq:
                    transitions: [dismiss]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        startFindings(in: context) + alertFindings(in: context)
            + ContainerTransitionChecks.findings(.unhandledOutcome, in: context)
    }

    private static func alertFindings(in context: RuleContext) -> [Finding] {
        AlertItem.all(in: context).compactMap { item in
            let outcomes = item.alert.outcomes.map(\.value)
            let coverage = OutcomeCoverage(
                outcomes: outcomes, handlers: item.then?.handlers.map(\.outcome) ?? [])
            guard !coverage.unhandled.isEmpty else { return nil }
            let missing = coverage.unhandled.map { "'\($0)'" }.listed
            let example = coverage.unhandled.map { "\($0): stay" }.joined(separator: ", ")
            guard let then = item.then else {
                return context.finding(
                    .unhandledOutcome, at: item.location,
                    "showing \(item.quoted) needs a `then` for its outcome\(outcomes.count == 1 ? "" : "s") \(missing)",
                    help: "add then: { \(example) }, with the action to take for each answer", on: item.route)
            }
            return context.finding(
                .unhandledOutcome, at: then.location,
                "`then` does not handle \(missing), which \(item.quoted) can be answered with",
                help: "add \(example) (or another action) to then", on: item.route)
        }
    }

    private static func startFindings(in context: RuleContext) -> [Finding] {
        StartItem.all(in: context).compactMap { item in
            let outcomes = context.model[item.child].outcomes
            let coverage = OutcomeCoverage(
                outcomes: outcomes, handlers: item.then?.handlers.map(\.outcome) ?? [])
            guard !coverage.unhandled.isEmpty else { return nil }
            let child = context.quoted(item.child)
            let missing = coverage.unhandled.map { "'\($0)'" }.listed
            let example = coverage.unhandled.map { "\($0): stay" }.joined(separator: ", ")
            guard let then = item.then else {
                return context.finding(
                    .unhandledOutcome, at: item.location,
                    "starting \(child) needs a `then` for its outcome\(outcomes.count == 1 ? "" : "s") \(missing)",
                    help: "add then: { \(example) }, with the action to take for each", on: item.route)
            }
            return context.finding(
                .unhandledOutcome, at: then.location,
                "`then` does not handle \(missing), which \(child) can finish with",
                help: "add \(example) (or another action) to then", on: item.route)
        }
    }
}
