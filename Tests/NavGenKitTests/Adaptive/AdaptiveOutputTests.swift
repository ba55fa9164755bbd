import Testing

@testable import NavGenKit

/// `routes` and `graph` keep an adaptive move's word and add its style in each size
/// class; a move that does not adapt reads as before.
@Suite struct AdaptiveOutputTests {
    @Test func routesSaysTheStyleOfEachClass() throws {
        let report = RoutesReport(
            simulator: try Simulator(spec: try CodeGenFixtures.spec(text: AdaptiveSpecs.social)))
        let text = RoutesTextRenderer().render(report)
        #expect(text.contains("reached: sheet share as sheet (compact) / popover (regular)"), "\(text)")
        #expect(text.contains("reached: start accountList as sheet (compact) / popover (regular)"), "\(text)")
        #expect(text.contains("reached: push status\n"), "\(text)")
    }

    @Test func graphLabelsAnAdaptiveEdgeWithBothStylesAndDrawsItsCompactOne() throws {
        let diagram = DiagramBuilder(spec: try CodeGenFixtures.spec(text: AdaptiveSpecs.social)).build()
        let edges = diagram.edges.map { "\($0.from) \($0.kind.name) \($0.to) \($0.label)" }
        #expect(
            edges.contains("main__timeline sheet main__share sheet (compact) / popover (regular)"), "\(edges)"
        )
        #expect(
            edges.contains("main__timeline start compose__editor start · cover (compact) / sheet (regular)"),
            "\(edges)")
        #expect(edges.contains("main__timeline push main__status push"), "\(edges)")
    }
}
