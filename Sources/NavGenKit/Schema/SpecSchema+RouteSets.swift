extension SpecSchema {
    /// With `kind: routes` the route-set shape applies, otherwise the stack shape:
    /// the `else` of the coordinator's tabs test, one more `if` on `kind`.
    static var routeSetOrStack: JSONValue {
        .object([
            (
                "if",
                .object([
                    ("properties", .object([("kind", .object([("const", .string("routes"))]))])),
                    ("required", .array([.string("kind")])),
                ])
            ),
            ("then", .object([("$ref", .string("#/$defs/routeSet"))])),
            ("else", splitOrStack),
        ])
    }

    /// A route set: routes, the children they start and the alerts they show; no root,
    /// outcomes or uses.
    static var routeSet: JSONValue {
        SchemaNode.object(
            "A set of routes that every stack listing it in `uses` can show; never shown alone.",
            properties: [
                ("kind", SchemaNode.constant("routes: a set of routes shared by stacks.", "routes")),
                (
                    "routes",
                    SchemaNode.map(
                        "The shared screens, by id. They may show only each other.",
                        values: SchemaNode.ref("route", screenDescription), minProperties: 1)
                ),
                (
                    "children",
                    SchemaNode.array(
                        "The child coordinators the set's routes may start, by id: each `start:` of its routes names one.",
                        items: SchemaNode.ref(
                            "coordinatorId", "A child coordinator the set's routes may start, by its id."),
                        uniqueItems: true)
                ),
                (
                    "alerts",
                    SchemaNode.map(
                        "Alerts and confirmation dialogs the set's routes can show, by id, answered on the "
                            + "stack that shows the route (they share the names of its routes and children).",
                        values: SchemaNode.ref("alertDeclaration", alertDescription))
                ),
            ],
            required: ["kind", "routes"])
    }
}
