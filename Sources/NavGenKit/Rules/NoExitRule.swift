/// `no-exit`: a full-screen cover (a route presented as a cover, or a flow started
/// as one) with no way to dismiss or finish it.
///
/// A way out is `dismiss` on the cover route or on the flow's own stack, `finish`
/// anywhere inside it, or `tab:` (which dismisses modals first) to a tab
/// outside it; `then` actions count, as they run on the route that started the child.
package struct NoExitRule: Rule {
    package static let description = RuleDescription(
        id: .noExit, severity: .warning, configurable: true,
        summary: "a cover with no way to dismiss or finish",
        rationale: """
            A full-screen cover hides the tab bar and the navigation bar, and neither the back \
            button nor the swipe-down gesture closes it. If none of its screens dismisses or \
            finishes it, the user is stuck there until they kill the app.
            """,
        details: """
            A cover route has a way out when it can `dismiss` itself, or it or a route it \
            presents can `finish` or `tab:` (which dismisses modals first). A flow started \
            `as: cover` has one when a route on its own stack can `dismiss`, or any of its \
            routes can `finish` or `tab:` out of it (a tab bar's routes are its tabs', and a tab finishing \
            with the tab bar's outcome closes it). `then` actions count. Points at the \
            route's key, or at the coordinator's key for a flow.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ cover: player }]
                    ↓player:
                      transitions: [{ sheet: queue }]
                    queue:
                      transitions: [dismiss]
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [tour]
                routes:
                  home:
                    transitions:
                      - start: tour
                        as: cover
              ↓tour:
                root: first
                routes:
                  first:
                    transitions: [{ push: second }]
                  second:
            """,
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ cover: player }, { sheet: info }]
                    player:
                      transitions: [dismiss]
                    info:
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [tour]
                routes:
                  home:
                    transitions:
                      - start: tour
                        as: cover
                        then: { done: stay }
              tour:
                root: first
                outcomes: [done]
                routes:
                  first:
                    transitions: [{ push: second }]
                  second:
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: launch
                children: [mainTabs]
                routes:
                  launch:
                    transitions:
                      - start: mainTabs
                        as: cover
                        then: { loggedOut: stay }
              mainTabs:
                kind: tabs
                children: [teamProfile, roster]
                outcomes: [loggedOut]
              teamProfile:
                root: profile
                routes:
                  profile:
                    transitions: [{ finish: loggedOut }]
              roster:
                root: players
                routes:
                  players:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        var search = ExitSearch(context.model)
        return routeFindings(in: context, search: &search) + flowFindings(in: context, search: &search)
    }

    private static func routeFindings(in context: RuleContext, search: inout ExitSearch) -> [Finding] {
        let model = context.model
        let presenting = model.presentingEdges()
        let conditional = ConditionalPresentations(model)
        return model.routeIndices.compactMap { route in
            let covers = presenting[route.rawValue].filter {
                model.edges[$0].targetRoute == route && model.edges[$0].canShow(as: .cover)
            }
            var notes =
                covers.first.map { ["it is presented as a cover by \(model.describeSource(of: $0))"] } ?? []
            if notes.isEmpty, let otherwise = conditional.routes[route], otherwise.isCover {
                notes = ["it is presented as a cover by \(otherwise.note)"]
            }
            guard !notes.isEmpty, !search.hasExit(from: [route], stack: [route], tabs: []) else {
                return nil
            }
            return context.finding(
                .noExit, at: model[route].id.location,
                "'\(model[route].ref)' is shown as a full-screen cover but has no way out",
                notes: notes + (covers.count > 1 ? ["and \(covers.count - 1) more"] : []),
                help:
                    "add `dismiss` to its transitions (back does not close a cover), or present it as a sheet",
                on: route)
        }
    }

    private static func flowFindings(in context: RuleContext, search: inout ExitSearch) -> [Finding] {
        let model = context.model
        let starts = model.startingEdges()
        let conditional = ConditionalPresentations(model)
        return model.coordinatorIndices.compactMap { coordinator in
            // A flow started as a cover in either size class needs a way out in both.
            let covers = starts[coordinator.rawValue].filter { model.edges[$0].canShow(as: .cover) }
            guard
                let starter = covers.first.map(model.describeSource(of:))
                    ?? conditional.coverFlows[coordinator]
            else { return nil }
            let stacks = stackCoordinators(shownBy: coordinator, in: model)
            let roots = stacks.compactMap { model[$0].root }
            guard !roots.isEmpty else { return nil }
            let tabs = model[coordinator].kind == .tabs ? Set(model[coordinator].resolvedChildren) : []
            guard !search.hasExit(from: roots, stack: roots, tabs: tabs) else { return nil }
            return context.finding(
                .noExit, at: model[coordinator].id.location,
                "\(context.quoted(coordinator)) is started as a full-screen cover, "
                    + "but none of its routes dismisses or finishes it",
                notes: ["it is started as a cover by \(starter)"],
                help:
                    "add `dismiss` or `finish: <outcome>` to one of its routes (back does not close a cover), "
                    + "or start it as a sheet")
        }
    }

    /// The stack coordinators a flow shows: itself, a tabs coordinator's tabs or a split's columns.
    private static func stackCoordinators(shownBy coordinator: CoordinatorIndex, in model: NavigationModel)
        -> [CoordinatorIndex]
    {
        switch model[coordinator].kind {
        case .stack: [coordinator]
        case .tabs: model[coordinator].resolvedChildren.filter { model[$0].kind == .stack }
        case .split: model[coordinator].resolvedColumns.filter { model[$0].kind == .stack }
        case .routes: []
        }
    }
}
