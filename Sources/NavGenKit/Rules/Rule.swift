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
    public let spec: NavigationSpec
    /// The spec's references resolved, built once for every rule.
    public var graph: NavigationGraph {
        guard let storedGraph else {
            preconditionFailure("a rule read the graph after the validator freed it")
        }
        return storedGraph
    }
    /// Nil once ``releaseGraph()`` has freed it.
    private var storedGraph: NavigationGraph?
    /// Started first: it runs on a second thread while the graph is built and the
    /// other rules run.
    let deepLinkWork: DeepLinkWork
    /// Every deep-link pattern parsed and checked against its route, built once for
    /// the deep-link rules.
    public var deepLinks: DeepLinkCatalog { deepLinkWork.catalog }
    /// The policy the findings will go through, when the caller applies one: see
    /// ``isSilenced(_:on:)``.
    var policy: SeverityPolicy?

    public init(spec: NavigationSpec) {
        self.init(spec: spec, keepingBuildableRecipes: true)
    }

    /// Without `keepingBuildableRecipes` the deep-link work keeps only what the rules
    /// read: the recipes of the patterns that cannot open.
    init(spec: NavigationSpec, keepingBuildableRecipes: Bool) {
        self.spec = spec
        self.deepLinkWork = DeepLinkWork(spec: spec, keepingBuildableRecipes: keepingBuildableRecipes)
        self.storedGraph = NavigationGraph(spec)
    }

    /// Frees the graph once every rule that reads it has run: on a large spec it is
    /// about a tenth of the memory held while the deep-link rules wait for the search.
    /// A rule that reads it afterwards stops navgen: a mistake in the rule order, which
    /// an empty graph would instead turn into silently missing findings.
    mutating func releaseGraph() {
        storedGraph = nil
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
