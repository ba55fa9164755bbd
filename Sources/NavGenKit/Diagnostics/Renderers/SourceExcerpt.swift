/// The offending source line as the text format prints it, and the indent that puts
/// a caret under the finding's column.
///
/// The line keeps its tabs and the indent repeats them, so the caret lines up
/// whatever the terminal's tab width. Unsafe scalars are shown through
/// ``TerminalText``. A line longer than `maximumLength` scalars (minified YAML, a
/// binary file) is cut to a window around the column, with `...` on the cut sides.
struct SourceExcerpt: Equatable {
    /// The line as printed, without a line break.
    var text: String
    /// Tabs and spaces to print before the caret.
    var caretIndent: String

    static let defaultMaximumLength = 200
    private static let ellipsis = "..."

    /// The excerpt for `column` (1-based, in Unicode scalars) of `line`, or nil when
    /// there is nothing worth showing: the line does not exist or is empty.
    ///
    /// A column before the line is treated as 1 and one past its end as just after
    /// it, where libyaml puts marks at the end of a line.
    init?(line: String?, column: Int, maximumLength: Int = defaultMaximumLength) {
        guard let line else { return nil }
        self.init(scalars: Array(line.unicodeScalars), column: column, maximumLength: maximumLength)
    }

    /// The same for a line already split into scalars. It reads only the window, so
    /// a report with many findings on one long line decodes that line once (see
    /// ``LineExcerpts``) and each finding costs at most `maximumLength` scalars.
    init?(scalars: [Unicode.Scalar], column: Int, maximumLength: Int = defaultMaximumLength) {
        guard !scalars.isEmpty else { return nil }
        let caret = min(max(column, 1), scalars.count + 1) - 1
        var window = 0..<scalars.count
        if scalars.count > maximumLength {
            let start = min(max(caret - maximumLength / 2, 0), scalars.count - maximumLength)
            window = start..<(start + maximumLength)
        }

        var text = String.UnicodeScalarView()
        var caretIndent = ""
        if window.lowerBound > 0 {
            text.append(contentsOf: Self.ellipsis.unicodeScalars)
            caretIndent += String(repeating: " ", count: Self.ellipsis.count)
        }
        for index in window {
            let shown = TerminalText.visible(scalars[index])
            text.append(shown)
            guard index < caret else { continue }
            caretIndent += shown == "\t" ? "\t" : String(repeating: " ", count: TerminalText.width(of: shown))
        }
        if window.upperBound < scalars.count {
            text.append(contentsOf: Self.ellipsis.unicodeScalars)
        }
        self.text = String(text)
        self.caretIndent = caretIndent
    }
}
