/// The state as the simulator prints it: a small tree for people, and the documented JSON.
public enum StateRendering {
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
    public static func text(_ state: NavigationState) -> String {
        var lines: [String] = []
        node(state.root, indent: "", prefix: "", into: &lines)
        lines.append("path: " + state.pathTexts.joined(separator: " › "))
        lines.append("top: " + (state.topText ?? "nothing"))
        return lines.joined(separator: "\n")
    }

    private static func node(
        _ node: NavigationNode, indent: String, prefix: String, into lines: inout [String]
    ) {
        switch node {
        case .tabs(let tabs):
            lines.append(indent + prefix + tabs.coordinator + " (tabs)")
            let inner = indent + "  "
            for (position, tab) in tabs.tabs.enumerated() {
                self.node(tab, indent: inner, prefix: position == tabs.selected ? "* " : "  ", into: &lines)
            }
        case .stack(let stack):
            let entries = stack.entries.map { entry in
                entry.route.coordinator == stack.coordinator ? entry.shortDescription : entry.description
            }
            lines.append(indent + prefix + stack.coordinator + ": " + entries.joined(separator: " › "))
            if let presented = stack.modal {
                modal(
                    presented, indent: indent + String(repeating: " ", count: prefix.count + 4), into: &lines)
            }
        }
    }

    private static func modal(_ modal: Modal, indent: String, into lines: inout [String]) {
        switch modal.content {
        case .route(let entry, let presented):
            lines.append(indent + modal.style.rawValue + ": " + entry.description)
            if let presented { self.modal(presented, indent: indent + "    ", into: &lines) }
        case .flow(let flow, _):
            node(flow, indent: indent, prefix: modal.style.rawValue + " ", into: &lines)
        case .alert(let alert):
            lines.append(indent + modal.style.rawValue + ": " + alert.description)
        }
    }

    // MARK: - JSON

    /// `{"ok": true, "url", "target", "path", "tabs", "state"}`. `url` and
    /// `target` are the deep link that was opened, or null.
    public static func json(_ state: NavigationState, url: String? = nil, target: RouteEntry? = nil)
        -> JSONValue
    {
        .object([
            ("ok", .bool(true)),
            ("url", url.map(JSONValue.string) ?? .null),
            ("target", target.map { .string($0.description) } ?? .null),
            ("path", .array(state.pathTexts.map { .string($0) })),
            ("tabs", .object(state.selectedTabs.map { ($0.coordinator, .string($0.tab)) })),
            ("state", json(state.root)),
        ])
    }

    /// `{"ok": false, "error": "no-match" | "refused", "message": ...}`.
    public static func refusalJSON(error: String, message: String) -> JSONValue {
        .object([("ok", .bool(false)), ("error", .string(error)), ("message", .string(message))])
    }

    public static func json(_ node: NavigationNode) -> JSONValue {
        switch node {
        case .tabs(let tabs):
            .object([
                ("coordinator", .string(tabs.coordinator)),
                ("kind", .string("tabs")),
                ("selected", .string(tabs.selectedTab)),
                ("tabs", .array(tabs.tabs.map(json))),
            ])
        case .stack(let stack):
            .object([
                ("coordinator", .string(stack.coordinator)),
                ("kind", .string("stack")),
                ("stack", .array(stack.entries.map(json))),
                ("modal", stack.modal.map(json) ?? .null),
            ])
        }
    }

    public static func json(_ entry: RouteEntry) -> JSONValue {
        .object([
            ("coordinator", .string(entry.route.coordinator)),
            ("route", .string(entry.route.route)),
            ("params", .object(entry.arguments.map { ($0.name, $0.value.json) })),
        ])
    }

    public static func json(_ modal: Modal) -> JSONValue {
        switch modal.content {
        case .route(let entry, let presented):
            .object([
                ("style", .string(modal.style.rawValue)),
                ("route", json(entry)),
                ("modal", presented.map(json) ?? .null),
            ])
        case .flow(let node, _):
            .object([("style", .string(modal.style.rawValue)), ("flow", json(node))])
        case .alert(let alert):
            .object([("style", .string(modal.style.rawValue)), ("alert", .string(alert.name))])
        }
    }
}
