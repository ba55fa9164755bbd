/// Renders a ``Diagram`` as a Graphviz digraph (`navgen graph --format dot | dot -Tsvg`).
///
/// Coordinators are clusters, a tab's stack nested in its tabs coordinator's cluster,
/// as in the Mermaid output; `compound=true` lets edges into a coordinator stop at
/// its border.
package struct DOTRenderer: Sendable {
    package init() {}

    package func render(_ diagram: Diagram) -> String {
        // The title says where links come from when the patterns alone do not.
        let label =
            diagram.title + (diagram.deepLinkSources.map { " (deep links from \($0.summary))" } ?? "")
            + (diagram.focus.map { " (\($0.summary))" } ?? "")
        var lines = [
            "digraph \(DOTText.quoted(diagram.title)) {",
            "    graph [rankdir=LR, compound=true, fontname=\"Helvetica\", label=\(DOTText.quoted(label)), labelloc=t];",
            "    node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        let nesting = DiagramNesting(diagram)
        for node in nesting.topLevelNodes {
            lines.append("    " + declaration(node))
        }
        nesting.forEachStep { step in
            switch step {
            case .open(let group, let nodes, let depth):
                lines += opening(group, nodes: nodes, depth: depth)
            case .close(_, let depth):
                lines.append(DiagramNesting.pad("    ", depth: depth) + "}")
            }
        }
        let clusters = Dictionary(diagram.nodes.compactMap { node in node.group.map { (node.id, $0) } }) {
            $1
        }
        for edge in diagram.edges {
            lines.append("    " + statement(edge, clusters: clusters))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func clusterID(_ group: String) -> String { DOTText.quoted("cluster_" + group) }

    /// A cluster's first lines: its header, its style and its own nodes; the clusters
    /// nested in it follow, then its closing brace.
    private func opening(_ group: DiagramGroup, nodes: [DiagramNode], depth: Int) -> [String] {
        let pad = DiagramNesting.pad("    ", depth: depth)
        var style = ["label=\(DOTText.quoted(group.label))"]
        if group.isUnreachable {
            style += [
                "style=\"rounded,dashed,filled\"", "color=\"#d7263d\"", "fillcolor=\"#fff0f0\"", "penwidth=2",
            ]
        } else if group.kind == .tabs || group.kind == .split {
            style += ["style=\"rounded,filled\"", "color=\"#3d6fd6\"", "fillcolor=\"#eef4ff\"", "penwidth=2"]
        } else {
            style += ["style=\"rounded,filled\"", "color=\"#888888\"", "fillcolor=\"#ffffff\""]
        }
        var lines = ["\(pad)subgraph \(Self.clusterID(group.id)) {"]
        lines += style.map { "\(pad)    \($0);" }
        for node in nodes {
            lines.append(pad + "    " + declaration(node))
        }
        return lines
    }

    private func declaration(_ node: DiagramNode) -> String {
        var attributes = [("label", DOTText.label(lines: node.lines))]
        switch node.kind {
        case .launch:
            attributes += [("shape", "circle"), ("style", "filled"), ("fillcolor", "\"#fff7e0\"")]
        case .deepLink, .actionLink, .redirectLink:
            attributes += [("shape", "cds"), ("style", "filled"), ("fillcolor", "\"#fff7e0\"")]
        case .action, .redirect:
            attributes += [("shape", "invtrapezium"), ("style", "filled"), ("fillcolor", "\"#fff7e0\"")]
        case .tabBar:
            attributes += [("shape", "hexagon"), ("style", "filled"), ("fillcolor", "\"#dde8ff\"")]
        case .outcome:
            attributes += [("shape", "box"), ("style", "\"rounded,filled\""), ("fillcolor", "\"#f1f1f1\"")]
        case .alert:
            attributes += [("shape", "diamond"), ("style", "filled"), ("fillcolor", "\"#ffeede\"")]
        case .condition:
            attributes += [("shape", "parallelogram"), ("style", "filled"), ("fillcolor", "\"#e8f6e8\"")]
        case .stub:
            attributes += [
                ("style", "\"rounded,dashed\""), ("color", "\"#999999\""), ("fontcolor", "\"#555555\""),
            ]
        case .route:
            if node.isUnreachable {
                attributes += [
                    ("style", "\"rounded,dashed,filled\""), ("color", "\"#d7263d\""),
                    ("fillcolor", "\"#ffe8e8\""),
                    ("penwidth", "2"),
                ]
            }
        }
        return "\(DOTText.quoted(node.id)) \(DOTText.attributes(attributes));"
    }

    /// An edge that leaves its cluster carries its label as an `xlabel`, placed after
    /// the layout: Graphviz ranks a label as a node of its own, and labels on edges
    /// between clusters make dot 2.x fail ("trouble in init_rank") on specs of a few
    /// dozen routes.
    private func statement(_ edge: DiagramEdge, clusters: [String: String]) -> String {
        let key = clusters[edge.from] == clusters[edge.to] ? "label" : "xlabel"
        var attributes = [(key, DOTText.quoted(edge.label))]
        switch edge.stroke {
        case .solid: break
        case .dashed: attributes.append(("style", "dashed"))
        case .dotted: attributes.append(("style", "dotted"))
        case .bold: attributes.append(("style", "bold"))
        }
        if edge.kind == .tabBar || edge.kind == .tab { attributes.append(("arrowhead", "odot")) }
        if edge.isCycle {
            attributes += [("color", "\"#d7263d\""), ("fontcolor", "\"#d7263d\""), ("penwidth", "2.5")]
        } else if edge.isCover {
            attributes.append(("penwidth", "2"))
        }
        // An edge that enters another coordinator stops at that coordinator's border.
        if edge.kind == .start || edge.kind == .tab || edge.kind == .tabBar,
            let group = clusters[edge.to], group != clusters[edge.from]
        {
            attributes.append(("lhead", Self.clusterID(group)))
        }
        return "\(DOTText.quoted(edge.from)) -> \(DOTText.quoted(edge.to)) \(DOTText.attributes(attributes));"
    }
}
