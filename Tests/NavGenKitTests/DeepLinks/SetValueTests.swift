import Testing

@testable import NavGenKit

/// `set` on a long-hand pattern: its checks, the values a link gives, the back stack
/// that takes them, and the patterns that differ only in what they set.
@Suite struct SetValueTests {
    static let spec = """
        navgen: 1
        app: Stats
        root: main
        deeplinks: { schemes: [stats] }
        actions:
          refresh:
            params: { full: Bool, scope: String? }
            deeplink: [{ pattern: /refresh, set: { full: false } }, { pattern: /refresh/all, set: { full: true, scope: all } }]
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: site }]
              site:
                params: { site: String, tab: String }
                deeplink: '/site/{site}/{tab}'
                transitions: [{ push: stats }]
              stats:
                params: { tab: String, unit: String?, site: String, days: Int?, live: Bool? }
                deeplink:
                  - { pattern: '/stats/week/{site}', set: { tab: traffic, unit: week, days: 7 } }
                  - { pattern: '/stats/{unit}/{site}', set: { tab: custom, live: true } }

        """

    @Test func aSpecThatSetsRequiredParamsIsClean() {
        let findings = validate(Self.spec).findings
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func linksGiveTheSetValuesAndTheBackStackTakesThemByName() throws {
        let simulator = try makeSimulator(Self.spec)
        let week = try simulator.open("stats:///stats/week/x").get()
        #expect(
            week.state.path.map(\.description) == [
                "main.home", #"main.site(site: "x", tab: "traffic")"#,
                #"main.stats(tab: "traffic", unit: "week", site: "x", days: 7, live: nil)"#,
            ])
        // A literal beats a param whatever each sets.
        let month = try simulator.open("stats:///stats/month/x").get()
        #expect(
            month.target.description
                == #"main.stats(tab: "custom", unit: "month", site: "x", days: nil, live: true)"#)
        let refresh = try simulator.open("stats:///refresh/all").get()
        #expect(refresh.action?.description == #"refresh(full: true, scope: "all")"#)
    }

    @Test func namesAreCheckedAtTheirKeys() {
        let findings = validate(
            Self.spec.replacingOccurrences(
                of: "set: { tab: custom, live: true }", with: "set: { tabb: custom, unit: x, days: 3 }")
        )
        .findings
        #expect(findings.map(\.rule) == [.deeplinkParam, .deeplinkParam], "\(findings.map(\.message))")
        #expect(
            findings.map(\.message) == [
                "set gives 'tabb', which is not a param of main.stats",
                "set gives 'unit', which '/stats/{unit}/{site}' binds from the URL",
            ])
        #expect(findings.first?.help == "did you mean 'tab'?")
        // At the key of `set`, not at the pattern.
        #expect(findings.first?.location.column == 55)
    }

    @Test func aRequiredParamNeitherBoundNorSetIsReported() {
        let findings = validate(
            Self.spec.replacingOccurrences(
                of: "set: { tab: custom, live: true }", with: "set: { live: true }")
        )
        .findings
        #expect(findings.map(\.rule) == [.deeplinkParam], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("does not bind the required param 'tab: String'") == true)
    }

    @Test func aCustomTypeCannotBeSet() {
        let findings = validate(
            Self.spec.replacingOccurrences(of: "live: Bool? }", with: "live: Bool?, recipe: Recipe? }")
                .replacingOccurrences(
                    of: "set: { tab: custom, live: true }", with: "set: { tab: custom, recipe: r }")
        ).findings
        #expect(findings.map(\.rule) == [.deeplinkParam], "\(findings.map(\.message))")
        #expect(
            findings.first?.message
                == "set gives 'recipe' of type Recipe, which cannot be written as URL text")
    }

    @Test func aValueThatDoesNotReadAsItsTypeIsWrongType() {
        let findings = validate(
            Self.spec.replacingOccurrences(
                of: "set: { tab: custom, live: true }", with: "set: { tab: custom, live: True }"
            )
            .replacingOccurrences(of: "days: 7 }", with: "days: seven }")
        ).findings
        #expect(findings.map(\.rule) == [.wrongType, .wrongType], "\(findings.map(\.message))")
        #expect(
            findings.map(\.message) == [
                "'seven' in set is not a value of 'days: Int?'",
                "'True' in set is not a value of 'live: Bool?'",
            ])
        #expect(findings.last?.help == "did you mean 'true'?")
    }

    @Test func patternsThatDifferOnlyInWhatTheySetClash() {
        let findings = validate(
            Self.spec.replacingOccurrences(
                of: "set: { tab: custom, live: true } }",
                with:
                    "set: { tab: custom } }\n          - { pattern: '/stats/{unit}/{site}', set: { tab: other } }"
            )
        ).findings
        #expect(findings.map(\.rule) == [.deeplinkAmbiguous], "\(findings.map(\.message))")
    }

    @Test func setIsNoOpenMode() throws {
        // `set` alone gives no `open(_:)`: the generated file of a spec without open modes.
        let spec = try loadSpec(Self.spec)
        #expect(!spec.coordinators[0].routes.contains { $0.deepLinkForms.contains(where: \.choosesOpening) })
    }
}
