import Foundation
import NavGenKit
import Testing

/// `outcomes` on a tabs coordinator (docs/spec/coordinators.md, "Outcomes of a tab bar").
@Suite struct TabOutcomesDecodingTests {
    static func load(_ outcomes: String, extra: String = "") -> Validator.Report {
        let text = """
            navgen: 1
            app: Tray
            root: tray
            coordinators:
              tray:
                kind: tabs
                children: [list]
                outcomes: \(outcomes)\(extra)
              list:
                root: home
                routes:
                  home:
            """
        return Validator.validate(Array(text.utf8), file: "navgen.yaml")
    }

    @Test func aTabBarDeclaresOutcomes() throws {
        let result = Self.load("[selected, closed]")
        #expect(result.findings.isEmpty)
        let tray = try #require(result.spec?.coordinator(named: "tray"))
        #expect(tray.outcomes.map(\.value) == ["selected", "closed"])
        #expect(tray.outcomes[0].location == SourceLocation(line: 8, column: 16))
    }

    @Test func outcomesAreCheckedAsAStacksAre() {
        let repeated = Self.load("[selected, selected]").findings
        #expect(repeated.map(\.rule) == [.nameCollision])
        #expect(repeated.first?.location == SourceLocation(line: 8, column: 26))
        #expect(Self.load("selected").findings.map(\.rule) == [.wrongType])
    }

    @Test func aStacksKeysStayMisplacedOnATabBar() {
        let findings = Self.load("[done]", extra: "\n    alerts: {}").findings
        #expect(findings.map(\.rule) == [.unknownKey])
        let text = findings.map { $0.message + " " + ($0.help ?? "") + $0.notes.joined() }.joined()
        #expect(text.contains("a tabs coordinator has kind, children, initial and outcomes"))
    }
}
