/// A rule that describes itself: its id, severity, configurability, summary,
/// rationale, details and examples, in its own file, as SwiftLint's rules do.
///
/// A rule whose findings another stage makes (the YAML reader and the spec decoder
/// report the shape rules while the file is read) is only this: a caseless enum
/// under `Rules/Shape/`, whose examples the tests run like any rule's.
/// ``NameCollisionRule`` judges, with the shape findings, the names the decoder
/// records. ``RuleRegistry`` lists every one.
package protocol RuleDescribing: Sendable {
    static var description: RuleDescription { get }
}

/// A semantic rule: reads the decoded spec (and what later stages derive from it)
/// and reports findings at its default severity. A rule keeps no state, so it is
/// its type alone: everything it reads is in the context.
package protocol Rule: RuleDescribing {
    static func findings(in context: RuleContext) -> [Finding]
}

/// Everything a rule may read. The pipeline builds each part once, before the rules
/// run (``Pipeline``), and all rules share them: the rules build no stage themselves.
package struct RuleContext: Sendable {
    /// The spec resolved: what every rule reads.
    package let model: NavigationModel
    package var spec: NavigationSpec { model.spec }
    /// What can be shown from launch and from deep links, worked out once for the
    /// reachability rules.
    package let reachability: Reachability
    /// Started first: it runs on a second thread while the other rules run.
    let deepLinkAnalysis: DeepLinkAnalysis
    /// Every deep-link pattern parsed and checked against its route, built once for
    /// the deep-link rules.
    package var deepLinks: DeepLinkCatalog { deepLinkAnalysis.catalog }
    /// The policy the findings will go through, when the caller applies one: see
    /// ``isSilenced(_:on:)``.
    var policy: SeverityPolicy?

    /// The parts as the pipeline built them: the analysis already started, so that
    /// on a large spec it runs beside the rules that do not read it.
    init(
        model: NavigationModel, reachability: Reachability, deepLinkAnalysis: DeepLinkAnalysis,
        policy: SeverityPolicy?
    ) {
        self.model = model
        self.reachability = reachability
        self.deepLinkAnalysis = deepLinkAnalysis
        self.policy = policy
    }

    /// A finding in the spec's file.
    package func finding(
        _ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
        help: String? = nil, scope: RouteRef? = nil
    ) -> Finding {
        Finding(
            file: spec.file, location: location, severity: rule.defaultSeverity, rule: rule,
            message: message, notes: notes, help: help, scope: scope?.description)
    }
}
