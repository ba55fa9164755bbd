/// A coordinator: a tab bar of child coordinators, or a navigation stack of routes.
public struct Coordinator: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case tabs
        case stack
        /// A route set (`kind: routes`): routes that stacks show through `uses`.
        case routes
    }

    /// The id, located at its key under `coordinators:`.
    public var id: Located<String>
    public var kind: Kind
    /// Tabs: the tabs in order. Stack: the child coordinators it may start.
    public var children: [Located<String>]
    /// Tabs only: the tab selected at launch (default: the first child).
    public var initial: Located<String>?
    /// Stack only: the route at the bottom of the stack.
    public var root: Located<String>?
    /// Stack only, in spec order.
    public var routes: [Route]
    /// Stack only: what this coordinator can finish with.
    public var outcomes: [Located<String>]
    /// Stack only: the alerts and confirmation dialogs its routes can show, in spec order.
    public var alerts: [Alert] = []
    /// Stack only: the route sets whose routes it can show, in order.
    public var uses: [Located<String>] = []
    /// Stack: `requires:`, checked on every start of it and every selection of it as a tab.
    public var requires: [Requirement] = []
    /// Tabs only: the `requires` of each `children` entry, parallel to ``children``
    /// when any entry is written long-hand (`{ profile: { requires: [signedIn] } }`),
    /// else empty.
    public var childRequires: [[Requirement]] = []

    public init(
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

    public func alert(named id: String) -> Alert? {
        alerts.first { $0.id.value == id }
    }

    public func route(named id: String) -> Route? {
        routes.first { $0.id.value == id }
    }

    /// Tabs: the `requires` of the `children` entry at `index` (none when it is short-hand).
    public func requirements(ofChildAt index: Int) -> [Requirement] {
        childRequires.indices.contains(index) ? childRequires[index] : []
    }

    /// The tab selected at launch: `initial`, or else the first child.
    public var initialTab: String? {
        initial?.value ?? children.first?.value
    }
}
