/// The state as the simulator prints it: a small tree for people, and the documented JSON.
package enum StateRendering {
    /// The tree, then `path:` and `top:` lines:
    ///
    ///     main (tabs)
    ///       * recipes: recipeList › recipeDetail(id: 42, source: nil)
    ///           sheet: recipes.filters
    ///         settings: settingsMain
    ///     path: recipes.recipeList › recipes.recipeDetail(id: 42, source: nil) › recipes.filters
    ///     top: recipes.filters
    ///
    /// `*` marks the selected tab; a stack lists its entries root first, naming the
    /// coordinator of entries pushed by a child flow; modals sit indented below the
    /// stack or route that presents them.
    package static func text(_ state: NavigationState) -> String {
        text(state, conditions: nil)
    }

    /// The same, for a spec with conditions, ends with a `conditions:` line (each
    /// condition and its value, in declaration order) and a `waiting:` line (the move
    /// that resumes, or `nothing`), and marks hidden tabs `(hidden)`. For a spec
    /// without conditions, exactly ``text(_:)``.
    ///
    /// `action`: what the link that led here performed, written on an `action:` line
    /// after `top:` (an action leaves the state as it was, so the state alone would not
    /// tell).
    /// `web`: the URL a link handed back to the browser, on a `web:` line after it.
    package static func text(
        _ state: NavigationState, in simulator: Simulator, action: ActionCall? = nil, web: String? = nil
    )
        -> String
    {
        text(
            state, conditions: simulator.hasConditions ? simulator : nil, action: action, web: web,
            sizeClass: simulator.sizeClass)
    }

    /// `sizeClass`: how `path:` and `top:` read a split (every column in regular width).
    private static func text(
        _ state: NavigationState, conditions: Simulator?, action: ActionCall? = nil, web: String? = nil,
        sizeClass: SizeClass = .compact
    )
        -> String
    {
        var lines: [String] = []
        node(state.root, indent: "", prefix: "", into: &lines, hiding: conditions.map { ($0, state) })
        if let overlay = state.overlay, !overlay.minimised {
            node(
                overlay.flow, indent: "", prefix: "overlay ", into: &lines,
                hiding: conditions.map { ($0, state) })
        }
        if let rootOverlay = state.rootOverlay {
            node(
                rootOverlay, indent: "", prefix: "rootOverlay ", into: &lines,
                hiding: conditions.map { ($0, state) })
        }
        lines.append("path: " + state.pathTexts(in: sizeClass).joined(separator: " › "))
        lines.append("top: " + (state.topText(in: sizeClass) ?? "nothing"))
        if let overlay = state.overlay, overlay.minimised {
            let screen =
                Branch(NavigationState(root: overlay.flow)).top?.description ?? overlay.flow.coordinator
            lines.append("overlay: \(screen) (minimised)")
        }
        if let action { lines.append("action: \(action)") }
        if let web { lines.append("web: \(web)") }
        if let simulator = conditions {
            let values = simulator.conditionMembers(of: state).map { "\($0.name) \($0.value)" }
            // Only conditions with params, none of whose tuples the run has set.
            lines.append("conditions: " + (values.isEmpty ? "no tuple set" : values.joined(separator: ", ")))
            lines.append("waiting: " + (state.waiting?.text ?? "nothing"))
        }
        return lines.joined(separator: "\n")
    }

    /// Where hidden tabs are marked: the simulator that knows them and the state.
    private typealias Hiding = (simulator: Simulator, state: NavigationState)

    private static func node(
        _ node: NavigationNode, indent: String, prefix: String, into lines: inout [String], hiding: Hiding?
    ) {
        switch node {
        case .tabs(let tabs):
            lines.append(indent + prefix + tabs.coordinator + " (tabs)")
            let inner = indent + "  "
            for (position, tab) in tabs.tabs.enumerated() {
                let start = lines.count
                self.node(
                    tab, indent: inner, prefix: position == tabs.selected ? "* " : "  ", into: &lines,
                    hiding: hiding)
                if let hiding,
                    hiding.simulator.engine.isHidden(tab.coordinator, of: tabs.coordinator, in: hiding.state)
                {
                    lines[start] += " (hidden)"
                }
            }
            // What the tab bar presents over every tab, below its tabs.
            if let presented = tabs.modal { modal(presented, indent: inner, into: &lines, hiding: hiding) }
        case .stack(let stack):
            let entries = stack.entries.map { entry in
                entry.route.coordinator == stack.coordinator ? entry.shortDescription : entry.description
            }
            lines.append(indent + prefix + stack.coordinator + ": " + entries.joined(separator: " › "))
            if let presented = stack.modal {
                modal(
                    presented, indent: indent + String(repeating: " ", count: prefix.count + 4), into: &lines,
                    hiding: hiding)
            }
        case .split(let split):
            // `chats (split)`, then a line per column, `*` on the selected ones.
            lines.append(indent + prefix + split.coordinator + " (split)")
            let roles = SplitColumn.roles(count: split.columns.count)
            for (position, (column, role)) in zip(split.columns, roles).enumerated() {
                let selected = position >= 1 && position <= split.selected
                self.node(
                    .stack(column), indent: indent + "  ",
                    prefix: (selected ? "* " : "  ") + role.rawValue + ": ",
                    into: &lines, hiding: hiding)
            }
        }
    }

    private static func modal(_ modal: Modal, indent: String, into lines: inout [String], hiding: Hiding?) {
        switch modal.content {
        case .route(let entry, let presented):
            lines.append(indent + modal.style.keyword + ": " + entry.description)
            if let presented { self.modal(presented, indent: indent + "    ", into: &lines, hiding: hiding) }
        case .flow(let flow, _):
            node(flow, indent: indent, prefix: modal.style.keyword + " ", into: &lines, hiding: hiding)
        case .alert(let alert):
            lines.append(indent + modal.style.keyword + ": " + alert.description)
        }
    }

    // MARK: - JSON

    /// ``json(_:url:target:in:)`` with `"action"` after `"url"`: the action the link
    /// performed, or null. Only a spec with actions has the member, so the output of
    /// every other spec is as it was.
    ///
    /// In a spec with redirects, `"redirects"` (each URL a redirect led to) comes first
    /// after `"url"`.
    ///
    /// In a spec with a `web` fallback, `"web"` follows them: the URL the link handed
    /// back to the browser, or null.
    package static func json(
        _ state: NavigationState, url: String?, target: RouteEntry?, action: ActionCall?,
        redirects: [String] = [], web: String? = nil, in simulator: Simulator
    ) -> JSONValue {
        let plain = json(state, url: url, target: target, in: simulator)
        let hasRedirects = !simulator.spec.deepLinks.redirects.isEmpty
        let hasWeb = simulator.spec.usesWebFallback
        guard !simulator.spec.actions.isEmpty || hasRedirects || hasWeb, case .object(var members) = plain,
            var after = members.firstIndex(where: { $0.0 == "url" })
        else { return plain }
        if hasRedirects {
            after += 1
            members.insert(("redirects", .array(redirects.map(JSONValue.string))), at: after)
        }
        if !simulator.spec.actions.isEmpty {
            after += 1
            members.insert(("action", action.map { .string($0.description) } ?? .null), at: after)
        }
        if hasWeb {
            members.insert(("web", web.map(JSONValue.string) ?? .null), at: after + 1)
        }
        return .object(members)
    }

    /// `{"ok": true, "url", "target", "path", "tabs", "state"}`. `url` and
    /// `target` are the deep link that was opened, or null.
    package static func json(_ state: NavigationState, url: String? = nil, target: RouteEntry? = nil)
        -> JSONValue
    {
        json(state, url: url, target: target, conditions: nil, overlays: false)
    }

    /// The same, for a spec with conditions, with `"conditions"` (each condition and
    /// its value, in declaration order) and `"waiting"` (the move's text or null)
    /// before `"state"`, and each tabs node's `"hidden"` tabs. For a spec without
    /// conditions, exactly ``json(_:url:target:)``.
    package static func json(
        _ state: NavigationState, url: String? = nil, target: RouteEntry? = nil, in simulator: Simulator
    ) -> JSONValue {
        json(
            state, url: url, target: target, conditions: simulator.hasConditions ? simulator : nil,
            sizeClass: simulator.sizeClass, overlays: simulator.spec.usesOverlays,
            rootOverlays: !simulator.model.rootOverlays.isEmpty)
    }

    /// `overlays`: whether the spec starts flows as overlays, and so has `"overlay"`
    /// after `"tabs"`: null, or whether it is minimised and its flow's node.
    private static func json(
        _ state: NavigationState, url: String?, target: RouteEntry?, conditions: Simulator?,
        sizeClass: SizeClass = .compact, overlays: Bool, rootOverlays: Bool = false
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ok", .bool(true)),
            ("url", url.map(JSONValue.string) ?? .null),
            ("target", target.map { .string($0.description) } ?? .null),
            ("path", .array(state.pathTexts(in: sizeClass).map { .string($0) })),
            ("tabs", .object(state.selectedTabs.map { ($0.coordinator, .string($0.tab)) })),
        ]
        if overlays {
            members.append(
                (
                    "overlay",
                    state.overlay.map { overlay in
                        .object([
                            ("minimised", .bool(overlay.minimised)),
                            ("flow", json(overlay.flow, hiding: conditions.map { ($0, state) })),
                        ])
                    } ?? .null
                ))
        }
        if rootOverlays {
            members.append(
                (
                    "rootOverlay",
                    state.rootOverlay.map { json($0, hiding: conditions.map { ($0, state) }) } ?? .null
                ))
        }
        if let simulator = conditions {
            let values = simulator.conditionMembers(of: state).map { ($0.name, JSONValue.bool($0.value)) }
            members.append(("conditions", .object(values)))
            members.append(("waiting", state.waiting.map { .string($0.text) } ?? .null))
        }
        members.append(("state", json(state.root, hiding: conditions.map { ($0, state) })))
        return .object(members)
    }

    /// `{"ok": false, "error": "no-match" | "refused", "message": ...}`.
    package static func refusalJSON(error: String, message: String) -> JSONValue {
        .object([("ok", .bool(false)), ("error", .string(error)), ("message", .string(message))])
    }

    package static func json(_ node: NavigationNode) -> JSONValue {
        json(node, hiding: nil)
    }

    private static func json(_ node: NavigationNode, hiding: Hiding?) -> JSONValue {
        switch node {
        case .tabs(let tabs):
            var members: [(String, JSONValue)] = [
                ("coordinator", .string(tabs.coordinator)),
                ("kind", .string("tabs")),
                ("selected", .string(tabs.selectedTab)),
                ("tabs", .array(tabs.tabs.map { json($0, hiding: hiding) })),
            ]
            if tabs.holdsModal {
                members.append(("modal", tabs.modal.map { json($0, hiding: hiding) } ?? .null))
            }
            if let hiding {
                let hidden = tabs.tabs.map(\.coordinator).filter {
                    hiding.simulator.engine.isHidden($0, of: tabs.coordinator, in: hiding.state)
                }
                members.append(("hidden", .array(hidden.map(JSONValue.string))))
            }
            return .object(members)
        case .stack(let stack):
            return .object([
                ("coordinator", .string(stack.coordinator)),
                ("kind", .string("stack")),
                ("stack", .array(stack.entries.map(json))),
                ("modal", stack.modal.map { json($0, hiding: hiding) } ?? .null),
            ])
        case .split(let split):
            let columns = split.columns.map { json(.stack($0), hiding: hiding) }
            return .object([
                ("coordinator", .string(split.coordinator)),
                ("kind", .string("split")),
                ("sidebar", columns.first ?? .null),
                ("content", columns.count == 3 ? columns[1] : .null),
                ("detail", columns.count >= 2 ? columns[columns.count - 1] : .null),
                ("selected", .int(split.selected)),
            ])
        }
    }

    package static func json(_ entry: RouteEntry) -> JSONValue {
        .object([
            ("coordinator", .string(entry.route.coordinator)),
            ("route", .string(entry.route.route)),
            ("params", .object(entry.arguments.map { ($0.name, $0.value.json) })),
        ])
    }

    private static func json(_ modal: Modal, hiding: Hiding?) -> JSONValue {
        switch modal.content {
        case .route(let entry, let presented):
            .object([
                ("style", .string(modal.style.keyword)),
                ("route", json(entry)),
                ("modal", presented.map { json($0, hiding: hiding) } ?? .null),
            ])
        case .flow(let node, _):
            .object([("style", .string(modal.style.keyword)), ("flow", json(node, hiding: hiding))])
        case .alert(let alert):
            .object([("style", .string(modal.style.keyword)), ("alert", .string(alert.name))])
        }
    }
}
