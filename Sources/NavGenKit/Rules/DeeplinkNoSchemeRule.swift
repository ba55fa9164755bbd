/// `deeplink-no-scheme`: routes declare deep links, but no URL can reach them.
package struct DeeplinkNoSchemeRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkNoScheme, severity: .error, configurable: true,
        summary: "routes have deep links but no scheme or host is declared",
        rationale: """
            A deep link opens only for a URL whose scheme is in deeplinks.schemes or whose \
            https host is in deeplinks.hosts; with neither, every pattern is dead.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: ↓/home
                    """,
                deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int }
                      deeplink: [↓"/recipes/{id}", "/r/{id}"]
                    """,
                deepLinks: "deeplinks: { schemes: [], hosts: [] }"),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks: "deeplinks: { hosts: [demo.example.com] }"),
            RuleExampleSpec.spec(
                routes: """
                    home:
                    """,
                deepLinks: ""),
        ])

    /// One finding for the whole spec, at the first pattern. It is not scoped to that
    /// route: a route's `allow:` should not silence a problem of every route.
    package static func findings(in context: RuleContext) -> [Finding] {
        let settings = context.spec.deepLinks
        guard settings.schemes.isEmpty, settings.hosts.isEmpty,
            let first = context.deepLinks.entries.first
        else { return [] }
        return [
            context.finding(
                .deeplinkNoScheme, at: first.source.location,
                (first.action == nil ? "routes" : "actions")
                    + " have deep links, but deeplinks declares no scheme and no host",
                help: "add `deeplinks: { schemes: [\(Self.schemeHint(context.spec))] }` or list https hosts")
        ]
    }

    private static func schemeHint(_ spec: NavigationSpec) -> String {
        spec.app.value.lowercased()
    }
}
