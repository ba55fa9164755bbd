/// One pair of a `set` action, `signedIn: false`: the condition as written (resolved
/// by the model, `unknown-reference` when it names none) and the value it takes.
///
/// A `set` item holds its pairs in the order written; they apply at once, so the
/// order only decides how a skeleton method is named.
package struct ConditionAssignment: Sendable, Hashable {
    package var condition: Located<String>
    package var value: Bool

    package init(_ condition: Located<String>, _ value: Bool) {
        self.condition = condition
        self.value = value
    }

    /// `signedIn false`, as the simulator's `set` action and `--trace` write a pair.
    package var text: String { "\(condition.value) \(value)" }
}

extension [ConditionAssignment] {
    /// `signedIn false, premium true`: the pairs as one `set` action takes them.
    package var text: String { map(\.text).joined(separator: ", ") }
}
