/// `navgen aasa --check --format json`: `{"disagreements": [...], "count": N}`.
public struct AASACheckJSONRenderer: Sendable {
    public init() {}

    /// Pretty-printed, as every JSON output of navgen.
    public func render(_ disagreements: [AASADisagreement]) -> String {
        JSONValue.object([
            ("disagreements", .array(disagreements.map(\.json))), ("count", .int(disagreements.count)),
        ]).rendered(pretty: true)
    }
}
