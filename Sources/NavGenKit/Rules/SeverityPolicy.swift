/// Applies the spec's `rules:` map and routes' `allow:` lists to raw findings.
///
/// Rules report at their default severity; this is the one place where a team's
/// configuration changes that, so every rule honours it the same way.
package struct SeverityPolicy: Sendable {
    private var overrides: [RuleID: ConfiguredSeverity] = [:]
    /// Per `coordinator.route` scope, the rules its `allow:` lists, as a bit per rule:
    /// a large spec can allow a rule on thousands of routes.
    private var allowed: [String: RuleSet] = [:]
    /// `wrong-type` for each rule in `rules:` or `allow:` that is always an error:
    /// the spec asked for something it may not have, and is told so.
    package private(set) var refusals: [Finding] = []

    package init(spec: NavigationSpec?) {
        guard let spec else { return }
        for setting in spec.rules {
            guard setting.rule.value.isConfigurable else {
                refuse(setting.rule, in: "rules", file: spec.file)
                continue
            }
            overrides[setting.rule.value] = setting.severity.value
        }
        for coordinator in spec.coordinators {
            for route in coordinator.routes where !route.allow.isEmpty {
                for rule in route.allow {
                    guard rule.value.isConfigurable else {
                        refuse(rule, in: "allow", file: spec.file)
                        continue
                    }
                    allowed["\(coordinator.id.value).\(route.id.value)", default: RuleSet()].insert(
                        rule.value)
                }
            }
        }
    }

    private mutating func refuse(_ rule: Located<RuleID>, in what: String, file: String) {
        refusals.append(
            Finding(
                file: file, location: rule.location, rule: .wrongType,
                message: "rule '\(rule.value.rawValue)' is always an error and cannot be changed in \(what)",
                help: "fix the problem it reports instead"))
    }

    /// Whether a finding of `rule` with this scope would be dropped: the rule is
    /// configured `off`, or the scope's route allows it. Never for a rule that is
    /// always an error.
    func drops(_ rule: RuleID, scope: String?) -> Bool {
        guard rule.isConfigurable else { return false }
        if let scope, allowed[scope]?.contains(rule) == true { return true }
        if let configured = overrides[rule], configured.severity == nil { return true }
        return false
    }

    /// The findings that remain, with configured severities, sorted for output.
    package func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding -> Finding? in
            guard finding.rule.isConfigurable else { return finding }
            if let scope = finding.scope, allowed[scope]?.contains(finding.rule) == true { return nil }
            guard let configured = overrides[finding.rule] else { return finding }
            guard let severity = configured.severity else { return nil }
            var changed = finding
            changed.severity = severity
            return changed
        }
        .sorted()
    }
}
