/// A semantic rule: reads the decoded spec (and what later stages derive from it)
/// and reports findings at its default severity.
///
/// Each rule lives in its own file and describes itself, as SwiftLint's rules do:
/// its id, why it matters, and examples that both the tests and the rules doc use.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func findings(in context: RuleContext) -> [Finding]
}

/// What a rule is, for `navgen rules`, the rules doc and the example tests.
public struct RuleDescription: Sendable {
    public var id: RuleID
    /// Why the rule matters in an iOS app, in a sentence or two.
    public var rationale: String
    /// Specs that must produce a finding of this rule. In each, `↓` marks where
    /// a finding points; the marker is removed before the spec is read.
    public var triggeringExamples: [String]
    /// Specs that must produce no finding of this rule.
    public var nonTriggeringExamples: [String]

    public init(id: RuleID, rationale: String, triggeringExamples: [String], nonTriggeringExamples: [String])
    {
        self.id = id
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// Everything a rule may read. Built once per validation and shared by all rules.
public struct RuleContext: Sendable {
    /// The spec resolved: what every rule reads.
    public let model: NavigationModel
    public var spec: NavigationSpec { model.spec }
    /// What can be shown from launch and from deep links, worked out once for the
    /// reachability rules.
    public let reachability: Reachability
    /// Started first: it runs on a second thread while the other rules run.
    let deepLinkAnalysis: DeepLinkAnalysis
    /// Every deep-link pattern parsed and checked against its route, built once for
    /// the deep-link rules.
    public var deepLinks: DeepLinkCatalog { deepLinkAnalysis.catalog }
    /// The policy the findings will go through, when the caller applies one: see
    /// ``isSilenced(_:on:)``.
    var policy: SeverityPolicy?

    public init(spec: NavigationSpec) {
        self.init(spec: spec, keepingBuildableRecipes: true)
    }

    /// Without `keepingBuildableRecipes` the deep-link work keeps only what the rules
    /// read: the recipes of the patterns that cannot open.
    init(spec: NavigationSpec, keepingBuildableRecipes: Bool) {
        self.deepLinkAnalysis = DeepLinkAnalysis(spec: spec, keepingBuildableRecipes: keepingBuildableRecipes)
        model = NavigationModel(spec)
        reachability = Reachability(model)
    }

    /// A finding in the spec's file.
    public func finding(
        _ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
        help: String? = nil, scope: RouteRef? = nil
    ) -> Finding {
        Finding(
            file: spec.file, location: location, rule: rule, message: message, notes: notes, help: help,
            scope: scope?.description)
    }
}
