/// The shape of a file that the main file lists under `include`.
extension SpecSchema {
    /// An included file: the keys the decoder reads there (``SpecDecoder/includedFileKeys``),
    /// each as in the main file, and at least one of those that add definitions. The
    /// main file's own keys (`navgen`, `app`, `root`, ...) are unknown keys here, as
    /// they are to navgen.
    static var includedFile: JSONValue {
        let properties = [
            includeProperty, conditionsProperty, actionsProperty, typesProperty, coordinatorsProperty,
        ]
        let shape = SchemaNode.object(
            "A file of a split spec, listed under `include` by the main file or another included file: it holds "
                + "coordinators, conditions, actions, types and include, and none of the main file's keys "
                + "(navgen, app, root, deeplinks, generate, rules).",
            properties: properties)
        // `coordinators`, unless the file holds actions or types alone.
        let definingKeys = ["coordinators", "actions", "types"]
        return shape.adding(
            "anyOf", .array(definingKeys.map { .object([("required", .array([.string($0)]))]) }))
    }

    /// `coordinators`, in the main file and in the files it includes.
    static var coordinatorsProperty: SchemaNode.Property {
        (
            "coordinators",
            SchemaNode.map(
                "Every coordinator, by id, in order: a tab bar of stacks (kind: tabs), a set of routes that "
                    + "stacks share (kind: routes) or a navigation stack of routes (the default).",
                values: SchemaNode.ref(
                    "coordinator",
                    "A coordinator, by its lowerCamelCase id: a tab bar (kind: tabs), a route set (kind: routes) "
                        + "or a navigation stack of routes (the default)."),
                minProperties: 1)
        )
    }
}
