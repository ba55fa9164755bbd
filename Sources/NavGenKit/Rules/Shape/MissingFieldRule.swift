/// `missing-field`: a required key that is absent. The spec decoder reports it.
package enum MissingFieldRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .missingField, severity: .error, configurable: false,
        summary: "a required key is absent",
        rationale: """
            Without `app`, `root`, or a stack's `root` and `routes` there is no type prefix, no \
            launch screen or no bottom of the stack: the app's navigation is undefined.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              ↓main: { root: home }   # a stack needs routes too
            """,
            """
            ↓navgen: 1
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: stack
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: tabs
            coordinators:
              tabs:
                kind: tabs
                children: [home]
              home:
                root: start
                routes:
                  start:
            """,
        ])
}
