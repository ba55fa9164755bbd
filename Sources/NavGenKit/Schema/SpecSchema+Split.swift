extension SpecSchema {
    /// What a coordinator that is neither a tab bar nor a route set is: a split view
    /// with `kind: split`, else a stack.
    static var splitOrStack: JSONValue {
        .object([
            (
                "if",
                .object([
                    ("properties", .object([("kind", .object([("const", .string("split"))]))])),
                    ("required", .array([.string("kind")])),
                ])
            ),
            ("then", .object([("$ref", .string("#/$defs/splitCoordinator"))])),
            ("else", .object([("$ref", .string("#/$defs/stackCoordinator"))])),
        ])
    }

    /// A split view: its columns' stack coordinators, and what guards it.
    static var splitCoordinator: JSONValue {
        SchemaNode.object(
            "A split view: stack coordinators side by side, one per column (sidebar, optional content, "
                + "detail). In compact width it reads as one stack.",
            properties: [
                ("kind", SchemaNode.constant(kindDescription, Coordinator.Kind.split.rawValue)),
                (
                    "sidebar",
                    SchemaNode.ref(
                        "coordinatorId",
                        "The first column: a stack coordinator, shown even when nothing is selected.")
                ),
                (
                    "content",
                    SchemaNode.ref(
                        "coordinatorId",
                        "The middle column, when the split has three: a stack coordinator a sidebar route selects into."
                    )
                ),
                (
                    "detail",
                    SchemaNode.ref(
                        "coordinatorId",
                        "The last column: a stack coordinator; its root shows while nothing is selected in it."
                    )
                ),
                (
                    "requires",
                    SchemaNode.ref("requires", "Conditions every selection of this split as a tab checks.")
                ),
            ],
            required: ["kind", "sidebar", "detail"])
    }
}
