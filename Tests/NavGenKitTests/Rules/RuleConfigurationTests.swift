import NavGenKit
import Testing

/// `rules:` and `allow:` applied to the graph rules' findings.
@Suite struct RuleConfigurationTests {
    /// A spec with a `rules:` block (lines 4-5) and a push cycle between `a` and `b`,
    /// an unreachable route `c`, and a cover with no exit `d`.
    private func configured(_ rules: String, allowOnA: String = "[]", allowOnB: String = "[]") -> String {
        """
        navgen: 1
        app: Demo
        root: main
        rules:
          \(rules)
        coordinators:
          main:
            root: a
            routes:
              a:
                transitions: [{ push: b }, { cover: d }]
                allow: \(allowOnA)
              b:
                transitions: [{ push: a }]
                allow: \(allowOnB)
              c:
              d:
        """
    }

    @Test func defaultsBeforeConfiguration() {
        let findings = validate(configured("modal-cycle: warning")).findings
        #expect(
            findings.spots == [
                Spot(.pushCycle, 11, 25), Spot(.unreachableRoute, 16, 7), Spot(.noExit, 17, 7),
            ])
        #expect(findings.map(\.severity) == [.warning, .error, .warning])
    }

    @Test func rulesChangeSeverities() {
        let findings = validate(
            configured("{ unreachable-route: warning, no-exit: error, push-cycle: error }")
        ).findings
        #expect(
            findings.spots == [
                Spot(.pushCycle, 11, 25), Spot(.unreachableRoute, 16, 7), Spot(.noExit, 17, 7),
            ])
        #expect(findings.map(\.severity) == [.error, .warning, .error])
    }

    @Test func rulesTurnRulesOff() {
        let findings = validate(configured("{ unreachable-route: off, no-exit: off }")).findings
        #expect(findings.spots == [Spot(.pushCycle, 11, 25)])
    }

    @Test func allowOnTheRouteOfTheFirstEdgeSilencesACycle() {
        let yaml = configured("modal-cycle: warning", allowOnA: "[push-cycle]")
        #expect(spots(yaml) == [Spot(.unreachableRoute, 16, 7), Spot(.noExit, 17, 7)])
    }

    @Test func allowOnAnotherRouteOfTheCycleDoesNot() {
        let yaml = configured("modal-cycle: warning", allowOnB: "[push-cycle, no-exit]")
        #expect(
            spots(yaml) == [Spot(.pushCycle, 11, 25), Spot(.unreachableRoute, 16, 7), Spot(.noExit, 17, 7)])
    }

    @Test func allowSilencesRouteFindingsOnlyOnThatRoute() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                  orphan:
                    allow: [unreachable-route]
                  stray:
            """)
        #expect(spots(yaml) == [Spot(.unreachableRoute, 11, 7)])
    }

    @Test func coordinatorFindingsCannotBeAllowedOnARoute() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
              old:
                root: page
                routes:
                  page:
                    allow: [unreachable-coordinator, unreachable-route]
            """)
        #expect(spots(yaml) == [Spot(.unreachableCoordinator, 9, 3)])
    }

    @Test func errorRulesOfTheGraphAreConfigurableToo() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            rules: { unknown-reference: warning, root-params: off }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    params: { id: Int }
                    transitions: [{ tab: nowhere }]
            """
        let report = validate(yaml)
        #expect(report.findings.spots == [Spot(.unknownReference, 11, 30)])
        #expect(report.findings.map(\.severity) == [.warning])
        #expect(report.isUsable)
    }

    /// A reading finding the spec turns off does not turn off the semantic rules too:
    /// `rules: { name-collision: off }` once hid every other error of the spec.
    @Test func aSilencedReadingFindingLeavesTheSemanticRulesOn() {
        func findings(_ rules: String) -> [Spot] {
            validate(
                """
                navgen: 1
                app: Demo
                root: main
                rules: { \(rules) }
                coordinators:
                  main:
                    root: home
                    children: [help, help]
                    routes:
                      home:
                        transitions: [{ push: nowhere }, { start: help }]
                      bye:
                        allow: [no-such-rule]
                  help:
                    root: faq
                    routes:
                      faq:
                        transitions: [dismiss]
                """
            ).findings.spots
        }
        // On, the repeat (and the unknown rule id) are reported and the rest waits for them.
        #expect(
            findings("push-cycle: off") == [Spot(.nameCollision, 8, 22), Spot(.unknownReference, 13, 17)])
        #expect(
            findings("name-collision: off, unknown-reference: warning")
                == [Spot(.unknownReference, 11, 31), Spot(.unknownReference, 13, 17)])
    }
}
