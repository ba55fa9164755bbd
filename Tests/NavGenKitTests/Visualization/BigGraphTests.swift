import Foundation
import Testing

@testable import NavGenKit

/// A 200-route app's whole graph, drawn with the default settings of Mermaid (as
/// GitHub runs it) and Graphviz.
@Suite struct BigGraphTests {
    /// `Benchmarks/generate_spec.py --layout app 200`: five tabs sharing a route set,
    /// ten flows, alerts, a condition, deep links on most routes.
    static let app200: String = {
        let url = SpecCorpus.repositoryRoot.appendingPathComponent(
            "Tests/NavGenKitTests/Fixtures/Graph/app-200.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    private func diagram() throws -> Diagram {
        let pipeline = Pipeline(Array(Self.app200.utf8), file: "app-200.yaml")
        #expect(pipeline.report.findings.isEmpty, "\(pipeline.report.findings.map(\.message))")
        return try #require(try pipeline.diagram(focus: nil))
    }

    @Test func theFixtureHasTwoHundredRoutes() throws {
        let routes = try diagram().nodes.filter { if case .route = $0.kind { true } else { false } }
        #expect(routes.count == 200)
    }

    /// Drawn as small specs are, the app is past Mermaid's 500 edges; with its deep
    /// links in the routes' labels it is within both limits, counted in the text.
    @Test func theWholeMermaidGraphIsWithinMermaidsDefaults() throws {
        let diagram = try diagram()
        let plain = MermaidRenderer().render(diagram)
        #expect(MermaidStructure(plain).edges.count > MermaidLimits.defaults.maxEdges)

        let drawing = GraphFormat.mermaid.draw(diagram)
        let structure = MermaidStructure(drawing.text)
        #expect(structure.problems == [])
        #expect(structure.edges.count <= 500)
        #expect(drawing.text.utf16.count <= 50_000)
        #expect(drawing.mermaidOverflow == nil)
        // Every route is still drawn, every pattern still shown.
        #expect(
            structure.nodes.filter {
                $0.contains("__") && !$0.hasPrefix("outcome_") && !$0.hasPrefix("alert_")
            }.count == 200)
        for case .deepLink(let pattern, _) in diagram.nodes.map(\.kind) {
            #expect(drawing.text.contains("↘ " + MermaidText.label(pattern)), "\(pattern)")
        }
    }

    @Test(
        .enabled(
            if: ExternalTool.dot != nil, "Graphviz's `dot` is not installed (apt-get install -y graphviz)"))
    func graphvizDrawsTheWholeGraph() throws {
        let dot = try #require(ExternalTool.dot)
        let result = try ExternalTool.run(dot, ["-Tsvg"], stdin: GraphFormat.dot.draw(diagram()).text)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "", "dot warned: \(result.stderr)")
        #expect(result.stdout.contains("</svg>"))
    }

    /// Graphviz 2.x fails ("trouble in init_rank") on labels of edges between clusters;
    /// those carry an `xlabel`, and only those.
    @Test func onlyEdgesWithinOneCoordinatorHaveDOTLabels() throws {
        let diagram = try diagram()
        let group = Dictionary(diagram.nodes.map { ($0.id, $0.group) }) { first, _ in first }
        let dot = DOTRenderer().render(diagram)
        for edge in diagram.edges {
            let prefix = "\"\(edge.from)\" -> \"\(edge.to)\" ["
            let line = try #require(
                dot.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }
            )
            let key = group[edge.from] == group[edge.to] ? "label=" : "xlabel="
            #expect(line.contains(prefix + key), "\(line)")
        }
    }

    /// Small graphs are drawn as before: nothing is folded while the text fits.
    @Test(arguments: SpecCorpus.all)
    func smallGraphsAreDrawnInFull(_ entry: SpecCorpus.Entry) {
        let diagram = SpecCorpus.diagram(entry)
        let drawing = GraphFormat.mermaid.draw(diagram)
        #expect(drawing.text == MermaidRenderer().render(diagram))
        #expect(drawing.mermaidOverflow == nil)
    }

    @Test func aGraphPastTheLimitsEvenFoldedSaysByHowMuch() throws {
        let diagram = try diagram()
        let limits = MermaidLimits(maxEdges: 100, maxTextSize: 10_000)
        let drawing = GraphFormat.mermaid.draw(diagram, within: limits)
        let overflow = try #require(drawing.mermaidOverflow)
        #expect(overflow.size.edges == MermaidStructure(drawing.text).edges.count)
        #expect(overflow.size.characters == drawing.text.utf16.count)
        #expect(overflow.limits == limits)
        #expect(
            overflow.message
                == "the Mermaid graph has \(overflow.size.edges) edges and \(overflow.size.characters) characters, "
                + "more than Mermaid draws by default (maxEdges 100, maxTextSize 10000)")
        // DOT and JSON have no such limits: never folded, never a warning.
        #expect(
            GraphFormat.dot.draw(diagram, within: limits) == GraphDrawing(text: DOTRenderer().render(diagram))
        )
    }

    @Test func charactersAreCountedAsJavaScriptCountsThem() {
        #expect(MermaidSize(text: "⇆ a", edges: 0).characters == 3)
        #expect(MermaidSize(text: "🔗", edges: 0).characters == 2)
        #expect(MermaidLimits(maxEdges: 1, maxTextSize: 3).admits(MermaidSize(edges: 1, characters: 3)))
        #expect(!MermaidLimits(maxEdges: 1, maxTextSize: 3).admits(MermaidSize(edges: 2, characters: 3)))
        #expect(!MermaidLimits(maxEdges: 1, maxTextSize: 3).admits(MermaidSize(edges: 1, characters: 4)))
    }

    @Test func deepLinksMoveIntoTheirRoutesLabels() {
        let diagram = SpecCorpus.diagram(specExample).withDeepLinksInLabels()
        #expect(!diagram.nodes.contains { if case .deepLink = $0.kind { true } else { false } })
        #expect(!diagram.edges.contains { $0.kind == .deepLink })
        let detail = diagram.nodes.first { $0.id == "recipes__recipeDetail" }
        #expect(
            detail?.lines == ["recipeDetail", "id: Int, source: String?", "↘ /recipes/{id}?from={source}"])
        let social = SpecCorpus.examples.first { $0.name.contains("social") }.map {
            SpecCorpus.diagram($0)
        }
        let status = social?.withDeepLinksInLabels().nodes.first { $0.id == "common__status" }
        #expect(status?.details.last == "↘ /statuses/{id} · onTop")
    }
}
