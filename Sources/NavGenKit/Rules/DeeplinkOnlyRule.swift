/// `deeplink-only`: a route that a URL can open but no sequence of moves from
/// launch shows, reported at the route with the deep link.
package struct DeeplinkOnlyRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkOnly, severity: .warning, configurable: true,
        summary: "a route that only a deep link can show",
        rationale: """
            A screen only a URL opens is one users lose as soon as they navigate away, and one \
            that QA rarely reaches by tapping. Sometimes that is the intent (a campaign landing \
            page); often a transition to it was forgotten. Allow it on the route when intended.
            """,
        details: """
            Reachable once deep links count, but not from launch. Points at the key of the \
            route with the deep link that heads each such region; the routes shown only \
            through it are in the note.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks:
              schemes: [demo]
            coordinators:
              main:
                root: home
                routes:
                  home:
                  ↓promo:
                    deeplink: /promo
            """,
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks:
              hosts: [demo.example.com]
            coordinators:
              main:
                kind: tabs
                children: [feed]
              feed:
                root: list
                routes:
                  list:
                  ↓campaign:
                    deeplink: /campaign
                    transitions: [{ push: terms }]
                  terms:
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks:
              schemes: [demo]
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: promo }]
                  promo:
                    deeplink: /promo
            """,
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks:
              schemes: [demo]
            coordinators:
              main:
                root: home
                routes:
                  home:
                  promo:
                    deeplink: /promo
                    allow: [deeplink-only]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        // Nothing shown only by a deep link (the usual case): no digraph to build.
        let mask = context.reachability.deepLinkOnlyMask
        guard !context.reachability.isUncertain, mask.contains(true) else { return [] }
        let digraph = model.leadsTo(includingDeepLinks: true)
        return model.regions(of: mask, in: digraph).compactMap { region in
            let linked = region.component.lazy.compactMap { node -> RouteIndex? in
                guard case .route(let route) = node, model[route].hasDeepLink else { return nil }
                return route
            }
            guard let route = linked.first else { return nil }
            let others = (region.component + region.members).filter { $0 != .route(route) }
            let notes =
                others.isEmpty
                ? [] : ["only through it can the app show " + others.map(model.describe).listed(limit: 20)]
            return context.finding(
                .deeplinkOnly, at: model[route].id.location,
                "only a deep link shows '\(model[route].ref)': no sequence of moves from launch reaches it",
                notes: notes,
                help: "show it from another route (e.g. `push: \(model[route].id.value)`), "
                    + "or add `allow: [deeplink-only]` to it if that is intended",
                on: route)
        }
    }
}
