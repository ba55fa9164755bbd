/// `push-cycle`: pushes that lead back to where they started, so the stack can
/// grow without end.
///
/// Cycles are followed within a coordinator (`push:` and `then` pushes). A cycle
/// through `start` must re-enter a coordinator it left, which is a flow cycle
/// or an undeclared child: those rules report it, once.
package struct PushCycleRule: Rule {
    package static let description = RuleDescription(
        id: .pushCycle, severity: .warning, configurable: true,
        summary: "pushes that can repeat forever",
        rationale: """
            Each push keeps the previous screen alive on the stack. A loop of pushes lets a user \
            build a stack of any depth, with memory to match and a long way back. Related items \
            (a recipe's related recipe) are the usual intended case: allow it on that route.
            """,
        details: """
            Follows `push:` (and pushes in `then`) within each coordinator. One finding per \
            group of routes that push each other, spelling the cycle in order \
            (`recipeDetail → reviews → recipeDetail`; a self-push is `article → article`) at \
            its first push in declaration order: that route's `allow:` silences it. A cycle \
            through `start` is a `flow-cycle` or an `undeclared-child` and is reported \
            as that.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: recipeList
                routes:
                  recipeList:
                    transitions: [{ push: recipeDetail }]
                  recipeDetail:
                    transitions: [{ ↓push: reviews }]
                  reviews:
                    transitions: [{ push: recipeDetail }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: article
                routes:
                  article:
                    transitions:
                      - ↓push: article
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: list
                routes:
                  list:
                    transitions: [{ push: detail }]
                  detail:
                    transitions: [pop, popToRoot]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            rules:
              push-cycle: off
            coordinators:
              main:
                root: article
                routes:
                  article:
                    transitions: [{ push: article }]
            """,
            // A replace swaps the screen on top: a page that replaces itself grows no stack.
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ replace: webPage }]
                  webPage:
                    transitions: [{ replace: webPage }, { replace: home }]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        // A closure rather than a key path: it runs once per edge of the spec.
        let cycles = model.cycles(following: { $0.pushedRoute })
        return cycles.compactMap { cycle in
            let first = model.edges[cycle.edges[0]]
            guard !context.isSilenced(.pushCycle, on: first.source) else { return nil }
            return context.finding(
                .pushCycle, at: first.location, "pushes can repeat forever: \(model.spell(cycle))",
                help: "go back (pop, popToRoot) instead of pushing a screen that is already below, "
                    + "or add `allow: [push-cycle]` to '\(model[first.source].id.value)' if the loop is intended",
                on: first.source)
        }
    }
}
