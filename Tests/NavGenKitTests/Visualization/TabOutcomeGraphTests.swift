import Foundation
import NavGenKit
import Testing

/// A tab bar's outcomes are drawn in its group, and a tab's `finish` leads to them.
@Suite struct TabOutcomeGraphTests {
    @Test func aTabsFinishLeadsToItsTabBarsOutcome() throws {
        let text = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("CodeGen/Fixtures/specs/taboutcomes.yaml"), encoding: .utf8)
        let diagram = SpecCorpus.diagram(text)
        let outcome = try #require(diagram.nodes.first { $0.id == "outcome_tabTray__selected" })
        #expect(outcome.group == "tabTray")
        let finish = diagram.edges.first {
            $0.from == "openTabs__tabList" && $0.to == "outcome_tabTray__selected"
        }
        #expect(finish?.label == "finish: selected")
        // A finish in a `then` of a tab's route too, and the parent's `then` from the outcome.
        #expect(
            diagram.edges.contains {
                $0.from == "outcome_unlock__done" && $0.to == "outcome_tabTray__selected"
            })
        #expect(
            diagram.edges.contains {
                $0.from == "outcome_tabTray__selected" && $0.to == "teamProfile__picked"
            })
        #expect(!diagram.nodes.contains { $0.id.hasPrefix("outcome_openTabs") })
    }
}
