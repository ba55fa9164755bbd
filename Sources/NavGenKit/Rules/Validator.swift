/// `navgen validate`'s verdict on a spec. The pipeline loads the spec, builds what the
/// rules read and applies `rules:` and `allow:` (``Pipeline``); the validator runs the
/// rules on what it is given, in the order that lets them overlap the deep-link search.
package enum Validator {
    package struct Report: Sendable {
        package var spec: NavigationSpec?
        /// With `rules:` and `allow:` applied, sorted.
        package var findings: [Finding]
        /// Whether the spec is usable by generate and simulate: it decoded and has no errors.
        package var isUsable: Bool { spec != nil && !findings.hasErrors }
        /// The files the spec was read from, the main file first.
        package var files: SpecFiles
    }

    /// Runs every registered rule on the context, in registry order (raw severities).
    /// With a policy in the context, rules may leave out findings it would drop
    /// (``RuleContext/isSilenced(_:on:)``): a large spec can have thousands of allowed
    /// cycles, each a long message.
    static func findings(in context: RuleContext) -> [Finding] {
        // `deeplink-unbuildable` waits for the deep-link search, which runs on a second
        // thread: it goes last so the other rules overlap the search. The findings
        // still come in registry order.
        let rules = RuleRegistry.rules
        let waiting = rules.indices.filter {
            ObjectIdentifier(rules[$0]) == ObjectIdentifier(DeeplinkUnbuildableRule.self)
        }
        var findings = [[Finding]](repeating: [], count: rules.count)
        for position in rules.indices where !waiting.contains(position) {
            findings[position] = rules[position].findings(in: context)
        }
        for position in waiting {
            findings[position] = rules[position].findings(in: context)
        }
        return findings.flatMap { $0 }
    }
}
