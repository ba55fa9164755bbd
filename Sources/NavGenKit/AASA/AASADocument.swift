/// An `apple-app-site-association` file: the universal links of `deeplinks.hosts`.
///
/// Every host serves the same file, written for the patterns that apply to the
/// spec's hosts (or to the hosts chosen, when patterns' scopes tell hosts apart);
/// one `details` entry lists every app id with the components.
package struct AASADocument: Hashable, Sendable {
    package var appIDs: [String]
    package var components: [AASAComponent]

    package init(appIDs: [String], components: [AASAComponent]) {
        self.appIDs = appIDs
        self.components = components
    }

    /// The document for the patterns that apply to the spec's hosts, or nil when the
    /// spec lists no host (custom schemes never go through the association file) or
    /// its hosts' patterns differ (``AASAHostScope``: a file per chosen host).
    package init?(catalog: DeepLinkCatalog, appIDs: [String]) {
        guard case .success(let scope)? = AASAHostScope.choose(in: catalog, hosts: []) else { return nil }
        self.init(appIDs: appIDs, components: AASAComponents.components(for: scope.patterns))
    }

    /// `{"applinks": {"details": [{"appIDs": [...], "components": [...]}]}}`.
    package var json: JSONValue {
        .object([
            (
                "applinks",
                .object([
                    (
                        "details",
                        .array([
                            .object([
                                ("appIDs", .array(appIDs.map { .string($0) })),
                                ("components", .array(components.map(\.json))),
                            ])
                        ])
                    )
                ])
            )
        ])
    }

    /// The file's text: indented JSON and a final line break, the same bytes for the
    /// same spec and app ids.
    package var rendered: String { json.rendered(pretty: true) + "\n" }
}
