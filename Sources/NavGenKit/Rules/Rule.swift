/// A rule that describes itself: its id, severity, configurability, summary,
/// rationale, details and examples, in its own file, as SwiftLint's rules do.
///
/// A rule whose findings another stage makes (the YAML reader and the spec decoder
/// report the shape rules while the file is read) is only this: a caseless enum
/// under `Rules/Shape/`, whose examples the tests run like any rule's.
/// ``RuleRegistry`` lists every one.
public protocol RuleDescribing: Sendable {
    static var description: RuleDescription { get }
}

/// A semantic rule: reads the decoded spec (and what later stages derive from it)
/// and reports findings at its default severity.
public protocol Rule: RuleDescribing {
    init()
    func findings(in context: RuleContext) -> [Finding]
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
            file: spec.file, location: location, severity: rule.defaultSeverity, rule: rule,
            message: message, notes: notes, help: help, scope: scope?.description)
    }
}
