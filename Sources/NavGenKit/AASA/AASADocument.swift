/// An `apple-app-site-association` file: the universal links of `deeplinks.hosts`.
///
/// Every host serves the same file, since a spec's patterns apply to each of its
/// hosts alike; one `details` entry lists every app id with the components.
package struct AASADocument: Hashable, Sendable {
    package var appIDs: [String]
    package var components: [AASAComponent]

    package init(appIDs: [String], components: [AASAComponent]) {
        self.appIDs = appIDs
        self.components = components
    }

    /// The document for a catalog's patterns, or nil when the spec lists no host
    /// (custom schemes never go through the association file).
    package init?(catalog: DeepLinkCatalog, appIDs: [String]) {
        guard !catalog.hosts.isEmpty else { return nil }
        self.init(appIDs: appIDs, components: AASAComponents.components(for: catalog.pool))
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
