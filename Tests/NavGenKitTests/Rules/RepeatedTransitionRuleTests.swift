import Foundation
import NavGenKit
import Testing

/// `duplicate-transition` and `conflicting-start`: a route that lists the same
/// move (action and target) twice.
@Suite struct RepeatedTransitionRuleTests {
    /// A spec whose `home` route has `items` as its transitions, written from
    /// column 0 of the list (line 15 holds the first item).
    private func spec(_ items: String) -> String {
        let indented = items.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n")
        return """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, more]
              feed:
                root: home
                children: [login]
                outcomes: [done]
                routes:
                  home:
                    transitions:
            \(indented)
                  detail:
                    transitions: [dismiss]
              more:
                root: list
                routes:
                  list:
              login:
                root: form
                outcomes: [signedIn, cancelled]
                routes:
                  form:
                    transitions: [{ finish: signedIn }, { finish: cancelled }]

            """
    }

    private func repeats(_ items: String) -> [Finding] {
        validate(spec(items)).findings.filter { [.duplicateTransition, .conflictingStart].contains($0.rule) }
    }

    /// Every kind of item, twice: harmless, one warning at the repeat.
    static let identicalRepeats: [(items: String, spelling: String)] = [
        ("- push: detail\n- push: detail", "push: detail"),
        ("- sheet: detail\n- sheet: detail", "sheet: detail"),
        ("- cover: detail\n- { cover: detail }", "cover: detail"),
        ("- tab: more\n- tab: more", "tab: more"),
        ("- finish: done\n- finish: done", "finish: done"),
        ("- pop\n- pop", "pop"),
        ("- popToRoot\n- popToRoot", "popToRoot"),
        ("- dismiss\n- dismiss", "dismiss"),
        // The same start however written: `as` left to its default, `then` reordered,
        // `stay` written out or left to the missing outcome.
        (
            "- start: login\n  then: { signedIn: pop, cancelled: stay }\n"
                + "- { start: login, as: sheet, then: { cancelled: stay, signedIn: pop } }",
            "start: login"
        ),
        (
            "- { start: login, as: cover, then: { signedIn: pop, cancelled: stay } }\n"
                + "- { start: login, as: cover, then: { signedIn: pop } }",
            "start: login"
        ),
    ]

    @Test(arguments: identicalRepeats)
    func anIdenticalRepeatIsAWarningAtTheRepeat(items: String, spelling: String) throws {
        let found = repeats(items)
        try #require(found.count == 1, "\(found.map(\.message))")
        let finding = found[0]
        #expect(finding.rule == .duplicateTransition)
        #expect(finding.severity == .warning)
        let lines = items.split(separator: "\n")
        let second = try #require(lines.indices.dropFirst().first { lines[$0].hasPrefix("- ") })
        #expect(finding.location.line == 15 + second)
        #expect(finding.message == "feed.home lists `\(spelling)` a second time, which changes nothing")
        #expect(finding.notes == ["it is first listed at 15:\(lines[0].hasPrefix("- {") ? 15 : 13)"])
        #expect(finding.help == "remove the repeated item")
        #expect(finding.scope == "feed.home")
    }

    @Test func aStartWithAnotherPresentationOrThenIsAnErrorAtTheRepeat() {
        let presentation = repeats("- start: login\n  as: sheet\n- start: login\n  as: cover")
        #expect(presentation.spots == [Spot(.conflictingStart, 17, 13)])
        #expect(
            presentation.first?.message
                == "feed.home starts 'login' a second time, as a cover (the first as a sheet); "
                + "`start login` would only ever run the first")
        #expect(presentation.first?.notes == ["the first start of 'login' on this route is at 15:13"])
        #expect(
            presentation.first?.help == "start 'login' once from this route, with one `as` and one `then`")
        #expect(presentation.first?.severity == .error)

        let then = repeats(
            "- { start: login, then: { signedIn: stay, cancelled: stay } }\n"
                + "- { start: login, then: { signedIn: pop, cancelled: stay } }")
        #expect(then.spots == [Spot(.conflictingStart, 16, 15)])
        #expect(then.first?.message.contains("a second time, with another `then`;") == true)
    }

    @Test func everyRepeatIsComparedWithTheFirst() {
        let found = repeats(
            "- start: login\n- { start: login, as: cover }\n- { start: login, as: sheet }\n- push: detail\n- pop\n- pop"
        )
        #expect(
            found.spots == [
                Spot(.conflictingStart, 16, 15), Spot(.duplicateTransition, 17, 15),
                Spot(.duplicateTransition, 20, 13),
            ])
    }

    /// A long list is checked through a dictionary rather than item by item: the
    /// same findings.
    @Test func aLongListFindsTheSameRepeats() {
        let items =
            Array(repeating: "- pop\n- dismiss", count: 10).joined(separator: "\n")
            + "\n- { start: login, then: { signedIn: pop } }\n- { start: login, as: cover, then: { signedIn: pop } }"
        let found = repeats(items)
        #expect(found.filter { $0.rule == .duplicateTransition }.count == 18)
        #expect(found.filter { $0.rule == .conflictingStart }.spots == [Spot(.conflictingStart, 36, 15)])
        for (spelling, first) in [("pop", "15:13"), ("dismiss", "16:13")] {
            let notes = found.filter { $0.message.contains("`\(spelling)`") }.map(\.notes)
            #expect(notes == Array(repeating: ["it is first listed at \(first)"], count: 9))
        }
    }

    /// Different moves: another action on the same target, the same action on
    /// another target, or the same move on another route.
    @Test func differentMovesAreNotRepeats() {
        #expect(
            repeats("- sheet: detail\n- cover: detail\n- push: detail\n- dismiss\n- pop\n- popToRoot").isEmpty
        )
        #expect(
            validate(
                spec("- start: login\n- push: detail").replacingOccurrences(
                    of: "transitions: [dismiss]", with: "transitions: [{ start: login, as: cover }, pop]")
            ).findings.filter { [.duplicateTransition, .conflictingStart].contains($0.rule) }.isEmpty)
    }

    /// Turned off, the simulator runs the first start (and with it the first's `then`).
    @Test func theSimulatorFollowsTheFirstStart() throws {
        let yaml =
            spec(
                "- { start: login, as: sheet, then: { signedIn: stay, cancelled: stay } }\n"
                    + "- { start: login, as: cover, then: { signedIn: pop, cancelled: stay } }\n- push: detail"
            )
            + "rules:\n  conflicting-start: off\n"
        let report = validate(yaml)
        #expect(!report.findings.hasErrors, "\(report.findings.map(\.message))")
        let simulator = try Pipeline(Array(yaml.utf8), file: "navgen.yaml", for: .simulation).simulator()
        let started = try simulator.perform(.start("login"), on: simulator.launchState).get()
        #expect(StateRendering.text(started).contains("sheet"), "\(StateRendering.text(started))")
        #expect(!StateRendering.text(started).contains("cover"))
        #expect(
            simulator.allowedActions(in: simulator.launchState).map(\.template).filter {
                $0.hasPrefix("start")
            }
                == ["start login"])
    }
}
