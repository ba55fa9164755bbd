/// `navgen diff`'s output: the changes, their counts, and the text and JSON forms.
public struct SpecDiffReport: Hashable, Sendable {
    public var changes: [SpecChange]

    public init(changes: [SpecChange]) {
        self.changes = changes
    }

    /// The changes an app built from the new spec can fail on: exit 1 when there is one.
    public var breakingCount: Int { changes.count(where: \.isBreaking) }
    public var addedCount: Int { changes.count(where: { $0.kind == .added }) }
    public var changedCount: Int { changes.count(where: { $0.kind == .changed }) }

    /// One line per change, `KIND ROUTE: MESSAGE`, its witness on the next line (a URL,
    /// or the path of a saved state), then the counts:
    ///
    ///     link-removed recipes.recipeDetail: recipes://recipes/7 opened ... and opens nothing now (...)
    ///       witness: recipes://recipes/7
    ///     1 breaking, 0 added, 0 changed
    public var text: String {
        var lines: [String] = []
        for change in changes {
            lines.append(change.kind.rawValue + (change.route.map { " \($0)" } ?? "") + ": " + change.message)
            guard let witness = change.witness else { continue }
            lines.append((change.witnessIsSavedState ? "  saved state: " : "  witness: ") + witness)
        }
        lines.append(
            changes.isEmpty
                ? "no changes" : "\(breakingCount) breaking, \(addedCount) added, \(changedCount) changed")
        return lines.joined(separator: "\n")
    }

    /// `{"changes": [{"kind", "breaking", "route", "pattern", "witness", "message"}],
    /// "breaking": N, "added": M}`; an absent field is `null`.
    public var json: JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let items = changes.map { change -> JSONValue in
            .object([
                ("kind", .string(change.kind.rawValue)),
                ("breaking", .bool(change.isBreaking)),
                ("route", optional(change.route)),
                ("pattern", optional(change.pattern)),
                ("witness", optional(change.witness)),
                ("message", .string(change.message)),
            ])
        }
        return .object([
            ("changes", .array(items)), ("breaking", .int(breakingCount)), ("added", .int(addedCount)),
        ])
    }
}
