import NavGenKit
import Testing

@Suite struct UnknownReferenceRuleTests {
    @Test func unknownRootIsTheOnlyFinding() {
        let yaml = """
            navgen: 1
            app: Demo
            root: mian
            coordinators:
              main:
                root: home
                routes:
                  home:
              other:
                root: page
                routes:
                  page:
            """
        let findings = validate(yaml).findings
        #expect(findings.spots == [Spot(.unknownReference, 3, 7)])
        #expect(findings.first?.help == "did you mean 'main'?")
    }

    @Test func stackRootNamingAnotherCoordinatorsRoute() {
        let findings = validate(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed, settings]
                  feed:
                    root: profile
                    routes:
                      list:
                  settings:
                    root: profile
                    routes:
                      profile:
                """)
        ).findings
        #expect(findings.spots == [Spot(.unknownReference, 9, 11)])
        #expect(
            findings.first?.notes == [
                "'profile' is a route of 'settings'; a stack's root is one of its own routes"
            ])
    }

    @Test func dottedTargetsAndThenActions() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    children: [login]
                    routes:
                      home:
                        transitions:
                          - push: main.welcome
                          - start: login
                            then: { done: { sheet: welcom } }
                      welcome:
                  login:
                    root: form
                    outcomes: [done]
                    routes:
                      form:
                        transitions: [{ finish: done }]
                """)
        ).findings
        #expect(findings.spots == [Spot(.unknownReference, 11, 19), Spot(.unknownReference, 13, 36)])
        #expect(findings.map(\.help) == ["write the bare id: 'welcome'", "did you mean 'welcome'?"])
        #expect(findings.map(\.scope) == ["main.home", "main.home"])
    }

    @Test func unknownChildInitialAndTab() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, setings]
                initial: fed
              feed:
                root: list
                routes:
                  list:
                    transitions: [{ tab: settngs }]
              settings:
                root: overview
                routes:
                  overview:
            """)
        #expect(
            spots(yaml) == [
                Spot(.unknownReference, 7, 22), Spot(.unknownReference, 8, 14),
                Spot(.unknownReference, 13, 30),
            ])
    }

    @Test func validReferencesAreQuiet() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, settings]
                initial: settings
              feed:
                root: list
                children: [compose]
                routes:
                  list:
                    transitions: [{ push: detail }, { start: compose }, { tab: settings }]
                  detail:
              settings:
                root: overview
                routes:
                  overview:
              compose:
                root: editor
                routes:
                  editor:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [])
    }

    @Test func anotherCoordinatorsRouteIsPushTargetNotUnknown() {
        let yaml = spec(
            """
              main:
                root: home
                children: [other]
                routes:
                  home:
                    transitions: [{ sheet: page }, { start: other }]
              other:
                root: page
                routes:
                  page:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [Spot(.pushTarget, 10, 32)])
    }
}

@Suite struct PushTargetRuleTests {
    @Test func pushToAnotherTabsRouteSuggestsTheTab() {
        let findings = validate(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed, settings]
                  feed:
                    root: list
                    routes:
                      list:
                        transitions: [{ push: profile }]
                  settings:
                    root: profile
                    routes:
                      profile:
                """)
        ).findings
        #expect(findings.spots == [Spot(.pushTarget, 12, 31)])
        #expect(findings.first?.help == "select its tab instead: `tab: settings`")
        #expect(findings.first?.scope == "feed.list")
    }

    @Test func coverInAThenActionToTheChildsRoute() {
        let yaml = spec(
            """
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions:
                      - start: login
                        then: { done: { cover: form } }
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """)
        #expect(spots(yaml) == [Spot(.pushTarget, 12, 36)])
    }

    @Test func ownRoutesWithTheSameIdAsAnotherCoordinatorsAreFine() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
                    transitions: [{ push: detail }]
                  detail:
              settings:
                root: list
                routes:
                  list:
                    transitions: [{ push: detail }]
                  detail:
            """)
        #expect(spots(yaml) == [])
    }

    @Test func aNameThatExistsNowhereIsNotPushTarget() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: nowhere }]
            """)
        #expect(spots(yaml) == [Spot(.unknownReference, 9, 31)])
    }
}

@Suite struct UndeclaredChildRuleTests {
    @Test func startingAnUnlistedCoordinator() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                        transitions: [{ start: login }]
                  login:
                    root: form
                    routes:
                      form:
                        transitions: [dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.undeclaredChild, 9, 32)])
        #expect(findings.first?.scope == "main.home")
    }

    @Test func startingAnotherCoordinatorsChild() {
        let yaml = spec(
            """
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ start: help }, { push: more }]
                  more:
                    transitions:
                      - start: login
              help:
                root: faq
                children: [login]
                routes:
                  faq:
                    transitions: [{ start: login }, dismiss]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [Spot(.undeclaredChild, 13, 20)])
    }

    @Test func listedChildrenAreFine() {
        let yaml = spec(
            """
              main:
                root: home
                children: [login, help]
                routes:
                  home:
                    transitions: [{ start: login }, { start: help, as: push }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
              help:
                root: faq
                routes:
                  faq:
            """)
        #expect(spots(yaml) == [])
    }

    @Test func anUnknownCoordinatorIsOnlyAnUnknownReference() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                    transitions: [{ start: logn }]
            """)
        #expect(spots(yaml) == [Spot(.unknownReference, 9, 32)])
    }
}

@Suite struct TabTargetRuleTests {
    @Test func tabThatNoEnclosingTabBarHas() {
        let findings = validate(
            spec(
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
                        transitions: [{ tab: main }, dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.tabTarget, 15, 30)])
        #expect(findings.first?.notes == ["'help' is not inside any tabs coordinator"])
    }

    /// A flow that only an `otherwise` starts is inside the guarded route's tab: a `tab:`
    /// of the tab bar around it is fine, as from a flow a transition starts.
    @Test func aFlowAnOtherwiseStartsIsInsideTheRoutesTab() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { setByApp: true }
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
                    transitions: [{ push: vip }]
                  vip:
                    requires: [premium]
                    otherwise: { start: paywall }
              settings:
                root: overview
                routes:
                  overview:
              paywall:
                root: offer
                routes:
                  offer:
                    transitions: [{ tab: settings }, { tab: ↓paywall }]
            """
        let marked = MarkedSpec(yaml)
        #expect(validate(marked.text).findings.spots == marked.spots(.tabTarget))
    }

    @Test func initialOutsideTheTabsAndATabThatIsATabBar() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, more]
                initial: page
              feed:
                root: list
                routes:
                  list:
              more:
                kind: tabs
                children: [page]
              page:
                root: text
                routes:
                  text:
            """)
        #expect(spots(yaml) == [Spot(.tabTarget, 7, 22), Spot(.tabTarget, 8, 14)])
    }

    @Test func tabFromAFlowStartedInsideATab() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                children: [compose]
                routes:
                  list:
                    transitions: [{ start: compose }]
              settings:
                root: overview
                routes:
                  overview:
              compose:
                root: editor
                routes:
                  editor:
                    transitions: [{ tab: settings }, { tab: feed }]
            """)
        #expect(spots(yaml) == [])
    }

    @Test func tabInAThenActionOfANestedFlow() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                children: [login]
                routes:
                  list:
                    transitions:
                      - start: login
                        then: { done: { tab: settings } }
              settings:
                root: overview
                routes:
                  overview:
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """)
        #expect(spots(yaml) == [])
    }
}
