/// The output formats of `navgen routes`, each with a renderer of its own in this
/// folder: a new format is a case here and a renderer beside the others.
package enum RoutesFormat: String, Sendable, Hashable, CaseIterable {
    /// Grouped by coordinator, for people.
    case text
    /// Every route as data, for scripts.
    case json

    package func render(_ report: RoutesReport) -> String {
        switch self {
        case .text: RoutesTextRenderer().render(report)
        case .json: RoutesJSONRenderer().render(report)
        }
    }
}
