/// The ways `navgen validate` can print its findings.
///
/// The raw values are what users type after `--format`, so the CLI can parse the
/// option straight into this type.
package enum ReportFormat: String, CaseIterable, Sendable {
    /// swiftc-style diagnostics with the source line and a caret, for people.
    case text
    /// One JSON object with every finding and the counts, for scripts.
    case json
    /// A SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands, which annotate the spec in pull requests.
    case github
}
