/// The routes graph formed by the edges for which a closure gives a target route,
/// in compressed rows of 32-bit numbers.
///
/// Built for the cycle searches, which run on every validation: unlike a general
/// ``Digraph`` it reads the model's edges in place (they are already grouped by
/// source route, in declaration order) and numbers components without building a
/// member list per component, so a hundred thousand routes cost a few flat arrays.
struct RouteSubgraph {
    let nodeCount: Int
    /// `targets[offsets[n]..<offsets[n + 1]]` are the targets of route `n`'s arcs, in
    /// declaration order: its edges that have a target. A search that needs an arc's
    /// edge finds it among the route's edges, which keeps this graph to two arrays.
    private(set) var offsets: [Int32]
    private(set) var targets: [Int32] = []

    init(_ model: NavigationModel, following target: (Edge) -> RouteIndex?) {
        nodeCount = model.routes.count
        offsets = [Int32](repeating: 0, count: nodeCount + 1)
        targets.reserveCapacity(model.edges.count)
        var lastSource = 0
        for edge in model.edges {
            assert(edge.source.rawValue >= lastSource, "edges are stored route by route")
            lastSource = edge.source.rawValue
            guard let to = target(edge) else { continue }
            targets.append(Int32(to.rawValue))
            offsets[edge.source.rawValue + 1] += 1
        }
        for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
    }

    func arcs(from node: Int) -> Range<Int> { Int(offsets[node])..<Int(offsets[node + 1]) }

    /// Strongly connected component numbers, by Pearce's space-efficient variant of
    /// Tarjan's algorithm ("A space-efficient algorithm for finding strongly connected
    /// components", 2016) with an explicit stack of frames instead of recursion. One
    /// array serves as visit order, low link and, once a node is done, its component
    /// number, so the search costs four bytes a route: the cycle searches run while
    /// the whole model is in memory. Only equality of numbers is meaningful.
    func componentNumbers() -> [Int32] {
        // 0: not visited. While a node is open: its visit index, lowered to the least
        // index it reaches (indices stay below `next`). Done: its component, counted
        // down from nodeCount - 1, so above every index still in use.
        var rindex = [Int32](repeating: 0, count: nodeCount)
        var index: Int32 = 1
        var component = Int32(nodeCount - 1)
        var pending: [Int32] = []
        // A frame is a node whose arcs are being walked, the next arc, and whether no arc
        // so far reached a node visited before it.
        var frames: [(node: Int32, next: Int32, isRoot: Bool)] = []
        for start in 0..<nodeCount where rindex[start] == 0 {
            rindex[start] = index
            index += 1
            frames.append((Int32(start), offsets[start], true))
            while let frame = frames.last {
                let node = Int(frame.node)
                if frame.next < offsets[node + 1] {
                    let next = Int(targets[Int(frame.next)])
                    if rindex[next] == 0 {
                        // Descend; this arc is looked at again once `next` is done.
                        rindex[next] = index
                        index += 1
                        frames.append((Int32(next), offsets[next], true))
                        continue
                    }
                    if rindex[next] < rindex[node] {
                        rindex[node] = rindex[next]
                        frames[frames.count - 1].isRoot = false
                    }
                    frames[frames.count - 1].next += 1
                    continue
                }
                frames.removeLast()
                if frame.isRoot {
                    index -= 1
                    while let member = pending.last, rindex[node] <= rindex[Int(member)] {
                        pending.removeLast()
                        rindex[Int(member)] = component
                        index -= 1
                    }
                    rindex[node] = component
                    component -= 1
                } else {
                    pending.append(Int32(node))
                }
            }
        }
        return rindex
    }
}
