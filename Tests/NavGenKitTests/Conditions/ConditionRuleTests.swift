import NavGenKit
import Testing

/// The rules about conditions beyond their documented examples: one finding per root
/// cause, what each one says, and the cases that must stay quiet.
@Suite struct ConditionRuleTests {
    private static let flows = """
          signIn:
            root: form
            outcomes: [done, cancelled]
            routes:
              form:
                transitions: [{ finish: done }, { finish: cancelled }]
        """

    @Test func guardNoWayIsOncePerEntryAndNeverForSetByAppOrOtherwise() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: """
                      never:
                      app: { setByApp: true }
                      on: { initially: true }
                    """,
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            transitions: [{ push: a }, { push: b }, { push: c }, { push: d }]
                          a:
                            requires: [↓never, app, on, ↓"!on"]
                          b:
                            requires: [never]
                            otherwise: { push: c }
                          c:
                            requires: [app, ↓"!app", ↓never]
                          d:
                            requires: [on, ↓"!on"]
                    """))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.guardNoWay))
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(
            findings[0].message
                == "route 'main.a' requires 'never', which starts false and nothing in the spec makes true")
        #expect(findings[0].help?.contains("give the route an otherwise") == true)
        #expect(findings[1].message.contains("requires both 'on' and '!on'"))
        #expect(findings[2].message.contains("requires both 'app' and '!app'"))
        #expect(findings[4].message.contains("requires both 'on' and '!on'"))
    }

    @Test func aNegatedEntryWhoseConditionStartsTrueHasNoWay() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  on:\n    initially: true\n    satisfiedBy: { start: signIn, outcome: done }",
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            transitions: [{ push: a }]
                          a:
                            requires: [↓"!on"]
                    """ + "\n" + Self.flows))
        let findings = validate(marked.text).findings.filter { $0.rule == .guardNoWay }
        #expect(findings.spots == marked.spots(.guardNoWay))
        #expect(
            findings.first?.message
                == "route 'main.a' requires '!on', but 'on' starts true and nothing in the spec makes it false"
        )
    }

    @Test func guardNoWayOnATabOrAFlowNeedsNoOtherwiseHelp() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  never:",
                coordinators: """
                      main:
                        kind: tabs
                        children: [one, { two: { requires: [↓never] } }]
                      one:
                        root: r
                        children: [flow]
                        routes:
                          r:
                            transitions: [{ start: flow, then: { done: stay } }]
                      two:
                        root: s
                        routes:
                          s:
                      flow:
                        root: f
                        outcomes: [done]
                        requires: [↓never]
                        routes:
                          f:
                            transitions: [{ finish: done }]
                    """))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.guardNoWay))
        #expect(findings.first?.message.hasPrefix("tab 'two' of 'main' requires 'never'") == true)
        #expect(findings.last?.message.hasPrefix("coordinator 'flow' requires 'never'") == true)
        #expect(findings.allSatisfy { $0.help?.contains("otherwise") == false })
    }

    @Test func allowOnTheRouteSilencesGuardNoWay() {
        let yaml = conditionSpec(
            conditions: "  never:",
            coordinators: """
                  main:
                    root: home
                    routes:
                      home:
                        transitions: [{ push: a }]
                      a:
                        requires: [never]
                        allow: [guard-no-way]
                """)
        #expect(validate(yaml).findings == [])
    }

    @Test func guardCycleIsOneFindingWithANotePerEntry() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  signedIn:\n    ↓satisfiedBy: { start: signIn, outcome: done }",
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            requires: [signedIn]
                      signIn:
                        root: form
                        outcomes: [done]
                        requires: [signedIn]
                        routes:
                          form:
                            requires: [signedIn]
                            transitions: [{ push: code }]
                          code:
                            requires: [signedIn]
                            transitions: [{ finish: done }]
                    """))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.guardCycle))
        #expect(findings.first?.notes.count == 3)
        #expect(
            findings.first?.message == "'signedIn' is satisfied by 'signIn', which itself requires 'signedIn'"
        )
    }

    /// The outcome is declared, but the only `finish` with it is on a route nothing in the
    /// flow shows; an undeclared outcome is `unknown-outcome` alone; a misspelt move in
    /// the flow keeps the rule quiet.
    @Test func guardUnsatisfiableNamesWhatTheFlowCanFinishWith() {
        let flow = """
              main:
                root: home
                routes:
                  home:
                    requires: [signedIn]
              signIn:
                root: form
                outcomes: [done, cancelled]
                routes:
                  form:
                    transitions: [{ push: help }, { finish: cancelled }]
                  help:
                    transitions: [pop]
                  welcome:
                    transitions: [{ finish: done }]
            """
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  signedIn:\n    satisfiedBy: { start: signIn, outcome: ↓done }",
                coordinators: flow))
        let findings = validate(marked.text).findings
        #expect(findings.spots(of: .guardUnsatisfiable) == marked.spots(.guardUnsatisfiable))
        let finding = findings.first { $0.rule == .guardUnsatisfiable }
        #expect(
            finding?.message
                == "'signedIn' is satisfied by 'signIn' finishing 'done', but no screen of 'signIn' finishes with 'done'"
        )
        #expect(
            finding?.notes == [
                "'signIn' can finish with 'cancelled'",
                "its route 'welcome' finishes with 'done' at 22:33, but nothing from 'form' shows it",
            ])
        #expect(
            finding?.help
                == "add { finish: done } to a route 'form' leads to, or satisfy 'signedIn' with an outcome it "
                + "finishes with: outcome: cancelled")
        let undeclared = validate(
            conditionSpec(
                conditions: "  signedIn:\n    satisfiedBy: { start: signIn, outcome: signedIn }",
                coordinators: flow)
        ).findings
        #expect(undeclared.map(\.rule).contains(.unknownOutcome))
        #expect(!undeclared.map(\.rule).contains(.guardUnsatisfiable))
        let misspelt = validate(
            conditionSpec(
                conditions: "  signedIn:\n    satisfiedBy: { start: signIn, outcome: done }",
                coordinators: flow.replacingOccurrences(of: "push: help", with: "push: welcme"))
        ).findings
        #expect(misspelt.map(\.rule).contains(.unknownReference))
        #expect(!misspelt.map(\.rule).contains(.guardUnsatisfiable))
    }

    @Test func guardNoTabsNamesWhatHidesEachTab() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions:
                    "  signedIn:\n    satisfiedBy: { start: signIn, outcome: done }\n  guest: { initially: true }",
                coordinators: """
                      main:
                        kind: tabs
                        ↓children: [{ feed: { requires: [signedIn] } }, { me: { requires: [guest, signedIn] } }]
                      feed:
                        root: list
                        routes:
                          list:
                      me:
                        root: m
                        routes:
                          m:
                    """ + "\n" + Self.flows))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.guardNoTabs))
        #expect(
            findings.first?.notes == [
                "'feed' is hidden while 'signedIn' is false, and it starts false (at 11:37)",
                "'me' is hidden while 'signedIn' is false, and it starts false (at 11:78)",
            ])
    }

    /// A tab's coordinator's own `requires` hides the tab as its entry's would, so it
    /// counts for `guard-no-tabs`; its note points at the coordinator's entry.
    @Test func guardNoTabsCountsATabsCoordinatorsOwnRequires() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  signedIn:\n    satisfiedBy: { start: signIn, outcome: done }",
                coordinators: """
                      main:
                        kind: tabs
                        ↓children: [{ feed: { requires: [signedIn] } }, vault]
                      feed:
                        root: list
                        routes:
                          list:
                      vault:
                        requires: [signedIn]
                        root: items
                        routes:
                          items:
                    """ + "\n" + Self.flows))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.guardNoTabs))
        #expect(
            findings.first?.notes == [
                "'feed' is hidden while 'signedIn' is false, and it starts false (at 10:37)",
                "'vault' is hidden while 'signedIn' is false, and it starts false (at 16:16)",
            ])
    }

    /// A tab's coordinator's own entries are reported once, at the coordinator, though
    /// they guard the tab too; an entry both lists write is reported at each.
    @Test func aTabsCoordinatorsOwnRequiresIsReportedOnceAtTheCoordinator() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  never:\n  app: { setByApp: true }",
                coordinators: """
                      main:
                        kind: tabs
                        children: [feed, { vault: { requires: [app, ↓never] } }]
                      feed:
                        root: list
                        routes:
                          list:
                      vault:
                        requires: [↓never, ↓nowhere, app]
                        root: items
                        routes:
                          items:
                    """))
        let findings = validate(marked.text).findings
        let noWay = marked.spots(.guardNoWay)
        #expect(findings.spots(of: .guardNoWay) == [noWay[0], noWay[1]])
        #expect(findings.spots(of: .unknownReference) == [marked.spots(.unknownReference)[2]])
        #expect(findings.allSatisfy { $0.rule == .guardNoWay || $0.rule == .unknownReference })
    }

    @Test func startParamsIsOncePerFlowWithEveryStarter() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: """
                      a:
                        satisfiedBy: { start: signIn, outcome: done }
                      b:
                        satisfiedBy: { start: signIn, outcome: done }
                      p: { setByApp: true }
                    """,
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            transitions: [{ push: x }]
                          x:
                            requires: [a, b, p]
                            otherwise: { start: signIn }
                      signIn:
                        root: form
                        outcomes: [done]
                        routes:
                          ↓form:
                            params: { email: String, code: Int }
                            transitions: [{ finish: done }]
                    """))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.startParams))
        #expect(findings.first?.notes.count == 4)
        #expect(findings.first?.message.hasSuffix("requires 'email' and 'code'") == true)
    }

    /// A stack shown as a tab is `root-params`, not `start-params` as well.
    @Test func aTabIsRootParamsOnly() {
        let yaml = conditionSpec(
            conditions: "  a:\n    satisfiedBy: { start: one, outcome: done }",
            coordinators: """
                  main:
                    kind: tabs
                    children: [one, two]
                  one:
                    root: r
                    outcomes: [done]
                    routes:
                      r:
                        params: { id: Int }
                        transitions: [{ finish: done }]
                  two:
                    root: s
                    routes:
                      s:
                        requires: [a]
                """)
        #expect(validate(yaml).findings.map(\.rule) == [.rootParams])
    }

    @Test func aSatisfyingOutcomeTheFlowLacksIsUnknownOutcome() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  a:\n    satisfiedBy: { start: signIn, outcome: ↓dnoe }",
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            requires: [a]
                    """ + "\n" + Self.flows))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.unknownOutcome))
        #expect(findings.first?.help == "did you mean 'done'?")
    }

    @Test func aFlowStartedOnlyByAnOtherwiseIsNotAnUnusedChild() {
        let yaml = conditionSpec(
            conditions: "  p: { setByApp: true }",
            coordinators: """
                  main:
                    root: home
                    children: [signIn]
                    routes:
                      home:
                        transitions: [{ push: x }]
                      x:
                        requires: [p]
                        otherwise: { start: signIn }
                """ + "\n" + Self.flows)
        #expect(validate(yaml).findings == [])
    }

    /// A screen an `otherwise` presents, and a flow a condition starts as a cover, are
    /// modal to the rules about modal screens as they are to the simulator.
    @Test func modalScreensShownByConditionsAreCheckedLikeTransitions() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: """
                      p: { setByApp: true }
                      q:
                        satisfiedBy: { start: signIn, outcome: done, as: cover }
                    """,
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            transitions: [{ push: a }, { push: b }, { push: c }]
                          a:
                            requires: [p]
                            otherwise: { sheet: paywall }
                          b:
                            requires: [p]
                            otherwise: { cover: locked }
                          c:
                            requires: [q]
                          paywall:
                            transitions: [dismiss, { ↓push: c }]
                          ↓locked:
                      ↓signIn:
                        root: form
                        outcomes: [done]
                        routes:
                          form:
                    """))
        // That `signIn` never finishes `done` is `guard-unsatisfiable`'s to say.
        let findings = validate(marked.text).findings.filter { $0.rule != .guardUnsatisfiable }
        #expect(
            findings.spots == [
                marked.spots(.modalPush)[0], marked.spots(.noExit)[1], marked.spots(.noExit)[2],
            ])
        #expect(findings[0].notes.first?.hasPrefix("it is presented by the otherwise of 'main.a' at") == true)
        #expect(
            findings[1].notes.first?.hasPrefix("it is presented as a cover by the otherwise of 'main.b' at")
                == true)
        #expect(findings[2].notes == ["it is started as a cover by the satisfiedBy of condition 'q' at 7:5"])
    }
}
