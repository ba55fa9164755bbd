/// `conditions`, `requires` and `otherwise` (docs/spec.md, Conditions that resume).
extension SpecSchema {
    /// The top-level `conditions` property.
    static var conditionsProperty: SchemaNode.Property {
        (
            "conditions",
            SchemaNode.map(
                "Named Bool facts about the app (signed in, premium), by id, in order: `requires` lists "
                    + "guard routes, tabs and flows with them.",
                values: SchemaNode.ref(
                    "condition",
                    "A condition, by its lowerCamelCase id: its value at launch, whether the app sets it and "
                        + "the flow that satisfies it."))
        )
    }

    static var conditionDefinitions: [(String, JSONValue)] {
        [
            ("condition", condition),
            ("satisfyingFlow", satisfyingFlow),
            ("requires", requires),
            ("otherwise", otherwise),
            ("tabEntry", tabEntry),
            ("rootEntry", rootEntry),
        ]
    }

    private static var condition: JSONValue {
        SchemaNode.object(
            "A condition. Written with nothing after it (`premium:`), it starts false and only `set` changes it.",
            properties: [
                (
                    "params",
                    SchemaNode.map(
                        "The values the condition is kept per, name: Type, in order (joined this room): one value "
                            + "per tuple, each starting at `initially`. Not optional, not an app type.",
                        values: SchemaNode.ref(
                            "paramType", "A built-in type, a range of Int or a name of `types`."))
                ),
                (
                    "initially",
                    boolean(
                        "The condition's value at launch, per tuple of its params: true or false (default false)."
                    )
                ),
                (
                    "setByApp",
                    boolean(
                        "The app changes it outside the spec (a purchase, a sign-out by the server), so a target "
                            + "it guards is never without a way in (default false).")
                ),
                (
                    "satisfiedBy",
                    SchemaNode.ref(
                        "satisfyingFlow",
                        "The flow started when a move needs this condition; finishing it with `outcome` makes the "
                            + "condition true and resumes the move.")
                ),
            ],
            nullable: true)
    }

    private static var satisfyingFlow: JSONValue {
        SchemaNode.object(
            "The flow started when a move needs this condition; finishing it with `outcome` makes the condition "
                + "true and resumes the move, any other ending drops the move.",
            properties: [
                (
                    "start",
                    SchemaNode.ref(
                        "coordinatorId",
                        "The flow to start: a stack coordinator with `outcome` among its outcomes.")
                ),
                (
                    "outcome",
                    SchemaNode.ref("outcomeName", "The outcome of the flow that makes the condition true.")
                ),
                (
                    "as",
                    SchemaNode.ref(
                        "flowStyle",
                        "How the flow is shown over the screen on top: push, sheet (the default), cover or "
                            + "popover, or a style per size class.")
                ),
            ],
            required: ["start", "outcome"])
    }

    private static var requires: JSONValue {
        SchemaNode.array(
            "Conditions every move here checks, in order: a condition id, or \"!id\" (quoted) for its negation; "
                + "a condition with params takes the route's params that give its values: 'joined(roomId)'.",
            items: SchemaNode.string(
                "A condition id, or `!` and a condition id; with params, the route's params in parentheses.",
                pattern: requiresPattern, examples: ["signedIn", "!signedIn", "joined(roomId)"]),
            uniqueItems: true)
    }

