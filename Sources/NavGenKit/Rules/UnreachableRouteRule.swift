/// `unreachable-route`: a route that no sequence of moves from launch and no deep
/// link shows, reported at the head of each unreachable stretch of routes.
package struct UnreachableRouteRule: Rule {
    package static let description = RuleDescription(
        id: .unreachableRoute, severity: .error, configurable: true,
        summary: "no way from launch, nor any deep link, shows this route",
        rationale: """
            A screen no transition and no URL can show still costs a view, a case in every \
            exhaustive switch and a test. Usually a `push:` was forgotten, or the link to it \
            was removed and the screen left behind.
            """,
        details: """
            Same reachability as `unreachable-coordinator`; a route with a deep link is \
            reachable when its coordinator is. Points at the route's key at the head of each \
            unreachable stretch of routes; the note lists the rest. A route that nothing shows \
            inside an unreachable coordinator is a region of its own: starting the coordinator \
            would not show it either.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                    ↓reviews:
                      transitions: [{ push: writeReview }]
                    writeReview:
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                    ↓a:
                      transitions: [{ push: b }]
                    b:
                      transitions: [{ push: a }]
                    """, deepLinks: ""),
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
                  promo:
                    deeplink: /promo
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
                          done: { push: welcomeBack }
                  welcomeBack:
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return UnreachableRegions.regions(in: context).compactMap { region in
            guard case .route(let route) = region.head else { return nil }
            return context.finding(
                .unreachableRoute, at: model[route].id.location,
                "no way from launch, nor any deep link, shows '\(model[route].ref)'",
                notes: UnreachableRegions.note(for: region, in: model, verb: "it also makes unreachable"),
                help: "push or present it from a reachable route, give it a deeplink, or remove it",
                on: route)
        }
    }
}
