/// Every semantic rule navgen runs, in the order the rules doc lists them.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        DeeplinkSyntaxRule.self,
        DeeplinkParamRule.self,
        DeeplinkAmbiguousRule.self,
        DeeplinkUnbuildableRule.self,
        DeeplinkNoSchemeRule.self,
    ]
}
