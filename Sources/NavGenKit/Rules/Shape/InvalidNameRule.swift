/// `invalid-name`: a name that cannot become the Swift it names, or that makes a
/// generated file name too long. The spec decoder reports the first; the check of
/// the generated file names the second.
package enum InvalidNameRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .invalidName, severity: .error, configurable: false,
        summary: "a name breaks the naming rules, or makes a file name too long",
        rationale: """
            Names become Swift enum cases, types and methods: `recipe-detail` or `Settings` \
            cannot, so they are rejected where they are defined, with the spelling to use. They \
            also name files: a name whose generated file name would pass 255 bytes cannot be written.
            """,
        details: """
            Besides the naming patterns, the file names `navgen generate` makes from names: the \
            `app` name with `Navigation.swift`, a coordinator id with `Coordinator.swift` (the \
            first letter uppercased), whatever `--ui` will be. Such a name is at most 255 bytes; \
            the finding points at the name and says how long it may be.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                    ↓recipe-detail:        # rename it 'recipeDetail'
                    """, deepLinks: ""),
            """
            navgen: 1
            app: ↓demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
              ↓\(String(repeating: "a", count: 250)):
                root: start
                routes:
                  start:
            """,
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                    recipeDetail:
                      params: { recipeID: Int }
                    """, deepLinks: ""),
            """
            navgen: 1
            app: RecipeBox
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
              \(String(repeating: "a", count: 200)):
                root: start
                routes:
                  start:
            """,
        ])
}
