/// One pair of a `set` action, `signedIn: false`: the condition as written (resolved
/// by the model, `unknown-reference` when it names none) and the value it takes.
///
/// A `set` item holds its pairs in the order written; they apply at once, so the
/// order only decides how a skeleton method is named.
package struct ConditionAssignment: Sendable, Hashable {
    /// The id without args, located at the key.
    package var condition: Located<String>
    package var value: Bool
    /// `joined(roomId)`: the names of the declaring route's params bound to the
    /// condition's, in order; nil when the key writes no parentheses.
    package var args: [String]? = nil

    package init(_ condition: Located<String>, _ value: Bool, args: [String]? = nil) {
        self.condition = condition
        self.value = value
        self.args = args
    }

    /// The key as written: `signedIn`, `joined(roomId)`.
    package var spelling: String {
        condition.value + (args.map { "(" + $0.joined(separator: ", ") + ")" } ?? "")
    }

    /// `signedIn false`, as the simulator's `set` action and `--trace` write a pair.
    package var text: String { "\(spelling) \(value)" }
}

extension [ConditionAssignment] {
    /// `signedIn false, premium true`: the pairs as one `set` action takes them.
    package var text: String { map(\.text).joined(separator: ", ") }
}
