/// The routes graph formed by the edges for which a closure gives a target route,
/// in compressed rows of 32-bit numbers, with each arc's edge index kept.
///
/// Built for the cycle searches, which run on every validation: unlike a general
/// ``Digraph`` it reads the graph's edges in place (they are already grouped by
/// source route, in declaration order) and numbers components without building a
/// member list per component, so a hundred thousand routes cost a few flat arrays.
struct RouteSubgraph {
    let nodeCount: Int
    /// `targets[offsets[n]..<offsets[n + 1]]` are the targets of route `n`'s arcs,
    /// in declaration order, and `edgeIndices` the same arcs' edges.
    private(set) var offsets: [Int32]
    private(set) var targets: [Int32] = []
    private(set) var edgeIndices: [Int32] = []

    init(_ graph: NavigationGraph, following target: (Edge) -> RouteIndex?) {
        nodeCount = graph.routes.count
        offsets = [Int32](repeating: 0, count: nodeCount + 1)
        targets.reserveCapacity(graph.edges.count)
        edgeIndices.reserveCapacity(graph.edges.count)
        var lastSource = 0
        for (index, edge) in graph.edges.enumerated() {
            assert(edge.source.rawValue >= lastSource, "edges are stored route by route")
            lastSource = edge.source.rawValue
            guard let to = target(edge) else { continue }
            targets.append(to.storage)
            edgeIndices.append(Int32(index))
            offsets[edge.source.rawValue + 1] += 1
        }
        for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
    }

    var arcCount: Int { targets.count }

    func arcs(from node: Int) -> Range<Int> { Int(offsets[node])..<Int(offsets[node + 1]) }

    /// Strongly connected component numbers, by Tarjan's algorithm with an explicit
    /// stack of frames. Only equality of numbers is meaningful.
    func componentNumbers() -> [Int32] {
        var order = [Int32](repeating: -1, count: nodeCount)
        var low = [Int32](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var component = [Int32](repeating: -1, count: nodeCount)
        var stack: [Int32] = []
        // A frame is a node whose arcs are being walked, and the next arc to walk.
        var frames: [(node: Int32, next: Int32)] = []
        var counter: Int32 = 0
        var components: Int32 = 0
        for start in 0..<nodeCount where order[start] < 0 {
            order[start] = counter
            low[start] = counter
            counter += 1
            stack.append(Int32(start))
            onStack[start] = true
            frames.append((Int32(start), offsets[start]))
            while let frame = frames.last {
                let node = Int(frame.node)
                if frame.next < offsets[node + 1] {
                    frames[frames.count - 1].next += 1
                    let next = Int(targets[Int(frame.next)])
                    if order[next] < 0 {
                        order[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(Int32(next))
                        onStack[next] = true
                        frames.append((Int32(next), offsets[next]))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    low[Int(parent.node)] = min(low[Int(parent.node)], low[node])
                }
                guard low[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[Int(member)] = false
                    component[Int(member)] = components
                    if Int(member) == node { break }
                }
                components += 1
            }
        }
        return component
    }
}
