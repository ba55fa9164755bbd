/// A coordinator: a tab bar of child coordinators, a navigation stack of routes, or a
/// split view of stack columns.
package struct Coordinator: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case tabs
        case stack
        /// A route set (`kind: routes`): routes that stacks show through `uses`.
        case routes
        /// A split view (`kind: split`): stack coordinators side by side, in ``columns``.
        case split
    }

    /// The id, located at its key under `coordinators:`.
    package var id: Located<String>
    package var kind: Kind
    /// Tabs: the tabs in order. Stack: the child coordinators it may start.
    package var children: [Located<String>]
    /// Tabs only: the tab selected at launch (default: the first child).
    package var initial: Located<String>?
    /// Stack only: the route at the bottom of the stack.
    package var root: Located<String>?
    /// Stack only, in spec order.
    package var routes: [Route]
    /// Stack and tabs: what this coordinator can finish with (a tab bar's outcomes are
    /// finished by its tabs' routes).
    package var outcomes: [Located<String>]
    /// Stack only: what the flow can tell its starter while it keeps running (`emit: E`),
    /// each handled by the starter's `on:`.
    package var events: [Located<String>] = []
    /// Stack only: the alerts and confirmation dialogs its routes can show, in spec order.
    package var alerts: [Alert] = []
    /// Stack: the route sets whose routes it can show, in order. Tabs: the sets whose
    /// routes and flows its ``containerTransitions`` present over every tab.
    package var uses: [Located<String>] = []
    /// Tabs only: `transitions`, what the tab bar itself offers from every screen of its
    /// tabs, located at the key; nil when not written. A container has no stack of its
    /// own, so what it presents comes from the sets it uses.
    package var containerTransitions: Located<[Transition]>?
    /// Split only: its column coordinators in order, sidebar, content (when written),
    /// detail; empty when the sidebar or the detail is missing. Kept apart from
    /// ``children`` because a column is neither a tab nor a flow the split starts.
    package var columns: [Located<String>] = []
    /// `requires`, the tab entries' `requires` and the `children` key, boxed: most
    /// coordinators have none, and every copy of a coordinator would carry their room.
    private var guarding: CoordinatorGuarding?

    package init(
        id: Located<String>, kind: Kind, children: [Located<String>] = [], initial: Located<String>? = nil,
        root: Located<String>? = nil, routes: [Route] = [], outcomes: [Located<String>] = []
    ) {
        self.id = id
        self.kind = kind
        self.children = children
        self.initial = initial
        self.root = root
        self.routes = routes
        self.outcomes = outcomes
    }

    package func alert(named id: String) -> Alert? {
        alerts.first { $0.id.value == id }
    }

    package func route(named id: String) -> Route? {
        routes.first { $0.id.value == id }
    }

    /// Stack: `requires:`, checked on every start of it and every selection of it as a tab.
    package var requires: [Requirement] {
        get { guarding?.requires ?? [] }
        set {
            guarding = CoordinatorGuarding(
                requires: newValue, childRequires: childRequires, childrenKey: childrenKey)
        }
    }

    /// Tabs only: the `requires` of each `children` entry, parallel to ``children``
    /// when any entry is written long-hand (`{ profile: { requires: [signedIn] } }`),
    /// else empty.
    package var childRequires: [[Requirement]] {
        get { guarding?.childRequires ?? [] }
        set {
            guarding = CoordinatorGuarding(
                requires: requires, childRequires: newValue, childrenKey: childrenKey)
        }
    }

    /// Tabs: where the `children` key is written, for findings about the tabs as a whole.
    package var childrenKey: SourceLocation? {
        get { guarding?.childrenKey }
        set {
            guarding = CoordinatorGuarding(
                requires: requires, childRequires: childRequires, childrenKey: newValue)
        }
    }

    /// Tabs: the `requires` of the `children` entry at `index` (none when it is short-hand).
    package func requirements(ofChildAt index: Int) -> [Requirement] {
        childRequires.indices.contains(index) ? childRequires[index] : []
    }

    /// Split: which column each of ``columns`` is, in order.
    package var columnRoles: [SplitColumn] {
        SplitColumn.roles(count: columns.count)
    }

    /// Split: the columns left to right, each one's role (`sidebar`, `content`,
    /// `detail`: its member's name in generated code) and its coordinator.
    package var roleColumns: [(role: String, coordinator: String)] {
        zip(columnRoles, columns).map { ($0.rawValue, $1.value) }
    }

    /// The tab selected at launch: `initial`, or else the first child.
    package var initialTab: String? {
        initial?.value ?? children.first?.value
    }
}

/// A coordinator's `requires`, its tab entries' `requires` and its `children` key,
/// shared between copies of the coordinator.
private final class CoordinatorGuarding: Sendable, Hashable {
    let requires: [Requirement]
    let childRequires: [[Requirement]]
    let childrenKey: SourceLocation?

    /// nil when there is nothing to keep.
    init?(requires: [Requirement], childRequires: [[Requirement]], childrenKey: SourceLocation?) {
        guard !requires.isEmpty || !childRequires.isEmpty || childrenKey != nil else { return nil }
        self.requires = requires
        self.childRequires = childRequires
        self.childrenKey = childrenKey
    }

    static func == (lhs: CoordinatorGuarding, rhs: CoordinatorGuarding) -> Bool {
        lhs.requires == rhs.requires && lhs.childRequires == rhs.childRequires
            && lhs.childrenKey == rhs.childrenKey
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(requires)
        hasher.combine(childRequires)
        hasher.combine(childrenKey)
    }
}
