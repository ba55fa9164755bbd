/// A deployed `apple-app-site-association` file, read for `navgen aasa --check`: the
/// components of every `applinks.details` entry, in order, with the keys navgen
/// does not write but can judge (`?` as one pattern, `caseSensitive`), and what a
/// component leaves out taken from its entry's `defaults`, then from
/// `applinks.defaults`, as Apple documents.
///
/// The file is read strictly (``JSONReader``): a key given twice, a key Apple does
/// not document at a level navgen reads, or a value of the wrong type is refused
/// rather than skipped, since a device may read what navgen skipped. So is what
/// navgen cannot judge yet: the old `paths` form, `percentEncoded: false` and
/// substitution variables (`$(lang)`). `#` is taken as `*`, what navgen writes.
package struct AASADeployedFile: Sendable {
    package struct Details: Sendable {
        package var appIDs: [String]
        package var components: [AASAComponent]
    }

    package var details: [Details]

    /// Why a file could not be read as an association file, and where.
    package typealias ReadError = JSONReadError

    /// Apple's documented keys of the file's top level: its services.
    static let serviceKeys = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
    /// Of `applinks`; `apps` is the old form's, which Apple once required as `[]`.
    static let applinksKeys = ["apps", "details", "defaults", "substitutionVariables"]
    /// Of a `details` entry; `paths` is the old form's, refused with its own message.
    static let detailsKeys = ["appID", "appIDs", "paths", "components", "defaults"]

    package init(json bytes: [UInt8]) throws(ReadError) {
        let read: (entries: [Entry]?, top: JSONField)
        do throws(JSONReadError) {
            let top = JSONField(try JSONReader.read(bytes))
            read = (try Self.entries(of: top), top)
        } catch {
            throw error.prefixed("not an apple-app-site-association file: ")
        }
        guard let entries = read.entries else { throw read.top.refusal("the file has no 'applinks.details'") }
        details = try entries.map { entry throws(ReadError) in try entry.details() }
    }

    /// One `details` entry as the file writes it, its components with their
    /// defaults applied.
    private struct Entry {
        var field: JSONField
        var appIDs: [String]
        var usesPaths: Bool
        var components: [AASAComponentSettings]?

        /// The entry as the check reads it, or why it cannot be judged.
        func details() throws(ReadError) -> Details {
            guard let components else {
                if usesPaths { throw field.refusal("uses 'paths'; write 'components' (iOS 13 and later)") }
                return Details(appIDs: appIDs, components: [])
            }
            return Details(
                appIDs: appIDs,
                components: try components.map { settings throws(ReadError) in try Self.component(settings) })
        }

        private static func component(_ settings: AASAComponentSettings) throws(ReadError) -> AASAComponent {
            if let percentEncoded = settings.percentEncoded, !percentEncoded.value {
                throw settings.field.refusal(
                    "percentEncoded false is not checked yet"
                        + (percentEncoded.field.path == DataPath.joined(settings.field.path, "percentEncoded")
                            ? "" : " (from \(percentEncoded.field.path))"))
            }
            if let pattern = settings.patterns.first(where: { $0.contains("$(") }) {
                throw settings.field.refusal(
                    "\(JSONValue.string(pattern).rendered()) uses a substitution variable, "
                        + "which is not checked yet")
            }
            var query: [AASAComponent.QueryItem] = []
            var queryText: String?
            switch settings.query {
            case .none, .pattern("*"): break
            case .pattern(let text): queryText = text
            case .items(let items):
                query = items.sorted { $0.key < $1.key }.map {
                    AASAComponent.QueryItem(key: $0.key, value: $0.value)
                }
            }
            return AASAComponent(
                path: settings.path ?? "*", query: query, queryText: queryText,
                fragment: settings.fragment == "*" ? nil : settings.fragment,
                exclude: settings.exclude ?? false, caseSensitive: settings.caseSensitive ?? true,
                comment: settings.comment ?? "")
        }
    }

    /// The `details` entries, each key and type checked; nil when there are none.
    private static func entries(of top: JSONField) throws(ReadError) -> [Entry]? {
        guard let applinks = try top.object(keys: serviceKeys)["applinks"] else { return nil }
        let members = try applinks.object(keys: applinksKeys)
        guard let details = members["details"] else { return nil }
        if let variables = members["substitutionVariables"] { _ = try variables.object() }
        if let apps = members["apps"] { _ = try apps.array() }
        let domainDefaults = try members["defaults"].map(AASAComponentSettings.init)
        return try details.array().map { item throws(ReadError) in
            let entry = try item.object(keys: detailsKeys)
            let defaults =
                try entry["defaults"].map(AASAComponentSettings.init)?.over(domainDefaults)
                ?? domainDefaults
            let appID = try entry["appID"].map { field throws(ReadError) in [try field.string()] }
            let appIDs = try entry["appIDs"]?.array().map { id throws(ReadError) in try id.string() }
            if let paths = entry["paths"] { _ = try paths.array() }
            return Entry(
                field: item, appIDs: appIDs ?? appID ?? [], usesPaths: entry["paths"] != nil,
                components: try entry["components"]?.array().map { component throws(ReadError) in
                    try AASAComponentSettings(component).over(defaults)
                })
        }
    }
}
