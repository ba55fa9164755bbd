/// A rule's facts by its id, each from the rule's own file (``RuleRegistry``): for
/// the rules and what comes after them (the severity policy, the schema). The
/// stages before the rules (Diagnostics, YAML, Spec) do not ask: they sit below
/// the rules, which read what they make.
extension RuleID {
    package var defaultSeverity: Severity {
        RuleRegistry.descriptions[RuleRegistry.position(of: self)].defaultSeverity
    }

    /// Whether `rules:` and `allow:` may change or silence it.
    package var isConfigurable: Bool {
        RuleRegistry.descriptions[RuleRegistry.position(of: self)].isConfigurable
    }

    package var summary: String { RuleRegistry.descriptions[RuleRegistry.position(of: self)].summary }
}
