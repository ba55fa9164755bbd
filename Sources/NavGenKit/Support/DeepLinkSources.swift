/// Where a spec accepts URLs, for the outputs that list its deep links (`routes`,
/// `graph --format json`): the `deeplinks` entries in their written forms
/// (`ksr://www.kickstarter.com`, `*.example.com`).
///
/// Only needed when a pattern alone does not tell which URLs open it: the spec lists a
/// `scheme://host` scheme (its segments come from the path, not the host) or a `*.` host
/// (hosts no URL in the spec names), or `deeplinks.caseInsensitive` is true (literals
/// match in any letter case). ``init(schemes:hosts:caseInsensitive:)`` is nil otherwise,
/// so specs that list plain schemes and hosts print what they always did.
package struct DeepLinkSources: Hashable, Sendable {
    package var schemes: [String]
    package var hosts: [String]
    /// `deeplinks.caseInsensitive: true`.
    package var caseInsensitive: Bool

    package init?(schemes: [SchemeEntry], hosts: [HostPattern], caseInsensitive: Bool = false) {
        let needed =
            caseInsensitive || schemes.contains { $0.host != nil }
            || hosts.contains {
                if case .anySubdomain = $0 { true } else { false }
            }
        guard needed else { return nil }
        self.schemes = schemes.map(\.text)
        self.hosts = hosts.map(\.text)
        self.caseInsensitive = caseInsensitive
    }

    /// The URL prefixes the entries accept, in one line: `ksr://www.kickstarter.com,
    /// recipes://, https://*.kickstarter.com`.
    package var summary: String {
        (schemes.map { $0.contains("://") ? $0 : $0 + "://" } + hosts.map { "https://" + $0 })
            .joined(separator: ", ") + (caseInsensitive ? ", in any letter case" : "")
    }

    /// `{"schemes": [...], "hosts": [...]}`, and `"caseInsensitive": true` when it is.
    package var json: JSONValue {
        .object(
            [
                ("schemes", .array(schemes.map(JSONValue.string))),
                ("hosts", .array(hosts.map(JSONValue.string))),
            ] + (caseInsensitive ? [("caseInsensitive", .bool(true))] : []))
    }
}
