/// `navgen diff`'s output: the changes and their counts, printed by one renderer per
/// ``DiffFormat``.
package struct SpecDiffReport: Hashable, Sendable {
    package var changes: [SpecChange]

    /// The changes an app built from the new spec can fail on: exit 1 when there is one.
    package var breakingCount: Int { changes.count(where: \.isBreaking) }
    package var addedCount: Int { changes.count(where: { $0.kind == .added }) }
    package var changedCount: Int { changes.count(where: { $0.kind == .changed }) }
}
