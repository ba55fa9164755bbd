import NavGenKit
import Testing

@Suite struct TextReportRendererTests {
    @Test func matchesTheGoldenFileByteForByte() throws {
        let rendered = ReportRenderer.render(try RendererFixture.input(), as: .text)
        let golden = try RendererFixture.text(of: "findings.txt")
        // Bytes, not String ==, which would accept canonically equivalent text.
        #expect(rendered.utf8.elementsEqual(golden.utf8), "rendered:\n\(rendered)")
    }

    @Test func usesNoEscapeByteWithoutColor() throws {
        let rendered = ReportRenderer.render(try RendererFixture.input(useColor: false), as: .text)
        #expect(!rendered.utf8.contains(0x1B))
    }

    @Test func colorsTheReportWhenAsked() throws {
        let rendered = ReportRenderer.render(try RendererFixture.input(useColor: true), as: .text)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header =
            "\u{1B}[1mSpecs/navgen.yaml:10:19: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m"
            + "\u{1B}[1m no route 'recipeDetial' in coordinator 'main'\u{1B}[0m [unknown-reference]"
        #expect(lines[0] == header)
        #expect(lines[1] == "          - push: recipeDetial")
        #expect(lines[2] == String(repeating: " ", count: 18) + "\u{1B}[1;32m^\u{1B}[0m")
        #expect(lines[3] == "\u{1B}[1;36mhelp:\u{1B}[0m did you mean 'recipeDetail'?")
        #expect(lines[10].contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
        #expect(lines[13] == "\u{1B}[1;36mnote:\u{1B}[0m the cycle: main.recipeDetail -> main.recipeDetail")
        #expect(lines.last(where: { !$0.isEmpty }) == "Specs/navgen.yaml: 3 errors, 1 warning")
    }

    /// The one line of a clean run names the spec it checked.
    @Test func reportsNoFindingsAsJustTheSummaryNamingTheSpec() {
        let input = ReportInput(findings: [], displayPath: "App/navgen.yaml", sourceText: "navgen: 1\n")
        #expect(ReportRenderer.render(input, as: .text) == "App/navgen.yaml: 0 errors, 0 warnings\n")
    }

    @Test func skipsTheSourceOfAnEmptyFile() {
        let finding = Finding(location: .start, rule: .missingField, message: "missing 'navgen'")
        let input = ReportInput(findings: [finding], displayPath: "navgen.yaml", sourceText: "")
        #expect(
            ReportRenderer.render(input, as: .text)
                == "navgen.yaml:1:1: error: missing 'navgen' [missing-field]\n\nnavgen.yaml: 1 error, 0 warnings\n"
        )
    }

    @Test func neutralisesControlCharactersInSourceAndMessages() {
        let finding = Finding(
            location: SourceLocation(line: 2, column: 7),
            rule: .invalidName,
            message: "bad name 'a\u{1B}[2Jb'\nforged line",
            notes: ["note \u{7}"]
        )
        let source = "navgen: 1\napp: \u{1B}[31mRed\u{7F}\u{202E}x\n"
        let input = ReportInput(
            findings: [finding], displayPath: "x.yaml", sourceText: source, useColor: false)
        let rendered = ReportRenderer.render(input, as: .text)
        #expect(!rendered.utf8.contains(0x1B))
        #expect(
            rendered == """
                x.yaml:2:7: error: bad name 'a\u{241B}[2Jb'\u{240A}forged line [invalid-name]
                app: \u{241B}[31mRed\u{2421}\u{FFFD}x
                      ^
                note: note \u{2407}

                x.yaml: 1 error, 0 warnings

                """)
    }
}
