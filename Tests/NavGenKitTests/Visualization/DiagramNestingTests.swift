import Testing

@testable import NavGenKit

/// Twenty thousand groups (tab bars each the only tab of the one before, with
/// `tab-target` off) draw in linear time: each group's members are found once.
@Suite struct DiagramNestingTests {
    private func diagram(depth: Int) throws -> Diagram {
        let text = DeepSpecs.tabBarChain(depth, rules: "rules: { tab-target: off }\n")
        let spec = try #require(SpecLoader.load(Array(text.utf8), file: "navgen.yaml").spec)
        return DiagramBuilder(spec: spec).build()
    }

    @Test func opensAndClosesEachGroupInDrawingOrder() throws {
        let text = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main: { kind: tabs, children: [a, b] }
              a: { root: r, routes: { r: {} } }
              b: { root: r, routes: { r: {}, s: {} } }
              c: { root: r, routes: { r: {} } }
            """
        let spec = try #require(SpecLoader.load(Array(text.utf8), file: "navgen.yaml").spec)
        let diagram = DiagramBuilder(spec: spec).build()
        var steps: [String] = []
        DiagramNesting(diagram).forEachStep { step in
            switch step {
            case .open(let group, let nodes, let depth):
                steps.append("open \(group.coordinator) \(nodes.count) \(depth)")
            case .close(let group, let depth): steps.append("close \(group.coordinator) \(depth)")
            }
        }
        #expect(
            steps == [
                "open main 1 1", "open a 1 2", "close a 2", "open b 2 2", "close b 2", "close main 1",
                "open c 1 1", "close c 1",
            ])
        #expect(DiagramNesting(diagram).topLevelNodes.map(\.id) == diagram.nodes(in: nil).map(\.id))
    }

    /// Filtering every node for every group, and searching the spec for the coordinator
    /// each edge enters, took over a minute in debug; this takes about 3 s.
    @Test func twentyThousandGroupsDrawInLinearTime() throws {
        let count = 20_000
        let text = DeepSpecs.tabBarChain(count, rules: "rules: { tab-target: off }\n")
        let spec = try #require(SpecLoader.load(Array(text.utf8), file: "navgen.yaml").spec)
        let started = ContinuousClock.now
        let diagram = DiagramBuilder(spec: spec).build()
        let mermaid = GraphFormat.mermaid.render(diagram)
        let dot = GraphFormat.dot.render(diagram)
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(mermaid.split(separator: "\n").count { $0.hasSuffix("end") } == count + 1)
        #expect(dot.split(separator: "\n").count { $0.contains("subgraph ") } == count + 1)
    }
}
