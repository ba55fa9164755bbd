extension Diagram {
    /// The diagram with each deep link written into its route's label
    /// (`↘ /recipes/{id}`, `↘ /statuses/{id} · onTop`) instead of drawn as an entry
    /// node with an edge of its own: one edge fewer per pattern, for a Mermaid graph
    /// that would otherwise be past Mermaid's limits.
    package func withDeepLinksInLabels() -> Diagram {
        var lines: [String: [String]] = [:]
        var folded = Set<String>()
        let patterns = Dictionary(
            nodes.compactMap { node -> (String, String)? in
                switch node.kind {
                case .deepLink(let pattern, _), .actionLink(let pattern, _), .redirectLink(let pattern, _):
                    return (node.id, pattern)
                default: return nil
                }
            }
        ) { first, _ in first }
        for edge in edges {
            guard let pattern = patterns[edge.from] else { continue }
            // `open` says nothing more than the arrow did; `open · onTop` keeps its detail.
            let detail = edge.label.hasPrefix("open") ? String(edge.label.dropFirst("open".count)) : ""
            lines[edge.to, default: []].append("↘ " + pattern + detail)
            folded.insert(edge.from)
        }
        var diagram = self
        diagram.nodes = nodes.compactMap { node in
            if folded.contains(node.id) { return nil }
            var node = node
            node.details += lines[node.id] ?? []
            return node
        }
        diagram.edges = edges.filter { !folded.contains($0.from) }
        return diagram
    }
}
