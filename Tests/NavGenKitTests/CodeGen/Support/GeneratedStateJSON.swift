import Foundation
import NavGenKit

/// A simulator state as the generated `<App>NavigationState` encodes it with
/// `JSONEncoder` (Swift's synthesized `Codable`: an enum case as `{"case": {"_0": ...,
/// "label": ...}}`, nil optionals left out), so that a test compares whole states, not
/// only their paths.
struct GeneratedStateJSON {
    let spec: NavigationSpec
    private let sets: Set<String>

    init(spec: NavigationSpec) {
        self.spec = spec
        sets = Set(spec.coordinators.filter { $0.kind == .routes }.map(\.id.value))
    }

    /// The whole state: its tree, and with conditions their values and what waits.
    func object(
        _ state: NavigationState, conditions: [String: Bool]? = nil,
        waiting: (RouteEntry, host: String)? = nil
    ) -> [String: Any] {
        var object: [String: Any] = ["root": root(state.root)]
        if let conditions { object["conditions"] = conditions }
        if let waiting { object["waiting"] = destination(waiting.0, host: waiting.host) }
        return object
    }

    /// The tree: under a `root` list, in the case of the entry whose coordinator it is.
    func root(_ root: NavigationNode) -> [String: Any] {
        guard spec.hasAlternativeRoots else { return node(root) }
        return [root.coordinator: ["_0": node(root)]]
    }

    /// Sorted-key JSON text of an object, to compare two objects byte for byte.
    static func text(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return "<not JSON>"
        }
        return String(decoding: data, as: UTF8.self)
    }

    func node(_ node: NavigationNode) -> [String: Any] {
        switch node {
        case .tabs(let tabs):
            var byTab: [String: Any] = [:]
            for tab in tabs.tabs { byTab[tab.coordinator] = self.node(tab) }
            return ["selected": tabs.selectedTab, "tabs": byTab]
        case .stack(let stack):
            var host = stack.coordinator
            var entries: [Any] = []
            for entry in stack.entries {
                if !sets.contains(entry.route.coordinator) { host = entry.route.coordinator }
                entries.append(destination(entry, host: host))
            }
            var object: [String: Any] = ["stack": entries]
            if let modal = stack.modal { object["modal"] = self.modal(modal, host: host) }
            return object
        case .split(let split):
            // The split node as the generated state is to encode it: a node per column.
            let columns = split.columns.map { self.node(.stack($0)) }
            var object: [String: Any] = [
                "sidebar": columns[0], "detail": columns[columns.count - 1], "selected": split.selected,
            ]
            if columns.count == 3 { object["content"] = columns[1] }
            return object
        }
    }

    private func modal(_ modal: Modal, host: String) -> [String: Any] {
        switch modal.content {
        case .route(let entry, let presented):
            let shownOn = sets.contains(entry.route.coordinator) ? host : entry.route.coordinator
            var fields: [String: Any] = [
                "_0": destination(entry, host: shownOn), "style": modal.style.keyword,
            ]
            if let presented { fields["modal"] = self.modal(presented, host: shownOn) }
            return ["route": fields]
        case .flow(let node, _):
            return [
                "flow": ["_0": [node.coordinator: ["_0": self.node(node)]], "style": modal.style.keyword]
            ]
        case .alert(let shown):
            return ["alert": ["_0": [shown.coordinator: ["_0": [shown.name: [String: Any]()]]]]]
        }
    }

    /// The case the screen on top is written in: its own coordinator, or for a route of
    /// a route set the coordinator whose stack (or presented screen) shows it, as
    /// ``node(_:)`` decides it. Nil when an alert is on top.
    func hostOfTop(_ root: NavigationNode) -> String? {
        var node = root
        while true {
            switch node {
            case .tabs(let tabs):
                node = tabs.tabs[tabs.selected]
            case .split(let split):
                node = .stack(split.columns[min(split.selected, split.columns.count - 1)])
            case .stack(let stack):
                var host = stack.coordinator
                for entry in stack.entries where !sets.contains(entry.route.coordinator) {
                    host = entry.route.coordinator
                }
                var modal = stack.modal
                var flow: NavigationNode?
                while let shown = modal, flow == nil {
                    switch shown.content {
                    case .route(let entry, let presented):
                        if !sets.contains(entry.route.coordinator) { host = entry.route.coordinator }
                        modal = presented
                    case .flow(let child, _):
                        flow = child
                    case .alert:
                        return nil
                    }
                }
                guard let flow else { return host }
                node = flow
            }
        }
    }

    /// `.recipes(.recipeDetail(id: 4, source: nil))`, or a set route inside its host's case.
    func destination(_ entry: RouteEntry, host: String) -> [String: Any] {
        var arguments: [String: Any] = [:]
        for argument in entry.arguments {
            guard let value = argument.value else { continue }
            arguments[argument.name] = Self.json(value)
        }
        let route: [String: Any] = [entry.route.route: arguments]
        let owned: [String: Any] = [entry.route.coordinator: ["_0": route]]
        guard sets.contains(entry.route.coordinator), host != entry.route.coordinator else { return owned }
        return [host: ["_0": owned]]
    }

    private static func json(_ value: ParamValue) -> Any {
        switch value {
        case .string(let text), .custom(let text), .url(let text), .enumeration(_, let text): text
        case .int(let number): number
        // The program's output is read back by `JSONSerialization`, which reads `-0` as
        // 0: a zero is compared without its sign (`lat=-0` opens the same screen).
        case .double(let number): number == 0 ? 0.0 : number
        case .bool(let flag): flag
        case .uuid(let uuid): uuid.uuidString.uppercased()
        }
    }
}
