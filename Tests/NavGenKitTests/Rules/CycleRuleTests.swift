import NavGenKit
import Testing

@Suite struct PushCycleRuleTests {
    @Test func theCycleIsSpelledInOrderFromItsFirstPush() {
        let findings = validate(
            spec(
                """
                  main:
                    root: recipeList
                    routes:
                      recipeList:
                        transitions: [{ push: recipeDetail }]
                      reviews:
                        transitions: [{ push: recipeDetail }]
                      recipeDetail:
                        transitions: [{ push: reviews }]
                """)
        ).findings
        #expect(findings.spots == [Spot(.pushCycle, 11, 25)])
        #expect(findings.first?.message == "pushes can repeat forever: reviews → recipeDetail → reviews")
        #expect(findings.first?.scope == "main.reviews")
    }

    @Test func aSelfPushIsACycle() {
        let findings = validate(
            spec(
                """
                  main:
                    root: article
                    routes:
                      article:
                        transitions:
                          - pop
                          - push: article
                """)
        ).findings
        #expect(findings.spots == [Spot(.pushCycle, 11, 13)])
        #expect(findings.first?.message == "pushes can repeat forever: article → article")
    }

    @Test func aThenPushClosesACycle() {
        let yaml = spec(
            """
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions: [{ push: account }]
                  account:
                    transitions:
                      - start: login
                        then: { done: { push: home } }
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """)
        #expect(spots(yaml) == [Spot(.pushCycle, 10, 25)])
    }

    @Test func aStartAsPushCycleIsReportedAsTheFlowCycleOnly() {
        let yaml = spec(
            """
              main:
                root: home
                children: [more]
                routes:
                  home:
                    transitions: [{ start: more, as: push }]
              more:
                root: page
                children: [main]
                routes:
                  page:
                    transitions: [{ start: main, as: push }]
            """)
        #expect(spots(yaml) == [Spot(.flowCycle, 10, 25)])
    }

    @Test func pushesThatOnlyGoDeeperAreFine() {
        let yaml = spec(
            """
              main:
                root: a
                routes:
                  a:
                    transitions: [{ push: b }, { push: c }]
                  b:
                    transitions: [{ push: c }, popToRoot]
                  c:
                    transitions: [pop]
            """)
        #expect(spots(yaml) == [])
    }
}

@Suite struct ModalCycleRuleTests {
    @Test func sheetsThatPresentEachOther() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                        transitions: [{ sheet: followers }]
                      profile:
                        transitions: [{ sheet: followers }, dismiss]
                      followers:
                        transitions: [{ sheet: profile }, dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.modalCycle, 11, 25)])
        #expect(findings.first?.message == "presentations can nest forever: profile → followers → profile")
        #expect(findings.first?.notes == ["the cycle: sheet followers at 11:25, sheet profile at 13:25"])
    }

    @Test func aCoverPresentingItself() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                    transitions: [{ cover: story }]
                  story:
                    transitions: [dismiss, { cover: story }]
            """)
        #expect(spots(yaml) == [Spot(.modalCycle, 11, 34)])
    }

    @Test func aPushCycleIsNotAModalCycle() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: next }, { sheet: info }]
                  next:
                    transitions: [{ push: home }]
                  info:
                    transitions: [dismiss]
            """)
        #expect(validate(yaml).findings.spots(of: .modalCycle) == [])
    }

    @Test func nestedSheetsThatEndAreFine() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                    transitions: [{ sheet: a }]
                  a:
                    transitions: [{ sheet: b }, dismiss]
                  b:
                    transitions: [{ cover: c }, dismiss]
                  c:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [])
    }
}

@Suite struct NoExitRuleTests {
    @Test func aCoverRouteWithoutDismiss() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                        transitions: [{ cover: player }, { push: player }]
                      player:
                        transitions: [pop]
                """)
        ).findings
        #expect(findings.spots == [Spot(.noExit, 10, 7)])
        #expect(findings.first?.scope == "main.player")
        #expect(findings.first?.notes == ["it is presented as a cover by main.home at 9:25"])
    }

    @Test func aFlowStartedAsCoverWhoseOnlyDismissIsInASheet() {
        let yaml = spec(
            """
              main:
                root: home
                children: [tour]
                routes:
                  home:
                    transitions: [{ start: tour, as: cover }]
              tour:
                root: first
                routes:
                  first:
                    transitions: [{ push: second }, { sheet: help }]
                  second:
                  help:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [Spot(.noExit, 11, 3)])
    }

    @Test func exitsCanBeDeepInTheFlowOrInAThenAction() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                children: [tour, login]
                routes:
                  list:
                    transitions: [{ start: tour, as: cover }, { cover: gate }]
                  gate:
                    transitions:
                      - start: login
                        then: { done: dismiss }
              tour:
                root: first
                routes:
                  first:
                    transitions: [{ push: second }]
                  second:
                    transitions: [{ sheet: last }]
                  last:
                    transitions: [{ tab: settings }]
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
              settings:
                root: overview
                routes:
                  overview:
            """)
        #expect(spots(yaml) == [])
    }

    @Test func sheetsNeedNoExit() {
        let yaml = spec(
            """
              main:
                root: home
                children: [tour]
                routes:
                  home:
                    transitions: [{ sheet: info }, { start: tour }]
                  info:
              tour:
                root: first
                routes:
                  first:
            """)
        #expect(spots(yaml) == [])
    }
}
