/// `deeplink-param`: a pattern's `{params}` must fit its route's params.
package struct DeeplinkParamRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkParam, severity: .error, configurable: true,
        summary: "a pattern's params do not match the route's",
        rationale: """
            The generated deep-link initializer builds the route from the URL alone: every \
            required param must come from the pattern, and every bound name must be a param \
            of a type that a URL can carry.
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
                      params: { id: Int }
                      deeplink: ↓/recipes/{id}?id={id}
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
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        context.deepLinks.entries.flatMap { entry in
            entry.problems.compactMap { problem -> Finding? in
                guard case .param(let message, let help) = problem else { return nil }
                return context.finding(
                    .deeplinkParam, at: entry.source.location, message, help: help, scope: entry.route)
            }
        }
    }
}
