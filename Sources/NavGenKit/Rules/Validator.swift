import Dispatch

/// `navgen validate` as a pure function: text in, findings out.
public enum Validator {
    public struct Report: Sendable {
        public var spec: NavigationSpec?
        /// With `rules:` and `allow:` applied, sorted.
        public var findings: [Finding]
        /// Whether the spec is usable by generate and simulate: it decoded and has no errors.
        public var isUsable: Bool { spec != nil && !findings.hasErrors }
        /// The deep-link catalog, search and recipes the rules ran with, when the caller
        /// asked to keep them: the pipeline's simulator reuses them
        /// (``Pipeline/simulator()``) instead of searching again.
        var deepLinkAnalysis: DeepLinkAnalysis?
        /// The spec resolved, when the rules ran: what the pipeline's later stages read.
        var model: NavigationModel?
        /// The files the spec was read from, the main file first.
        public var files: SpecFiles
    }

    /// Loads and checks a spec. Semantic rules run only on a well-formed spec: on a
    /// malformed one they would mostly report the consequences of the shape error.
    /// The files the spec includes are read from `includes`.
    public static func validate(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = SpecLoader.noIncludes
    ) -> Report {
        validate(bytes, file: file, limits: limits, includes: includes, keepingDeepLinks: false)
    }

    /// `keepingDeepLinks`: for a pipeline that simulates or generates the spec next
    /// (``Pipeline/init(_:file:limits:includes:simulating:)``).
    static func validate(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = SpecLoader.noIncludes, keepingDeepLinks: Bool
    ) -> Report {
        report(
            SpecLoader.load(bytes, file: file, limits: limits, includes: includes),
            keepingDeepLinks: keepingDeepLinks)
    }

    /// Loads and checks a spec from an open regular file, read in chunks while it is
    /// parsed (see ``SpecLoader/load(fileDescriptor:file:limits:includes:)``).
    public static func validate(
        fileDescriptor: Int32, file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = SpecLoader.noIncludes
    ) -> Report {
        report(
            SpecLoader.load(fileDescriptor: fileDescriptor, file: file, limits: limits, includes: includes),
            keepingDeepLinks: false)
    }

    /// Loads and checks the spec at `path` and the files it includes, all read
    /// from `sources`.
    public static func validate(
        path: String, sources: any SpecSources, limits: YAMLLimits = .standard
    ) throws(SpecSourceError) -> Report {
        report(try SpecLoader.load(path: path, sources: sources, limits: limits), keepingDeepLinks: false)
    }

    private static func report(_ loaded: SpecLoader.Result, keepingDeepLinks: Bool) -> Report {
        let policy = SeverityPolicy(spec: loaded.spec)
        var findings = loaded.findings + policy.refusals
        var deepLinkAnalysis: DeepLinkAnalysis?
        var model: NavigationModel?
        // Whether the shape is sound is judged after `rules:` and `allow:`: a reading
        // finding the spec turned off (a repeated child, an unknown rule id in `allow:`)
        // must not also turn off every semantic rule. A rule the spec may not turn off
        // (``SeverityPolicy/refusals``) is an error of the spec's shape.
        if let spec = loaded.spec, !policy.apply(to: findings).hasErrors {
            let checked = check(spec, policy: policy, keepingDeepLinks: keepingDeepLinks)
            findings += checked.findings
            if keepingDeepLinks { deepLinkAnalysis = checked.deepLinkAnalysis }
            model = checked.model
        } else if let spec = loaded.spec {
            // Where the spec would write is worth knowing whatever else is wrong.
            findings += OutputPathRule.findings(in: spec)
        }
        // The names of the files generate would write: as long, and as equal up to
        // case, whatever else is wrong, and not a reason to skip the semantic rules.
        if let spec = loaded.spec {
            findings += GeneratedFileNameCheck.findings(GeneratedFilePlan.files(of: spec), in: spec.files)
        }
        // A rule places a finding by its location; the file it names follows from it.
        loaded.files.place(&findings)
        return Report(
            spec: loaded.spec, findings: policy.apply(to: findings), deepLinkAnalysis: deepLinkAnalysis,
            model: model, files: loaded.files)
    }

    /// Runs every registered rule on a decoded spec (raw severities).
    public static func check(_ spec: NavigationSpec) -> [Finding] {
        check(spec, policy: nil, keepingDeepLinks: false).findings
    }

    /// With a policy, rules may leave out findings it would drop (``RuleContext/isSilenced(_:on:)``):
    /// a large spec can have thousands of allowed cycles, each a long message.
    static func check(_ spec: NavigationSpec, policy: SeverityPolicy?, keepingDeepLinks: Bool) -> (
        findings: [Finding], model: NavigationModel, deepLinkAnalysis: DeepLinkAnalysis
    ) {
        var context = RuleContext(spec: spec, keepingBuildableRecipes: keepingDeepLinks)
        context.policy = policy
        // `deeplink-unbuildable` waits for the deep-link search, which runs on a second
        // thread: it goes last so the other rules overlap the search. The findings
        // still come in registry order.
        let rules = RuleRegistry.rules
        let waiting = rules.indices.filter {
            ObjectIdentifier(rules[$0]) == ObjectIdentifier(DeeplinkUnbuildableRule.self)
        }
        var findings = [[Finding]](repeating: [], count: rules.count)
        for position in rules.indices where !waiting.contains(position) {
            findings[position] = rules[position].init().findings(in: context)
        }
        for position in waiting {
            findings[position] = rules[position].init().findings(in: context)
        }
        // The context holds the catalog and the search tree: freeing them
        // takes a while on a large spec and nothing waits for it, so another thread does.
        if context.deepLinkAnalysis.isOnAnotherThread {
            DispatchQueue.global(qos: .utility).async { [context] in withExtendedLifetime(context) {} }
        }
        return (findings.flatMap { $0 }, context.model, context.deepLinkAnalysis)
    }
}
