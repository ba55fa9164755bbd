/// When a spec's conditions combine in more ways than generated code spells out:
/// checked by `deeplink-unbuildable` in `validate` and again by the generator, which
/// reports it with the same finding.
extension GuardedOpening {
    /// Whether any exploration can exceed ``ConditionTree/leafLimit``: one with `count`
    /// conditions has at most 2^count leaves, so with 8 or fewer it never does.
    static func mayHaveTooManyCombinations(conditions count: Int) -> Bool {
        count > 0 && (count >= Int.bitWidth - 1 || 1 << count > ConditionTree<Outcome>.leafLimit)
    }

    /// ``mayHaveTooManyCombinations(conditions:)`` for a model: each entry with args
    /// (`joined(roomId)`) reads a tuple of its own, one more thing a tree may branch on.
    static func mayHaveTooManyCombinations(in model: NavigationModel) -> Bool {
        mayHaveTooManyCombinations(conditions: model.conditions.count + model.tupleReads.count)
    }

    /// The launch state's tree, or nil when it has too many combinations.
    func launchTree() -> ConditionTree<PlanNode?>? {
        try? ConditionTree.explore { reader in try launch(&reader).map { PlanNode($0.root) } }
    }

    /// A plan's tree, or nil when it has too many combinations.
    func tree(of plan: DeepLinkPlan, planner: DeepLinkPlanner) -> ConditionTree<Outcome>? {
        try? ConditionTree.explore { reader in try open(plan, planner: planner, &reader) }
    }

    /// The finding for `what` (the launch state, or a deep link) at `location`.
    static func tooManyCombinations(_ what: String, at location: SourceLocation, file: String) -> Finding {
        Finding(
            file: file, location: location, rule: .deeplinkUnbuildable,
            message:
                "\(what) depends on its conditions in more ways than navgen writes code for: at most "
                + "\(ConditionTree<Outcome>.leafLimit) combinations, and \(ConditionTree<Outcome>.depthLimit) "
                + "conditions read one after another",
            help: "guard fewer screens and tabs on the way, or split the conditions")
    }
}

extension NavigationModel {
    /// Every distinct tuple an entry with args reads (condition and arg names), from
    /// the routes' and coordinators' `requires`: what a deep link may branch on beyond
    /// the conditions. Empty for a spec without condition params.
    var tupleReads: Set<ConditionRead> {
        guard hasConditionParams else { return [] }
        let guards = routes.flatMap(\.guards) + coordinators.flatMap(\.guards)
        return Set(guards.compactMap { entry in entry.args.map { ConditionRead(entry.condition, args: $0) } })
    }
}
