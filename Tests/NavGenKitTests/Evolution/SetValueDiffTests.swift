import Testing

@testable import NavGenKit

/// A link that opens the same screens but gives a param its old pattern set another
/// value is `link-retargeted`: the app branches on that value as on the screen.
@Suite struct SetValueDiffTests {
    static let old = """
        navgen: 1
        app: Stats
        root: main
        deeplinks: { schemes: [stats] }
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: stats }]
              stats:
                params: { tab: String, site: String, unit: String? }
                deeplink:
                  - { pattern: '/stats/week/{site}', set: { tab: traffic, unit: week } }
                  - '/stats/{tab}/{site}'

        """

    @Test func anotherValueIsARetargetedLink() throws {
        let new = Self.old.replacingOccurrences(
            of: "set: { tab: traffic, unit: week }", with: "set: { tab: insights, unit: week }")
        let changes = SpecDiff.changes(from: try makeSimulator(Self.old), to: try makeSimulator(new))
        #expect(changes.map(\.kind) == [.linkRetargeted], "\(changes.map(\.message))")
        #expect(changes.first?.pattern == "/stats/week/{site}")
        #expect(changes.first?.witness == "stats://stats/week/abc")
        #expect(
            changes.first?.message
                == #"stats://stats/week/abc opened main.stats with tab: "traffic" and gives tab: "insights" now"#
        )
    }

    @Test func aValueNoLongerSetIsARetargetedLink() throws {
        // Without `set`, the literal pattern is gone and `/stats/{tab}/{site}` takes the URL.
        let new = Self.old.replacingOccurrences(
            of: "      - { pattern: '/stats/week/{site}', set: { tab: traffic, unit: week } }\n", with: "")
        let changes = SpecDiff.changes(from: try makeSimulator(Self.old), to: try makeSimulator(new))
        #expect(changes.map(\.kind) == [.linkRetargeted], "\(changes.map(\.message))")
        #expect(changes.first?.message.contains(#"gives tab: "week" now"#) == true)
    }

    @Test func theSameValuesChangeNothing() throws {
        let moved = Self.old.replacingOccurrences(
            of: "set: { tab: traffic, unit: week }", with: "set: { unit: week, tab: traffic }")
        #expect(SpecDiff.changes(from: try makeSimulator(Self.old), to: try makeSimulator(moved)).isEmpty)
    }

    static let oldAction = """
        navgen: 1
        app: Stats
        root: main
        deeplinks: { schemes: [stats] }
        actions:
          refresh:
            params: { full: Bool }
            deeplink: [{ pattern: /refresh/all, set: { full: true } }, '/refresh/{full}']
        coordinators:
          main:
            root: home
            routes:
              home: { deeplink: / }

        """

    @Test func anActionGivenAnotherValueIsARetargetedLink() throws {
        let new = Self.oldAction.replacingOccurrences(of: "set: { full: true }", with: "set: { full: false }")
        let changes = SpecDiff.changes(from: try makeSimulator(Self.oldAction), to: try makeSimulator(new))
        #expect(changes.map(\.kind) == [.linkRetargeted], "\(changes.map(\.message))")
        #expect(changes.first?.route == "action refresh")
        #expect(changes.first?.pattern == "/refresh/all")
        #expect(
            changes.first?.message
                == "stats://refresh/all performed action refresh with full: true and gives full: false now")
    }

    @Test func anActionWithItsValuesChangesNothing() throws {
        #expect(
            SpecDiff.changes(from: try makeSimulator(Self.oldAction), to: try makeSimulator(Self.oldAction))
                .isEmpty)
    }
}
