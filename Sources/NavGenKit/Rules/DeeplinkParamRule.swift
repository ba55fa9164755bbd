/// `deeplink-param`: a pattern's `{params}` must fit its route's params.
package struct DeeplinkParamRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkParam, severity: .error, configurable: true,
        summary: "a pattern's params do not match the route's",
        rationale: """
            The generated deep-link initializer builds the route from the URL alone: every \
            required param must come from the pattern (bound, or given by its `set`), and every \
            bound or set name must be a param of a type that a URL can carry.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int }
                      deeplink: ↓/recipes/{idd}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int }
                      deeplink: ↓/recipes
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { recipe: Recipe? }
                      deeplink: ↓/recipes/{recipe}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { recipe: Recipe? }
                      deeplink: ↓"/recipes#{recipe}"
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int }
                      deeplink: ↓/recipes/{id}?id={id}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: stats }]
                    stats:
                      params: { tab: String, site: String }
                      deeplink: [{ pattern: '/stats/{site}', set: { ↓tabb: traffic } }]
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: stats }]
                    stats:
                      params: { tab: String, site: String }
                      deeplink: [{ pattern: '/stats/{tab}/{site}', set: { ↓tab: traffic } }]
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: stats }]
                    stats:
                      params: { tab: String, site: String, unit: String? }
                      deeplink: [{ pattern: ↓'/stats/{site}', set: { unit: week } }]
                    """),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int, source: String? }
                      deeplink: ["/recipes/{id}", "/recipes/{id}/from/{source}"]
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int, recipe: Recipe? }
                      deeplink: /recipes?id={id}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: stats }]
                    stats:
                      params: { tab: String, site: String }
                      deeplink: [{ pattern: '/stats/week/{site}', set: { tab: traffic } }, '/stats/{tab}/{site}']
                    """),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let patterns = context.deepLinks.entries.flatMap { entry in
            entry.problems.compactMap { problem -> Finding? in
                guard case .param(let message, let help, let location) = problem else { return nil }
                return context.finding(
                    .deeplinkParam, at: location ?? entry.source.location, message, help: help,
                    scope: entry.scope)
            }
        }
        return patterns + actionParams(in: context)
    }

    /// An action is opened by its link alone, so each of its params, bound or not,
    /// must be of a type a URL carries. A required one, or one a pattern binds, is
    /// already reported at the pattern; an optional one no pattern binds is reported
    /// here, at its type.
    private static func actionParams(in context: RuleContext) -> [Finding] {
        let reported = Set(
            context.deepLinks.entries.compactMap { $0.problems.isEmpty ? nil : $0.action })
        return context.spec.actions.flatMap { action in
            action.params.compactMap { param -> Finding? in
                guard case .custom(let type) = param.type.value.base, param.type.value.isOptional,
                    !reported.contains(action.id.value)
                else { return nil }
                return context.finding(
                    .deeplinkParam, at: param.type.location,
                    "param '\(param.name.value)' of action \(action.id.value) has type \(type), which a URL cannot carry",
                    help: "an action takes its values from its link: use String, Int, Double, Bool or UUID")
            }
        }
    }
}
