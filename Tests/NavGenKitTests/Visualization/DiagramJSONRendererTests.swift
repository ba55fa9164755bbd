import Foundation
import NavGenKit
import Testing

@Suite struct DiagramJSONRendererTests {
    private func object(_ text: String) throws -> [String: Any] {
        let json = DiagramJSONRenderer().render(SpecCorpus.diagram(text))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func listsGroupsNodesEdgesAndEntryPointsWithKinds() throws {
        let graph = try object(specExample)
        #expect(graph["app"] as? String == "Recipes")
        let nodes = try #require(graph["nodes"] as? [[String: Any]])
        #expect(
            Set(nodes.compactMap { $0["kind"] as? String }) == [
                "launch", "deeplink", "tabs", "route", "outcome",
            ])
        let detail = try #require(nodes.first { $0["id"] as? String == "recipes__recipeDetail" })
        #expect(detail["ref"] as? String == "recipes.recipeDetail")
        #expect(detail["group"] as? String == "recipes")
        let edges = try #require(graph["edges"] as? [[String: Any]])
        let start = try #require(edges.first { $0["kind"] as? String == "start" })
        #expect(start["as"] as? String == "cover")
        #expect(start["style"] as? String == "dashed")
        #expect(start["line"] as? Int == 28)
        let then = try #require(edges.first { $0["kind"] as? String == "then" })
        #expect(then["outcome"] as? String == "completed")
        #expect(then["action"] as? String == "tab")
        let entries = try #require(graph["entryPoints"] as? [[String: Any]])
        #expect(entries.count == 5)
        #expect(entries[0]["kind"] as? String == "launch")
        #expect(entries[1]["pattern"] as? String == "/recipes/{id}?from={source}")
        #expect(entries[1]["route"] as? String == "recipes.recipeDetail")
        let groups = try #require(graph["groups"] as? [[String: Any]])
        #expect(groups.map { $0["kind"] as? String } == ["tabs", "stack", "stack", "stack"])
    }

    @Test func outputIsDeterministicAndKeepsKeyOrder() {
        let diagram = SpecCorpus.diagram(SpecCorpus.kitchenSink)
        let json = DiagramJSONRenderer().render(diagram)
        #expect(json == DiagramJSONRenderer().render(SpecCorpus.diagram(SpecCorpus.kitchenSink)))
        #expect(json.hasPrefix("{\n  \"app\": \"Shop\",\n  \"groups\": ["))
        #expect(GraphFormat.json.render(diagram) == json)
    }
}
