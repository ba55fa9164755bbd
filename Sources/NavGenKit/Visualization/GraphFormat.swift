/// The output formats of `navgen graph`.
package enum GraphFormat: String, Sendable, Hashable, CaseIterable {
    /// A Mermaid flowchart: paste into Markdown and GitHub draws it.
    case mermaid
    /// Graphviz DOT, for `dot -Tsvg` and friends.
    case dot
    /// The diagram as data, for other tools.
    case json

    package func render(_ diagram: Diagram) -> String {
        switch self {
        case .mermaid: MermaidRenderer().render(diagram)
        case .dot: DOTRenderer().render(diagram)
        case .json: DiagramJSONRenderer().render(diagram)
        }
    }
}
