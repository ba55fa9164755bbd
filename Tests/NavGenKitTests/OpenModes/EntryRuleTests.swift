import NavGenKit
import Testing

/// `entry-unbuildable` reads the back stack that opening by value builds: the first
/// pattern's `via` when it has one, else the shortest sequence.
@Suite struct EntryRuleTests {
    private func spec(deeplink: String) -> String {
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [{ push: category }, { push: recipe }]
              category:
                params:
                  slug: String
                transitions: [{ push: recipe }]
              recipe:
                params:
                  id: Int
                  slug: String?
                entry: true
        \(deeplink)

        """
    }

    @Test func theShortestBackStackNeedsNothing() {
        #expect(validate(spec(deeplink: "")).findings.isEmpty)
        #expect(validate(spec(deeplink: "        deeplink: /recipes/{id}")).findings.isEmpty)
    }

    @Test func theFirstPatternsViaDecides() {
        let via = spec(
            deeplink: """
                        deeplink:
                          - pattern: /categories/{slug}/recipes/{id}
                            via: [home, category]
                """)
        let findings = validate(via).findings
        // The URL always gives slug, so the pattern is fine; by value, slug may be nil.
        #expect(findings.spots == [Spot(.entryUnbuildable, 19, 16)])
        #expect(findings.first?.message.contains("'slug: String' for main.category") == true)
        let second = spec(
            deeplink: """
                        deeplink:
                          - /recipes/{id}
                          - pattern: /categories/{slug}/recipes/{id}
                            via: [home, category]
                """)
        #expect(validate(second).findings.isEmpty)
    }
}
