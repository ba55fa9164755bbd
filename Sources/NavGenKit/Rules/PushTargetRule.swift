/// `push-target`: `push`, `sheet`, `cover` or `replace` naming a route that exists
/// only in another coordinator.
package struct PushTargetRule: Rule {
    package static let description = RuleDescription(
        id: .pushTarget, severity: .error, configurable: true,
        summary: "push, sheet or cover to a route of another coordinator",
        rationale: """
            Each coordinator owns one navigation stack and one route enum. Pushing another \
            coordinator's screen would put it on a stack whose coordinator cannot build it or \
            handle its transitions; showing it means starting that coordinator or selecting its tab.
            """,
        details: """
            Points at the target's name, in `then` actions too. The hint proposes `tab:` when \
            the other coordinator is a tab around this route, and starting it otherwise.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
                    transitions:
                      - push: ↓profile
              settings:
                root: overview
                routes:
                  overview:
                    transitions: [{ push: profile }]
                  profile:
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
                    transitions:
                      - start: login
                        then:
                          done: { sheet: ↓welcome }
              login:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: launch
                children: [home]
                routes:
                  launch:
                    transitions: [{ replace: ↓feed }, { start: home }]
              home:
                root: feed
                routes:
                  feed:
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
                    transitions:
                      - tab: settings
              settings:
                root: profile
                routes:
                  profile:
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }, { sheet: info }]
                    detail:
                    info:
                      transitions: [dismiss]
                    """, deepLinks: ""),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.unresolved.compactMap { reference -> Finding? in
            guard reference.expectsRoute, case .transition(let route, let keyword) = reference.site,
                let owner = reference.elsewhere.first, !reference.name.value.contains("."),
                !reference.isGoTarget
            else { return nil }
            let target = model[owner].coordinator
            let coordinator = model[route].coordinator
            let tabs = Containment(model).enclosingTabs(of: coordinator, in: model)
            let isTab = tabs.contains { model[$0].resolvedChildren.contains(target) }
            let help: String
            if model[target].kind == .routes, model[coordinator].kind == .stack {
                help = "add the route set to the stack: `uses: [\(model[target].id.value)]`"
            } else if model[coordinator].kind == .routes {
                help = "a set's routes show only the set's own routes; move the route into the set"
            } else {
                help =
                    isTab
                    ? "select its tab instead: `tab: \(model[target].id.value)`"
                    : "start \(context.quoted(target)) as a child coordinator instead, or move the route here"
            }
            return context.finding(
                .pushTarget, at: reference.name.location,
                "'\(keyword)' cannot show '\(reference.name.value)': it is a route of \(context.quoted(target)), "
                    + "not of \(context.quoted(coordinator))",
                help: help, on: route)
        } + ContainerTransitionChecks.findings(.pushTarget, in: context)
    }
}
