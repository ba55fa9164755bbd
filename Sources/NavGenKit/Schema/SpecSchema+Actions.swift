/// The schema of `actions:` (docs/spec/deep-links.md, Action links).
extension SpecSchema {
    static var actionsProperty: SchemaNode.Property {
        (
            "actions",
            SchemaNode.map(
                "Links that make the app do something and show no screen, by id, in order: the app "
                    + "performs the action and the navigation state stays as it was.",
                values: SchemaNode.ref("action", "An action link."))
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
                        values: SchemaNode.ref("paramType", "The param's type."))
                ),
                (
                    "deeplink",
                    SchemaNode.oneOf(
                        "The deep-link patterns that perform this action: one, a long-hand pattern, or a list "
                            + "of either.",
                        [
                            SchemaNode.ref("deepLinkPattern", "One pattern."),
                            actionDeepLinkForm,
                            SchemaNode.array(
                                "Several patterns.",
                                items: SchemaNode.oneOf(
                                    "A pattern, short- or long-hand.",
                                    [SchemaNode.ref("deepLinkPattern", "A pattern."), actionDeepLinkForm])),
                        ])
                ),
            ],
            required: ["deeplink"])
    }

    /// An action's long-hand pattern has no open mode and no `via`: it shows no screen.
    /// It may have a scope and set values.
    private static var actionDeepLinkForm: JSONValue {
        SchemaNode.object(
            "A pattern written long-hand.",
            properties: [("pattern", SchemaNode.ref("deepLinkPattern", "The pattern."))] + scopeProperties
                + [("set", setValues)],
            required: ["pattern"])
    }
}
