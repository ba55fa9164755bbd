extension SpecSchema {
    /// Transitions and `then` actions: bare words or one-key mappings. Each mapping
    /// alternative requires its own key and allows no other, so at most one of a
    /// `oneOf` can match and an item with two actions matches none.
    static var transitionDefinitions: [(String, JSONValue)] {
        [
            (
                "transition",
                SchemaNode.oneOf(
                    "A transition: pop, popToRoot or dismiss, or a one-key mapping such as `push: route`.",
                    [
                        SchemaNode.choice(
                            "pop: back one screen; popToRoot: back to the stack's root; dismiss: close the "
                                + "modal this screen is shown in.", ["pop", "popToRoot", "dismiss"])
                    ] + styleReferences + [
                        reference("start"), reference("tab"), reference("finish"), reference("alert"),
                        reference("replace"), reference("go"), reference("set"), reference("emit"),
                    ])
            ),
            (
                "thenAction",
                SchemaNode.oneOf(
                    "What the parent does when the child finishes with this outcome: stay, pop, popToRoot, "
                        + "dismiss, or a one-key mapping such as `tab: settings` or `start: settings`.",
                    [
                        SchemaNode.choice(
                            "stay: the parent does nothing; pop: back one screen; popToRoot: back to the stack's root; "
                                + "dismiss: close the modal the parent's screen is shown in.",
                            ["stay", "pop", "popToRoot", "dismiss"])
                    ] + styleReferences + [
                        reference("start"), reference("tab"), reference("finish"), reference("replace"),
                        reference("go"), reference("set"), reference("emit"),
                    ])
            ),
        ]
            + PresentationStyle.allCases.map { ($0.keyword, show($0)) } + [
                ("flowStyle", flowStyle),
                ("startStyle", startStyle),
                ("adaptiveStyle", adaptiveStyle),
                ("tab", action("tab", "coordinatorId", "Select a tab of an enclosing tabs coordinator.")),
                (
                    "finish",
                    action("finish", "outcomeName", "Finish this coordinator with one of its outcomes.")
                ),
                ("start", start),
                ("alert", alert),
                (
                    "replace",
                    action(
                        "replace", "routeId",
                        "Swap the screen on top (or the presented route, in its style) for a route of this "
                            + "coordinator, without growing the back stack; at a stack's bottom it becomes the bottom."
                    )
                ),
                ("go", go),
                ("set", setConditions),
                (
                    "emit",
                    action(
                        "emit", "outcomeName",
                        "Tell this flow's starter that one of its events happened; the flow keeps running and the "
                            + "starter's `on` action for the event runs.")
                ),
            ]
    }

    /// `{ set: { signedIn: false } }`: the condition action.
    private static var setConditions: JSONValue {
        SchemaNode.action(
            "Change conditions, every pair at once, e.g. { set: { signedIn: false } } to sign out: conditional "
                + "tabs hide or show and the root is chosen again; screens already shown stay.",
            (
                "set",
                SchemaNode.map(
                    "Each condition id to change, with its new value: true or false; a condition with params "
                        + "names the route's params that give its values: 'joined(roomId)'.",
                    values: boolean("The value the condition takes: true or false."), minProperties: 1,
                    keys: conditionKeyPattern)
            ))
    }

    static func reference(_ definition: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/\(definition)"))])
    }

    /// A move in each style, by its definition.
    static var styleReferences: [JSONValue] { PresentationStyle.allCases.map { reference($0.keyword) } }

    /// `{ sheet: route }`; a modal style also takes an `as` mapping by size class.
    private static func show(_ style: PresentationStyle) -> JSONValue {
        guard style.isModal else { return action(style.keyword, "routeId", style.schemaDescription) }
        return SchemaNode.action(
            style.schemaDescription,
            (style.keyword, SchemaNode.ref("routeId", style.schemaDescription)),
            companions: [
                (
                    "as",
                    SchemaNode.ref(
                        "adaptiveStyle",
                        "The style of this \(style.keyword) per size class, e.g. { regular: popover }; a class "
                            + "left out shows it as \(style.keyword).")
                )
            ])
    }

    /// A flow's `as`: a style, or a style per size class.
    private static var flowStyle: JSONValue {
        SchemaNode.oneOf(
            "How the flow is shown: push (its routes go on the current stack), sheet, cover or popover (a sheet "
                + "shown as a popover), or a style per size class.",
            [
                SchemaNode.choice(
                    "How the flow is shown, in every size class: push, sheet, cover or popover.",
                    PresentationStyle.allCases.map(\.keyword),
                    default: PresentationStyle.sheet.keyword),
                reference("adaptiveStyle"),
            ])
    }

    /// `{ compact: sheet, regular: popover }`.
    private static var adaptiveStyle: JSONValue {
        let styles = AdaptiveStyle.adaptableStyles.map(\.keyword)
        return SchemaNode.object(
            "A style per horizontal size class: compact (an iPhone) and regular (a wide iPad window). A push "
                + "cannot adapt.",
            properties: SizeClass.allCases.map {
                (
                    $0.rawValue,
                    SchemaNode.choice(
                        "The style in the \($0.rawValue) size class (\($0 == .compact ? "an iPhone" : "a wide iPad window")).",
                        styles)
                )
            })
    }

    /// `{ keyword: target }` and nothing else.
    private static func action(_ keyword: String, _ target: String, _ description: String) -> JSONValue {
        SchemaNode.action(description, (keyword, SchemaNode.ref(target, description)))
    }

    private static var alert: JSONValue {
        SchemaNode.action(
            "Show an alert or confirmation dialog of this coordinator; `then` acts on its answer.",
            (
                "alert",
                SchemaNode.ref(
                    "routeId",
                    "The alert to show, by its id under this coordinator's `alerts`; `then` acts on its answer."
                )
            ),
            companions: [
                (
                    "then",
                    SchemaNode.map(
                        "What to do after each answer of the alert: one action for every outcome it declares, "
                            + "and no others, e.g. { delete: pop, cancel: stay }.",
                        values: SchemaNode.ref(
                            "thenAction",
                            "What to do after this answer: stay, pop, popToRoot, dismiss, or a one-key mapping "
                                + "such as `finish: done`."))
                )
            ])
    }

    private static var start: JSONValue {
        SchemaNode.action(
            "Start a child coordinator listed in this coordinator's children, as a flow with its own screens.",
            (
                "start",
                SchemaNode.ref(
                    "coordinatorId",
                    "The child coordinator to start: one listed in this coordinator's children.")
            ),
            companions: flowEntryCompanions + [
                (
                    "then",
                    SchemaNode.map(
                        "What the parent does when the child finishes: one action for every outcome of the child, "
                            + "and no others, e.g. { saved: pop, cancelled: stay }.",
                        values: SchemaNode.ref(
                            "thenAction",
                            "What to do after this outcome: stay, pop, popToRoot, dismiss, or a one-key mapping "
                                + "such as `tab: settings`."))
                ),
                (
                    "on",
                    SchemaNode.map(
                        "What the parent does when the running child emits an event: one action for every event of "
                            + "the child, and no others, e.g. { presentCall: { sheet: call } }.",
                        values: SchemaNode.ref(
                            "thenAction",
                            "What to do when the child emits this event, while it keeps running: stay, or a one-key "
                                + "mapping such as `sheet: call`."))
                ),
            ])
    }

    /// `{ go: chats.timeline, args: { roomId: x } }`: a route shown as a reset link to it would.
    private static var go: JSONValue {
        SchemaNode.action(
            "Show a route as a link to it would, from wherever the app is: the tabs and flows that lead to it are "
                + "selected and rebuilt; other tabs keep their stacks.",
            (
                "go",
                SchemaNode.string(
                    "The route to show: a route of this coordinator (or of a set it uses) by its id, or any route "
                        + "as coordinator.route (set.route for a route of a set).",
                    pattern: SchemaPatterns.goTarget)
            ),
            companions: [("args", fixedArgs("Params of the route that this go fixes"))])
    }

    /// `args: { name: value }`, each value written as URL text of its param's type.
    private static func fixedArgs(_ what: String) -> JSONValue {
        SchemaNode.map(
            what + ", each value written as URL text of the param's type.",
            values: .object([
                (
                    "description",
                    .string("The value of this param, as a URL would write it: true, 7, 2.5, a UUID or text.")
                ),
                ("type", .array([.string("string"), .string("number"), .string("boolean")])),
            ]))
    }

    /// `as`, `at` and `args`: how a started flow is shown and where it begins, in a
    /// `start` item and in an `otherwise` that starts a flow.
    static var flowEntryCompanions: [SchemaNode.Property] {
        [
            (
                "as",
                SchemaNode.ref(
                    "startStyle",
                    "How the child flow is shown: push, sheet (the default), cover or popover, a style per "
                        + "size class, or overlay.")
            ),
            (
                "at",
                SchemaNode.ref(
                    "routeId",
                    "The route the flow begins with instead of its root: one of the child's routes or of a "
                        + "set it uses. It is the flow's bottom: back acts there as at the root.")
            ),
            (
                "args",
                fixedArgs(
                    "Params of the route the flow begins with (at, else its root) that this start fixes")
            ),
        ]
    }
}
