extension SpecSchema {
    /// Names and rule ids, shared by the rest of the schema.
    static var nameDefinitions: [(String, JSONValue)] {
        [
            (
                "coordinatorId",
                SchemaNode.string(
                    "A coordinator id: lowerCamelCase ASCII letters and digits.",
                    pattern: SchemaPatterns.identifier)
            ),
            (
                "routeId",
                SchemaNode.string(
                    "A route id of this coordinator: lowerCamelCase ASCII letters and digits.",
                    pattern: SchemaPatterns.identifier)
            ),
            (
                "outcomeName",
                SchemaNode.string(
                    "An outcome name: lowerCamelCase ASCII letters and digits.",
                    pattern: SchemaPatterns.identifier)
            ),
            (
                "ruleId",
                SchemaNode.choice(
                    "A rule id whose severity can be changed, as `navgen rules` lists them.",
                    configurableRules)
            ),
        ]
    }

    /// The rules `rules:` and `allow:` may name: the others are always errors.
    static var configurableRules: [String] {
        RuleRegistry.descriptions.filter(\.isConfigurable).map(\.id.rawValue)
    }

    /// `rules:` lists every rule as a property, so editors complete the ids and show
    /// what each rule checks.
    static var ruleSettings: JSONValue {
        let severities = ConfiguredSeverity.allCases.map(\.rawValue)
        return SchemaNode.object(
            "The severity of rules for the whole spec: error, warning or off.",
            properties: RuleRegistry.descriptions.filter(\.isConfigurable).map { rule in
                (
                    rule.id.rawValue,
                    SchemaNode.choice(
                        "\(rule.summary.prefix(1).uppercased())\(rule.summary.dropFirst()) "
                            + "(default: \(rule.defaultSeverity.rawValue)).", severities)
                )
            })
    }
}
