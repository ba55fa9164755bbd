/// `undeclared-child`: `start: C` where C exists but is not in the coordinator's
/// `children`.
package struct UndeclaredChildRule: Rule {
    package static let description = RuleDescription(
        id: .undeclaredChild, severity: .error, configurable: true,
        summary: "start: C where C is not in children",
        rationale: """
            `children` is the coordinator's contract: the generated coordinator class gets a \
            property, a factory and an outcome handler for each child it lists. A child started \
            without being listed has none of them, so the generated code cannot start it.
            """,
        details: """
            Points at the started coordinator's name. A name that matches no coordinator is \
            `unknown-reference` instead, and so is a misspelt entry of `children` \
            (`children: [suport]`): the flows its name is closest to are not reported as \
            started without being listed. A route's `otherwise` is not checked: it may start a \
            coordinator that the route's coordinator does not list, as a condition's \
            `satisfiedBy` starts one that nobody lists, since the generated coordinator makes \
            every flow its routes start, `otherwise` included.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [launch, menu]
                routes:
                  home:
                    transitions:
                      - start: menu
                        then: { openSettings: { start: ↓settings, then: { done: stay } }, closed: stay }
                      - { start: launch, then: { done: stay } }
              launch:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ push: survey }, { finish: done }]
                  survey:
                    params: { kind: String, count: 'Int?' }
                    transitions: [{ finish: done }]
              menu:
                root: list
                outcomes: [openSettings, closed]
                routes:
                  list:
                    transitions: [{ finish: openSettings }, { finish: closed }]
              settings:
                root: general
                outcomes: [done]
                routes:
                  general:
                    transitions: [{ finish: done }]
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
                    transitions:
                      - start: ↓login
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
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
                    transitions: [{ start: login }, { start: ↓signup }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
              signup:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
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
                children: [login]
                routes:
                  home:
                    transitions: [{ start: login }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ start: ghost }]
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              premium: { setByApp: true }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: recipe }]
                  recipe:
                    requires: [premium]
                    otherwise: { start: paywall, as: cover }
              paywall:
                root: offer
                routes:
                  offer:
                    transitions: [dismiss]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.edges.compactMap { edge -> Finding? in
            guard case .start(let child, _) = edge.kind else { return nil }
            let parent = model[edge.source].coordinator
            guard !model[parent].resolvedChildren.contains(child),
                !model.childEntryMisspells(child, of: parent)
            else { return nil }
            return context.finding(
                .undeclaredChild, at: edge.targetLocation ?? edge.location,
                "\(context.quoted(parent)) starts \(context.quoted(child)), which is not one of its children",
                help:
                    "add it to the children of \(context.quoted(parent)): children: [\(model[child].id.value)]",
                on: edge.source)
        } + ContainerTransitionChecks.findings(.undeclaredChild, in: context)
    }
}
