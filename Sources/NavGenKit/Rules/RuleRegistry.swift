/// Every semantic rule navgen runs, in the order the rules doc lists them.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        OutputPathRule.self,
        UnknownReferenceRule.self,
        PushTargetRule.self,
        RootParamsRule.self,
        ModalPushRule.self,
        UndeclaredChildRule.self,
        UnhandledOutcomeRule.self,
        UnknownOutcomeRule.self,
        ConflictingStartRule.self,
        TabTargetRule.self,
        CoordinatorCycleRule.self,
        UnreachableCoordinatorRule.self,
        UnreachableRouteRule.self,
        DeeplinkSyntaxRule.self,
        DeeplinkParamRule.self,
        DeeplinkAmbiguousRule.self,
        DeeplinkUnbuildableRule.self,
        DeeplinkNoSchemeRule.self,
        UnusedChildRule.self,
        DeeplinkOnlyRule.self,
        PushCycleRule.self,
        ModalCycleRule.self,
        NoExitRule.self,
        DuplicateTransitionRule.self,
    ]
}
