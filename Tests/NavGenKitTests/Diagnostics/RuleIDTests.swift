import NavGenKit
import Testing

/// What RuleID tells about a rule comes from the rule's own description.
@Suite struct RuleIDTests {
    @Test func shapeRulesAreNotConfigurable() {
        #expect(!RuleID.yamlSyntax.isConfigurable)
        #expect(!RuleID.invalidName.isConfigurable)
        #expect(!RuleID.outputPath.isConfigurable)
        #expect(RuleID.pushCycle.isConfigurable)
        #expect(RuleID.nameCollision.isConfigurable)
    }

    @Test func warningsByDefault() {
        let warnings = RuleID.allCases.filter { $0.defaultSeverity == .warning }.map(\.rawValue)
        #expect(
            warnings == [
                "deeplink-web-scheme", "unused-child", "unused-route-set", "guard-no-way", "deeplink-only",
                "push-cycle",
                "modal-cycle", "no-exit",
                "duplicate-transition", "flow-cycle",
            ])
    }

    @Test func factsAreTheDescriptions() {
        for description in RuleRegistry.descriptions {
            let id = description.id
            #expect(id.summary == description.summary)
            #expect(id.defaultSeverity == description.defaultSeverity)
            #expect(id.isConfigurable == description.isConfigurable)
            #expect(RuleRegistry.description(of: id).rationale == description.rationale)
        }
    }

    /// A rule that may not be configured is always an error: anything else would let
    /// it be a warning nobody can raise.
    @Test func rulesThatCannotBeConfiguredAreErrors() {
        for description in RuleRegistry.descriptions where !description.isConfigurable {
            #expect(description.defaultSeverity == .error, "\(description.id)")
        }
    }
}
