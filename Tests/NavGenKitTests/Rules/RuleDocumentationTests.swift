import Foundation
import NavGenKit
import Testing

@Suite struct RuleDocumentationTests {
    /// `docs/rules.md`, found from this file's path: Tests/NavGenKitTests/Rules/.
    static let docsURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/rules.md")

    static func docs() throws -> String {
        try String(contentsOf: docsURL, encoding: .utf8)
    }

    @Test func docsMentionEveryRule() throws {
        let docs = try Self.docs()
        for id in RuleID.allCases {
            #expect(docs.contains("## \(id.rawValue)\n"), "no section for \(id.rawValue)")
            #expect(docs.contains("[`\(id.rawValue)`]"), "no table row for \(id.rawValue)")
        }
    }

    /// The doc is generated from the rules' descriptions. After changing a rule,
    /// regenerate it: `NAVGEN_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests`.
    @Test func docsAreUpToDate() throws {
        let generated = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_DOCS"] == "1" {
            try generated.write(to: Self.docsURL, atomically: true, encoding: .utf8)
        }
        #expect(try Self.docs() == generated)
    }

    @Test func docsExplainEveryRuleInItsOwnWords() throws {
        let docs = try Self.docs()
        for description in RuleRegistry.descriptions {
            #expect(docs.contains(description.rationale), "\(description.id)")
            if let details = description.details {
                #expect(docs.contains(details), "\(description.id)")
            }
            // A replaced rule is never reported: its section says so instead of a default.
            let opening = description.replacedBy == nil ? "Default **" : "Never reported"
            #expect(docs.contains("\n\(description.summary). \(opening)"), "\(description.id)")
        }
    }

    @Test func listHasOneLinePerRuleWithSeverityAndSummary() {
        let lines = RuleDocumentation.list().split(separator: "\n")
        #expect(lines.count == RuleID.allCases.count)
        #expect(lines.first?.hasPrefix("yaml-syntax ") == true)
        #expect(lines.first?.hasSuffix("(always an error)") == true)
        let pushCycle = lines.first { $0.hasPrefix("push-cycle ") }
        #expect(pushCycle?.contains(" warning ") == true)
        #expect(pushCycle?.hasSuffix(RuleID.pushCycle.summary) == true)
    }

    @Test func everyRuleHasAnExample() {
        // A replaced rule has nothing to show: no spec triggers it.
        for entry in RuleDocumentation.entries where RuleRegistry.description(of: entry.id).replacedBy == nil
        {
            #expect(!entry.example.isEmpty, "\(entry.id)")
            #expect(entry.example.split(separator: "\n").count <= 4, "\(entry.id)")
        }
    }
}
