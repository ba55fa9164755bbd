/// The part of a diagram around one coordinator, so a big app can be drawn a
/// feature at a time (`navgen graph --focus recipes --depth 1`).
///
/// Coordinators are neighbours when an edge joins their screens, whichever way it
/// points: what a coordinator starts, presents, pushes or selects, and what does
/// that to it. The focus keeps the coordinators at most `depth` such steps away,
/// with every node and edge among them; each coordinator one step further is drawn
/// as one stub node, so a reader sees where the graph goes on. Entry points
/// (launch, deep links, conditions) are kept when they lead into what is drawn.
package struct DiagramFocus: Sendable, Hashable {
    package var coordinator: String
    /// How many steps out from the coordinator to draw; 0 draws it alone.
    package var depth: Int

    package init(coordinator: String, depth: Int = 1) {
        self.coordinator = coordinator
        self.depth = depth
    }

    /// `focus on recipes, depth 1`: what a focused picture's title or comment adds.
    package var summary: String { "focus on \(coordinator), depth \(depth)" }

    /// The coordinator the focus names is not in the diagram.
    package struct UnknownCoordinator: Error, Sendable, Hashable {
        package var name: String
        /// The diagram's coordinators, in spec order, for a did-you-mean.
        package var known: [String]

        /// `no coordinator 'recipe' in the spec; did you mean 'recipes'?`
        package var message: String {
            "no coordinator '\(name)' in the spec"
                + (Suggestion.help(for: name, among: known).map { "; \($0)" } ?? "")
        }
    }

    /// The focused part of `diagram`.
    package func apply(to diagram: Diagram) throws(UnknownCoordinator) -> Diagram {
        let coordinatorOf = Dictionary(diagram.groups.map { ($0.id, $0.coordinator) }) { first, _ in first }
        let owner: [String: String] = Dictionary(
            diagram.nodes.compactMap { node in node.group.flatMap { coordinatorOf[$0] }.map { (node.id, $0) }
            }
        ) { first, _ in first }
        guard diagram.groups.contains(where: { $0.coordinator == coordinator }) else {
            throw UnknownCoordinator(name: coordinator, known: diagram.groups.map(\.coordinator))
        }
        let distance = distances(in: diagram, owner: owner)
        let kept = Set(distance.filter { $0.value <= depth }.keys)
        let stubbed = Set(distance.filter { $0.value > depth }.keys)

        // Edges between two kept coordinators stay; an edge to a coordinator one step
        // further goes to its stub instead. Entry points stay when they lead in.
        var edges: [DiagramEdge] = []
        var seen = Set<StubEdge>()
        var entries = Set<String>()
        for edge in diagram.edges {
            let from = owner[edge.from]
            let to = owner[edge.to]
            switch (from, to) {
            case (let from?, let to?) where kept.contains(from) && kept.contains(to):
                edges.append(edge)
            case (let from?, let to?) where kept.contains(from) && stubbed.contains(to):
                var redirected = edge
                redirected.to = DiagramID.stub(to)
                if seen.insert(StubEdge(redirected)).inserted { edges.append(redirected) }
            case (let from?, let to?) where stubbed.contains(from) && kept.contains(to):
                var redirected = edge
                redirected.from = DiagramID.stub(from)
                if seen.insert(StubEdge(redirected)).inserted { edges.append(redirected) }
            case (nil, let to?) where kept.contains(to):
                entries.insert(edge.from)
                edges.append(edge)
            case (let from?, nil) where kept.contains(from):
                entries.insert(edge.to)
                edges.append(edge)
            default:
                break
            }
        }
        let nodes = diagram.nodes.filter { node in
            owner[node.id].map(kept.contains) ?? entries.contains(node.id)
        }
        let stubs = diagram.groups.filter { stubbed.contains($0.coordinator) }.map { group in
            DiagramNode(
                id: DiagramID.stub(group.coordinator), kind: .stub(coordinator: group.coordinator),
                group: nil,
                title: "⋯ " + group.coordinator)
        }
        let groups = diagram.groups.filter { kept.contains($0.coordinator) }.map { group in
            var group = group
            // A tab's stack drawn without its tab bar's group is drawn at top level.
            if let parent = group.parent, let owner = coordinatorOf[parent], !kept.contains(owner) {
                group.parent = nil
            }
            return group
        }
        var focused = Diagram(title: diagram.title, groups: groups, nodes: nodes + stubs, edges: edges)
        focused.deepLinkSources = diagram.deepLinkSources
        focused.files = diagram.files
        focused.focus = self
        return focused
    }

    /// How many steps each coordinator at most one step past `depth` is from the
    /// focus: a breadth-first search over coordinators, neighbours by the edges
    /// between them. It stops when no coordinator is left, so any depth is fine.
    private func distances(in diagram: Diagram, owner: [String: String]) -> [String: Int] {
        var neighbours: [String: Set<String>] = [:]
        for edge in diagram.edges {
            guard let from = owner[edge.from], let to = owner[edge.to], from != to else { continue }
            neighbours[from, default: []].insert(to)
            neighbours[to, default: []].insert(from)
        }
        var distance = [coordinator: 0]
        var frontier = [coordinator]
        var step = 0
        while !frontier.isEmpty, step <= depth {
            step += 1
            var next: [String] = []
            for coordinator in frontier {
                for neighbour in neighbours[coordinator, default: []] where distance[neighbour] == nil {
                    distance[neighbour] = step
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        return distance
    }
}

/// What makes two edges to or from one stub the same line: a stub stands for a whole
/// coordinator, so ten screens' `push: status` into it would draw ten equal arrows
/// from one route only if they were written ten times.
private struct StubEdge: Hashable {
    var from: String
    var to: String
    var kind: DiagramEdge.Kind
    var label: String

    init(_ edge: DiagramEdge) {
        from = edge.from
        to = edge.to
        kind = edge.kind
        label = edge.label
    }
}
