/// Renders a ``Diagram`` as JSON for other tools: the same groups, nodes and edges as
/// the pictures, with kinds and spec positions instead of shapes and colours.
///
/// `entryPoints` repeats the launch and deep-link edges with their patterns, so a
/// tool that only wants the ways into the app need not walk the graph;
/// `deepLinkSources` says which URLs reach them when the patterns alone do not.
package struct DiagramJSONRenderer: Sendable {
    package init() {}

    package func render(_ diagram: Diagram) -> String {
        value(diagram).rendered(pretty: true) + "\n"
    }

    package func value(_ diagram: Diagram) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("app", .string(diagram.title)),
            ("groups", .array(diagram.groups.map(group))),
            ("nodes", .array(diagram.nodes.map(node))),
            ("edges", .array(diagram.edges.map { edge($0, files: diagram.files) })),
            ("entryPoints", .array(entryPoints(diagram))),
        ]
        if let sources = diagram.deepLinkSources { members.append(("deepLinkSources", sources.json)) }
        if let focus = diagram.focus {
            members.append(
                (
                    "focus",
                    .object([("coordinator", .string(focus.coordinator)), ("depth", .int(focus.depth))])
                ))
        }
        return .object(members)
    }

    /// A column's group adds `"column"` (`sidebar`, `content`, `detail`): only specs
    /// with a split have one.
    private func group(_ group: DiagramGroup) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(group.id)),
            ("kind", .string(group.kind.rawValue)),
            ("coordinator", .string(group.coordinator)),
            ("parent", group.parent.map(JSONValue.string) ?? .null),
            ("label", .string(group.label)),
            ("unreachable", .bool(group.isUnreachable)),
        ]
        if let column = group.column { members.append(("column", .string(column.rawValue))) }
        return .object(members)
    }

    private func node(_ node: DiagramNode) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(node.id)),
            ("kind", .string(node.kind.name)),
            ("group", node.group.map(JSONValue.string) ?? .null),
        ]
        switch node.kind {
        case .launch:
            break
        case .deepLink(let pattern, let route):
            members += [("pattern", .string(pattern)), ("route", .string(route.description))]
        case .actionLink(let pattern, let action):
            members += [("pattern", .string(pattern)), ("action", .string(action))]
        case .action(let action):
            members.append(("action", .string(action)))
        case .redirectLink(let pattern, let redirect):
            members += [
                ("pattern", .string(pattern)), ("redirect", .string(RedirectBinding.owner(redirect))),
            ]
        case .redirect:
            break
        case .tabBar(let coordinator):
            members.append(("coordinator", .string(coordinator)))
        case .route(let route):
            members += [
                ("coordinator", .string(route.coordinator)), ("route", .string(route.route)),
                ("ref", .string(route.description)),
            ]
        case .outcome(let coordinator, let outcome):
            members += [("coordinator", .string(coordinator)), ("outcome", .string(outcome))]
        case .alert(let coordinator, let alert, let style):
            members += [
                ("coordinator", .string(coordinator)), ("alert", .string(alert)),
                ("style", .string(style.rawValue)),
            ]
        case .condition(let name):
            members.append(("condition", .string(name)))
        case .stub(let coordinator):
            members.append(("coordinator", .string(coordinator)))
        }
        members += [
            ("label", .array(node.lines.map(JSONValue.string))),
            ("unreachable", .bool(node.isUnreachable)),
        ]
        return .object(members)
    }

    private func edge(_ edge: DiagramEdge, files: SpecFiles?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("from", .string(edge.from)),
            ("to", .string(edge.to)),
            ("kind", .string(edge.kind.name)),
        ]
        if let presentation = edge.presentation { members.append(("as", .string(presentation.rawValue))) }
        if let outcome = edge.outcome { members.append(("outcome", .string(outcome))) }
        if let action = edge.action { members.append(("action", .string(action))) }
        members += [
            ("label", .string(edge.label)),
            ("style", .string(edge.stroke.rawValue)),
            ("cycle", .bool(edge.isCycle)),
        ]
        // Only for an edge of an included file, so one-file specs print what they did.
        if let location = edge.location, location.fileIndex != 0, let files {
            members.append(("file", .string(files.path(of: location))))
        }
        members += [
            ("line", edge.location.map { .int($0.line) } ?? .null),
            ("column", edge.location.map { .int($0.column) } ?? .null),
        ]
        return .object(members)
    }

    private func entryPoints(_ diagram: Diagram) -> [JSONValue] {
        let kinds = Dictionary(diagram.nodes.map { ($0.id, $0.kind) }) { first, _ in first }
        return diagram.edges.compactMap { edge in
            switch kinds[edge.from] {
            case .launch:
                return .object([
                    ("kind", .string("launch")), ("node", .string(edge.from)), ("to", .string(edge.to)),
                ])
            case .deepLink(let pattern, let route):
                return .object([
                    ("kind", .string("deeplink")), ("node", .string(edge.from)),
                    ("pattern", .string(pattern)),
                    ("route", .string(route.description)), ("to", .string(edge.to)),
                ])
            case .actionLink(let pattern, let action):
                return .object([
                    ("kind", .string("deeplink")), ("node", .string(edge.from)),
                    ("pattern", .string(pattern)), ("action", .string(action)), ("to", .string(edge.to)),
                ])
            case .redirectLink(let pattern, let redirect):
                return .object([
                    ("kind", .string("deeplink")), ("node", .string(edge.from)),
                    ("pattern", .string(pattern)), ("redirect", .string(RedirectBinding.owner(redirect))),
                    ("to", .string(edge.to)),
                ])
            default:
                return nil
            }
        }
    }
}
