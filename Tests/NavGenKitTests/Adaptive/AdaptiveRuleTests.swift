import Testing

@testable import NavGenKit

/// Rules that depend on a presentation's style read every size class: a screen shown
/// as a cover in either class needs a way out.
@Suite struct AdaptiveRuleTests {
    /// The findings of the rules these tests are about.
    private func spots(_ spec: String) -> [Spot] {
        let rules: Set<RuleID> = [.noExit, .modalPush, .conflictingStart, .duplicateTransition]
        return validate(spec).findings.filter { rules.contains($0.rule) }.spots
    }

    /// `<App>SizeClass` is generated only for a spec that adapts, and then no type may
    /// take its name.
    @Test func theSizeClassTypeJoinsTheNameCollisionChecks() {
        let types = "types:\n  SocialSizeClass: [a, b]\ncoordinators:"
        let adapting = AdaptiveSpecs.timeline("          - { sheet: share, as: { regular: popover } }")
            .replacingOccurrences(of: "coordinators:", with: types)
        #expect(
            validate(adapting).findings.filter { $0.rule == .nameCollision }.spots == [
                Spot(.nameCollision, 5, 3)
            ])
        let plain = AdaptiveSpecs.timeline("          - { sheet: share }")
            .replacingOccurrences(of: "coordinators:", with: types)
        #expect(validate(plain).findings.filter { $0.rule == .nameCollision }.isEmpty)
    }

    @Test func aFlowCoveredOnlyWhenCompactStillNeedsAWayOut() {
        let spec = AdaptiveSpecs.timeline("          - { start: compose, as: { compact: cover } }")
            .replacingOccurrences(of: "      editor:\n        transitions: [dismiss]", with: "      editor:")
        #expect(spots(spec) == [Spot(.noExit, 15, 3)])
    }

    @Test func aRouteCoveredOnlyWhenRegularStillNeedsAWayOut() {
        let spec = AdaptiveSpecs.timeline(
            "          - { sheet: share, as: { regular: cover } }",
            extraRoutes: "      stuck:\n        transitions: []"
        )
        .replacingOccurrences(of: "      share:\n        transitions: [dismiss]", with: "      share:")
        #expect(spots(spec) == [Spot(.noExit, 12, 7)])
    }

    @Test func sheetsAndPopoversInBothClassesNeedNoDismiss() {
        let spec = AdaptiveSpecs.timeline("          - { sheet: share, as: { regular: popover } }")
            .replacingOccurrences(of: "      share:\n        transitions: [dismiss]", with: "      share:")
        #expect(spots(spec).isEmpty)
    }

    @Test func aPushFromARouteCoveredInOneClassSaysCover() throws {
        let spec = AdaptiveSpecs.timeline(
            "          - { sheet: share, as: { compact: cover } }",
            extraRoutes: "      detail:"
        )
        .replacingOccurrences(
            of: "transitions: [dismiss]\n", with: "transitions: [dismiss, { push: detail }]\n")
        let finding = try #require(validate(spec).findings.first { $0.rule == .modalPush })
        #expect(finding.message.contains("presented as a cover"))
    }

    @Test func aSecondStartThatAdaptsOtherwiseConflicts() throws {
        let spec = AdaptiveSpecs.timeline(
            """
                      - { start: compose, as: { compact: cover } }
                      - { start: compose, as: cover }
            """)
        let finding = try #require(validate(spec).findings.first { $0.rule == .conflictingStart })
        #expect(
            finding.message.contains("as a cover (the first as a cover when compact, sheet when regular)"))
        let same = AdaptiveSpecs.timeline(
            """
                      - { start: compose, as: { regular: sheet } }
                      - { start: compose }
            """)
        #expect(spots(same).map(\.rule) == [.duplicateTransition])
    }
}
