/// `yaml-syntax`: text libyaml cannot read. The YAML reader reports it, with
/// libyaml's own message and position.
public enum YAMLSyntaxRule: RuleDescribing {
    public static let description = RuleDescription(
        id: .yamlSyntax, severity: .error, configurable: false,
        summary: "libyaml rejected the text",
        rationale: """
            If libyaml cannot read the file, no part of the app's navigation is known: nothing can be \
            generated or simulated. The finding carries libyaml's own message and position.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home↓: start   # a second colon on the line
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators: [main     # the flow sequence is never closed
            ↓
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators: { main: { root: home, routes: { home: {} } } }
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: "home"         # quoted and plain scalars read alike
                routes:
                  home:
            """,
        ])
}
