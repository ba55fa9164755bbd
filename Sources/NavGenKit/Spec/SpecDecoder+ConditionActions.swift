/// Decoding of the condition action `set: { signedIn: false, premium: true }`
/// (docs/spec/conditions.md, Condition actions).
extension SpecDecoder {
    /// The pairs of a `set` value, in the order written; nil when the value is no
    /// mapping, maps nothing, or a value is not `true` or `false` (each `wrong-type`).
    /// The keys stay as written: the model resolves them to conditions.
    mutating func decodeConditionAssignments(_ id: NodeID) -> [ConditionAssignment]? {
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id),
                "set must map condition ids to true or false, not \(describe(id))",
                help: "write set: { signedIn: false }")
            return nil
        }
        let entries = document.entries(of: id)
        guard !entries.isEmpty else {
            report(
                .wrongType, at: location(id), "set changes no condition",
                help: "write at least one pair: set: { signedIn: false }")
            return nil
        }
        var pairs: [ConditionAssignment] = []
        var isWhole = true
        for entry in entries {
            guard let name = text(entry.key, "a key of set") else {
                isWhole = false
                continue
            }
            guard let value = conditionValue(entry.value, of: name.value) else {
                isWhole = false
                continue
            }
            // `joined(roomId)` names the condition and the params that give its values;
            // any other key stays as written, for the model to resolve or report.
            if let parsed = ConditionEntry(name.value), !parsed.isNegated, let args = parsed.args {
                pairs.append(ConditionAssignment(Located(parsed.name, at: name.location), value, args: args))
                continue
            }
            pairs.append(ConditionAssignment(name, value))
        }
        return isWhole ? pairs : nil
    }

    /// `true` or `false` written as a word.
    private mutating func conditionValue(_ id: NodeID, of condition: String) -> Bool? {
        if kind(id) == .scalar, !isEmptyScalar(id) {
            switch spelling(id) {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        let found = describe(id)
        report(
            .wrongType, at: location(id), "set gives condition '\(condition)' \(found), not true or false",
            notes: ["a condition is a Bool fact: set makes it true or false"],
            help: kind(id) == .scalar && !isEmptyScalar(id)
                ? Suggestion.help(for: spelling(id), among: ["true", "false"]) ?? "write \(condition): false"
                : "write \(condition): false")
        return nil
    }
}
