/// What `navgen graph` prints, and what it should say about it on stderr.
package struct GraphDrawing: Sendable, Hashable {
    package var text: String
    /// Set when the text is Mermaid that Mermaid's default settings refuse to draw.
    package var mermaidOverflow: MermaidOverflow?
}

extension GraphFormat {
    /// The diagram in this format. Mermaid that would be past Mermaid's default limits
    /// is drawn with the deep links in their routes' labels; when even that is too
    /// big, the drawing says by how much (the text is still the whole graph).
    package func draw(_ diagram: Diagram, within limits: MermaidLimits = .defaults) -> GraphDrawing {
        guard self == .mermaid else { return GraphDrawing(text: render(diagram)) }
        // Past the edge limit, the full text need not be written to know it is too big.
        if diagram.edges.count <= limits.maxEdges {
            let full = MermaidRenderer().render(diagram)
            if limits.admits(MermaidSize(text: full, edges: diagram.edges.count)) {
                return GraphDrawing(text: full)
            }
        }
        let compact = diagram.withDeepLinksInLabels()
        let text = MermaidRenderer().render(compact)
        let size = MermaidSize(text: text, edges: compact.edges.count)
        return GraphDrawing(
            text: text,
            mermaidOverflow: limits.admits(size) ? nil : MermaidOverflow(size: size, limits: limits))
    }
}
