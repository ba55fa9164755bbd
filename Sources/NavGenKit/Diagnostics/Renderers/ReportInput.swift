/// Everything a report needs besides its format.
///
/// Renderers are pure: the CLI reads the spec and decides about colour, and hands
/// the results over here, so every format can be tested without a file or terminal.
public struct ReportInput: Sendable {
    /// The findings to report, in any order; reports list them sorted.
    public var findings: [Finding]
    /// The spec path as the user typed it. Every format names the file with it
    /// (rather than with `Finding.file`), so output points where the user looks.
    public var displayPath: String
    /// The spec's text, used by the text format to print the offending lines.
    public var sourceText: String
    /// Whether the text format may use ANSI colours. The CLI decides (terminal,
    /// `NO_COLOR`); when false, no output contains an escape byte.
    public var useColor: Bool
    /// The navgen version, recorded as the SARIF driver's `version` when set.
    public var toolVersion: String?
    /// Where to read about navgen, recorded as the SARIF driver's `informationUri`
    /// when set. It must be an absolute URI.
    public var toolInformationURI: String?

    public init(
        findings: [Finding],
        displayPath: String,
        sourceText: String = "",
        useColor: Bool = false,
        toolVersion: String? = nil,
        toolInformationURI: String? = nil
    ) {
        self.findings = findings
        self.displayPath = displayPath
        self.sourceText = sourceText
        self.useColor = useColor
        self.toolVersion = toolVersion
        self.toolInformationURI = toolInformationURI
    }
}
