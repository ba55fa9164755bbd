import NavGenKit
import Testing

/// Every rule's own examples, as its description promises them, the rules the
/// reading stages report included: the docs show these, so they must be true.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleTypeBox($0) }

    @Test(arguments: rules)
    func triggeringExamplesFindTheMarkedSpots(rule: RuleTypeBox) {
        let description = rule.type.description
        // A replaced rule is never reported: nothing can trigger it.
        #expect(description.triggeringExamples.count >= (description.replacedBy == nil ? 2 : 0))
        #expect(description.replacedBy == nil || description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            let spec = MarkedSpec(example)
            #expect(!spec.markers.isEmpty, "an example without a marker: \(example)")
            let report = ExampleFiles.validate(spec.text)
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
            let report = ExampleFiles.validate(example)
            #expect(report.findings.spots(of: description.id) == [], "\(example)")
            #expect(report.findings.filter { !$0.rule.isConfigurable } == [], "examples must decode cleanly")
        }
    }

    @Test func everyRuleHasARationale() {
        for description in RuleRegistry.descriptions {
            #expect(description.rationale.count > 40, "\(description.id)")
        }
    }

    /// One description per rule id, in ``RuleID``'s order, which the docs, `navgen
    /// rules` and the SARIF rule list keep.
    @Test func everyRuleIDIsDescribedOnceInOrder() {
        #expect(RuleRegistry.descriptions.map(\.id) == RuleID.allCases)
        #expect(RuleRegistry.all.map { $0.description.id } == RuleID.allCases)
    }

    /// The validator runs the rules that check a decoded spec; the others are the
    /// reading stages' to report. `wrong-type` is both: a `set` value reads as its
    /// param's type only where patterns are read.
    @Test func theValidatorRunsEveryRuleWithABody() {
        let reading: [RuleID] = [
            .yamlSyntax, .duplicateKey, .aliasLimit, .includeError, .unsupportedVersion, .missingField,
            .unknownKey,
            .invalidName, .nameCollision,
        ]
        let retired: [RuleID] = [.coordinatorCycle]
        let semantic = RuleID.allCases.filter { !reading.contains($0) && !retired.contains($0) }
        #expect(RuleRegistry.rules.map { $0.description.id } == semantic)
    }
}

/// A rule type that Swift Testing can pass as an argument and name in its report.
struct RuleTypeBox: CustomTestStringConvertible, Sendable {
    let type: any RuleDescribing.Type

    init(_ type: any RuleDescribing.Type) {
        self.type = type
    }

    var testDescription: String { type.description.id.rawValue }
}
