/// The schema of a route's `deeplink` in its short and long forms, and of `entry`
/// (docs/spec.md, "How a deep link opens" and "Entry points").
extension SpecSchema {
    static var deepLinks: JSONValue {
        SchemaNode.oneOf(
            "The deep-link patterns that open this screen: one, a long-hand pattern, or a list of either.",
            [
                SchemaNode.ref(
                    "deepLinkPattern",
                    "The deep-link pattern that opens this screen: literal and {param} segments, then optional "
                        + "query items, e.g. /recipes/{id}. Every required param of the route must be bound."),
                deepLinkForm,
                SchemaNode.array(
                    "The deep-link patterns that open this screen, in order, each short- or long-hand.",
                    items: SchemaNode.oneOf(
                        "A deep-link pattern that opens this screen, short- or long-hand.",
                        [
                            SchemaNode.ref(
                                "deepLinkPattern",
                                "A deep-link pattern that opens this screen: literal and {param} segments, then "
                                    + "optional query items, e.g. /recipes/{id}."),
                            deepLinkForm,
                        ])),
            ])
    }

    private static var deepLinkForm: JSONValue {
        SchemaNode.object(
            "A deep-link pattern written long-hand: the pattern, how it opens, the screens under it and the "
                + "origins it applies to.",
            properties: [
                (
                    "pattern",
                    SchemaNode.ref(
                        "deepLinkPattern",
                        "The deep-link pattern: literal and {param} segments, then optional query items, e.g. "
                            + "/recipes/{id}.")
                ),
                ("open", openModes),
                (
                    "via",
                    SchemaNode.array(
                        "The screens under the target, bottom first: a stack root shown at launch or by a tab, "
                            + "then each one forward move from the one before.",
                        items: SchemaNode.ref("routeId", "A screen under the target, by its route id."),
                        minItems: 1)
                ),
            ] + scopeProperties + [("set", setValues)],
            required: ["pattern"])
    }

    /// `open`: one mode for every link, or a mode per source.
    private static var openModes: JSONValue {
        SchemaNode.oneOf(
            "How a link opens: one mode for every link, or a mode per source (a link from outside the app "
                + "or one tapped in it).",
            [
                openMode(
                    "reset: the state is rebuilt from launch; onTop: one move from the current state when "
                        + "the screen on top can show the target, else reset."),
                SchemaNode.object(
                    "The mode per source; a source left out opens in reset.",
                    properties: [
                        (
                            LinkSource.external.rawValue,
                            openMode(
                                "How a link from outside the app (the system, another app, a notification) "
                                    + "opens: reset or onTop.")
                        ),
                        (
                            LinkSource.inApp.rawValue,
                            openMode("How a link tapped inside the app opens: reset or onTop.")
                        ),
                    ]),
            ])
    }

    private static func openMode(_ description: String) -> JSONValue {
        SchemaNode.choice(
            description, DeepLinkOpenMode.allCases.map(\.rawValue), default: DeepLinkOpenMode.reset.rawValue)
    }

    /// `schemes` and `hosts`: the origins a route's or an action's pattern applies to.
    static var scopeProperties: [(String, JSONValue)] {
        [
            (
                "schemes",
                SchemaNode.array(
                    "The entries of deeplinks.schemes, written as there, whose URLs the pattern applies to "
                        + "(with hosts: either). Without schemes and hosts it applies to every URL.",
                    items: SchemaNode.string(
                        "An entry of deeplinks.schemes, written as there, e.g. recipes."), minItems: 1)
            ),
            (
                "hosts",
                SchemaNode.array(
                    "The entries of deeplinks.hosts, written as there, whose https URLs the pattern applies "
                        + "to (with schemes: either).",
                    items: SchemaNode.string(
                        "An entry of deeplinks.hosts, written as there, e.g. recipes.example.com."),
                    minItems: 1)
            ),
        ]
    }

    /// `set: { tab: traffic, days: 7 }`: YAML reads `7` and `true` as a number and a
    /// boolean, navgen as URL text, so a value may be any scalar.
    static var setValues: JSONValue {
        SchemaNode.map(
            "Params this pattern gives a constant rather than reading from the URL: each a param of the "
                + "owner that the pattern does not bind, its value written as URL text of the param's type.",
            values: .object([
                (
                    "description",
                    .string("The value of this param, as a URL would write it: true, 7, 2.5, a UUID or text.")
                ),
                ("type", .array([.string("string"), .string("number"), .string("boolean")])),
            ]))
    }

    /// `true` or `false`: a YAML boolean to an editor, a word to navgen (which reads
    /// scalars as text), so both shapes are accepted.
    static var entry: JSONValue {
        SchemaNode.oneOf(
            "The screen is opened by value (notification, shortcut, widget, intent): its back stack must be "
                + "buildable from its own params.",
            [
                .object([("type", .string("boolean"))]),
                SchemaNode.choice(
                    "Whether the screen is opened by value (notification, shortcut, widget, intent): true or false.",
                    ["true", "false"]),
            ])
    }
}
