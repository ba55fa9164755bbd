/// `unreachable-coordinator`: a coordinator that no sequence of moves from launch
/// (nor a deep link into a reachable coordinator) shows, reported once for everything
/// it would have shown.
package struct UnreachableCoordinatorRule: Rule {
    package static let description = RuleDescription(
        id: .unreachableCoordinator, severity: .error, configurable: true,
        summary: "no way from launch leads to this coordinator",
        rationale: """
            A coordinator nothing starts and no tab bar shows is a whole flow users can never \
            see, yet it is generated, compiled and maintained. It is usually a forgotten `start:` \
            or a tab left out of `children`.
            """,
        details: """
            Reachability starts at the root coordinator: a tabs coordinator shows all its tabs, \
            a stack its root route, a route whatever its transitions and `then` actions push, \
            present, start or select; a deep link shows its route once the route's coordinator \
            is reachable. One finding per unreachable region, at its head (what nothing else \
            unreachable leads to); the note lists what else it makes unreachable. A child that \
            its parent lists but nothing starts is `unused-child` only.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
              ↓promo:
                root: banner
                routes:
                  banner:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed]
              feed:
                root: list
                routes:
                  list:
              ↓admin:
                root: users
                children: [audit]
                routes:
                  users:
                    transitions: [{ start: audit }]
              audit:
                root: log
                routes:
                  log:
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
                children: [promo]
                routes:
                  home:
                    transitions: [{ start: promo }]
              promo:
                root: banner
                routes:
                  banner:
                    transitions: [dismiss]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [promo]
                routes:
                  home:
              promo:
                root: banner
                routes:
                  banner:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return UnreachableRegions.regions(in: context).compactMap { region in
            guard case .coordinator(let coordinator) = region.head else { return nil }
            return context.finding(
                .unreachableCoordinator, at: model[coordinator].id.location,
                "no way from launch leads to coordinator \(context.quoted(coordinator))",
                notes: UnreachableRegions.note(for: region, in: model, verb: "it also makes unreachable"),
                help: "start it from a route (and list it in that coordinator's children), make it a tab, "
                    + "or remove it")
        }
    }
}
