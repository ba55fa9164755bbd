/// The text format: swiftc-style diagnostics for people.
///
/// ```
/// navgen.yaml:12:17: error: no route 'recipeDetial' in 'recipes' [unknown-reference]
///           - push: recipeDetial
///                   ^
/// help: did you mean 'recipeDetail'?
///
/// navgen.yaml: 1 error, 0 warnings
/// ```
///
/// Each finding is a header, the source line with a caret when the line exists and
/// is not empty, its `note:` and `help:` lines, and a blank line that separates it
/// from the next. The summary comes last, so it is the line a CI log ends on; it
/// names the spec, so that a clean run's one line says which spec was checked.
///
/// The text is for people, so it does not repeat itself without end: past the
/// ``RepetitionCap`` limits a `note:` line says how many findings like the ones
/// shown were left out. Each finding costs the same whatever the length of its
/// source line, which is decoded once however many findings it has.
enum TextReportRenderer {
    static func render(_ input: ReportInput) -> String {
        let style = TextStyle(usesColor: input.useColor)
        var excerpts = LineExcerpts(input.sourceText)
        var includedExcerpts: [String: LineExcerpts] = [:]
        var cap = RepetitionCap()
        let path = TerminalText.sanitized(input.displayPath)
        let findings = input.findings
        var out = ""
        for (index, finding) in findings.enumerated() {
            let findingPath = finding.location.fileIndex == 0 ? path : TerminalText.sanitized(finding.file)
            if cap.admit(finding) {
                if finding.location.fileIndex == 0 {
                    write(finding, path: findingPath, excerpts: &excerpts, style: style, to: &out)
                } else {
                    var fileExcerpts =
                        includedExcerpts[finding.file]
                        ?? LineExcerpts(input.includedTexts[finding.file] ?? "")
                    write(finding, path: findingPath, excerpts: &fileExcerpts, style: style, to: &out)
                    includedExcerpts[finding.file] = fileExcerpts
                }
                out += "\n"
            }
            let next = findings.indices.contains(index + 1) ? findings[index + 1] : nil
            if next?.file != finding.file || next?.location.line != finding.location.line {
                let leftOut = cap.closeLine()
                write(
                    leftOut, at: "\(findingPath):\(finding.location.line)", onOneLine: true, style: style,
                    to: &out)
            }
        }
        write(cap.closeReport(), at: path, onOneLine: false, style: style, to: &out)
        if let stale = input.staleBaseline { write(stale, style: style, to: &out) }
        out += ReportRenderer.summary(of: input) + "\n"
        return out
    }

    private static func write(
        _ finding: Finding, path: String, excerpts: inout LineExcerpts, style: TextStyle,
        to out: inout String
    ) {
        let location = finding.location
        let severity = finding.severity.rawValue + ":"
        out += style.paint("\(path):\(location.line):\(location.column): ", .location)
        out += style.paint(severity, finding.severity == .error ? .error : .warning)
        out += style.paint(" " + TerminalText.sanitized(finding.message), .message)
        out += " [\(finding.rule.rawValue)]\n"

        if let excerpt = excerpts.excerpt(line: location.line, column: location.column) {
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

    /// Each baseline entry that matched nothing: `navgen.yaml: note: baseline entry
    /// 'unknown-reference' at 'coordinators.main' matches no finding`, and its help.
    private static func write(_ stale: StaleBaseline, style: TextStyle, to out: inout String) {
        for entry in stale.entries {
            out += style.paint(TerminalText.sanitized(entry.file) + ": ", .location)
            out += style.paint(stale.level + ":", stale.areErrors ? .error : .label)
            out += style.paint(" " + TerminalText.sanitized(entry.staleMessage), .message) + "\n"
            out += style.paint("help:", .label) + " " + StaleBaseline.help + "\n\n"
        }
    }

    /// One `note:` line per shape left out, then a blank line:
    /// `navgen.yaml:11: note: 63995 more findings like "unknown action '...' in a
    /// transition" on this line are not shown [unknown-key]`.
    private static func write(
        _ omissions: [RepetitionCap.Omission], at place: String, onOneLine: Bool, style: TextStyle,
        to out: inout String
    ) {
        guard !omissions.isEmpty else { return }
        for omission in omissions {
            let shape = TerminalText.sanitized(omission.shape.message)
            let noun = omission.count == 1 ? "finding" : "findings"
            let verb = omission.count == 1 ? "is" : "are"
            out += style.paint(place + ": ", .location) + style.paint("note:", .label)
            out += " \(omission.count) more \(noun) like \"\(shape)\"\(onOneLine ? " on this line" : "")"
            out += " \(verb) not shown; --format json lists every finding [\(omission.shape.rule.rawValue)]\n"
        }
        out += "\n"
    }
}
