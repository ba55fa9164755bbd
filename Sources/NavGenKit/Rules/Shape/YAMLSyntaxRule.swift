/// `yaml-syntax`: text libyaml cannot read. The YAML reader reports it, with
/// libyaml's own message and position.
package enum YAMLSyntaxRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .yamlSyntax, severity: .error, configurable: false,
        summary: "libyaml rejected the text",
        rationale: """
            If libyaml cannot read the file, no part of the app's navigation is known: nothing can be \
            generated or simulated. The finding carries libyaml's own message and position.
            """,
        details: """
            The mistakes newcomers meet most get a help line that names the fix: a deep-link \
            pattern with `{ }` unquoted inside `[ ]` (the line is shown with it quoted), a tab \
            used to indent, and a value that starts with `*` or `@` or holds `: `.
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
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    deeplink: [/page, /page/↓{domain}]   # '{' opens a mapping: quote it
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
