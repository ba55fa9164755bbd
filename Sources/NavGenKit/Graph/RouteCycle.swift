/// A cycle of routes through a chosen kind of edge (pushes, presentations), as the
/// cycle rules report it.
public struct RouteCycle: Sendable, Hashable {
    /// Indices into ``NavigationGraph/edges``, in the order the cycle takes them,
    /// starting with the cycle's first edge in declaration order.
    public var edges: [Int]
    /// The routes visited, starting and ending with the first edge's source:
    /// one more than there are edges.
    public var routes: [RouteIndex]

    public init(edges: [Int], routes: [RouteIndex]) {
        self.edges = edges
        self.routes = routes
    }
}

extension NavigationGraph {
    /// One cycle per strongly connected component of the routes graph formed by the
    /// edges for which `target` gives a route.
    ///
    /// The cycle goes through the first edge of the component (in declaration order)
    /// for which `anchor` holds, then back by the shortest way, ties to the
    /// earlier-declared edge; it is then rotated to start at its earliest-declared
    /// edge, where the finding is reported. Components with no anchor edge are skipped.
    public func cycles(
        following target: (Edge) -> RouteIndex?, anchoredAt anchor: (Edge) -> Bool = { _ in true }
    ) -> [RouteCycle] {
        // Edges are stored route by route, so the pairs come out grouped by source,
        // each group in declaration order, exactly as the digraph keeps them.
        var pairs: [(from: Int, to: Int)] = []
        var pairEdges: [Int] = []
        var pairStart = [Int](repeating: 0, count: routes.count + 1)
        for (index, edge) in edges.enumerated() {
            guard let to = target(edge) else { continue }
            pairs.append((edge.source.rawValue, to.rawValue))
            pairEdges.append(index)
            pairStart[edge.source.rawValue + 1] += 1
        }
        for route in routes.indices { pairStart[route + 1] += pairStart[route] }
        let digraph = Digraph(nodeCount: routes.count, edges: pairs)
        let components = StronglyConnectedComponents(digraph)

        func edge(from: Int, to: Int) -> Int? {
            (pairStart[from]..<pairStart[from + 1]).first { pairs[$0].to == to }.map { pairEdges[$0] }
        }

        var result: [RouteCycle] = []
        var anchors: [Int: Int] = [:]
        for (offset, pair) in pairs.enumerated() {
            let component = components.componentOf[pair.from]
            guard component == components.componentOf[pair.to], anchors[component] == nil,
                anchor(edges[pairEdges[offset]])
            else { continue }
            anchors[component] = offset
        }
        for offset in anchors.values.sorted() {
            let (from, to) = pairs[offset]
            let component = components.componentOf[from]
            guard
                let back = digraph.shortestPath(
                    from: to, to: from, allowed: { components.componentOf[$0] == component })
            else { continue }
            let nodes = [from] + back
            var cycleEdges = [pairEdges[offset]]
            for step in 1..<(nodes.count - 1) {
                guard let index = edge(from: nodes[step], to: nodes[step + 1]) else { continue }
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
    public func spell(_ cycle: RouteCycle, limit: Int = 12) -> String {
        let coordinator = self[cycle.routes[0]].coordinator
        let local = cycle.routes.allSatisfy { self[$0].coordinator == coordinator }
        let names = cycle.routes.map { name(of: $0, in: local ? coordinator : nil) }
        guard names.count > limit + 1 else { return names.joined(separator: " → ") }
        let shown =
            names.prefix(limit - 1) + ["… \(names.count - 1 - limit) more", names[names.count - 2], names[0]]
        return shown.joined(separator: " → ")
    }
}
