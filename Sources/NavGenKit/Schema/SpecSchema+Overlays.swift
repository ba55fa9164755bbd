extension SpecSchema {
    /// An entry of a `root` list: an alternative root, or a root overlay (`as: overlay`).
    static var rootEntry: JSONValue {
        SchemaNode.oneOf(
            "An entry of root: a coordinator id, `{ id: { requires: [...] } }` for a root shown only while "
                + "its conditions hold, or `{ id: { requires: [...], as: overlay } }` for a flow shown above "
                + "the root while they hold.",
            [
                SchemaNode.ref("coordinatorId", "A root: a coordinator id, shown whatever the conditions."),
                .object([
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "A guarded root or a root overlay: `{ id: { requires: [...] } }`, with `as: overlay` "
                                + "for an overlay.")
                    ),
                    ("minProperties", .int(1)),
                    ("maxProperties", .int(1)),
                    ("propertyNames", .object([("pattern", .string(SchemaPatterns.identifier))])),
                    (
                        "additionalProperties",
                        SchemaNode.object(
                            "The guard of this root, and whether it is an overlay.",
                            properties: [
                                (
                                    "requires",
                                    SchemaNode.ref(
                                        "requires",
                                        "Conditions this root needs: it shows only while they hold (required "
                                            + "for an overlay, which closes when they stop holding).")
                                ),
                                (
                                    "as",
                                    SchemaNode.constant(
                                        "overlay: no root choice, but a flow shown above whatever root is shown "
                                            + "while its requires hold (never the last entry).",
                                        "overlay")
                                ),
                            ],
                            nullable: true)
                    ),
                ]),
            ])
    }

    /// A `start` item's `as`: a flow's style, or `overlay`.
    static var startStyle: JSONValue {
        SchemaNode.oneOf(
            "How the started flow is shown: a style (push, sheet, cover or popover), a style per size class, or "
                + "overlay (above everything, one at a time, and it can be minimised).",
            [
                reference("flowStyle"),
                SchemaNode.constant(
                    "overlay: the flow shows above everything, one at a time; it can be minimised and expanded.",
                    "overlay"),
            ])
    }
}
