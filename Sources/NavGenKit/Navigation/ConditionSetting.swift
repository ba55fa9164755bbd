/// One pair of the simulator's `set` action, `signedIn false`: a condition by name and
/// the value the action gives it. A `set` takes several (`set signedIn false, premium
/// true`), which apply at once, as a `set` item of the spec does.
///
/// A condition with params is set one tuple at a time, its values labelled by the
/// condition's params: `set joined(roomId: "!a") true`.
package struct ConditionSetting: Hashable, Sendable, CustomStringConvertible {
    package var name: String
    package var value: Bool
    /// The tuple's values, by the condition's param names; empty for a plain condition.
    package var arguments: [ActionArgument]

    package init(_ name: String, _ value: Bool, arguments: [ActionArgument] = []) {
        self.name = name
        self.value = value
        self.arguments = arguments
    }

    /// `signedIn true`, `joined(roomId: "!a") false`.
    package var description: String { spelling + (value ? " true" : " false") }

    /// The condition as the action writes it: `signedIn`, `joined(roomId: "!a")`.
    package var spelling: String { name + ActionArgument.list(arguments) }
}

extension ConditionSetting {
    /// A spec `set` item's pair as the simulator writes it (args as the key writes
    /// them, `joined(roomId) true`: the values come from the route that runs it).
    init(_ assignment: ConditionAssignment) { self.init(assignment.spelling, assignment.value) }
}
