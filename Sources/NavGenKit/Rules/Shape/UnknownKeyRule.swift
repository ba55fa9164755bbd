/// `unknown-key`: a key the format does not have. The spec decoder reports it, with
/// the key that was probably meant.
package enum UnknownKeyRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .unknownKey, severity: .error, configurable: false,
        summary: "a key this format does not have",
        rationale: """
            A misspelt key would otherwise be ignored, and a screen would silently lose its \
            navigation. The finding suggests the key that was probably meant.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      ↓transition:           # did you mean 'transitions'?
                        - push: home
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      ↓param: { id: Int }
                    """, deepLinks: ""),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions:
                        - push: detail
                    detail:
                      params: { id: Int }
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            generate: { output: Navigation }
            rules: { push-cycle: off }
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
        ])
}
