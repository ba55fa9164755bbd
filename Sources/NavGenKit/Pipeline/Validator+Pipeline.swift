/// `navgen validate` as a pure function, for callers that want only the report: each
/// runs the pipeline, which alone knows the order of the stages.
extension Validator {
    /// Loads and checks a spec. Semantic rules run only on a well-formed spec: on a
    /// malformed one they would mostly report the consequences of the shape error.
    /// The files the spec includes are read from `includes`.
    package static func validate(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = SpecLoader.noIncludes
    ) -> Report {
        Pipeline(bytes, file: file, limits: limits, includes: includes).report
    }

    /// Loads and checks a spec from an open regular file, read in chunks while it is
    /// parsed (see ``SpecLoader/load(fileDescriptor:file:limits:includes:)``).
    package static func validate(
        fileDescriptor: Int32, file: String, limits: YAMLLimits = .standard,
        includes: any SpecSources = SpecLoader.noIncludes
    ) -> Report {
        Pipeline(fileDescriptor: fileDescriptor, file: file, limits: limits, includes: includes).report
    }

    /// Runs every registered rule on a decoded spec (raw severities), on stages
    /// resolved for it alone.
    package static func check(_ spec: NavigationSpec) -> [Finding] {
        let stages = ResolvedStages(spec, keeping: .problems)
        defer { stages.releaseAside() }
        return findings(in: stages.ruleContext(policy: nil))
    }
}
