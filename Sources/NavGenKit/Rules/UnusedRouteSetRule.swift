/// `unused-route-set`: a route set that no stack's `uses` names.
///
/// Its routes then get no `unreachable-route`: the set being unused is the one cause.
package struct UnusedRouteSetRule: Rule {
    package static let description = RuleDescription(
        id: .unusedRouteSet, severity: .warning, configurable: true,
        summary: "a route set that no stack uses",
        rationale: """
            A set's routes are only ever shown on the stacks that use it. One that no stack \
            uses is generated code no screen can reach, and usually a forgotten `uses:` that \
            leaves shared screens out of a tab.
            """,
        details: """
            Points at the set's key under `coordinators`. Its routes are not also reported as \
            `unreachable-route`.
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
              ↓common:
                kind: routes
                routes:
                  account:
            """,
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
              ↓legal:
                kind: routes
                routes:
                  terms:
                  privacy:
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
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, search]
              feed:
                root: list
                uses: [common]
                routes:
                  list:
                    transitions: [{ push: account }]
              search:
                root: query
                uses: [common]
                routes:
                  query:
              common:
                kind: routes
                routes:
                  account:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        let setNames = model.coordinators.filter { $0.kind == .routes }.map(\.id.value)
        let stacks = model.coordinators.filter { $0.kind == .stack }.map(\.id.value)
        return model.coordinatorIndices.compactMap { set in
            guard model[set].kind == .routes, model[set].users.isEmpty, model[set].containerUsers.isEmpty
            else {
                return nil
            }
            // A `uses` entry that most likely meant this set is reported as
            // `unknown-reference`, not as an unused set as well.
            let meant = model.unresolved.contains { reference in
                guard case .uses = reference.site else { return false }
                return Suggestion.closest(to: reference.name.value, among: setNames) == model[set].id.value
            }
            guard !meant else { return nil }
            return context.finding(
                .unusedRouteSet, at: model[set].id.location,
                "no stack uses route set \(context.quoted(set)), so none of its routes can be shown",
                help: stacks.first.map {
                    "add it to a stack's uses: `uses: [\(model[set].id.value)]` under '\($0)'"
                }
                    ?? "add it to a stack's uses, or remove it")
        }
    }
}
