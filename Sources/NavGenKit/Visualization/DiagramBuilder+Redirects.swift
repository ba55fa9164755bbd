/// Redirect links in the diagram (docs/spec/deep-links.md, Redirect links): drawn where
/// deep links are, each pointing at one `redirect` node, shaped as an action is: a
/// redirect shows no screen, it opens the URL its param holds, wherever that leads.
extension DiagramBuilder {
    /// The redirect links, numbered after the action links, each with its pattern and
    /// its edge's label: `redirect to {to}`, with the scope a long-hand pattern gives
    /// (`redirect to {target} · only *.blog.example.com`).
    private var redirectLinks: [(id: String, pattern: String, index: Int, label: String)] {
        let first = deepLinks.count + actionLinks.count + 1
        return spec.deepLinks.redirects.enumerated().map { index, redirect in
            (
                DiagramID.deepLink(first + index), redirect.pattern.value, index,
                Self.label("redirect to {\(redirect.redirect.value)}", redirect.form)
            )
        }
    }

    /// Each redirect link's flag, then the node they point at; none without redirects.
    func redirectNodes() -> [DiagramNode] {
        let links = redirectLinks
        guard !links.isEmpty else { return [] }
        return links.map { link in
            DiagramNode(
                id: link.id, kind: .redirectLink(pattern: link.pattern, redirect: link.index), group: nil,
                title: link.pattern)
        } + [
            DiagramNode(
                id: DiagramID.redirect, kind: .redirect, group: nil, title: "redirect",
                details: ["opens the URL the link holds"])
        ]
    }

    func redirectEdges() -> [DiagramEdge] {
        redirectLinks.map { link in
            DiagramEdge(
                from: link.id, to: DiagramID.redirect, kind: .deepLink, label: link.label, stroke: .bold)
        }
    }
}
