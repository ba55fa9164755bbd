import Testing

@testable import NavGenKit

@Suite struct ReportRendererTests {
    @Test(arguments: [
        (0, 0, "0 errors, 0 warnings"),
        (1, 0, "1 error, 0 warnings"),
        (0, 1, "0 errors, 1 warning"),
        (1, 2, "1 error, 2 warnings"),
        (12, 1, "12 errors, 1 warning"),
    ])
    func summaryUsesSingularAndPlural(errors: Int, warnings: Int, expected: String) {
        #expect(ReportRenderer.summaryLine(errors: errors, warnings: warnings) == expected)
    }

    @Test func formatsAreTheOptionValues() {
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "github"])
    }

    @Test func everyFormatIsDeterministicWhateverTheInputOrder() throws {
        var input = try RendererFixture.input()
        let reversed = ReportInput(
            findings: input.findings.reversed(), displayPath: input.displayPath, sourceText: input.sourceText,
            rules: input.rules)
        for format in ReportFormat.allCases {
            #expect(ReportRenderer.render(input, as: format) == ReportRenderer.render(reversed, as: format))
        }
        input.findings = []
        for format in ReportFormat.allCases {
            #expect(ReportRenderer.render(input, as: format).hasSuffix("\n"))
        }
    }

    @Test func detailLinesAreNotesThenHelp() {
        let finding = Finding(
            location: .start, rule: .unknownKey, message: "m", notes: ["n1", "n2"], help: "h")
        #expect(finding.detailLines == ["n1", "n2", "help: h"])
        #expect(Finding(location: .start, rule: .unknownKey, message: "m").detailLines == [])
    }
}
