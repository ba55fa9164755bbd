/// `duplicate-key`: a mapping that repeats a key. The YAML reader reports it.
package enum DuplicateKeyRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .duplicateKey, severity: .error, configurable: false,
        summary: "a mapping repeats a key",
        rationale: """
            YAML would keep one of two equal keys and silently drop the other: a route declared \
            twice would lose its params or transitions without notice.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                    ↓home:                 # the second 'home'
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            ↓root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions:
                        - push: detail
                    detail:
                      transitions:
                        - pop
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      params: { id: Int, name: String }
                    """, deepLinks: ""),
        ])
}
