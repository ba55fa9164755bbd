import NavGenKit
import Testing

@Suite struct RootParamsRuleTests {
    @Test func requiredParamOfTheLaunchRoot() {
        let findings = validate(
            spec(
                """
                  main:
                    root: detail
                    routes:
                      detail:
                        params: { id: Int, source: String? }
                """)
        ).findings
        #expect(findings.spots == [Spot(.rootParams, 6, 11)])
        #expect(findings.first?.scope == "main.detail")
        #expect(findings.first?.notes.last == "'id' is at 9:19")
    }

    @Test func aFlowThatIsOnlyStartedMayTakeAnInput() {
        let yaml = spec(
            """
              main:
                root: home
                children: [checkout]
                routes:
                  home:
                    transitions: [{ start: checkout }]
              checkout:
                root: cart
                routes:
                  cart:
                    params: { items: Int }
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [])
    }

    @Test func oneFindingListsEveryRequiredParamOfATabsRootEvenWhenItIsAlsoStarted() {
        let findings = validate(
            spec(
                """
                  main:
                    kind: tabs
                    children: [home, checkout]
                  home:
                    root: list
                    children: [checkout]
                    routes:
                      list:
                        transitions: [{ start: checkout }]
                  checkout:
                    root: cart
                    routes:
                      cart:
                        params:
                          coupon: String?
                          items: Int
                          total: Double
                        transitions: [dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.rootParams, 15, 11)])
        #expect(findings.first?.message.hasSuffix("requires 'items' and 'total'") == true)
    }

    @Test func optionalParamsAtTheRootAreFine() {
        let yaml = spec(
            """
              main:
                root: list
                routes:
                  list:
                    params: { query: String?, page: Int? }
            """)
        #expect(spots(yaml) == [])
    }

    @Test func requiredParamsOffTheRootAreFine() {
        let yaml = spec(
            """
              main:
                root: list
                routes:
                  list:
                    transitions: [{ push: detail }]
                  detail:
                    params: { id: UUID }
            """)
        #expect(spots(yaml) == [])
    }
}

@Suite struct ModalPushRuleTests {
    @Test func aSheetThatPushesIsReportedAtEachPush() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                        transitions: [{ sheet: filters }, { push: sort }]
                      filters:
                        transitions: [{ push: sort }, dismiss, { push: sort }]
                      sort:
                """)
        ).findings
        // The repeated push is also `duplicate-transition`, a warning.
        #expect(
            findings.spots == [
                Spot(.modalPush, 11, 25), Spot(.duplicateTransition, 11, 50), Spot(.modalPush, 11, 50),
            ])
        #expect(findings.first?.scope == "main.filters")
    }

    @Test func aCoverThatStartsAChildAsPush() {
        let yaml = spec(
            """
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ cover: paywall }]
                  paywall:
                    transitions:
                      - dismiss
                      - start: help
                        as: push
              help:
                root: faq
                routes:
                  faq:
            """)
        #expect(spots(yaml) == [Spot(.modalPush, 14, 13)])
    }

    @Test func aThenPushOnAPresentedRoute() {
        let yaml = spec(
            """
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions: [{ sheet: account }]
                  account:
                    transitions:
                      - dismiss
                      - start: login
                        then: { done: { push: detail } }
                  detail:
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """)
        #expect(spots(yaml) == [Spot(.modalPush, 15, 29)])
    }

    @Test func aPresentedRouteMayPresentAndStartFlowsAsSheets() {
        let yaml = spec(
            """
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ sheet: account }, { push: detail }]
                  account:
                    transitions: [{ sheet: detail }, { start: help }, dismiss]
                  detail:
                    transitions: [dismiss]
              help:
                root: faq
                routes:
                  faq:
                    transitions: [{ push: answer }, dismiss]
                  answer:
            """)
        #expect(spots(yaml) == [])
    }

    @Test func pushingRoutesThatAreNeverPresentedIsFine() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: detail }]
                  detail:
                    transitions: [{ push: more }]
                  more:
            """)
        #expect(spots(yaml) == [])
    }
}

@Suite struct UnusedChildRuleTests {
    @Test func aNeverStartedChildIsUnusedAndNotUnreachable() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    children: [help, onboarding]
                    routes:
                      home:
                        transitions: [{ start: help }]
                  help:
                    root: faq
                    routes:
                      faq:
                        transitions: [dismiss]
                  onboarding:
                    root: welcome
                    children: [terms]
                    routes:
                      welcome:
                        transitions: [{ start: terms }]
                  terms:
                    root: text
                    routes:
                      text:
                        transitions: [dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.unusedChild, 7, 22)])
        #expect(findings.first?.severity == .warning)
    }

    @Test func oneUnusedChildBesideAStartedOne() {
        let yaml = spec(
            """
              main:
                root: home
                children: [login, help]
                routes:
                  home:
                    transitions:
                      - start: login
                        then: { done: stay }
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
              help:
                root: faq
                routes:
                  faq:
            """)
        #expect(spots(yaml) == [Spot(.unusedChild, 7, 23)])
    }

    @Test func tabsAreNeverUnused() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
              settings:
                root: overview
                routes:
                  overview:
            """)
        #expect(spots(yaml) == [])
    }

    @Test func aChildStartedFromAnyOfItsParentsRoutesIsUsed() {
        let yaml = spec(
            """
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ push: detail }]
                  detail:
                    transitions: [{ start: help, as: push }]
              help:
                root: faq
                routes:
                  faq:
            """)
        #expect(spots(yaml) == [])
    }
}
