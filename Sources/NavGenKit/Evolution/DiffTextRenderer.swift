/// `navgen diff --format text`: a line per change and the counts, for people.
package struct DiffTextRenderer: Sendable {
    /// The report for a terminal: messages quote patterns and URLs, the spec's text,
    /// so they go through ``TerminalText`` with the line breaks kept.
    /// One line per change, `KIND ROUTE: MESSAGE`, its witness on the next line (a URL,
    /// or the path of a saved state), then the counts:
    ///
    ///     link-removed recipes.recipeDetail: recipes://recipes/7 opened ... and opens nothing now (...)
    ///       witness: recipes://recipes/7
    ///     1 breaking, 0 added, 0 changed
    package func render(_ report: SpecDiffReport) -> String {
        TerminalText.sanitized(text(report), keepingLineBreaks: true)
    }

    func text(_ report: SpecDiffReport) -> String {
        var lines: [String] = []
        for change in report.changes {
            lines.append(change.kind.rawValue + (change.route.map { " \($0)" } ?? "") + ": " + change.message)
            guard let witness = change.witness else { continue }
            lines.append((change.witnessIsSavedState ? "  saved state: " : "  witness: ") + witness)
        }
        lines.append(
            report.changes.isEmpty
                ? "no changes"
                : "\(report.breakingCount) breaking, \(report.addedCount) added, \(report.changedCount) changed"
        )
        return lines.joined(separator: "\n")
    }
}
