extension SpecSchema {
    /// `types`: enumerations a param can be typed with.
    static var typesProperty: SchemaNode.Property {
        (
            "types",
            .object([
                ("type", .string("object")),
                (
                    "description",
                    .string(
                        "Enumerations, by UpperCamelCase name, in order: each a list of values a param of "
                            + "that type takes. A link carries a value's raw value; the generated code has "
                            + "one String-backed enum per entry.")
                ),
                ("propertyNames", .object([("pattern", .string(SchemaPatterns.typeName))])),
                (
                    "additionalProperties",
                    SchemaNode.array(
                        "The values, in order: a lowerCamelCase case name that is its own raw value, or "
                            + "{ caseName: raw-value }.",
                        items: SchemaNode.ref(
                            "enumerationValue",
                            "A value of the enumeration: a lowerCamelCase case name, or { caseName: raw-value }."
                        ),
                        minItems: 1)
                ),
            ])
        )
    }

    static var typeDefinitions: [(String, JSONValue)] {
        [
            (
                "enumerationValue",
                SchemaNode.oneOf(
                    "A case name, or a one-key mapping of a case name to the raw value links carry.",
                    [
                        SchemaNode.string(
                            "A value of the enumeration: a lowerCamelCase case name, also its raw value.",
                            pattern: SchemaPatterns.identifier,
                            examples: ["week"]),
                        .object([
                            ("type", .string("object")),
                            (
                                "description",
                                .string(
                                    "A value of the enumeration with a raw value of its own: { caseName: raw-value }."
                                )
                            ),
                            ("minProperties", .int(1)),
                            ("maxProperties", .int(1)),
                            ("propertyNames", .object([("pattern", .string(SchemaPatterns.identifier))])),
                            (
                                "additionalProperties",
                                .object([("type", .string("string")), ("minLength", .int(1))])
                            ),
                        ]),
                    ])
            )
        ]
    }
}
