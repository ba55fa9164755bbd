/// Everything a report needs besides its format.
///
/// Renderers are pure: the CLI reads the spec and decides about colour, and hands
/// the results over here, so every format can be tested without a file or terminal.
package struct ReportInput: Sendable {
    /// The findings to report, in any order; reports list them sorted.
    package var findings: [Finding]
    /// The spec path as the user typed it. Every format names the main file with it
    /// (rather than with `Finding.file`), so output points where the user looks; a
    /// finding in an included file names that file (``path(of:)``).
    package var displayPath: String
    /// The spec's text, used by the text format to print the offending lines.
    package var sourceText: String
    /// The texts of included files by path, for the lines of their findings; a file
    /// missing here gets no excerpts.
    package var includedTexts: [String: String]
    /// Whether the text format may use ANSI colours. The CLI decides (terminal,
    /// `NO_COLOR`); when false, no output contains an escape byte.
    package var useColor: Bool
    /// The navgen version, recorded as the SARIF driver's `version` when set.
    package var toolVersion: String?
    /// Where to read about navgen, recorded as the SARIF driver's `informationUri`
    /// when set. It must be an absolute URI.
    package var toolInformationURI: String?
    /// The address of the rules document (docs/rules.md) of this navgen, without a
    /// fragment: the sarif format links each rule to its section, `#` and its id.
    /// It must be an absolute URI; without it, rules have help but no link.
    package var ruleDocumentationURI: String?
    /// The rules the sarif format describes in its driver (`RuleRegistry.descriptions`),
    /// whatever was found; a result names its rule's position in this list. The other
    /// formats do not list rules.
    package var rules: [RuleDescription]
    /// The entries of `--baseline` that matched no finding; nil without a baseline,
    /// so reports without one are unchanged.
    package var staleBaseline: StaleBaseline?

    /// The file a finding names: the display path in the main file, its own
    /// path in an included file.
    func path(of finding: Finding) -> String {
        finding.location.fileIndex == 0 ? displayPath : finding.file
    }

    /// Errors in the report: the findings' and, under `--strict`, stale baseline entries.
    var errorCount: Int { findings.errorCount + (staleBaseline?.errorCount ?? 0) }

    package init(
        findings: [Finding],
        displayPath: String,
        sourceText: String = "",
        includedTexts: [String: String] = [:],
        useColor: Bool = false,
        toolVersion: String? = nil,
        toolInformationURI: String? = nil,
        ruleDocumentationURI: String? = nil,
        rules: [RuleDescription] = [],
        staleBaseline: StaleBaseline? = nil
    ) {
        self.findings = findings
        self.displayPath = displayPath
        self.sourceText = sourceText
        self.includedTexts = includedTexts
        self.useColor = useColor
        self.toolVersion = toolVersion
        self.toolInformationURI = toolInformationURI
        self.ruleDocumentationURI = ruleDocumentationURI
        self.rules = rules
        self.staleBaseline = staleBaseline
    }
}
