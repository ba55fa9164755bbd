/// A directed graph over the integers `0..<nodeCount`, stored as compressed rows.
///
/// Each node's successors keep the order their edges were added in, which is the
/// spec's declaration order; every search that breaks ties relies on that.
/// All algorithms here are iterative: a chain of 100,000 pushes must not overflow
/// the stack the way a recursive depth-first search would.
package struct Digraph: Sendable {
    package let nodeCount: Int
    /// `targets[offsets[n]..<offsets[n + 1]]` are the successors of `n`.
    private let offsets: [Int]
    private let targets: [Int]

    /// Builds the graph from edges `(from, to)`, keeping their order per node.
    package init(nodeCount: Int, edges: [(from: Int, to: Int)]) {
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        for edge in edges { offsets[edge.from + 1] += 1 }
        for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
        var next = offsets
        var targets = [Int](repeating: 0, count: edges.count)
        for edge in edges {
            targets[next[edge.from]] = edge.to
            next[edge.from] += 1
        }
        self.nodeCount = nodeCount
        self.offsets = offsets
        self.targets = targets
    }

    package func successors(of node: Int) -> ArraySlice<Int> {
        targets[offsets[node]..<offsets[node + 1]]
    }

    /// Every node reachable from `seeds` (the seeds included), as a mask. Nodes
    /// outside `within`, when given, are neither entered nor crossed.
    package func reachable(from seeds: [Int], within: [Bool]? = nil) -> [Bool] {
        var seen = [Bool](repeating: false, count: nodeCount)
        var pending: [Int] = []
        for seed in seeds where !seen[seed] && within?[seed] != false {
            seen[seed] = true
            pending.append(seed)
        }
        while let node = pending.popLast() {
            for next in successors(of: node) where !seen[next] && within?[next] != false {
                seen[next] = true
                pending.append(next)
            }
        }
        return seen
    }

    /// The shortest path from `start` to `goal` as a list of nodes (both included),
    /// entering only nodes for which `allowed` holds; ties go to the earlier-added
    /// edge. Its cost is proportional to the part of the graph it explores, so it
    /// can be called once per small cycle of a large graph.
    package func shortestPath(from start: Int, to goal: Int, allowed: (Int) -> Bool = { _ in true }) -> [Int]?
    {
        var parent: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count, parent[goal] == nil {
            let node = queue[head]
            head += 1
            for next in successors(of: node) where parent[next] == nil && allowed(next) {
                parent[next] = node
                queue.append(next)
            }
        }
        guard parent[goal] != nil else { return nil }
        var path = [goal]
        var node = goal
        while node != start, let previous = parent[node] {
            node = previous
            path.append(node)
        }
        return path.reversed()
    }

    /// Whether `node` has an edge to itself.
    package func hasSelfLoop(_ node: Int) -> Bool {
        successors(of: node).contains(node)
    }
}
