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
            item, with a note at the first. Starts from two routes are two moves, not reported. \
            A start is known by its child and its `at`: `start: launch` and \
            `{ start: launch, at: survey }` are two moves. A `start` in a `then` (a then-start) \
            counts too: it conflicts with a start of the same child and `at` on its route that \
            has another `as`, `args` or `then`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [menu, settings]
                routes:
                  home:
                    transitions:
                      - { start: settings, as: cover, then: { done: stay } }
                      - start: menu
                        then: { openSettings: { ↓start: settings, then: { done: stay } } }
              menu:
                root: list
                outcomes: [openSettings]
                routes:
                  list:
                    transitions: [{ finish: openSettings }]
              settings:
                root: general
                outcomes: [done]
                routes:
                  general:
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
                children: [launch]
                routes:
                  home:
                    transitions:
                      - { start: launch, as: cover, then: { done: stay } }
                      - { start: launch, at: survey, args: { kind: exit }, then: { done: stay } }
              launch:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ push: survey }, { finish: done }]
                  survey:
                    params: { kind: String }
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
        let repeats = RepeatedMove.all(in: context.spec).compactMap { repeated -> Finding? in
            guard !repeated.isIdentical else { return nil }
            return finding(repeated.repeated, after: repeated.first, on: repeated.route, in: context)
        }
        return repeats + thenStartFindings(in: context)
    }

    /// A then-start against the first earlier start (by position) of the same child
    /// and `at` on its route, and a start after a then-start of that move: pairs of
    /// two `transitions` items are ``RepeatedMove``'s.
    private static func thenStartFindings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for coordinator in context.spec.coordinators where coordinator.kind == .stack {
            for route in coordinator.routes {
                let starts = WrittenStart.all(in: route.transitions)
                guard starts.contains(where: \.isThenStart) else { continue }
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                let ordered = starts.sorted { $0.transition.location < $1.transition.location }
                for (index, item) in ordered.enumerated() {
                    guard
                        let first = ordered[..<index].first(where: {
                            $0.transition.action.isSameMove(as: item.transition.action)
                        }), first.isThenStart || item.isThenStart,
                        !RepeatedMove.isIdentical(first.transition, item.transition),
                        let found = finding(item.transition, after: first.transition, on: ref, in: context)
                    else { continue }
                    findings.append(found)
                }
            }
        }
        return findings
    }

    private static func finding(
        _ repeated: Transition, after first: Transition, on route: RouteRef, in context: RuleContext
    ) -> Finding? {
        guard case .start(let child, _, _, let entry) = repeated.action,
            case .start(_, _, _, let firstEntry) = first.action
        else { return nil }
        let shown = repeated.styleSpelling
        let firstShown = first.styleSpelling
        let otherArgs =
            entry.args.map(\.text.value) != firstEntry.args.map(\.text.value)
            || entry.args.map(\.name.value) != firstEntry.args.map(\.name.value)
        let difference =
            shown != firstShown
            ? "as a \(shown) (the first as a \(firstShown))"
            : otherArgs ? "with other `args`" : "with another `then`"
        let move = repeated.action.move
        let at = first.location
        return context.finding(
            .conflictingStart, at: repeated.location,
            "\(route) starts '\(child.value)' a second time, \(difference); "
                + "`\(move)` would only ever run the first",
            notes: [
                "the first start of '\(child.value)' on this route is at \(at.line):\(at.column)"
            ],
            help: otherArgs
                ? "start '\(child.value)' once from this route without `args`, and give the param "
                    + "as the start's argument (the skeleton's `start…(…)` takes it), or keep one `args`"
                : "start '\(child.value)' once from this route, with one `as` and one `then`",
            scope: route)
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
