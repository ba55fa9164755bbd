/// `set-finish`: a route of a route set declares `finish`.
package struct SetFinishRule: Rule {
    package static let description = RuleDescription(
        id: .setFinish, severity: .error, configurable: true,
        summary: "a `finish` in a route set",
        rationale: """
            A set's routes are shown on every stack that uses it, and those stacks finish with \
            different outcomes, or none at all: the generated route enum of the set could not \
            say which coordinator's outcome it reports, so the code would not compile.
            """,
        details: """
            Points at the `finish` item. A set's transitions may show its own routes, start \
            its own children, and `tab`, `pop`, `popToRoot` and `dismiss`; to end a flow from \
            a set route, start a child flow that finishes, or move the route into the stack. \
            A tab bar's outcome is no exception, even when every stack using the set is one of \
            its tabs. An `emit` there is reported alike: a set's routes belong to no one flow \
            whose starter could handle the event. Not also reported as `unknown-outcome`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                uses: [common]
                routes:
                  home:
                    transitions: [{ push: account }]
              common:
                kind: routes
                routes:
                  account:
                    transitions: [{ ↓finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                uses: [common]
                outcomes: [done]
                routes:
                  home:
                    transitions: [{ push: account }]
              common:
                kind: routes
                children: [login]
                routes:
                  account:
                    transitions:
                      - start: login
                        then: { done: { ↓finish: done } }
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [tabTray]
                routes:
                  home:
                    transitions:
                      - start: tabTray
                        then: { selected: stay }
              tabTray:
                kind: tabs
                children: [openTabs]
                outcomes: [selected]
              openTabs:
                root: tabList
                uses: [common]
                routes:
                  tabList:
                    transitions: [{ push: search }]
              common:
                kind: routes
                routes:
                  search:
                    transitions: [{ ↓finish: selected }]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                uses: [common]
                routes:
                  home:
                    transitions: [{ push: account }]
              common:
                kind: routes
                routes:
                  account:
                    transitions: [pop]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions: [{ start: login }]
              login:
                root: form
                uses: [common]
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ push: terms }, { finish: done }]
              common:
                kind: routes
                routes:
                  terms:
                    transitions: [dismiss]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.edgesAndEventEdges.compactMap { edge -> Finding? in
            let set = model[edge.source].coordinator
            guard model[set].kind == .routes else { return nil }
            if case .emit(let event) = edge.kind {
                return context.finding(
                    .setFinish, at: edge.location,
                    "route set \(context.quoted(set)) cannot emit '\(event)': a set's routes belong to no flow that declares events",
                    notes: [
                        "a set's routes run on the stacks that use it, and each of those has its own starter"
                    ],
                    help: "move '\(model[edge.source].id.value)' into the stack that declares the event",
                    on: edge.source)
            }
            guard case .finish(let outcome) = edge.kind else { return nil }
            return context.finding(
                .setFinish, at: edge.location,
                "route set \(context.quoted(set)) cannot finish with '\(outcome)': a set's routes finish no coordinator",
                notes: [
                    "a set's routes run on the stacks that use it, and each of those finishes its own way"
                ],
                help:
                    "use pop, popToRoot or dismiss, start a child flow that finishes, or move '\(model[edge.source].id.value)' into a stack",
                on: edge.source)
        }
    }
}
