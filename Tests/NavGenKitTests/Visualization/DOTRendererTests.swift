import Foundation
import Testing

@testable import NavGenKit

@Suite struct DOTRendererTests {
    private func render(_ text: String, highlights: GraphHighlights = .none) -> String {
        DOTRenderer().render(SpecCorpus.diagram(text, highlights: highlights))
    }

    @Test(
        .enabled(
            if: ExternalTool.dot != nil, "Graphviz's `dot` is not installed (apt-get install -y graphviz)"),
        arguments: SpecCorpus.all)
    func graphvizRendersEverySpec(_ entry: SpecCorpus.Entry) throws {
        let dot = try #require(ExternalTool.dot)
        let result = try ExternalTool.run(
            dot, ["-Tsvg"], stdin: DOTRenderer().render(SpecCorpus.diagram(entry)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "", "dot warned: \(result.stderr)")
        #expect(result.stdout.contains("<svg"))
    }

    @Test(
        .enabled(
            if: ExternalTool.dot != nil, "Graphviz's `dot` is not installed (apt-get install -y graphviz)"))
    func graphvizRendersHighlightsAndAwkwardText() throws {
        let dot = try #require(ExternalTool.dot)
        let highlights = GraphHighlights(
            unreachableRoutes: [RouteRef("class.help")!], unreachableCoordinators: ["checkout"])
        let result = try ExternalTool.run(
            dot, ["-Tsvg"], stdin: render(SpecCorpus.kitchenSink, highlights: highlights))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func graphvizRejectsBrokenDOT() throws {
        guard let dot = ExternalTool.dot else { return }
        // The check above is only worth something if `dot` fails on bad input.
        #expect(try ExternalTool.run(dot, ["-Tsvg"], stdin: "digraph { a -> }").status != 0)
    }

    /// Edges between coordinators carry `xlabel`s: Graphviz 2.x fails on labelled
    /// edges between clusters (``BigGraphTests``).
    @Test func clustersNestAndEdgesIntoACoordinatorStopAtItsBorder() {
        let text = render(specExample)
        #expect(text.hasPrefix("digraph \"Recipes\" {\n    graph [rankdir=LR, compound=true"))
        #expect(text.contains("    subgraph \"cluster_main\" {\n        label=\"⇆ main · tabs\";"))
        #expect(text.contains("        subgraph \"cluster_recipes\" {\n"))
        #expect(
            text.contains(
                #""recipes__recipeList" -> "onboarding__welcome" [xlabel="start · cover", style=dashed, penwidth=2, lhead="cluster_onboarding"];"#
            ))
        #expect(
            text.contains(
                #""recipes__recipeDetail" -> "settings__settingsMain" [xlabel="tab", arrowhead=odot, lhead="cluster_settings"];"#
            ))
        #expect(
            text.contains(
                #""onboarding__welcome" -> "outcome_onboarding__skipped" [label="finish: skipped", style=dotted];"#
            ))
        #expect(text.contains(#""recipes__recipeDetail" [label="recipeDetail\nid: Int, source: String?"];"#))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func stringsAreQuotedWithBackslashEscapes() {
        #expect(DOTText.quoted(#"a "b" \N"#) == #""a \"b\" \\N""#)
        #expect(DOTText.label(lines: ["a", #"b""#]) == #""a\nb\"""#)
    }
}
