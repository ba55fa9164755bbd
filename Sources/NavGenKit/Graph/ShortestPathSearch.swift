/// Breadth-first searches over a ``RouteSubgraph`` that reuse their arrays.
///
/// A cycle search runs one search per cycle; with visit marks stamped per search
/// instead of a fresh dictionary each time, a search costs only what it explores.
struct ShortestPathSearch {
    private var stamps: [UInt32]
    private var parents: [Int32]
    private var generation: UInt32 = 0
    private var queue: [Int32] = []

    init(nodeCount: Int) {
        stamps = [UInt32](repeating: 0, count: nodeCount)
        parents = [Int32](repeating: 0, count: nodeCount)
    }

    /// The shortest path from `start` to `goal` (both included) that stays in the
    /// goal's component; ties go to the earlier arc, as in ``Digraph/shortestPath(from:to:allowed:)``.
    mutating func path(from start: Int, to goal: Int, in subgraph: RouteSubgraph, within componentOf: [Int32])
        -> [Int]?
    {
        generation += 1
        queue.removeAll(keepingCapacity: true)
        let component = componentOf[goal]
        stamps[start] = generation
        parents[start] = Int32(start)
        queue.append(Int32(start))
        var head = 0
        while head < queue.count, stamps[goal] != generation {
            let node = Int(queue[head])
            head += 1
            for arc in subgraph.arcs(from: node) {
                let next = Int(subgraph.targets[arc])
                guard stamps[next] != generation, componentOf[next] == component else { continue }
                stamps[next] = generation
                parents[next] = Int32(node)
                queue.append(Int32(next))
            }
        }
        guard stamps[goal] == generation else { return nil }
        var path = [goal]
        var node = goal
        while node != start {
            node = Int(parents[node])
            path.append(node)
        }
        return path.reversed()
    }
}
