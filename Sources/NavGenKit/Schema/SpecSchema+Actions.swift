/// The schema of `actions:` (docs/spec/deep-links.md, Action links).
extension SpecSchema {
    static var actionsProperty: SchemaNode.Property {
        (
            "actions",
            SchemaNode.map(
                "Links that make the app do something and show no screen, by id, in order: the app "
                    + "performs the action and the navigation state stays as it was.",
                values: SchemaNode.ref(
                    "action",
                    "An action link, by its lowerCamelCase id: its params and the deep-link patterns that "
                        + "perform it."))
        )
    }

    static var actionDefinitions: [(String, JSONValue)] {
        [("action", action)]
    }

    private static var action: JSONValue {
        SchemaNode.object(
            "An action link: its params and the patterns that perform it.",
            properties: [
                (
                    "params",
                    SchemaNode.map(
                        "The values the action takes from its link, name: Type, in order (String, Int, "
                            + "Double, Bool, UUID, URL, a range of Int or a name of `types`, optionally with '?').",
                        values: SchemaNode.ref("paramType", paramTypeDescription))
                ),
                (
                    "deeplink",
                    SchemaNode.oneOf(
                        "The deep-link patterns that perform this action: one, a long-hand pattern, or a list "
                            + "of either.",
                        [
                            SchemaNode.ref(
                                "deepLinkPattern",
                                "The deep-link pattern that performs this action: literal and {param} segments, "
                                    + "then optional query items, e.g. /logout or /follow/{id}."),
                            actionDeepLinkForm,
                            SchemaNode.array(
                                "The deep-link patterns that perform this action, in order, each short- or long-hand.",
                                items: SchemaNode.oneOf(
                                    "A deep-link pattern that performs this action, short- or long-hand.",
                                    [
                                        SchemaNode.ref(
                                            "deepLinkPattern",
                                            "A deep-link pattern that performs this action: literal and {param} "
                                                + "segments, then optional query items."),
                                        actionDeepLinkForm,
                                    ])),
                        ])
                ),
            ],
            required: ["deeplink"])
    }

    /// An action's long-hand pattern has no open mode and no `via`: it shows no screen.
    /// It may have a scope and set values.
    private static var actionDeepLinkForm: JSONValue {
        SchemaNode.object(
            "A deep-link pattern of this action written long-hand: the pattern, the origins it applies to and "
                + "the params it sets.",
            properties: [
                (
                    "pattern",
                    SchemaNode.ref(
                        "deepLinkPattern",
                        "The deep-link pattern: literal and {param} segments, then optional query items, e.g. "
                            + "/follow/{id}.")
                )
            ] + scopeProperties
                + [("set", setValues)],
            required: ["pattern"])
    }
}
