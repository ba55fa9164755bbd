import NavGenKit
import Testing

@Suite struct DigraphTests {
    /// 0 → 1 → 2 → 0, 2 → 3, 3 → 4 → 3, 5 → 5, 6 alone.
    let graph = Digraph(
        nodeCount: 7,
        edges: [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (5, 5)])

    @Test func successorsKeepTheirOrder() {
        let graph = Digraph(nodeCount: 3, edges: [(0, 2), (1, 0), (0, 1), (0, 2)])
        #expect(Array(graph.successors(of: 0)) == [2, 1, 2])
        #expect(Array(graph.successors(of: 1)) == [0])
        #expect(Array(graph.successors(of: 2)) == [])
    }

    @Test func componentsInReverseTopologicalOrder() {
        let components = StronglyConnectedComponents(graph)
        #expect(components.components == [[3, 4], [0, 1, 2], [5], [6]])
        #expect(components.componentOf == [1, 1, 1, 0, 0, 2, 3])
        #expect(
            components.components.indices.map { components.isCyclic($0, in: graph) } == [
                true, true, true, false,
            ])
    }

    @Test func componentsWithinAMask() {
        let mask = [false, true, true, true, true, false, true]
        let components = StronglyConnectedComponents(graph, within: mask)
        #expect(components.components == [[3, 4], [2], [1], [6]])
        #expect(components.componentOf[0] == -1)
        #expect(components.sources(in: graph, within: mask).map { components.components[$0] } == [[1], [6]])
    }

    @Test func reachableAndShortestPaths() {
        #expect(graph.reachable(from: [3]) == [false, false, false, true, true, false, false])
        #expect(
            graph.reachable(from: [0], within: [true, true, false, true, true, true, true]) == [
                true, true, false, false, false, false, false,
            ])
        #expect(graph.shortestPath(from: 0, to: 4) == [0, 1, 2, 3, 4])
        #expect(graph.shortestPath(from: 4, to: 0) == nil)
        #expect(graph.shortestPath(from: 0, to: 3, allowed: { $0 != 2 }) == nil)
        let ties = Digraph(nodeCount: 4, edges: [(0, 2), (0, 1), (1, 3), (2, 3)])
        #expect(ties.shortestPath(from: 0, to: 3) == [0, 2, 3])
    }

    @Test func aLongChainNeedsNoRecursion() {
        let count = 200_000
        let chain = Digraph(nodeCount: count, edges: (0..<count).map { ($0, ($0 + 1) % count) })
        let components = StronglyConnectedComponents(chain)
        #expect(components.components.count == 1)
        #expect(components.components[0].count == count)
        #expect(chain.reachable(from: [count / 2]).allSatisfy { $0 })
        let open = Digraph(nodeCount: count, edges: (0..<(count - 1)).map { ($0, $0 + 1) })
        #expect(StronglyConnectedComponents(open).components.count == count)
        #expect(StronglyConnectedComponents(open).components.first == [count - 1])
    }
}
