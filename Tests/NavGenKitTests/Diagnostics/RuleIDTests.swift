import NavGenKit
import Testing

@Suite struct RuleIDTests {
    @Test func shapeRulesAreNotConfigurable() {
        #expect(!RuleID.yamlSyntax.isConfigurable)
        #expect(!RuleID.invalidName.isConfigurable)
        #expect(RuleID.pushCycle.isConfigurable)
    }

    @Test func warningsByDefault() {
        let warnings = RuleID.allCases.filter { $0.defaultSeverity == .warning }.map(\.rawValue)
        #expect(
            warnings == [
                "unused-child", "deeplink-only", "push-cycle", "modal-cycle", "no-exit",
                "duplicate-transition",
            ])
    }
}
