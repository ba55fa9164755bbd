/// `deeplink-web-scheme`: a `deeplinks.schemes` entry that lets web URLs of any host
/// open the app's patterns.
package struct DeeplinkWebSchemeRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkWebScheme, severity: .warning, configurable: true,
        summary: "a web scheme in deeplinks.schemes opens patterns for any host",
        rationale: """
            A bare scheme reads a URL's host as its first segment, so a bare http or https \
            entry makes every pattern that applies to it open https://any.host/..., past \
            deeplinks.hosts. That is only meant when each such pattern names the entry in \
            its own schemes (a web page route, say). An http://host or https://host entry \
            is a host: list it in deeplinks.hosts, which universal links and navgen aasa \
            read.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: post }]
                    post:
                      params: { id: Int }
                      deeplink: /posts/{id}
                    """,
                deepLinks: "deeplinks: { schemes: [blog, ↓https], hosts: [blog.example.com] }"),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks: "deeplinks: { schemes: [blog, ↓\"https://blog.example.com\"] }"),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: post }, { push: webPage }]
                    post:
                      params: { id: Int }
                      deeplink: { pattern: "/posts/{id}", schemes: [blog] }
                    webPage:
                      params: { site: String }
                      deeplink: { pattern: "/{site}", schemes: [http, https] }
                    """,
                deepLinks: "deeplinks: { schemes: [blog, http, https], hosts: [blog.example.com] }"),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /home
                    """,
                deepLinks: "deeplinks: { schemes: [blog], hosts: [blog.example.com] }"),
        ])

    /// One finding per entry, at the entry: the spec as a whole, not a route, so no
    /// route's `allow:` reaches it.
    package static func findings(in context: RuleContext) -> [Finding] {
        let entries = context.spec.deepLinks.schemes
        guard entries.contains(where: { isWeb(SchemeEntry(parsing: $0.value)?.scheme) }) else { return [] }
        var findings: [Finding] = []
        for entry in entries {
            guard let scheme = SchemeEntry(parsing: entry.value), isWeb(scheme.scheme) else { continue }
            if let host = scheme.host {
                findings.append(
                    context.finding(
                        .deeplinkWebScheme, at: entry.location,
                        "deeplinks.schemes lists '\(entry.value)', a web address, as a scheme",
                        help: "list '\(host)' in deeplinks.hosts instead: its https URLs then open the "
                            + "patterns, and navgen aasa writes it"))
                continue
            }
            // A pattern with a scope applies to the entry only when it names it: the
            // patterns without scope are the ones it opens for any host.
            guard let unscoped = context.deepLinks.pool.first(where: { $0.scope == nil }) else { continue }
            findings.append(
                context.finding(
                    .deeplinkWebScheme, at: entry.location,
                    "deeplinks.schemes lists the bare web scheme '\(entry.value)', so patterns without "
                        + "schemes open \(scheme.scheme)://any.host/... (the host is read as the first segment), "
                        + "past deeplinks.hosts",
                    notes: [
                        "'\(unscoped.source.value)' of \(unscoped.owner) is at "
                            + "\(context.spec.files.reference(to: unscoped.source.location)); it applies to "
                            + "every scheme"
                    ],
                    help: "give the patterns meant for any web address `schemes: [\(entry.value)]`, or list "
                        + "the app's hosts in deeplinks.hosts and remove '\(entry.value)'"))
        }
        return findings
    }

    private static func isWeb(_ scheme: String?) -> Bool { scheme == "http" || scheme == "https" }
}
