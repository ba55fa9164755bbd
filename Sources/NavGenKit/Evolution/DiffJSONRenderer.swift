/// `navgen diff --format json`: the changes and counts as one object, for scripts.
package struct DiffJSONRenderer: Sendable {
    /// The report as pretty-printed JSON.
    package func render(_ report: SpecDiffReport) -> String {
        value(report).rendered(pretty: true)
    }

    /// `{"changes": [{"kind", "breaking", "route", "pattern", "witness", "message"}],
    /// "breaking": N, "added": M}`; an absent field is `null`.
    package func value(_ report: SpecDiffReport) -> JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let items = report.changes.map { change -> JSONValue in
            .object([
                ("kind", .string(change.kind.rawValue)),
                ("breaking", .bool(change.isBreaking)),
                ("route", optional(change.route)),
                ("pattern", optional(change.pattern)),
                ("witness", optional(change.witness)),
                ("message", .string(change.message)),
            ])
        }
        return .object([
            ("changes", .array(items)), ("breaking", .int(report.breakingCount)),
            ("added", .int(report.addedCount)),
        ])
    }
}
