import NavGenKit
import Testing

/// A URL no pattern matches is `no-match`; one a pattern matches but a guard or an
/// unbuildable back stack stops is `refused`, and its hint names the closest pattern.
@Suite struct MismatchKindTests {
    private let guarded = """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        conditions:
          creator: { initially: false, setByApp: true }
        coordinators:
          main:
            kind: tabs
            children: [home, { dashboard: { requires: [creator] } }]
          home:
            root: feed
            routes:
              feed:
                deeplink: /feed
          dashboard:
            root: overview
            routes:
              overview:
                transitions: [{ push: stats }]
              stats:
                params: { slug: String }
                deeplink: /projects/{slug}/dashboard
        """

    @Test func aLinkAGuardStopsIsRefusedNotUnmatched() throws {
        let simulator = try makeSimulator(guarded)
        let refusal = try #require(simulator.open("demo://projects/p/dashboard").failure)
        #expect(refusal.kind == "refused")
        #expect(refusal.label == "refused")
        #expect(
            refusal.description.contains("of dashboard.stats matches, but tab dashboard requires creator"))
        let unmatched = try #require(simulator.open("demo://nothing").failure)
        #expect(unmatched.kind == "no-match")
        #expect(unmatched.label == "no match")
    }

    @Test func aPatternWhoseBackStackCannotBeBuiltIsRefused() throws {
        let simulator = try makeSimulator(
            demoSpec(
                """
                home:
                  transitions: [{ push: category }]
                category:
                  params: { slug: String }
                  transitions: [{ push: recipe }]
                recipe:
                  params: { id: Int }
                  deeplink: /recipes/{id}
                """))
        let refusal = try #require(simulator.open("demo://recipes/4").failure)
        #expect(refusal.kind == "refused")
        #expect(refusal.description.contains("'/recipes/{id}' of main.recipe matches, but"))
    }

    @Test func theHintNamesTheNearestPatternNotTheFirstDeclared() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  deeplink: /deep-link?url=/homepanel/new-tab
                  transitions: [{ push: general }, { push: newTab }]
                general:
                  deeplink: /deep-link?url=/settings/general
                newTab:
                  deeplink: /deep-link?url=/settings/newTab
                """))
        let why = try #require(matcher.result(for: "demo://deep-link?url=/settings/NEWTAB").failure)
        #expect(why.kind == "no-match")
        #expect(why.description.contains("'/deep-link?url=/settings/newTab' of main.newTab would"), "\(why)")
        let typo = try #require(matcher.result(for: "demo://deep-link?url=/settings/generl").failure)
        #expect(typo.description.contains("of main.general would"), "\(typo)")
        // Equally far from both: the first declared.
        let far = try #require(
            matcher.result(for: "demo://deep-link?url=zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz").failure)
        #expect(far.description.contains("of main.home would"), "\(far)")
    }
}
