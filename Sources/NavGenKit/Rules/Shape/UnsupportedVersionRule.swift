/// `unsupported-version`: a spec whose `navgen` is not 1. The spec decoder reports
/// it and reads no further.
package enum UnsupportedVersionRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .unsupportedVersion, severity: .error, configurable: false,
        summary: "`navgen` is not 1",
        rationale: """
            A spec written for another format would be misread key by key, so it is refused before \
            anything else is checked.
            """,
        triggeringExamples: [
            """
            navgen: ↓2               # this navgen reads format 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: ↓0
            app: Demo
            """,
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                    """, deepLinks: ""),
            """
            navgen: 1   # format 1
            app: Demo
            root: main
            coordinators: { main: { root: home, routes: { home: {} } } }
            """,
        ])
}
