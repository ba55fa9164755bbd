/// `conflicting-start`: a route starts the same child twice, the second time with
/// another `as` or `then` (``RepeatedMove``).
package struct ConflictingStartRule: Rule {
    package static let description = RuleDescription(
        id: .conflictingStart, severity: .error, configurable: true,
        summary: "a route starts the same child twice, with another as or then",
        rationale: """
            navgen knows a route's moves by action and target: the simulator's and flow files' \
            `start onboarding`, the deep-link search and the generated coordinator's outcome \
            handler each follow one start of a child from one screen, the first. A second start \
            with another presentation or other outcome actions would never run as written.
            """,
        details: """
            Two items of one route are the same move when they have the same action and target; \
            `sheet: x` and `cover: x` are not. A repeated `start` of a child is reported here \
            when its `as` (`sheet` when absent) or the action of some outcome in its `then` \
            differs from the first's (`stay` and a missing outcome count alike), at the repeated \
            item, with a note at the first. Starts from two routes are two moves, not reported.
            """,
        triggeringExamples: [
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
                        as: sheet
                      - ↓start: login
                        as: cover
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
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
                      - push: account
                      - start: login
                        then: { signedIn: stay }
                      - ↓start: login
                        then: { signedIn: { push: account } }
                  account:
              login:
                root: form
                outcomes: [signedIn]
                routes:
                  form:
                    transitions: [{ finish: signedIn }]
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
                children: [login]
                routes:
                  home:
                    transitions: [{ push: account }, { start: login, as: sheet }]
                  account:
                    transitions: [{ start: login, as: cover }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
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
                    transitions: [{ start: login, as: sheet }, { start: login }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        RepeatedMove.all(in: context.spec).compactMap { repeated in
            guard !repeated.isIdentical, case .start(let child, _, _) = repeated.repeated.action else {
                return nil
            }
            let shown = repeated.repeated.styleSpelling
            let firstShown = repeated.first.styleSpelling
            let difference =
                shown == firstShown
                ? "with another `then`" : "as a \(shown) (the first as a \(firstShown))"
            let first = repeated.first.location
            return context.finding(
                .conflictingStart, at: repeated.repeated.location,
                "\(repeated.route) starts '\(child.value)' a second time, \(difference); "
                    + "`start \(child.value)` would only ever run the first",
                notes: [
                    "the first start of '\(child.value)' on this route is at \(first.line):\(first.column)"
                ],
                help: "start '\(child.value)' once from this route, with one `as` and one `then`",
                scope: repeated.route)
        }
    }
}

extension Transition {
    /// How a `start` item shows its flow, for messages: `cover`, or per size class
    /// when it adapts (`sheet when compact, popover when regular`).
    fileprivate var styleSpelling: String {
        let styles = SizeClass.allCases.map { (sizeClass: $0, style: style(in: $0) ?? .sheet) }
        guard adaptiveStyle != nil, Set(styles.map(\.style)).count > 1 else {
            return styles[0].style.rawValue
        }
        return styles.map { "\($0.style.rawValue) when \($0.sizeClass.rawValue)" }.joined(separator: ", ")
    }
}
