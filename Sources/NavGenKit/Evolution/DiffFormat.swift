/// The output formats of `navgen diff`, each with its renderer beside it.
package enum DiffFormat: String, Sendable, Hashable, CaseIterable {
    /// A line per change and the counts, for people.
    case text
    /// One object, for scripts and CI.
    case json

    package func render(_ report: SpecDiffReport) -> String {
        switch self {
        case .text: DiffTextRenderer().render(report)
        case .json: DiffJSONRenderer().render(report)
        }
    }
}
