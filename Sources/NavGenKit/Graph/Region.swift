/// A connected stretch of a ``NavigationModel`` picked out by a mask (everything
/// unreachable, say), reported once at its head.
///
/// One finding per root cause: a region's head is a node that nothing else in the
/// region leads to; everything the head leads to within the region goes in the
/// finding's note instead of getting findings of its own.
package struct Region: Sendable {
    /// The first-declared node of a component that nothing else in the mask enters.
    package var head: GraphNode
    /// The head's strongly connected component (the head included): nodes that all
    /// lead to each other, any of which could stand for the region. In declaration order.
    package var component: [GraphNode]
    /// What else the head leads to within the mask, in declaration order.
    package var members: [GraphNode]
}

extension NavigationModel {
    /// The regions of the masked part of `digraph` (a ``leadsTo(includingDeepLinks:)``
    /// graph), in the order of their heads' declarations.
    package func regions(of mask: [Bool], in digraph: Digraph) -> [Region] {
        let components = StronglyConnectedComponents(digraph, within: mask)
        var stamp = [Int](repeating: -1, count: digraph.nodeCount)
        var regions: [Region] = []
        for (generation, source) in components.sources(in: digraph, within: mask).enumerated() {
            let nodes = components.components[source]
            let component = nodes.map { node(numbered: $0) }.sorted { location(of: $0) < location(of: $1) }
            guard let first = component.first else { continue }
            let head = number(of: first)
            var reached: [Int] = []
            var pending = nodes
            for member in nodes { stamp[member] = generation }
            while let current = pending.popLast() {
                reached.append(current)
                for next in digraph.successors(of: current) where mask[next] && stamp[next] != generation {
                    stamp[next] = generation
                    pending.append(next)
                }
            }
            let members =
                reached
                .filter { $0 != head }
                .map { node(numbered: $0) }
                .sorted { location(of: $0) < location(of: $1) }
            regions.append(Region(head: first, component: component, members: members))
        }
        return regions.sorted { location(of: $0.head) < location(of: $1.head) }
    }
}
