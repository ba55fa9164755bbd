/// The validation stage of a loaded spec: `rules:` and `allow:` read, the semantic
/// rules run on the stages the pipeline resolved for them when the shape is sound,
/// and the checks that hold whatever else is wrong.
struct SpecValidation {
    let report: Validator.Report
    /// What the rules ran on; nil when the spec did not load or its shape is unsound.
    let stages: ResolvedStages?

    /// `keeping`: the recipes the pipeline's later stages will read.
    init(_ loaded: SpecLoader.Result, keeping: DeepLinkAnalysis.Keeping) {
        let policy = SeverityPolicy(spec: loaded.spec)
        // Name collisions are judged with the shape: the model cannot hold two things
        // of one name, so they keep the semantic rules from running.
        var findings =
            loaded.findings + policy.refusals
            + NameCollisionRule.findings(in: loaded.spec, names: loaded.names, files: loaded.files)
        var stages: ResolvedStages?
        // Whether the shape is sound is judged after `rules:` and `allow:`: a reading
        // finding the spec turned off (a repeated child, an unknown rule id in `allow:`)
        // must not also turn off every semantic rule. A rule the spec may not turn off
        // (``SeverityPolicy/refusals``) is an error of the spec's shape.
        if let spec = loaded.spec, !policy.apply(to: findings).hasErrors {
            let resolved = ResolvedStages(spec, keeping: keeping)
            findings += Validator.findings(in: resolved.ruleContext(policy: policy))
            stages = resolved
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
        report = Validator.Report(
            spec: loaded.spec, findings: policy.apply(to: findings), files: loaded.files)
        self.stages = stages
    }

}
