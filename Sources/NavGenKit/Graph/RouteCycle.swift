/// A cycle of routes through a chosen kind of edge (pushes, presentations), as the
/// cycle rules report it.
package struct RouteCycle: Sendable, Hashable {
    /// Indices into ``NavigationModel/edges``, in the order the cycle takes them,
    /// starting with the cycle's first edge in declaration order.
    package var edges: [Int]
    /// The routes visited, starting and ending with the first edge's source:
    /// one more than there are edges.
    package var routes: [RouteIndex]

    package init(edges: [Int], routes: [RouteIndex]) {
        self.edges = edges
        self.routes = routes
    }
}

extension NavigationModel {
    /// One cycle per strongly connected component of the routes graph formed by the
    /// edges for which `target` gives a route.
    ///
    /// The cycle goes through the first edge of the component (in declaration order)
    /// for which `anchor` holds, then back by the shortest way, ties to the
    /// earlier-declared edge; it is then rotated to start at its earliest-declared
    /// edge, where the finding is reported. Components with no anchor edge are skipped.
    package func cycles(
        following target: (Edge) -> RouteIndex?, anchoredAt anchor: (Edge) -> Bool = { _ in true }
    ) -> [RouteCycle] {
        let subgraph = RouteSubgraph(self, following: target)
        let componentOf = subgraph.componentNumbers()
        // The anchor of each component: its first edge, in declaration order, that
        // stays inside it and for which `anchor` holds. Edges are stored route by route
        // in declaration order, and a route's arcs are its edges that have a target.
        var anchored = [Bool](repeating: false, count: subgraph.nodeCount)
        var anchors: [(edge: Int, from: Int, to: Int)] = []
        for from in 0..<subgraph.nodeCount {
            let component = componentOf[from]
            for index in routes[from].edgeRange {
                guard let to = target(edges[index])?.rawValue, componentOf[to] == component,
                    !anchored[Int(component)], anchor(edges[index])
                else { continue }
                anchored[Int(component)] = true
                anchors.append((index, from, to))
            }
        }
        var search = ShortestPathSearch(nodeCount: subgraph.nodeCount)
        var result: [RouteCycle] = []
        for (edge, from, to) in anchors {
            guard let back = search.path(from: to, to: from, in: subgraph, within: componentOf) else {
                continue
            }
            let nodes = [from] + back
            var cycleEdges = [edge]
            for step in 1..<(nodes.count - 1) {
                let next = nodes[step + 1]
                guard
                    let index = routes[nodes[step]].edgeRange.first(where: {
                        target(edges[$0])?.rawValue == next
                    })
                else { continue }
                cycleEdges.append(index)
            }
            guard let first = cycleEdges.indices.min(by: { cycleEdges[$0] < cycleEdges[$1] }) else {
                continue
            }
            let rotatedEdges = Array(cycleEdges[first...] + cycleEdges[..<first])
            let rotatedNodes = Array(nodes[first..<(nodes.count - 1)] + nodes[..<first]) + [nodes[first]]
            result.append(RouteCycle(edges: rotatedEdges, routes: rotatedNodes.map(RouteIndex.init)))
        }
        return result
    }

    /// The cycle as findings spell it: `recipeDetail → reviews → recipeDetail`, with
    /// `coordinator.route` names when it crosses coordinators. A cycle of more than
    /// `limit` routes shows its first ones, how many it leaves out, and its end.
    package func spell(_ cycle: RouteCycle, limit: Int = 12) -> String {
        let coordinator = self[cycle.routes[0]].coordinator
        let local = cycle.routes.allSatisfy { self[$0].coordinator == coordinator }
        let names = cycle.routes.map { name(of: $0, in: local ? coordinator : nil) }
        guard names.count > limit + 1 else { return names.joined(separator: " → ") }
        let shown =
            names.prefix(limit - 1) + ["… \(names.count - 1 - limit) more", names[names.count - 2], names[0]]
        return shown.joined(separator: " → ")
    }
}
