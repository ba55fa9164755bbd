import NavGenKit
import Testing

/// A stack `main` whose route `home` shows alerts; `body` goes below `main:`.
private func alerts(_ body: String) -> MarkedSpec {
    MarkedSpec(spec("  main:\n" + body))
}

/// Every finding of a marked spec must be of `rule`, exactly at its markers.
private func expectOnly(
    _ rule: RuleID, _ marked: MarkedSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let findings = validate(marked.text).findings
    #expect(findings.spots == marked.spots(rule), sourceLocation: sourceLocation)
}

@Suite struct AlertDecodingTests {
    @Test func aValidAlertAndConfirmationDialogGiveNoFindings() {
        let marked = alerts(
            """
                root: home
                alerts:
                  signOut: { outcomes: [confirm, cancel] }
                  deleteAll: { style: confirmationDialog, outcomes: [delete, cancel] }
                routes:
                  home:
                    transitions:
                      - alert: signOut
                        then: { confirm: { push: done }, cancel: stay }
                      - alert: deleteAll
                        then: { delete: { popover: done }, cancel: stay }
                  done:
                    transitions: [dismiss]
            """)
        #expect(validate(marked.text).findings.isEmpty, "\(validate(marked.text).findings.map(\.message))")
    }

    @Test func anAlertWithoutOutcomesIsRejected() {
        expectOnly(
            .wrongType,
            alerts(
                """
                    root: home
                    alerts:
                      oops: { outcomes: ↓[] }
                    routes:
                      home:
                """))
        expectOnly(
            .missingField,
            alerts(
                """
                    root: home
                    alerts:
                      ↓oops: { style: alert }
                    routes:
                      home:
                """))
    }

    @Test func aStyleOutsideTheTwoIsAWrongType() {
        expectOnly(
            .wrongType,
            alerts(
                """
                    root: home
                    alerts:
                      oops: { style: ↓actionSheet, outcomes: [ok] }
                    routes:
                      home:
                """))
    }

    @Test func alertIdsShareTheNamespaceOfRoutesAndChildren() {
        expectOnly(
            .nameCollision,
            alerts(
                """
                    root: home
                    children: [help]
                    alerts:
                      ↓home: { outcomes: [ok] }
                      ↓help: { outcomes: [ok] }
                    routes:
                      home:
                        transitions: [{ start: help }]
                  help:
                    root: faq
                    routes:
                      faq:
                        transitions: [dismiss]
                """))
    }

    @Test func aThenActionCannotShowAnAlert() {
        expectOnly(
            .wrongType,
            alerts(
                """
                    root: home
                    alerts:
                      first: { outcomes: [ok] }
                      second: { outcomes: [ok] }
                    routes:
                      home:
                        transitions:
                          - alert: first
                            then: { ok: { ↓alert: second } }
                          - alert: second
                            then: { ok: stay }
                """))
    }

    @Test func asBelongsToStartOnly() {
        expectOnly(
            .unknownKey,
            alerts(
                """
                    root: home
                    alerts:
                      first: { outcomes: [ok] }
                    routes:
                      home:
                        transitions:
                          - alert: first
                            ↓as: sheet
                            then: { ok: stay }
                """))
    }

    @Test func alertsBelongToStacks() {
        expectOnly(
            .unknownKey,
            MarkedSpec(
                spec(
                    """
                      main:
                        kind: tabs
                        children: [feed]
                        ↓alerts: { x: { outcomes: [ok] } }
                      feed:
                        root: home
                        routes:
                          home:
                    """)))
    }
}

@Suite struct AlertRuleTests {
    @Test func anUnknownAlertIsAnUnknownReferenceWithASuggestion() {
        let marked = alerts(
            """
                root: home
                alerts:
                  signOut: { outcomes: [ok] }
                routes:
                  home:
                    transitions:
                      - alert: ↓signOtu
                        then: { ok: stay }
            """)
        expectOnly(.unknownReference, marked)
        #expect(validate(marked.text).findings.first?.help == "did you mean 'signOut'?")
    }

