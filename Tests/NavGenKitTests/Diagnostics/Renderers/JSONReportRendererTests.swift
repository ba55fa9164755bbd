import Foundation
import NavGenKit
import Testing

@Suite struct JSONReportRendererTests {
    @Test func hasTheDocumentedShapeAndCounts() throws {
        let text = ReportRenderer.render(try RendererFixture.input(), as: .json)
        let report = try RendererFixture.parsedJSON(text)
        #expect(Set(report.keys) == ["findings", "errors", "warnings"])
        #expect(report["errors"] as? Int == 3)
        #expect(report["warnings"] as? Int == 1)

        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        for finding in findings {
            #expect(Set(finding.keys) == ["file", "line", "column", "severity", "rule", "message", "notes"])
            #expect(finding["file"] as? String == "Specs/navgen.yaml")
        }
        let first = findings[0]
        #expect(first["line"] as? Int == 10)
        #expect(first["column"] as? Int == 19)
        #expect(first["severity"] as? String == "error")
        #expect(first["rule"] as? String == "unknown-reference")
        #expect(first["message"] as? String == "no route 'recipeDetial' in coordinator 'main'")
        #expect(first["notes"] as? [String] == ["help: did you mean 'recipeDetail'?"])
        #expect(findings[2]["severity"] as? String == "warning")
        #expect(
            findings[2]["notes"] as? [String] == [
                "the cycle: main.recipeDetail -> main.recipeDetail",
                "add 'push-cycle' to the route's 'allow' list if this is intended",
            ])
        #expect(findings[3]["notes"] as? [String] == [])
    }

    @Test func keepsTheDocumentedKeyOrder() throws {
        let text = ReportRenderer.render(try RendererFixture.input(), as: .json)
        let keys = [
            "\"findings\"", "\"file\"", "\"line\"", "\"column\"", "\"severity\"", "\"rule\"",
            "\"message\"", "\"notes\"", "\"errors\"", "\"warnings\"",
        ]
        let offsets = try keys.map { key in try #require(text.range(of: key)).lowerBound }
        #expect(offsets == offsets.sorted())
        #expect(text.hasSuffix("}\n"))
    }

    @Test func escapesWhatJSONCannotHoldRaw() throws {
        let finding = Finding(
            location: .start, rule: .invalidName, message: "bad \"name\"\n\u{1B}", help: "tab\there")
        let input = ReportInput(findings: [finding], displayPath: "C:\\specs\\navgen.yaml")
        let report = try RendererFixture.parsedJSON(ReportRenderer.render(input, as: .json))
        let entry = try #require((report["findings"] as? [[String: Any]])?.first)
        #expect(entry["message"] as? String == "bad \"name\"\n\u{1B}")
        #expect(entry["notes"] as? [String] == ["help: tab\there"])
        #expect(entry["file"] as? String == "C:\\specs\\navgen.yaml")
    }
}
