/// `navgen aasa --check --format text`: `FILE: MESSAGE` a line, then how many.
package struct AASACheckTextRenderer: Sendable {
    /// Messages quote the deployed file's paths and the spec's patterns, so the text
    /// goes through ``TerminalText`` with the line breaks kept.
    package func render(_ disagreements: [AASADisagreement], in path: String) -> String {
        let lines = disagreements.map { "\(path): \($0.message)" }
        let summary =
            switch disagreements.count {
            case 0: "the file agrees with the spec"
            case 1: "1 disagreement"
            default: "\(disagreements.count) disagreements"
            }
        return TerminalText.sanitized((lines + [summary]).joined(separator: "\n"), keepingLineBreaks: true)
    }
}