    @Test func anAlertOfAnotherCoordinatorIsUnknown() {
        expectOnly(
            .unknownReference,
            alerts(
                """
                    root: home
                    children: [other]
                    routes:
                      home:
                        transitions:
                          - alert: ↓signOut
                          - start: other
                  other:
                    root: page
                    alerts:
                      signOut: { outcomes: [ok] }
                    routes:
                      page:
                        transitions: [dismiss, { alert: signOut, then: { ok: stay } }]
                """))
    }

    @Test func everyOutcomeMustBeHandled() {
        let marked = alerts(
            """
                root: home
                alerts:
                  signOut: { outcomes: [confirm, cancel] }
                routes:
                  home:
                    transitions:
                      - alert: signOut
                        ↓then: { confirm: stay }
                      - push: more
                  more:
                    transitions:
                      - ↓alert: signOut
            """)
        expectOnly(.unhandledOutcome, marked)
        let messages = validate(marked.text).findings.map(\.message)
        #expect(
            messages.first == "`then` does not handle 'cancel', which alert 'signOut' can be answered with")
    }

    @Test func aMisspeltAnswerIsOnlyUnknown() {
        let marked = alerts(
            """
                root: home
                alerts:
                  signOut: { outcomes: [confirm, cancel] }
                routes:
                  home:
                    transitions:
                      - alert: signOut
                        then: { confirm: stay, ↓cancle: stay }
            """)
        expectOnly(.unknownOutcome, marked)
        #expect(validate(marked.text).findings.first?.help == "did you mean 'cancel'?")
    }

    @Test func aPopoverIsASheetForModalPush() {
        expectOnly(
            .modalPush,
            alerts(
                """
                    root: home
                    routes:
                      home:
                        transitions: [{ popover: share }]
                      share:
                        transitions: [{ ↓push: detail }, dismiss]
                      detail:
                """))
    }

    @Test func anUnknownPopoverTargetIsAnUnknownReference() {
        expectOnly(
            .unknownReference,
            alerts(
                """
                    root: home
                    routes:
                      home:
                        transitions: [{ popover: ↓shaer }]
                      share:
                        transitions: [dismiss]
                """))
    }
}

@Suite struct AlertTypeNameTests {
    @Test func twoAlertsWhoseAnswerTypesRunTogetherCollide() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    children: [aB]
                    alerts:
                      bX: { outcomes: [ok] }
                    routes:
                      home:
                        transitions: [{ alert: bX, then: { ok: stay } }, { start: aB }]
                  aB:
                    root: page
                    alerts:
                      ↓x: { outcomes: [ok] }
                    routes:
                      page:
                        transitions: [dismiss, { alert: x, then: { ok: stay } }]
                """
            ).replacingOccurrences(of: "  main:\n    root: home", with: "  a:\n    root: home")
                .replacingOccurrences(of: "root: main", with: "root: a"))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.nameCollision), "\(findings.map(\.message))")
        #expect(findings.first?.message == "alert 'aB.x' generates 'ABXAnswer', as alert 'a.bX' does")
    }
}

@Suite struct AlertReachabilityTests {
    /// The answers of a misspelt alert still show their routes: the reachability rules
    /// keep reporting what nothing shows, next to the one unknown reference.
    @Test func aMisspeltAlertDoesNotSilenceReachability() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    alerts:
                      signOut: { outcomes: [ok] }
                    routes:
                      home:
                        transitions: [{ alert: signOtu, then: { ok: { push: done } } }]
                      done:
                      ↓stray:
                """))
        let findings = validate(marked.text).findings
        #expect(findings.map(\.rule) == [.unknownReference, .unreachableRoute], "\(findings.map(\.message))")
        #expect(findings.spots(of: .unreachableRoute) == marked.spots(.unreachableRoute))
    }
}
