/// The strongly connected components of a ``Digraph``, by Tarjan's algorithm with an
/// explicit stack of frames instead of recursion.
///
/// Cycle rules and the unreachable-region rules both need them: a cycle is a
/// component with more than one node (or a self-loop), and the heads of an
/// unreachable region are the components nothing else in the region leads to.
package struct StronglyConnectedComponents: Sendable {
    /// The components in reverse topological order: a component is listed before
    /// any component that has an edge into it. Each component's nodes are sorted.
    package let components: [[Int]]
    /// `componentOf[node]` is the index of the node's component in `components`,
    /// or -1 for a node left out by the `within` mask.
    package let componentOf: [Int]

    /// Computes the components of the subgraph induced by `within` (all nodes when nil).
    package init(_ graph: Digraph, within: [Bool]? = nil) {
        let count = graph.nodeCount
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var componentOf = [Int](repeating: -1, count: count)
        var components: [[Int]] = []
        var stack: [Int] = []
        var counter = 0
        // A frame is a node whose successors are being walked, and how far the walk got.
        var frames: [(node: Int, successors: ArraySlice<Int>)] = []

        for start in 0..<count where order[start] < 0 && within?[start] != false {
            order[start] = counter
            low[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            frames.append((start, graph.successors(of: start)))
            while !frames.isEmpty {
                let node = frames[frames.count - 1].node
                if let next = frames[frames.count - 1].successors.popFirst() {
                    guard within?[next] != false else { continue }
                    if order[next] < 0 {
                        order[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, graph.successors(of: next)))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node {
                    low[parent] = min(low[parent], low[node])
                }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    componentOf[member] = components.count
                    component.append(member)
                    if member == node { break }
                }
                components.append(component.sorted())
            }
        }
        self.components = components
        self.componentOf = componentOf
    }

    /// Whether a component contains a cycle: more than one node, or a self-loop.
    package func isCyclic(_ component: Int, in graph: Digraph) -> Bool {
        let nodes = components[component]
        return nodes.count > 1 || graph.hasSelfLoop(nodes[0])
    }

    /// The components that no edge from another component of the subgraph enters:
    /// the heads of the regions the subgraph falls into, in the order of their first node.
    package func sources(in graph: Digraph, within: [Bool]? = nil) -> [Int] {
        var entered = [Bool](repeating: false, count: components.count)
        for node in 0..<graph.nodeCount where componentOf[node] >= 0 {
            for next in graph.successors(of: node)
            where within?[next] != false && componentOf[next] >= 0 && componentOf[next] != componentOf[node] {
                entered[componentOf[next]] = true
            }
        }
        return components.indices.filter { !entered[$0] }.sorted { components[$0][0] < components[$1][0] }
    }
}
