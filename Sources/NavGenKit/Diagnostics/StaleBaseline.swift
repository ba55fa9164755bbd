/// The baseline entries that matched no finding, as a report shows them: notes, or
/// errors under `--strict`, so a baseline shrinks as findings get fixed.
package struct StaleBaseline: Sendable, Hashable {
    package var entries: [BaselineEntry]
    /// `--strict`: stale entries fail the run like errors.
    package var areErrors: Bool

    package init(entries: [BaselineEntry], areErrors: Bool) {
        self.entries = entries.sorted()
        self.areErrors = areErrors
    }

    /// How many errors the entries add to the report's count.
    var errorCount: Int { areErrors ? entries.count : 0 }

    /// `note` or `error`, the word the text and github formats print.
    var level: String { areErrors ? "error" : "note" }

    static let help = "the finding is fixed or moved: record the baseline again with --write-baseline"
}

extension BaselineEntry {
    /// One line about an entry that matched nothing; every quoted part escaped, so
    /// a hostile baseline file cannot forge output.
    var staleMessage: String {
        UnambiguousText.escaped(
            "baseline entry '\(rule)' at '\(path.isEmpty ? "(document)" : path)' matches no finding")
    }
}
