/// What is left of a report once a baseline is applied.
package struct BaselineOutcome: Sendable {
    /// The findings no entry suppressed, sorted.
    package var findings: [Finding]
    /// How many findings the baseline suppressed.
    package var suppressedCount: Int
    /// Entries that matched no finding: fixed since the baseline was written, or moved
    /// to another path. Sorted as in the file.
    package var staleEntries: [BaselineEntry]
}

extension Baseline {
    /// Suppresses recorded findings: a finding matches an entry with the same rule, file
    /// and spec path (never lines, never the message), and each entry suppresses one
    /// finding, so a second finding of the same kind at the same place is still new.
    /// Of several findings sharing a key, the first ones in report order are suppressed.
    package func apply(to findings: [Finding], paths: SpecPathIndex) -> BaselineOutcome {
        var remaining: [BaselineEntry.Key: [BaselineEntry]] = [:]
        for entry in entries.reversed() { remaining[entry.key, default: []].append(entry) }
        var kept: [Finding] = []
        var suppressed = 0
        for finding in findings.sorted() {
            let key = BaselineEntry.Key(
                rule: finding.rule.rawValue, file: finding.file, path: paths.path(at: finding.location))
            if Self.canRecord(finding), remaining[key]?.popLast() != nil {
                suppressed += 1
            } else {
                kept.append(finding)
            }
        }
        let stale = remaining.values.flatMap { $0 }.sorted()
        return BaselineOutcome(findings: kept, suppressedCount: suppressed, staleEntries: stale)
    }
}
