/// The github format: GitHub Actions workflow commands, one per finding, which
/// GitHub turns into annotations on the spec in the pull request and the run.
///
/// `::error file=F,line=L,col=C,title=RULE::MESSAGE` (`::warning` likewise), with
/// the notes and help as further lines of the message. The summary follows as a
/// plain line that names the spec, which the log shows as it is. Stale baseline entries are `::notice`
/// (`::error` under `--strict`) on their file. The file is the
/// ``RepositoryPath`` form of the display path, so annotations land on the file.
enum GitHubReportRenderer {
    static func render(_ input: ReportInput) -> String {
        let file = RepositoryPath.normalized(input.displayPath)
        var out = ""
        for finding in input.findings {
            let properties = [
                ("file", finding.location.fileIndex == 0 ? file : RepositoryPath.normalized(finding.file)),
                ("line", String(finding.location.line)),
                ("col", String(finding.location.column)),
                ("title", finding.rule.rawValue),
            ]
            let message = ([finding.message] + finding.detailLines).joined(separator: "\n")
            out += "::\(finding.severity.rawValue) "
            out += properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
            out += "::\(escapedData(message))\n"
        }
        for entry in input.staleBaseline?.entries ?? [] {
            let level = input.staleBaseline?.areErrors == true ? "error" : "notice"
            out +=
                "::\(level) file=\(escapedProperty(RepositoryPath.normalized(entry.file))),title=baseline::"
            out += escapedData(entry.staleMessage + "\nhelp: " + StaleBaseline.help) + "\n"
        }
        out += ReportRenderer.summary(of: input) + "\n"
        return out
    }

    /// A command's message ends at the line break, so `%`, CR and LF are encoded;
    /// GitHub decodes them, which makes a multi-line annotation. Any other control
    /// (an escape sequence the log would act on) is shown through ``TerminalText``.
    static func escapedData(_ text: String) -> String {
        escaped(text, inProperty: false)
    }

    /// A property value also ends at `,` (next property) and `:` (the `::` before
    /// the message), so those are encoded too.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, inProperty: true)
    }

    private static func escaped(_ text: String, inProperty: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where inProperty: out += "%3A"
            case "," where inProperty: out += "%2C"
            default: out.unicodeScalars.append(TerminalText.visible(scalar))
            }
        }
        return out
    }
}
