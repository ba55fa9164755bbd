import NavGenKit
import Testing

@Suite struct StarterSpecTests {
    private let report = validate(StarterSpec.text)

    @Test func validatesWithNoFindings() {
        #expect(report.findings == [])
        #expect(report.isUsable)
    }

    @Test func firstLinePointsEditorsAtTheSchemaFile() {
        #expect(StarterSpec.text.hasPrefix("# yaml-language-server: $schema=navgen.schema.json\n"))
        #expect(StarterSpec.text.contains("navgen schema > navgen.schema.json"))
    }

    @Test func showsOneOfEverythingAFirstAppNeeds() throws {
        let spec = try #require(report.spec)
        let root = try #require(spec.coordinator(named: spec.root.value))
        #expect(root.kind == .tabs)
        #expect(root.children.count == 2)
        #expect(root.children.allSatisfy { spec.coordinator(named: $0.value)?.kind == .stack })
        let actions = spec.coordinators.flatMap(\.routes).flatMap(\.transitions).map(\.action.keyword)
        for keyword in ["push", "sheet", "start", "finish", "dismiss"] {
            #expect(actions.contains(keyword), "\(keyword)")
        }
        #expect(spec.coordinators.contains { !$0.outcomes.isEmpty })
        #expect(spec.coordinators.flatMap(\.routes).contains { !$0.deepLinks.isEmpty })
        #expect(!spec.deepLinks.schemes.isEmpty)
    }

    @Test func isCommented() {
        let lines = StarterSpec.text.split(separator: "\n")
        #expect(lines.filter { $0.contains("#") }.count >= 15)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }
}
