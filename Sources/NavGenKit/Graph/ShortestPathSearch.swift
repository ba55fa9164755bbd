/// Breadth-first searches over a ``RouteSubgraph`` that reuse their memory.
///
/// A cycle search runs one search per cycle. Visit marks are stamped per search in
/// one array over all routes, and each visited route's parent is kept beside it in
/// the search's own queue rather than in a second array over all routes: the cycle
/// searches run while the whole model is in memory, and a search costs only what it
/// explores.
struct ShortestPathSearch {
    private var stamps: [UInt32]
    private var generation: UInt32 = 0
    /// The routes reached, in order, each with the position of its parent in here.
    private var queue: [(node: Int32, parent: Int32)] = []

    init(nodeCount: Int) {
        stamps = [UInt32](repeating: 0, count: nodeCount)
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
        queue.append((Int32(start), -1))
        var head = 0
        var found = start == goal ? 0 : -1
        while head < queue.count, found < 0 {
            let node = Int(queue[head].node)
            for arc in subgraph.arcs(from: node) {
                let next = Int(subgraph.targets[arc])
                guard stamps[next] != generation, componentOf[next] == component else { continue }
                stamps[next] = generation
                queue.append((Int32(next), Int32(head)))
                if next == goal {
                    found = queue.count - 1
                    break
                }
            }
            head += 1
        }
        guard found >= 0 else { return nil }
        var path: [Int] = []
        var position = found
        while position >= 0 {
            path.append(Int(queue[position].node))
            position = Int(queue[position].parent)
        }
        return path.reversed()
    }
}
