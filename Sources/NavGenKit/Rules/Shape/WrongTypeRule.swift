/// `wrong-type`: a value of the wrong YAML shape, or not one of the format's words
/// or param types. The spec decoder reports it; so does the severity policy, for a
/// rule in `rules:` or `allow:` that is always an error; and so does this rule, for a
/// value of a deep link's `set`, which reads as its param's type only where patterns
/// are read.
package enum WrongTypeRule: Rule {
    package static let description = RuleDescription(
        id: .wrongType, severity: .error, configurable: false,
        summary: "a value has the wrong YAML shape or is not a known param type",
        rationale: """
            A value of the wrong shape (a word where a list belongs, `kind: tab`) cannot be read \
            reliably, and a param type that is not a Swift type would not compile.
            """,
        details: """
            Also reported for a rule named in `rules:` or `allow:` that is always an error, at \
            its id, once the spec has the keys it needs to be checked (`app`, `root` and \
            `coordinators`), and for a value of a deep link's `set` that is not URL text of its \
            param's type. A condition action `set` maps condition ids to `true` or `false`, \
            at least one pair. A tab bar's `transitions` cannot `push`, `replace`, `pop`, \
            `popToRoot`, `dismiss` or `emit` (it has no stack of its own). Also reported, once \
            each, for what `validate` checks but `simulate` and `generate` do not build yet: a \
            tab bar's `uses` and `transitions`, a `start` written `as: overlay` and a root \
            overlay.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [launch]
                routes:
                  home:
                    transitions:
                      - { start: launch, at: survey, args: { kind: exit, count: ↓many }, then: { done: stay } }
              launch:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ push: survey }, { finish: done }]
                  survey:
                    params: { kind: String, count: 'Int?' }
                    transitions: [{ finish: done }]
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                      params:
                        id: ↓int             # String, Int, Double, Bool, UUID or an app type
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      params: { live: Bool? }
                      deeplink: [{ pattern: /live, set: { live: ↓yes } }]   # true or false
                    """),
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: ↓tab
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            rules:
              ↓yaml-syntax: off
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            // A condition action sets each condition to true or false.
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
              premium:
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ set: { signedIn: ↓no } }, { set: ↓{} }]
            """,
            // A tab bar has no stack to pop, and what it presents is not built yet.
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed]
                uses: [shared]
                ↓transitions: [{ sheet: about }, ↓pop]
              shared:
                kind: routes
                routes:
                  about:
              feed:
                root: list
                routes:
                  list:
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
                    params: { id: Int, name: String, recipe: Recipe }
            """,
            """
            navgen: 1
            app: Demo
            root: main
            rules:
              push-cycle: error
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [pop]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        context.deepLinks.entries.flatMap { entry in
            entry.problems.compactMap { problem -> Finding? in
                guard case .value(let message, let help, let location) = problem else { return nil }
                return context.finding(.wrongType, at: location, message, help: help, scope: entry.scope)
            }
        } + FlowStartArguments.badValues(in: context) + GoArguments.badValues(in: context)
            + ConditionArguments.badBindings(in: context)
            + SplitColumns.badShapes(in: context) + UnbuiltPresentations.findings(in: context)
            + ContainerTransitionChecks.findings(.wrongType, in: context)
    }
}
