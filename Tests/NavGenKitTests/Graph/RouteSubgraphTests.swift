import Testing

@testable import NavGenKit

/// The cycle search's lean graph must agree with the general ``Digraph`` and
/// ``StronglyConnectedComponents`` it stands in for.
@Suite struct RouteSubgraphTests {
    /// A spec with one stack of `count` routes; route `i` pushes each of `pushes[i]`.
    private func graph(_ pushes: [[Int]]) throws -> NavigationModel {
        var yaml = "navgen: 1\napp: Demo\nroot: main\ncoordinators:\n  main:\n    root: r0\n    routes:\n"
        for (route, targets) in pushes.enumerated() {
            let items = (targets.map { "{ push: r\($0) }" } + ["dismiss"]).joined(separator: ", ")
            yaml += "      r\(route):\n        transitions: [\(items)]\n"
        }
        return NavigationModel(try #require(SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml").spec))
    }

    /// Deterministic pseudo-random pushes, several per route, cycles included.
    private func randomPushes(routes: Int, seed: UInt64) -> [[Int]] {
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<routes).map { _ in (0..<(next() % 3)).map { _ in next() % routes } }
    }

    @Test func arcsFollowTheEdgesInOrder() throws {
        let graph = try graph([[1, 2], [], [0]])
        let subgraph = RouteSubgraph(graph, following: \.pushedRoute)
        #expect(subgraph.targets.count == 3)
        #expect(subgraph.arcs(from: 0).map { subgraph.targets[$0] } == [1, 2])
        #expect(subgraph.arcs(from: 1).isEmpty)
        #expect(subgraph.arcs(from: 2).map { subgraph.targets[$0] } == [0])
    }

    @Test func componentNumbersMatchTarjansComponents() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            let pushes = randomPushes(routes: 40, seed: seed)
            let graph = try graph(pushes)
            let numbers = RouteSubgraph(graph, following: \.pushedRoute).componentNumbers()
            let pairs = pushes.enumerated().flatMap { route, targets in targets.map { (from: route, to: $0) }
            }
            let reference = StronglyConnectedComponents(Digraph(nodeCount: pushes.count, edges: pairs))
            for a in pushes.indices {
                for b in pushes.indices {
                    #expect(
                        (numbers[a] == numbers[b]) == (reference.componentOf[a] == reference.componentOf[b]))
                }
            }
        }
    }

    @Test func shortestPathsMatchTheDigraphs() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            let pushes = randomPushes(routes: 30, seed: seed)
            let graph = try graph(pushes)
            let subgraph = RouteSubgraph(graph, following: \.pushedRoute)
            let numbers = subgraph.componentNumbers()
            let pairs = pushes.enumerated().flatMap { route, targets in targets.map { (from: route, to: $0) }
            }
            let digraph = Digraph(nodeCount: pushes.count, edges: pairs)
            var search = ShortestPathSearch(nodeCount: pushes.count)
            for start in pushes.indices {
                for goal in pushes.indices where numbers[start] == numbers[goal] {
                    let expected = digraph.shortestPath(from: start, to: goal) {
                        numbers[$0] == numbers[goal]
                    }
                    #expect(search.path(from: start, to: goal, in: subgraph, within: numbers) == expected)
                }
            }
        }
    }
}
