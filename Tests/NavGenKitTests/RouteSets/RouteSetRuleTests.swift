import NavGenKit
import Testing

/// Decoding and validating route sets (`kind: routes`, `uses:`): every finding at
/// its marked spot, and one finding per root cause.
@Suite struct RouteSetRuleTests {
    /// Every finding of the marked spec, as spots.
    private func findings(_ marked: MarkedSpec) -> [Spot] { spots(marked.text) }

    @Test func aSetHasNoRootOutcomesOrUses() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [common]
                    routes:
                      home:
                        transitions: [{ push: account }]
                  common:
                    kind: routes
                    ↓root: account
                    ↓outcomes: [done]
                    ↓uses: [common]
                    routes:
                      account:
                """))
        #expect(findings(marked) == marked.spots(.unknownKey))
    }

    @Test func aSetNeedsRoutes() {
        let missing = spec(
            """
              main:
                root: home
                uses: [common]
                routes:
                  home:
              common:
                kind: routes
                children: []
            """)
        #expect(spots(missing) == [Spot(.missingField, 10, 3)])
        let empty = spec(
            """
              main:
                root: home
                uses: [common]
                routes:
                  home:
              common:
                kind: routes
                routes: {}
            """)
        #expect(spots(empty) == [Spot(.wrongType, 12, 13)])
    }

    /// A tab bar's `uses` is read (its container transitions present from the set),
    /// and refused once, at the entry, until `simulate` and `generate` build it.
    @Test func usesOnATabBarIsRefusedAsNotBuiltYet() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed]
                    uses: [↓common]
                  feed:
                    root: list
                    uses: [common]
                    routes:
                      list:
                        transitions: [{ push: account }]
                  common:
                    kind: routes
                    routes:
                      account:
                """))
        #expect(findings(marked) == marked.spots(.wrongType))
    }

    @Test func usesMustNameARouteSet() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [↓comon, ↓help]
                    children: [help]
                    routes:
                      home:
                        transitions: [{ start: help }]
                  help:
                    root: faq
                    routes:
                      faq:
                        transitions: [dismiss]
                  common:
                    kind: routes
                    routes:
                      account:
                """))
        let report = validate(marked.text)
        // The misspelt set is not also `unused-route-set`: the misspelling is the cause.
        #expect(report.findings.spots == marked.spots(.unknownReference))
        #expect(report.findings.first?.help == "did you mean 'common'?")
        #expect(report.findings.last?.notes == ["'help' is a stack coordinator, not a route set"])
    }

    @Test func aStackRouteNamedLikeASetRouteCollidesAtTheUsesEntry() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [↓common]
                    routes:
                      home:
                        transitions: [{ push: account }]
                      account:
                  common:
                    kind: routes
                    routes:
                      account:
                """))
        let report = validate(marked.text)
        #expect(report.findings.spots == marked.spots(.nameCollision))
        #expect(
            report.findings.first?.notes == [
                "'account' is a route of stack 'main' at 11:7",
                "'account' is a route of route set 'common' at 15:7",
            ])
    }

    @Test func aStackRouteNamedLikeAUsedSetCollides() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [↓common]
                    routes:
                      home:
                        transitions: [{ push: common }, { push: account }]
                      common:
                  common:
                    kind: routes
                    routes:
                      account:
                """))
        #expect(findings(marked) == marked.spots(.nameCollision))
    }

    @Test func twoUsedSetsCollideAtTheLaterEntry() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [common, ↓legal]
                    routes:
                      home:
                        transitions: [{ push: account }, { push: terms }]
                  common:
                    kind: routes
                    routes:
                      account:
                      terms:
                  legal:
                    kind: routes
                    routes:
                      terms:
                """))
        #expect(findings(marked) == marked.spots(.nameCollision))
    }

    /// Alerts share the stack's names with routes: two used sets each declaring
    /// `confirm` would give the stack two `showConfirm()`.
    @Test func twoUsedSetsWithAnAlertOfOneNameCollideAtTheLaterEntry() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [drafts, ↓posts]
                    routes:
                      home:
                        transitions: [{ push: draft }, { push: post }]
                  drafts:
                    kind: routes
                    alerts:
                      confirm: { outcomes: [discard, keep] }
                    routes:
                      draft:
                        transitions: [{ alert: confirm, then: { discard: pop, keep: stay } }]
                  posts:
                    kind: routes
                    alerts:
                      confirm: { outcomes: [ok] }
                    routes:
                      post:
                        transitions: [{ alert: confirm, then: { ok: pop } }]
                """))
        let report = validate(marked.text)
        #expect(report.findings.spots == marked.spots(.nameCollision))
        #expect(report.findings.first?.message.contains("whose alert 'confirm' is already") == true)
    }

    @Test func aSetIsNeverShownAlone() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed, ↓common]
                  feed:
                    root: list
                    uses: [common]
                    children: [↓common]
                    routes:
                      list:
                        transitions: [{ push: account }, { start: ↓common }]
                  common:
                    kind: routes
                    routes:
                      account:
                """))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.unknownReference))
        #expect(findings.allSatisfy { $0.notes.last?.hasPrefix("'common' is a route set") == true })
    }

    @Test func aSetShowsOnlyItsOwnRoutesAndStartsOnlyItsOwnChildren() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [common]
                    children: [help]
                    routes:
                      home:
                        transitions: [{ push: account }, { start: help }]
                  common:
                    kind: routes
                    routes:
                      account:
                        transitions: [{ push: ↓home }, { start: ↓help }]
                  help:
                    root: faq
                    routes:
                      faq:
                        transitions: [dismiss]
                """))
        #expect(findings(marked) == [Spot(.pushTarget, 16, 31), Spot(.undeclaredChild, 16, 48)])
        #expect(marked.markers.map(\.column) == [31, 48])
    }

    @Test func aSetsChildThatNoneOfItsRoutesStartsIsUnused() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [common]
                    routes:
                      home:
                        transitions: [{ push: account }]
                  common:
                    kind: routes
                    children: [↓help]
                    routes:
                      account:
                  help:
                    root: faq
                    routes:
                      faq:
                        transitions: [dismiss]
                """))
        #expect(findings(marked) == marked.spots(.unusedChild))
    }

    @Test func finishInASetIsSetFinishOnly() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    uses: [common]
                    routes:
                      home:
                        transitions: [{ push: account }]
                  common:
                    kind: routes
                    routes:
                      account:
                        transitions: [{ ↓finish: nowhere }]
                """))
        #expect(findings(marked) == marked.spots(.setFinish))
    }

    @Test func anUnusedSetIsReportedOnceNotItsRoutes() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                  ↓common:
                    kind: routes
                    routes:
                      account:
                        transitions: [{ push: status }]
                      status:
                      orphan:
                """))
        let report = validate(marked.text)
        #expect(report.findings.spots == marked.spots(.unusedRouteSet))
        #expect(report.findings.first?.severity == .warning)
    }

    @Test func aSetRouteIsReachableWhenAnyUsingStackShowsIt() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, search]
              feed:
                root: list
                uses: [common]
                routes:
                  list:
              search:
                root: query
                uses: [common]
                routes:
                  query:
                    transitions: [{ push: account }]
              common:
                kind: routes
                routes:
                  account:
                    transitions: [{ push: status }]
                  status:
                  orphan:
            """)
        // Only `orphan` is shown by no using stack.
        #expect(spots(yaml) == [Spot(.unreachableRoute, 25, 7)])
    }

    @Test func aSetsTabMoveMustWorkOnEveryUsingStack() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, search]
              feed:
                root: list
                uses: [common]
                children: [modal]
                routes:
                  list:
                    transitions: [{ push: account }, { start: modal }]
              search:
                root: query
                routes:
                  query:
              modal:
                root: sheet
                uses: [common]
                routes:
                  sheet:
                    transitions: [{ push: account }, dismiss]
              common:
                kind: routes
                routes:
                  account:
                    transitions: [{ tab: search }]
            """)
        // Inside the tab bar through `feed`; on `modal`'s stack too, since `feed` starts it.
        #expect(spots(yaml) == [])
        let outside = spec(
            """
              main:
                kind: tabs
                children: [feed]
              feed:
                root: list
                uses: [common]
                routes:
                  list:
                    transitions: [{ push: account }]
              lone:
                root: first
                uses: [common]
                routes:
                  first:
                    transitions: [{ push: account }]
              common:
                kind: routes
                routes:
                  account:
                    transitions: [{ tab: feed }]
            """)
        let findings = validate(outside).findings.filter { $0.rule == .tabTarget }
        #expect(findings.spots == [Spot(.tabTarget, 24, 30)])
        #expect(findings.first?.message.contains("'lone'") == true)
    }
}
