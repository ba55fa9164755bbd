import NavGenKit
import Testing

/// Every registered rule's own examples, as its description promises them: the
/// docs show these, so they must be true.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.rules.map { RuleTypeBox($0) }

    @Test(arguments: rules)
    func triggeringExamplesFindTheMarkedSpots(rule: RuleTypeBox) {
        let description = rule.type.description
        #expect(description.triggeringExamples.count >= 2)
        for example in description.triggeringExamples {
            let spec = MarkedSpec(example)
            #expect(!spec.markers.isEmpty, "an example without a marker: \(example)")
            let report = validate(spec.text)
            #expect(
                report.findings.filter { !$0.rule.isConfigurable && $0.rule != description.id } == [],
                "examples must decode cleanly")
            #expect(report.findings.spots(of: description.id) == spec.spots(description.id), "\(spec.text)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesFindNothing(rule: RuleTypeBox) {
        let description = rule.type.description
        #expect(description.nonTriggeringExamples.count >= 2)
        for example in description.nonTriggeringExamples {
            let report = validate(example)
            #expect(report.findings.spots(of: description.id) == [], "\(example)")
            #expect(report.findings.filter { !$0.rule.isConfigurable } == [], "examples must decode cleanly")
        }
    }

    @Test func everyRuleHasARationale() {
        for rule in RuleRegistry.rules {
            #expect(rule.description.rationale.count > 40, "\(rule.description.id)")
        }
    }

    @Test func registeredRulesHaveDistinctIDs() {
        let ids = RuleRegistry.rules.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
    }
}

/// A rule type that Swift Testing can pass as an argument and name in its report.
struct RuleTypeBox: CustomTestStringConvertible, Sendable {
    let type: any Rule.Type

    init(_ type: any Rule.Type) {
        self.type = type
    }

    var testDescription: String { type.description.id.rawValue }
}
