/// `deeplink-unbuildable` under conditions: the launch state or a deep link whose
/// guards combine in more ways than the generated router spells out. The generator
/// explores the same trees; this is where `validate` says so first.
extension DeeplinkUnbuildableRule {
    static func tooManyCombinations(in context: RuleContext) -> [Finding] {
        let model = context.model
        guard GuardedOpening.mayHaveTooManyCombinations(in: model),
            let (planner, results) = context.deepLinkAnalysis.recipes
        else { return [] }
        // Every entry with args read as a tuple: at least as many combinations as the
        // generator's trees, which read the tuples a link gives values for.
        let opening = GuardedOpening(
            engine: planner.engine, bound: Set(model.tupleReads.flatMap { $0.args ?? [] }))
        var findings: [Finding] = []
        if opening.launchTree() == nil {
            findings.append(
                GuardedOpening.tooManyCombinations(
                    "the launch state", at: model.spec.root.location, file: model.spec.file))
        }
        for case .success(let recipe) in results where opening.tree(of: recipe.plan, planner: planner) == nil
        {
            var finding = GuardedOpening.tooManyCombinations(
                "deep link '\(recipe.pattern.source.value)'", at: recipe.pattern.source.location,
                file: model.spec.file)
            finding.scope = recipe.pattern.route.description
            findings.append(finding)
        }
        return findings
    }
}