    /// `otherwise`: one fallback, or fallbacks keyed by `requires` entry.
    private static var otherwise: JSONValue {
        SchemaNode.oneOf(
            "What a move to this route does instead while one of its `requires` is unmet: one action that shows "
                + "something, written like a transition, without `then`; `stay` (nothing happens); `web` (a link "
                + "goes back to the browser, a tap is refused); or a mapping of `requires` entries, written "
                + "exactly (\"!beta\"), to those. An entry without a key acts as with no otherwise.",
            fallbacks + [
                .object([
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "Fallbacks by `requires` entry, written exactly (\"!beta\"): the first unmet entry's runs."
                        )
                    ),
                    ("minProperties", .int(1)),
                    ("propertyNames", .object([("pattern", .string(requiresPattern))])),
                    (
                        "additionalProperties",
                        SchemaNode.oneOf(
                            "What a move does instead while this entry is unmet: an action that shows something, "
                                + "`stay` or `web`.", fallbacks)
                    ),
                ])
            ],
            examples: [
                .object([("sheet", .string("paywall"))]), .string("stay"), .string("web"),
                .object([
                    ("featuresEnabled", .object([("cover", .string("featuresOverlay"))])),
                    ("!beta", .string("web")), ("signedIn", .string("stay")),
                ]),
            ])
    }

    /// `!?identifier`, with args in parentheses: an entry of `requires`.
    private static var requiresPattern: String { "^!?" + conditionKeyPattern.dropFirst() }

    /// `identifier(a, b)`, args optional: a condition as `set` and `requires` name it.
    static var conditionKeyPattern: String {
        let word = SchemaPatterns.identifier.dropFirst().dropLast()
        return "^\(word)(\\( *\(word)( *, *\(word))* *\\))?$"
    }

    /// One fallback: an action, `stay` or `web`.
    private static var fallbacks: [JSONValue] {
        otherwiseActions + [
            SchemaNode.constant(
                "Nothing happens: the move is accepted and the user stays where they were.", "stay"),
            SchemaNode.constant(
                "A link goes back to the browser (http and https URLs only); a tap is refused.", "web"),
        ]
    }

    /// `deeplinks.otherwise`: `web` or `stay`, or keyed by `deeplinks.requires` entry.
    static var linkOtherwise: JSONValue {
        let words = SchemaNode.choice(
            "`web`: the link goes back to the browser (http and https only); `stay`: nothing happens.",
            ["web", "stay"])
        return SchemaNode.oneOf(
            "What a link does while an entry of `deeplinks.requires` is unmet; without it, the condition's "
                + "satisfiedBy flow, else the link is refused.",
            [
                words,
                .object([
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "What a link does while each entry of `deeplinks.requires` is unmet, by entry, written "
                                + "exactly: web or stay.")
                    ),
                    ("minProperties", .int(1)),
                    ("propertyNames", .object([("pattern", .string(requiresPattern))])),
                    ("additionalProperties", words),
                ]),
            ],
            examples: [
                .string("web"), .object([("!locked", .string("web")), ("maintenance", .string("stay"))]),
            ])
    }

    /// The actions `otherwise` takes: those that show something, without `then`.
    private static var otherwiseActions: [JSONValue] {
        styleReferences + [
            reference("tab"), reference("replace"), reference("go"), reference("set"),
            SchemaNode.action(
                "Start a flow; when it finishes, it closes and the user stays where they were.",
                (
                    "start",
                    SchemaNode.ref(
                        "coordinatorId",
                        "The flow to start instead: a child coordinator; when it finishes, it closes and the user "
                            + "stays where they were.")
                ),
                companions: flowEntryCompanions),
            SchemaNode.action(
                "Show an alert of this coordinator; any answer closes it.",
                (
                    "alert",
                    SchemaNode.ref(
                        "routeId",
                        "The alert to show instead, by its id under this coordinator's `alerts`; any answer closes it."
                    )
                )),
        ]
    }

    /// A tab: a coordinator id, or `{ profile: { requires: [signedIn] } }`.
    private static var tabEntry: JSONValue {
        SchemaNode.oneOf(
            "A tab: a stack coordinator id, or `{ id: { requires: [...] } }` for a tab hidden while a condition "
                + "is unmet.",
            [
                SchemaNode.ref(
                    "coordinatorId", "A tab or root: a coordinator id, shown whatever the conditions."),
                .object([
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "A guarded tab or root: `{ id: { requires: [...] } }`, shown only while its conditions "
                                + "hold.")
                    ),
                    ("minProperties", .int(1)),
                    ("maxProperties", .int(1)),
                    ("propertyNames", .object([("pattern", .string(SchemaPatterns.identifier))])),
                    (
                        "additionalProperties",
                        SchemaNode.object(
                            "The guard of this tab or root: the conditions it needs to show.",
                            properties: [
                                (
                                    "requires",
                                    SchemaNode.ref(
                                        "requires",
                                        "Conditions this tab or root needs: it shows only while they hold.")
                                )
                            ],
                            nullable: true)
                    ),
                ]),
            ])
    }

    /// true or false: a YAML boolean to editors, a word to navgen (as `entry`).
    static func boolean(_ description: String) -> JSONValue {
        SchemaNode.oneOf(
            description,
            [
                .object([("type", .string("boolean"))]),
                SchemaNode.choice(description, ["true", "false"]),
            ])
    }
}
