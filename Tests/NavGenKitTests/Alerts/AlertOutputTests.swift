import Foundation
import NavGenKit
import Testing

/// `routes`, `graph` and `schema` for alerts and popovers, on the alerts fixture.
@Suite struct AlertOutputTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Alerts/navgen.yaml")

    private func simulator() throws -> Simulator {
        try makeSimulator(String(contentsOf: Self.fixture, encoding: .utf8))
    }

    @Test func routesListsEachCoordinatorsAlertsAndWhoShowsThem() throws {
        let report = RoutesReport(simulator: try simulator())
        #expect(
            RoutesTextRenderer().render(report).contains(
                "  deleteMessage? (confirmationDialog: delete, archive, cancel)\n    shown by: message\n"),
            "\(RoutesTextRenderer().render(report))")
        #expect(
            RoutesTextRenderer().render(report).contains(
                "  share\n    reached: push message › popover share\n"))
        let json = RoutesJSONRenderer().value(report).rendered()
        #expect(
            json.contains(
                #"{"coordinator":"inbox","alert":"offline","style":"alert","outcomes":["ok"],"shownBy":["list"]}"#
            ),
            "\(json)")
    }

    @Test func routesJSONHasNoAlertsKeyWithoutAlerts() throws {
        let report = RoutesReport(simulator: try makeSimulator(minimalSpec))
        #expect(!RoutesJSONRenderer().value(report).rendered().contains("alerts"))
    }

    @Test func graphDrawsAlertsAnswersAndPopovers() throws {
        let diagram = DiagramBuilder(spec: try simulator().spec).build()
        let json = DiagramJSONRenderer().render(diagram)
        #expect(
            json.contains(#""kind": "alert""#) || json.contains(#""kind":"alert""#), "\(json.prefix(400))")
        let edges = diagram.edges.map { "\($0.from) \($0.kind.name) \($0.to) \($0.label)" }
        #expect(edges.contains("inbox__message alert alert_inbox__deleteMessage alert"))
        #expect(edges.contains("alert_inbox__deleteMessage then inbox__archived on archive: popover"))
        #expect(edges.contains("inbox__message popover inbox__share popover"))
        let mermaid = MermaidRenderer().render(diagram)
        #expect(mermaid.contains(#"alert_inbox__offline{"offline?<br>alert: ok"}"#), "\(mermaid)")
    }

    @Test func theSchemaHasTheNewKeys() {
        let schema = SpecSchema.text
        for key in [#""alerts""#, #""alertDeclaration""#, #""popover""#, #""confirmationDialog""#] {
            #expect(schema.contains(key), "\(key)")
        }
    }
}
