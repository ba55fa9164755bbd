import NavGenKit
import Testing

/// A parent `main` that starts `login`, whose outcomes are `signedIn` and
/// `cancelled`, with the given `start` item lines (line 10 onwards).
private func login(_ startItem: String) -> String {
    spec(
        """
          main:
            root: home
            children: [login]
            routes:
              home:
                transitions:

        """
            + startItem
                + """

                  login:
                    root: form
                    outcomes: [signedIn, cancelled]
                    routes:
                      form:
                        transitions: [{ finish: signedIn }, { finish: cancelled }]
                """)
}

@Suite struct UnhandledOutcomeRuleTests {
    @Test func missingOutcomesAreListedAtTheThenKey() {
        let findings = validate(
            login(
                """
                          - start: login
                            then:
                              signedIn: stay
                """)
        ).findings
        #expect(findings.spots == [Spot(.unhandledOutcome, 12, 13)])
        #expect(
            findings.first?.message == "`then` does not handle 'cancelled', which 'login' can finish with")
        #expect(findings.first?.scope == "main.home")
    }

    @Test func noThenAtAllPointsAtTheStartItem() {
        let findings = validate(
            login(
                """
                          - start: login
                            as: cover
                """)
        ).findings
        #expect(findings.spots == [Spot(.unhandledOutcome, 11, 13)])
        #expect(findings.first?.message.hasSuffix("'signedIn' and 'cancelled'") == true)
    }

    @Test func aMisspeltOutcomeIsOnlyUnknown() {
        let findings = validate(
            login(
                """
                          - start: login
                            then: { signedIn: stay, canceled: stay }
                """)
        ).findings
        #expect(findings.spots == [Spot(.unknownOutcome, 12, 37)])
        #expect(findings.first?.help == "did you mean 'cancelled'?")
    }

    /// One handler naming nothing and one outcome unhandled are one mistake however far
    /// apart the names are: a renamed outcome.
    @Test func aRenamedOutcomeIsOnlyUnknown() {
        let findings = validate(
            login(
                """
                          - start: login
                            then: { signedIn: stay, dismissed: stay }
                """)
        ).findings
        #expect(findings.spots == [Spot(.unknownOutcome, 12, 37)])
        #expect(findings.first?.help == "did you mean 'cancelled'?")
    }

    /// With two handlers naming nothing, neither is taken for the one unhandled outcome.
    @Test func twoStrangeHandlersLeaveTheOutcomeUnhandled() {
        let findings = validate(
            login(
                """
                          - start: login
                            then: { signedIn: stay, dismissed: stay, closed: stay }
                """)
        ).findings
        #expect(
            findings.spots == [
                Spot(.unhandledOutcome, 12, 13), Spot(.unknownOutcome, 12, 37), Spot(.unknownOutcome, 12, 54),
            ])
    }

    @Test func everyOutcomeHandled() {
        let yaml = login(
            """
                      - start: login
                        then: { cancelled: stay, signedIn: { push: home } }
            """)
        #expect(validate(yaml).findings.spots(of: .unhandledOutcome) == [])
    }

    @Test func aChildWithoutOutcomesNeedsNoThen() {
        let yaml = spec(
            """
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ start: help }]
              help:
                root: faq
                routes:
                  faq:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [])
    }
}

@Suite struct UnknownOutcomeRuleTests {
    @Test func aHandlerForAnOutcomeTheChildLacks() {
        let findings = validate(
            login(
                """
                          - start: login
                            then: { signedIn: stay, cancelled: stay, failed: stay }
                """)
        ).findings
        #expect(findings.spots == [Spot(.unknownOutcome, 12, 54)])
        #expect(findings.first?.notes == ["'login' can finish with 'signedIn' and 'cancelled'"])
    }

    @Test func finishingWithAnUndeclaredOutcome() {
        let yaml = spec(
            """
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ start: help }]
              help:
                root: faq
                routes:
                  faq:
                    transitions: [{ finish: done }]
            """)
        let findings = validate(yaml).findings
        #expect(findings.spots == [Spot(.unknownOutcome, 15, 33)])
        #expect(findings.first?.notes == ["'help' declares no outcomes"])
        #expect(findings.first?.scope == "help.faq")
    }

    @Test func aFinishInAThenBlockFinishesTheParent() {
        let yaml = spec(
            """
              main:
                root: home
                children: [flow]
                routes:
                  home:
                    transitions: [{ start: flow }]
              flow:
                root: first
                children: [login]
                outcomes: [done]
                routes:
                  first:
                    transitions:
                      - start: login
                        then: { ok: { finish: done }, failed: { finish: ok } }
              login:
                root: form
                outcomes: [ok, failed]
                routes:
                  form:
                    transitions: [{ finish: ok }, { finish: failed }]
            """)
        #expect(spots(yaml) == [Spot(.unhandledOutcome, 10, 25), Spot(.unknownOutcome, 19, 61)])
    }

    @Test func aFinishInAThenBlockWithTheParentsOutcomeIsFine() {
        let yaml = spec(
            """
              main:
                root: home
                children: [flow]
                routes:
                  home:
                    transitions:
                      - start: flow
                        then: { done: stay }
              flow:
                root: first
                children: [login]
                outcomes: [done]
                routes:
                  first:
                    transitions:
                      - start: login
                        then: { ok: { finish: done } }
              login:
                root: form
                outcomes: [ok]
                routes:
                  form:
                    transitions: [{ finish: ok }]
            """)
        #expect(validate(yaml).findings.spots(of: .unknownOutcome) == [])
        #expect(spots(yaml) == [])
    }

    @Test func declaredOutcomesAreFine() {
        let yaml = login(
            """
                      - start: login
                        then: { signedIn: stay, cancelled: stay }
            """)
        #expect(spots(yaml) == [])
    }
}
