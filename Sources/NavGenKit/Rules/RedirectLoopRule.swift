/// `redirect-loop`: a redirect every URL of which resolves to itself.
package struct RedirectLoopRule: Rule {
    package static let description = RuleDescription(
        id: .redirectLoop, severity: .error, configurable: true,
        summary: "a redirect sends every URL it matches back to itself",
        rationale: """
            A redirect whose param is a rest at the first segment, with no query item and no \
            fragment (`/{path...}`), takes the URL's whole path and opens it on the same \
            origin: the URL it opens is the URL it matched, so every link it wins is a \
            redirect loop and opens nothing. Give the redirect a literal first segment \
            (`/out/{path...}`), a query item or a fragment that holds the URL to open.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks:
                    "deeplinks: { schemes: [demo], redirects: [{ pattern: '/{path...}', redirect: ↓path }] }"
            ),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks: """
                    deeplinks:
                      schemes: [demo]
                      hosts: [demo.example.com]
                      redirects: [{ pattern: '/{to...}', redirect: ↓to, hosts: [demo.example.com] }]
                    """),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks:
                    "deeplinks: { schemes: [demo], redirects: [{ pattern: '/out/{path...}', redirect: path }] }"
            ),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks:
                    "deeplinks: { schemes: [demo], redirects: [{ pattern: '/{path...}?via=mail', redirect: path }] }"
            ),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks:
                    "deeplinks: { schemes: [demo], redirects: [{ pattern: '/{path...}#{to}', redirect: path }] }"
            ),
        ])

    /// One finding per such redirect, at its `redirect` value: the spec as a whole, not a
    /// route, so no route's `allow:` reaches it.
    package static func findings(in context: RuleContext) -> [Finding] {
        context.spec.deepLinks.redirects.compactMap { redirect in
            guard let pattern = try? DeepLinkPattern(parsing: redirect.pattern.value),
                pattern.segments == [.rest(redirect.redirect.value)], pattern.query.isEmpty,
                pattern.fragment == nil
            else { return nil }
            return context.finding(
                .redirectLoop, at: redirect.redirect.location,
                "the redirect '\(redirect.pattern.value)' opens the whole path it matched on the same origin, "
                    + "so every URL it matches redirects to itself",
                help:
                    "start the pattern with a literal (`/out/{\(redirect.redirect.value)...}`), or take the URL "
                    + "to open from a query item or the fragment")
        }
    }
}
