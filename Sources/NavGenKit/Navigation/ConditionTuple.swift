/// One value of a condition with params: the condition and a value per param, in the
/// params' order (`joined(roomId: "!a")`). Only states of a spec whose conditions
/// take params hold them; each tuple reads the condition's `initially` until set.
package struct ConditionTuple: Hashable, Sendable {
    package var condition: ConditionIndex
    package var values: [ParamValue]

    package init(condition: ConditionIndex, values: [ParamValue]) {
        self.condition = condition
        self.values = values
    }

    /// `joined(roomId: "!a")`: the tuple as the simulator's `set` action writes it,
    /// which is also its name in the JSON `conditions` and in a flow's `given:`.
    package func spelling(in model: NavigationModel) -> String {
        let condition = model[condition]
        let pairs = zip(condition.params, values).map { $0.name.value + ": " + $1.swiftLiteral }
        return condition.id.value + "(" + pairs.joined(separator: ", ") + ")"
    }
}

extension NavigationModel {
    /// Whether some condition takes params: only then do states keep tuples.
    package var hasConditionParams: Bool { conditions.contains { !$0.params.isEmpty } }
}

extension ParamValue {
    /// The literal the simulator's actions write for the value, so that a value can
    /// be given on as an action's argument (a satisfying flow's root takes the
    /// tuple's values this way).
    var argumentLiteral: ArgumentLiteral {
        switch self {
        case .string(let text), .custom(let text), .url(let text): .string(text)
        case .int(let value): .integer(String(value))
        case .double(let value): .float(value.description)
        case .bool(let value): .bool(value)
        case .uuid(let value): .string(value.uuidString.uppercased())
        case .enumeration(let name, _): .member(name)
        }
    }
}
