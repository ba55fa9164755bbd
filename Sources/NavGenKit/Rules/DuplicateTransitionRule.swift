/// `duplicate-transition`: a route lists the same item twice (``RepeatedMove``).
package struct DuplicateTransitionRule: Rule {
    package static let description = RuleDescription(
        id: .duplicateTransition, severity: .warning, configurable: true,
        summary: "a route lists the same transition twice",
        rationale: """
            A route's moves are known by action and target, so a repeated item adds no button, \
            action or method: it only makes the list longer than what the screen does, and hides \
            which of two edits is the one that counts.
            """,
        details: """
            Two items of one route are the same move when they have the same action and target \
            (`pop` twice, `push: x` twice; `sheet: x` and `cover: x` are not; `go: x` and \
            `go: c.x` in `c` are, whatever their `args`). A repeat that \
            means the same as the first (for `start`, the same `as` and the same action per \
            outcome, however written) is reported here, at the repeat, with a note at the \
            first; a `start` that differs is `conflicting-start`.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }, { sheet: detail }, { ↓push: detail }]
                    detail:
                      transitions: [pop, ↓pop]
                    """, deepLinks: ""),
            // `go` names its own coordinator's route bare or dotted: one move either way.
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ go: detail }, { ↓go: main.detail, args: { id: 2 } }]
                    detail:
                      params: { id: Int? }
                    """, deepLinks: ""),
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
                        then: { signedIn: stay }
                      - { ↓start: login, as: sheet, then: { signedIn: stay } }
              login:
                root: form
                outcomes: [signedIn]
                routes:
                  form:
                    transitions: [{ finish: signedIn }]
            """,
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ sheet: detail }, { cover: detail }, { push: other }]
                    detail:
                      transitions: [dismiss]
                    other:
                      transitions: [{ push: detail }, pop]
                    """, deepLinks: ""),
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
                    transitions: [{ start: login, as: sheet }, { start: login, as: cover }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        RepeatedMove.all(in: context.spec).compactMap { repeated in
            guard repeated.isIdentical else { return nil }
            let first = repeated.first.location
            return context.finding(
                .duplicateTransition, at: repeated.repeated.location,
                "\(repeated.route) lists `\(repeated.repeated.action.spelling)` a second time, "
                    + "which changes nothing",
                notes: ["it is first listed at \(first.line):\(first.column)"],
                help: "remove the repeated item",
                scope: repeated.route)
        }
    }
}
