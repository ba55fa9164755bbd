/// The text format: swiftc-style diagnostics for people.
///
/// ```
/// navgen.yaml:12:17: error: no route 'recipeDetial' in 'recipes' [unknown-reference]
///           - push: recipeDetial
///                   ^
/// help: did you mean 'recipeDetail'?
///
/// 1 error, 0 warnings
/// ```
///
/// Each finding is a header, the source line with a caret when the line exists and
/// is not empty, its `note:` and `help:` lines, and a blank line that separates it
/// from the next. The summary comes last, so it is the line a CI log ends on.
enum TextReportRenderer {
    static func render(_ input: ReportInput) -> String {
        let style = TextStyle(usesColor: input.useColor)
        let lines = SourceLines(input.sourceText)
        let path = TerminalText.sanitized(input.displayPath)
        var out = ""
        for finding in input.findings {
            write(finding, path: path, lines: lines, style: style, to: &out)
            out += "\n"
        }
        out += ReportRenderer.summaryLine(
            errors: input.findings.errorCount, warnings: input.findings.warningCount)
        out += "\n"
        return out
    }

    private static func write(
        _ finding: Finding, path: String, lines: SourceLines, style: TextStyle, to out: inout String
    ) {
        let location = finding.location
        let severity = finding.severity.rawValue + ":"
        out += style.paint("\(path):\(location.line):\(location.column): ", .location)
        out += style.paint(severity, finding.severity == .error ? .error : .warning)
        out += style.paint(" " + TerminalText.sanitized(finding.message), .message)
        out += " [\(finding.rule.rawValue)]\n"

        if let excerpt = SourceExcerpt(line: lines[location.line], column: location.column) {
            out += excerpt.text + "\n"
            out += excerpt.caretIndent + style.paint("^", .caret) + "\n"
        }
        for note in finding.notes {
            out += style.paint("note:", .label) + " " + TerminalText.sanitized(note) + "\n"
        }
        if let help = finding.help {
            out += style.paint("help:", .label) + " " + TerminalText.sanitized(help) + "\n"
        }
    }
}
