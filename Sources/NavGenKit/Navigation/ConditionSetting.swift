/// One pair of the simulator's `set` action, `signedIn false`: a condition by name and
/// the value the action gives it. A `set` takes several (`set signedIn false, premium
/// true`), which apply at once, as a `set` item of the spec does.
package struct ConditionSetting: Hashable, Sendable, CustomStringConvertible {
    package var name: String
    package var value: Bool

    package init(_ name: String, _ value: Bool) {
        self.name = name
        self.value = value
    }

    package var description: String { name + (value ? " true" : " false") }
}

extension ConditionSetting {
    /// A spec `set` item's pair as the simulator writes it.
    init(_ assignment: ConditionAssignment) { self.init(assignment.condition.value, assignment.value) }
}
