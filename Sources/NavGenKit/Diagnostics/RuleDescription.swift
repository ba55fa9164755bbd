/// What a rule is: everything `navgen rules`, the rules doc, the SARIF rule list and
/// the example tests know about it.
///
/// Each rule states its own in its file (`Rules/`), as SwiftLint's rules do;
/// `RuleRegistry` lists them. The type lives here, beside ``RuleID``, so that the
/// renderers can describe rules they are handed without knowing the rules.
package struct RuleDescription: Sendable {
    package var id: RuleID
    /// The severity of its findings unless `rules:` changes it.
    package var defaultSeverity: Severity
    /// Whether `rules:` and `allow:` may change or silence it. A rule that may not
    /// is always an error.
    package var isConfigurable: Bool
    /// What it finds, in a lowercase phrase (`pushes that can repeat forever`).
    package var summary: String
    /// Why it matters in an iOS app, in a sentence or two.
    package var rationale: String
    /// What exactly it checks and where its findings point, when there is more to
    /// say: the decisions a user needs to read a finding or silence it.
    package var details: String?
    /// Specs that must produce a finding of this rule. In each, `↓` marks where a
    /// finding points; the marker is removed before the spec is read. The rules doc
    /// shows the lines around the first marker of the first example.
    package var triggeringExamples: [String]
    /// Specs that must produce no finding of this rule.
    package var nonTriggeringExamples: [String]
    /// The rule that now reports what this one did, for an id kept only so that
    /// `rules:`, `allow:` and baselines that name it stay valid: such a rule is never
    /// reported and has no triggering examples.
    package var replacedBy: RuleID?

    package init(
        id: RuleID, severity: Severity, configurable: Bool, summary: String, rationale: String,
        details: String? = nil, triggeringExamples: [String], nonTriggeringExamples: [String],
        replacedBy: RuleID? = nil
    ) {
        self.id = id
        self.defaultSeverity = severity
        self.isConfigurable = configurable
        self.summary = summary
        self.rationale = rationale
        self.details = details
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.replacedBy = replacedBy
    }
}
