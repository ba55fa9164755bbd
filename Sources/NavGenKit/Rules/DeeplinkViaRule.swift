/// `deeplink-via`: a pattern's `via` is not a chain of forward moves from launch to
/// its target.
package struct DeeplinkViaRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkVia, severity: .error, configurable: true,
        summary: "a deep link's via is not a chain of forward moves to its target",
        rationale: """
            `via` chooses the screens under a deep link's target instead of the shortest \
            sequence. The app must be able to build that back stack with its own moves: the \
            first screen is a stack root shown at launch or by selecting a tab, each next one \
            is one push, sheet, cover or start from the one before, and so is the target. A \
            chain the app cannot walk would show a back stack that no user could reach.
            """,
        details: """
            Reported at the `via` key. An entry that names no route is `unknown-reference` \
            instead; a screen of the chain that needs a param the URL does not give is \
            `deeplink-unbuildable`.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int }
                      deeplink:
                        - pattern: /recipes/{id}
                          ↓via: [category]
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int }
                      deeplink:
                        - pattern: /recipes/{id}
                          ↓via: [home]
                    """),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }, { push: recipe }]
                    category:
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int }
                      deeplink:
                        - pattern: /recipes/{id}
                          via: [home, category]
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ sheet: recipe }]
                    recipe:
                      params: { id: Int }
                      transitions: [dismiss]
                      deeplink:
                        - pattern: /recipes/{id}
                          open: onTop
                          via: [home]
                    """),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        guard let (_, results) = context.deepLinkAnalysis.recipes else { return [] }
        return results.compactMap { result -> Finding? in
            guard case .failure(.via(let pattern, let problem)) = result, let via = pattern.via else {
                return nil
            }
            let help: String
            switch problem {
            case .unknownRoute:
                return nil  // unknown-reference
            case .notShownAtLaunch:
                help = "start via with the root of a stack shown at launch or by selecting a tab"
            case .notOneMove, .targetNotOneMove:
                help =
                    "list every screen under the target, bottom first, each one push, sheet, cover or start "
                    + "from the one before; or declare the missing transition"
            }
            return context.finding(
                .deeplinkVia, at: via.location,
                "the via of '\(pattern.source.value)' is not a chain of forward moves to \(pattern.route): \(problem)",
                notes: ["via lists " + via.value.map { "'\($0.value)'" }.joined(separator: ", ")],
                help: help, scope: pattern.route)
        }
    }
}
