/// The output formats of `navgen aasa --check`, each with its renderer beside it.
package enum AASACheckFormat: String, Sendable, Hashable, CaseIterable {
    /// A line per disagreement, named by the deployed file, and a summary, for people.
    case text
    /// One object with every disagreement and the count, for scripts.
    case json

    /// The disagreements found in the deployed file at `path`.
    package func render(_ disagreements: [AASADisagreement], in path: String) -> String {
        switch self {
        case .text: AASACheckTextRenderer().render(disagreements, in: path)
        case .json: AASACheckJSONRenderer().render(disagreements)
        }
    }
}
