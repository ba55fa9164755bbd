/// The most a Mermaid flowchart may hold before Mermaid refuses to draw it: GitHub
/// and most Markdown viewers run Mermaid with its defaults, which a reader cannot
/// raise (`maxEdges` and `maxTextSize` are secure settings, ignored in a diagram's
/// own `%%{init}%%`).
package struct MermaidLimits: Sendable, Hashable {
    /// `maxEdges`: Mermaid stops at the edge after this many ("Edge limit exceeded").
    package var maxEdges: Int
    /// `maxTextSize`: a longer text is replaced by "Maximum text size in diagram
    /// exceeded". Counted as JavaScript counts a string's length, in UTF-16 code units.
    package var maxTextSize: Int

    /// Mermaid's defaults (Mermaid 10 and 11).
    package static let defaults = MermaidLimits(maxEdges: 500, maxTextSize: 50_000)

    /// Whether Mermaid draws a flowchart of this size.
    package func admits(_ size: MermaidSize) -> Bool {
        size.edges <= maxEdges && size.characters <= maxTextSize
    }
}

/// A Mermaid text's size as Mermaid's limits count it.
package struct MermaidSize: Sendable, Hashable {
    package var edges: Int
    /// UTF-16 code units, as JavaScript's `String.length`.
    package var characters: Int

    package init(edges: Int, characters: Int) {
        self.edges = edges
        self.characters = characters
    }

    /// The size of `text`, a flowchart with `edges` edges.
    package init(text: String, edges: Int) {
        self.init(edges: edges, characters: text.utf16.count)
    }
}

/// A Mermaid graph that Mermaid's default settings refuse to draw, with its figures.
package struct MermaidOverflow: Sendable, Hashable {
    package var size: MermaidSize
    package var limits: MermaidLimits

    /// `the Mermaid graph has 612 edges and 58120 characters, more than Mermaid draws
    /// by default (maxEdges 500, maxTextSize 50000)`
    package var message: String {
        "the Mermaid graph has \(size.edges) edges and \(size.characters) characters, more than Mermaid draws "
            + "by default (maxEdges \(limits.maxEdges), maxTextSize \(limits.maxTextSize))"
    }
}
