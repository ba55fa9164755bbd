/// `navgen diff`'s output: the changes and their counts, printed by one renderer per
/// ``DiffFormat``.
public struct SpecDiffReport: Hashable, Sendable {
    public var changes: [SpecChange]

    public init(changes: [SpecChange]) {
        self.changes = changes
    }

    /// The changes an app built from the new spec can fail on: exit 1 when there is one.
    public var breakingCount: Int { changes.count(where: \.isBreaking) }
    public var addedCount: Int { changes.count(where: { $0.kind == .added }) }
    public var changedCount: Int { changes.count(where: { $0.kind == .changed }) }
}
