/// The json format: one object with every finding and the counts, for scripts.
///
/// `{"findings": [{"file", "line", "column", "severity", "rule", "message",
/// "notes"}], "errors": N, "warnings": M}`, keys in that order. `notes` ends with
/// `help: ...` when the finding has help, so a script that shows notes shows the fix.
/// With `--baseline`, `"staleBaseline"` follows: the entries that matched nothing, as
/// the baseline file writes them (counted in `errors` under `--strict`).
enum JSONReportRenderer {
    static func render(_ input: ReportInput) -> String {
        var members: [(String, JSONValue)] = [
            ("findings", .array(input.findings.map { entry(for: $0, path: input.path(of: $0)) })),
            ("errors", .int(input.errorCount)),
            ("warnings", .int(input.findings.warningCount)),
        ]
        if let stale = input.staleBaseline {
            members.append(("staleBaseline", .array(stale.entries.map(\.jsonValue))))
        }
        return JSONValue.object(members).rendered(pretty: true) + "\n"
    }

    private static func entry(for finding: Finding, path: String) -> JSONValue {
        .object([
            ("file", .string(path)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("severity", .string(finding.severity.rawValue)),
            ("rule", .string(finding.rule.rawValue)),
            ("message", .string(finding.message)),
            ("notes", .array(finding.detailLines.map(JSONValue.string))),
        ])
    }
}
