import NavGenKit
import Testing

@Suite struct UnreachableCoordinatorRuleTests {
    @Test func oneFindingForACoordinatorAndEverythingBehindIt() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                  admin:
                    root: users
                    children: [audit]
                    routes:
                      users:
                        transitions: [{ push: user }, { start: audit }]
                      user:
                  audit:
                    root: log
                    routes:
                      log:
                        transitions: [dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.unreachableCoordinator, 9, 3)])
        #expect(
            findings.first?.notes == [
                "it also makes unreachable: admin.users, admin.user, coordinator 'audit' and audit.log"
            ])
        #expect(findings.first?.scope == nil)
    }

    @Test func twoIndependentUnreachableCoordinators() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed]
              feed:
                root: list
                routes:
                  list:
              promo:
                root: banner
                routes:
                  banner:
              legacy:
                root: old
                routes:
                  old:
            """)
        #expect(spots(yaml) == [Spot(.unreachableCoordinator, 12, 3), Spot(.unreachableCoordinator, 16, 3)])
    }

    @Test func aCoordinatorStartedOnlyBehindADeepLinkIsReachable() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            coordinators:
              main:
                root: home
                children: [promo]
                routes:
                  home:
                  landing:
                    deeplink: /landing
                    transitions: [{ start: promo }]
              promo:
                root: banner
                routes:
                  banner:
                    transitions: [dismiss]
            """
        let findings = validate(yaml).findings
        #expect(findings.spots == [Spot(.deeplinkOnly, 11, 7)])
        #expect(
            findings.first?.notes == ["only through it can the app show coordinator 'promo' and promo.banner"]
        )
    }

    @Test func aMisspeltTargetOnAReachableRouteSilencesReachability() {
        let yaml = spec(
            """
              main:
                root: home
                children: [promo]
                routes:
                  home:
                    transitions: [{ start: prommo }]
              promo:
                root: banner
                routes:
                  banner:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [Spot(.unknownReference, 10, 32)])
    }
}

@Suite struct UnreachableRouteRuleTests {
    @Test func theHeadOfAnUnreachableChainCarriesTheRest() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                      reviews:
                        transitions: [{ push: review }]
                      review:
                        transitions: [{ sheet: report }]
                      report:
                        transitions: [dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.unreachableRoute, 9, 7)])
        #expect(findings.first?.notes == ["it also makes unreachable: main.review and main.report"])
        #expect(findings.first?.scope == "main.reviews")
    }

    @Test func aRouteAFlowStartsAtIsReached() {
        // Nothing in signIn pushes feedbin: only the start's `at` shows it.
        let yaml = spec(
            """
              main:
                root: home
                children: [signIn]
                routes:
                  home:
                    transitions: [{ start: signIn, at: feedbin }]
              signIn:
                root: services
                routes:
                  services:
                    transitions: [dismiss]
                  feedbin:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [])
    }

    @Test func aStrayRouteInsideAnUnreachableCoordinatorIsItsOwnRootCause() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
              old:
                root: first
                routes:
                  first:
                  second:
            """)
        #expect(spots(yaml) == [Spot(.unreachableCoordinator, 9, 3), Spot(.unreachableRoute, 13, 7)])
    }

    @Test func aMisspellingInsideAnUnreachableRouteDoesNotHideIt() {
        let yaml = spec(
            """
              main:
                root: home
                routes:
                  home:
                  orphan:
                    transitions: [{ push: hme }]
            """)
        #expect(spots(yaml) == [Spot(.unreachableRoute, 9, 7), Spot(.unknownReference, 10, 31)])
    }

    @Test func aPushTargetOnAReachableRouteSilencesReachability() {
        let yaml = spec(
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
                root: overview
                routes:
                  overview:
                  profile:
            """)
        #expect(spots(yaml) == [Spot(.pushTarget, 12, 31)])
    }

    @Test func thenActionsAndDeepLinksMakeRoutesReachable() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            coordinators:
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions:
                      - start: login
                        then: { done: { push: welcome } }
                  welcome:
                  promo:
                    deeplink: /promo
                    allow: [deeplink-only]
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """
        #expect(spots(yaml) == [])
    }

    @Test func everyTabAndItsRootIsReachable() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, settings]
                initial: settings
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
}

@Suite struct DeeplinkOnlyRuleTests {
    private func linked(_ body: String) -> String {
        "navgen: 1\napp: Demo\nroot: main\ndeeplinks: { schemes: [demo] }\ncoordinators:\n" + body
    }

    @Test func aDeepLinkedRouteAndWhatOnlyItLeadsTo() {
        let findings = validate(
            linked(
                """
                  main:
                    root: home
                    routes:
                      home:
                      campaign:
                        deeplink: [/campaign, /c]
                        transitions: [{ push: terms }]
                      terms:
                """)
        ).findings
        #expect(findings.spots == [Spot(.deeplinkOnly, 10, 7)])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.notes == ["only through it can the app show main.terms"])
    }

    @Test func twoDeepLinkedRoutesThatShowEachOtherAreOneRegion() {
        let yaml = linked(
            """
              main:
                root: home
                routes:
                  home:
                  a:
                    deeplink: /a
                    transitions: [{ sheet: b }]
                  b:
                    deeplink: /b
                    transitions: [{ sheet: a }, dismiss]
            """)
        #expect(validate(yaml).findings.spots(of: .deeplinkOnly) == [Spot(.deeplinkOnly, 10, 7)])
    }

    @Test func aDeepLinkedRouteThatIsAlsoPushedIsFine() {
        let yaml = linked(
            """
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: detail }]
                  detail:
                    deeplink: /detail
            """)
        #expect(spots(yaml) == [])
    }

    @Test func theRootWithADeepLinkIsFine() {
        let yaml = linked(
            """
              main:
                root: home
                routes:
                  home:
                    deeplink: /
            """)
        #expect(spots(yaml) == [])
    }
}
