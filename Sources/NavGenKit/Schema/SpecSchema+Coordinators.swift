extension SpecSchema {
    /// Coordinators and routes. Tabs and stacks take different keys, so the
    /// coordinator is an `if`/`then`/`else` on `kind`: with `kind: tabs` the tabs
    /// shape applies (no `routes`), otherwise the stack shape (no `initial`). Unlike
    /// `oneOf`, this gives one clear error rather than one per alternative.
    static var coordinatorDefinitions: [(String, JSONValue)] {
        [
            (
                "coordinator",
                .object([
                    (
                        "description",
                        .string(
                            "A coordinator: a tab bar (kind: tabs), a route set (kind: routes), a split "
                                + "view (kind: split) or a navigation stack (the default).")
                    ),
                    (
                        "if",
                        .object([
                            ("properties", .object([("kind", .object([("const", .string("tabs"))]))])),
                            ("required", .array([.string("kind")])),
                        ])
                    ),
                    ("then", .object([("$ref", .string("#/$defs/tabsCoordinator"))])),
                    ("else", routeSetOrStack),
                ])
            ),
            ("tabsCoordinator", tabsCoordinator),
            ("stackCoordinator", stackCoordinator),
            ("routeSet", routeSet),
            ("splitCoordinator", splitCoordinator),
            ("route", route),
            ("alertDeclaration", alertDeclaration),
            (
                "paramType",
                SchemaNode.string(
                    "String, Int, Double, Bool, UUID, URL (a web URL), a range of Int (Int(1...12), "
                        + "Int(1...), Int(...0)), a name of `types`, or an UpperCamelCase type of the app "
                        + "(Hashable, Codable, Sendable); `?` makes it optional. A URL cannot carry the app's "
                        + "own types.",
                    pattern: SchemaPatterns.paramType,
                    examples: [
                        "Int", "String", "String?", "UUID", "URL", "Int(1...12)", "StatsPeriod", "Recipe",
                    ])
            ),
            (
                "deepLinkPattern",
                SchemaNode.string(
                    "A path pattern: literal segments and {param} segments, optionally a last rest "
                        + "segment {param...}, then optional query items key={param} or key=literal. "
                        + "Every required param of the route must be bound.",
                    pattern: SchemaPatterns.deepLink,
                    examples: [
                        "/recipes/{id}", "/search?q={query}&page={page}", "/discover?category=art",
                        "/files/{path...}",
                    ])
            ),
        ]
    }

    /// What a route is, where a coordinator lists it by id.
    static var screenDescription: String {
        "A screen, by its lowerCamelCase route id: its params, deep links and transitions. Written with nothing "
            + "after it (`profile:`), it has none."
    }

    /// What an alert is, where a coordinator lists it by id.
    static var alertDescription: String {
        "An alert or confirmation dialog, by its lowerCamelCase id: its style and the outcomes that answer it."
    }

    /// What a param's type may be, where a route or an action lists its params.
    static var paramTypeDescription: String {
        "The param's type: String, Int, Double, Bool, UUID, URL, a range of Int, a name of `types` or an "
            + "UpperCamelCase type of the app; `?` makes it optional."
    }

    static var kindDescription: String {
        "tabs: a tab bar of stack coordinators; routes: a set of routes that stacks share through `uses`; "
            + "split: a split view of stack columns; stack (the default): a navigation stack of routes."
    }

    private static var tabsCoordinator: JSONValue {
        SchemaNode.object(
            "A tab bar: each child is a stack coordinator shown as one tab.",
            properties: [
                ("kind", SchemaNode.constant(kindDescription, Coordinator.Kind.tabs.rawValue)),
                (
                    "children",
                    SchemaNode.array(
                        "The tabs, in the order the tab bar shows them: stack coordinator ids, or "
                            + "`{ id: { requires: [...] } }` for a tab hidden while a condition is unmet.",
                        items: SchemaNode.ref(
                            "tabEntry",
                            "A tab: a stack coordinator id, or `{ id: { requires: [...] } }` for a tab hidden while "
                                + "a condition is unmet."), minItems: 1, uniqueItems: true)
                ),
                (
                    "initial",
                    SchemaNode.ref(
                        "coordinatorId",
                        "The tab selected at launch, one of the children (default: the first child).")
                ),
                (
                    "outcomes",
                    SchemaNode.array(
                        "What this tab bar can finish with when it is started as a flow: a route of any of "
                            + "its tabs finishes it with `finish`, closing every tab; its parent's `then` "
                            + "handles each one.",
                        items: SchemaNode.ref(
                            "outcomeName", "An outcome this tab bar can finish with: a lowerCamelCase name."),
                        uniqueItems: true)
                ),
                (
                    "uses",
                    SchemaNode.array(
                        "The route sets (kind: routes) whose routes, alerts and children this tab bar's "
                            + "transitions present over every tab.",
                        items: SchemaNode.ref(
                            "coordinatorId", "A route set whose routes and flows this tab bar presents."),
                        uniqueItems: true)
                ),
                (
                    "transitions",
                    SchemaNode.array(
                        "What the tab bar offers from every screen of its tabs while nothing is presented above "
                            + "it: sheet, cover, popover, alert and start of what the sets in uses hold, tab, go, "
                            + "set and finish (no push, replace, pop, popToRoot, dismiss or emit: it has no stack).",
                        items: SchemaNode.ref(
                            "transition", "A container transition: a one-key mapping such as `sheet: route`.")
                    )
                ),
            ],
            required: ["kind", "children"])
    }

    private static var stackCoordinator: JSONValue {
        SchemaNode.object(
            "A navigation stack of routes; with outcomes, a child flow its parent starts and that finishes.",
            properties: [
                (
                    "kind",
                    SchemaNode.choice(
                        kindDescription,
                        [
                            Coordinator.Kind.stack.rawValue, Coordinator.Kind.tabs.rawValue,
                            Coordinator.Kind.routes.rawValue, Coordinator.Kind.split.rawValue,
                        ],
                        default: Coordinator.Kind.stack.rawValue)
                ),
                (
                    "root",
                    SchemaNode.ref("routeId", "The route at the bottom of the stack: one of its routes.")
                ),
                (
                    "routes",
                    SchemaNode.map(
                        "The screens of this stack, by id. Order matters: deep links break ties by it.",
                        values: SchemaNode.ref("route", screenDescription), minProperties: 1)
                ),
                (
                    "children",
                    SchemaNode.array(
                        "The child coordinators this stack may start, by id: each `start:` of its routes names one.",
                        items: SchemaNode.ref(
                            "coordinatorId", "A child coordinator this stack may start, by its id."),
                        uniqueItems: true)
                ),
                (
                    "outcomes",
                    SchemaNode.array(
                        "What this flow can finish with; its parent's `then` handles each one.",
                        items: SchemaNode.ref(
                            "outcomeName",
                            "An outcome this flow can finish with: a lowerCamelCase name its routes use in `finish`."
                        ),
                        uniqueItems: true)
                ),
                (
                    "events",
                    SchemaNode.array(
                        "What this flow can tell its starter while it keeps running; the starter's `on` handles "
                            + "each one.",
                        items: SchemaNode.ref(
                            "outcomeName",
                            "An event of this flow: a lowerCamelCase name its routes use in `emit`, not one of its "
                                + "outcomes."),
                        uniqueItems: true)
                ),
                (
                    "alerts",
                    SchemaNode.map(
                        "Alerts and confirmation dialogs its routes can show, by id (they share the names of "
                            + "its routes and children).",
                        values: SchemaNode.ref("alertDeclaration", alertDescription))
                ),
                (
                    "uses",
                    SchemaNode.array(
                        "The route sets (kind: routes) whose routes this stack shows, written bare like its own.",
                        items: SchemaNode.ref(
                            "coordinatorId",
                            "A route set (a coordinator of kind: routes) whose routes this stack shows."),
                        uniqueItems: true)
                ),
                (
                    "requires",
                    SchemaNode.ref(
                        "requires",
                        "Conditions every start of this flow, and every selection of it as a tab, checks.")
                ),
            ],
            required: ["root", "routes"])
    }

    private static var alertDeclaration: JSONValue {
        SchemaNode.object(
            "A modal question answered by exactly one of its outcomes. No routes, params or deep links.",
            properties: [
                (
                    "style",
                    SchemaNode.choice(
                        "alert: a centred alert; confirmationDialog: an action sheet.",
                        Alert.Style.allCases.map(\.rawValue), default: Alert.Style.alert.rawValue)
                ),
                (
                    "outcomes",
                    SchemaNode.array(
                        "The answers, in order; `back` gives the last one when it is named cancel.",
                        items: SchemaNode.ref(
                            "outcomeName",
                            "An answer of the alert: a lowerCamelCase outcome that the `then` of its `alert:` item handles."
                        ),
                        minItems: 1, uniqueItems: true)
                ),
            ],
            required: ["outcomes"])
    }

    private static var route: JSONValue {
        SchemaNode.object(
            "A screen. Written with nothing after it (`profile:`), a route has no params, links or transitions.",
            properties: [
                (
                    "params",
                    SchemaNode.map(
                        "The values the screen needs, name: Type, in order.",
                        values: SchemaNode.ref("paramType", paramTypeDescription))
                ),
                ("deeplink", deepLinks),
                (
                    "transitions",
                    SchemaNode.array(
                        "Where the user can go from this screen, in order (deep links break ties by it).",
                        items: SchemaNode.ref(
                            "transition",
                            "A transition: pop, popToRoot or dismiss, or a one-key mapping such as `push: route` "
                                + "or `start: flow`."))
                ),
                (
                    "allow",
                    SchemaNode.array(
                        "Rules whose findings on this route are silenced, by rule id.",
                        items: SchemaNode.ref(
                            "ruleId",
                            "A rule id whose findings on this route are silenced, e.g. deeplink-only."))
                ),
                ("entry", entry),
                (
                    "requires",
                    SchemaNode.ref(
                        "requires",
                        "Conditions every move to this screen checks, a deep link's too, in order.")
                ),
                (
                    "otherwise",
                    SchemaNode.ref("otherwise", "What a move here does instead while a condition is unmet.")
                ),
            ],
            nullable: true)
    }
}
