/// `navgen aasa --check --format json`: `{"disagreements": [...], "count": N}`.
package struct AASACheckJSONRenderer: Sendable {
    /// Pretty-printed, as every JSON output of navgen.
    package func render(_ disagreements: [AASADisagreement]) -> String {
        JSONValue.object([
            ("disagreements", .array(disagreements.map(\.json))), ("count", .int(disagreements.count)),
        ]).rendered(pretty: true)
    }
}
