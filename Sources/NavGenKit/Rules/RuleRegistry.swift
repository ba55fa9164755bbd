/// Every rule navgen has, in the order `navgen rules`, the rules doc and the SARIF
/// rule list give them (``RuleID``'s order): the one place that lists them.
///
/// What anything knows about a rule (its severity, whether it can be configured,
/// its texts) comes from its type's ``RuleDescribing/description``, through here.
package enum RuleRegistry {
    /// The rules the reading stages report come first, as in ``RuleID``.
    package static let all: [any RuleDescribing.Type] = [
        YAMLSyntaxRule.self,
        DuplicateKeyRule.self,
        AliasLimitRule.self,
        IncludeErrorRule.self,
        UnsupportedVersionRule.self,
        MissingFieldRule.self,
        UnknownKeyRule.self,
        WrongTypeRule.self,
        InvalidNameRule.self,
        OutputPathRule.self,
        NameCollisionRule.self,
        UnknownReferenceRule.self,
        PushTargetRule.self,
        RootParamsRule.self,
        StartParamsRule.self,
        ModalPushRule.self,
        UndeclaredChildRule.self,
        UnhandledOutcomeRule.self,
        UnknownOutcomeRule.self,
        SetFinishRule.self,
        ConflictingStartRule.self,
        TabTargetRule.self,
        CoordinatorCycleRule.self,
        GuardCycleRule.self,
        GuardUnsatisfiableRule.self,
        GuardNoTabsRule.self,
        GuardNoRootRule.self,
        UnreachableCoordinatorRule.self,
        UnreachableRouteRule.self,
        DeeplinkSyntaxRule.self,
        DeeplinkParamRule.self,
        DeeplinkAmbiguousRule.self,
        DeeplinkUnbuildableRule.self,
        DeeplinkViaRule.self,
        EntryUnbuildableRule.self,
        DeeplinkNoSchemeRule.self,
        DeeplinkWebSchemeRule.self,
        RedirectLoopRule.self,
        UnusedChildRule.self,
        UnusedRouteSetRule.self,
        GuardNoWayRule.self,
        DeeplinkOnlyRule.self,
        PushCycleRule.self,
        ModalCycleRule.self,
        NoExitRule.self,
        DuplicateTransitionRule.self,
        FlowCycleRule.self,
        UnhandledEventRule.self,
    ]

    /// The semantic rules, which the validator runs, in the same order.
    package static let rules: [any Rule.Type] = all.compactMap { $0 as? any Rule.Type }

    /// Every rule's description, in the same order.
    package static let descriptions: [RuleDescription] = all.map { $0.description }

    /// The description of the rule with this id. Every id has one: a test checks
    /// that ``all`` lists exactly ``RuleID``'s cases, in their order.
    package static func description(of id: RuleID) -> RuleDescription {
        descriptions[position(of: id)]
    }

    static func position(of id: RuleID) -> Int {
        guard let position = positions[id] else {
            preconditionFailure("no rule in RuleRegistry.all has the id \(id.rawValue)")
        }
        return position
    }

    private static let positions = Dictionary(
        descriptions.indices.map { (descriptions[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
}
