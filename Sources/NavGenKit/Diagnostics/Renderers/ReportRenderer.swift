/// Turns findings into the text `navgen validate` prints, in any ``ReportFormat``.
///
/// Every format lists the findings in `Finding`'s order (position, then rule, then
/// message), so the same spec always gives byte-identical output. The result ends
/// with a newline and is meant to be written to stdout as it is.
package enum ReportRenderer {
    package static func render(_ input: ReportInput, as format: ReportFormat) -> String {
        var sorted = input
        sorted.findings.sort()
        switch format {
        case .text: return TextReportRenderer.render(sorted)
        case .json: return JSONReportRenderer.render(sorted)
        case .sarif: return SARIFReportRenderer.render(sorted)
        case .github: return GitHubReportRenderer.render(sorted)
        }
    }

    /// The last line of a text or github report: the spec as the user named it, and
    /// its counts, `navgen.yaml: 1 error, 2 warnings`. A clean run prints only this
    /// line, so it says which spec was checked; the counts keep the words scripts
    /// look for (`0 errors, 0 warnings`).
    static func summary(of input: ReportInput) -> String {
        TerminalText.sanitized(input.displayPath) + ": "
            + summaryLine(errors: input.errorCount, warnings: input.findings.warningCount)
    }

    /// The counts of a summary, `1 error, 2 warnings`, also useful to any command
    /// that refuses to go on because of findings.
    package static func summaryLine(errors: Int, warnings: Int) -> String {
        "\(counted(errors, "error")), \(counted(warnings, "warning"))"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
