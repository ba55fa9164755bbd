/// `name-collision` for what a condition with params adds to `<App>Conditions`: the
/// type `<Name>Args`, the stored `<name>Values` and `set<Name>(_:...)` (docs/spec/
/// conditions.md, "Conditions with params").
extension NameCollisionRule.Check {
    /// Another condition named like one of those members would be declared twice in
    /// the struct (at that condition); an entry of `types` named like `<Name>Args`
    /// would be hidden inside it by the nested type (at the type).
    mutating func conditionTupleNames(_ spec: NavigationSpec) {
        let withParams = spec.conditions.filter { !$0.params.isEmpty }
        guard !withParams.isEmpty else { return }
        let names = GeneratedNames(spec: spec)
        for condition in withParams {
            let id = condition.id.value
            let upper = SwiftName.upperCamel(id)
            let members = [(id + "Values", "the store of its values"), ("set" + upper, "its setter")]
            for (member, what) in members {
                guard let other = spec.conditions.first(where: { $0.id.value == member }) else { continue }
                report(
                    other.id.location,
                    "condition '\(member)' has the name of \(what) that condition '\(id)' generates",
                    notes: [
                        "'\(id)' takes params: `\(names.conditions)` holds it as `\(id)Values` and "
                            + "`set\(upper)(_:...)`"
                    ],
                    help: "rename the condition, e.g. '\(member)Condition'")
            }
            let args = upper + "Args"
            for type in spec.types where names.enumeration(type.name.value) == args {
                report(
                    type.name.location,
                    "type '\(type.name.value)' has the name of the type navgen generates for condition '\(id)'",
                    notes: [
                        "'\(id)' takes params: each tuple of its values is a `\(names.conditions).\(args)`"
                    ],
                    help: "rename the type, e.g. '\(type.name.value)Kind'")
            }
        }
    }
}
