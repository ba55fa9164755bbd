/// A screen of a stack coordinator.
package struct Route: Sendable, Hashable {
    /// The id, located at its key under `routes:`.
    package var id: Located<String>
    /// In declaration order.
    package var params: [Param]
    /// The deep-link patterns as written, in order.
    package var deepLinks: [Located<String>]
    /// In declaration order: the order is the tie-breaker for deep-link back stacks.
    package var transitions: [Transition]
    /// Rules silenced for findings on this route.
    package var allow: [Located<RuleID>]
    /// How the long-hand patterns of ``deepLinks`` open, in order; empty when every
    /// pattern is written short-hand (opens by `reset`, shortest back stack).
    package var deepLinkForms: [DeepLinkForm] = []
    /// `entry: true`: the route is opened by value (notification, shortcut, widget), so
    /// its back stack must be buildable from its own params.
    package var entry: Located<Bool>?
    /// `requires` and `otherwise`, boxed: most routes have neither, and a large spec
    /// would otherwise carry their room in every route.
    private var guarding: RouteGuarding?

    package init(
        id: Located<String>, params: [Param] = [], deepLinks: [Located<String>] = [],
        transitions: [Transition] = [], allow: [Located<RuleID>] = []
    ) {
        self.id = id
        self.params = params
        self.deepLinks = deepLinks
        self.transitions = transitions
        self.allow = allow
    }

    /// The long-hand settings of the pattern at `index` of ``deepLinks``, if it has any.
    package func deepLinkForm(at index: Int) -> DeepLinkForm? {
        deepLinkForms.first { $0.pattern == index }
    }

    /// `requires:`: the conditions every move to this route checks, in order.
    package var requires: [Requirement] {
        get { guarding?.requires ?? [] }
        set { guarding = RouteGuarding(requires: newValue, otherwise: otherwise) }
    }

    /// `otherwise:`: what a move to this route does instead while one of its
    /// `requires` is unmet: one fallback, or one per entry.
    package var otherwise: Otherwise? {
        get { guarding?.otherwise }
        set { guarding = RouteGuarding(requires: requires, otherwise: newValue) }
    }

    /// The actions of its `otherwise`, in order: what it may show instead of itself.
    package var otherwiseTransitions: [Transition] { otherwise?.transitions ?? [] }

    /// Whether `entry: true` is set.
    package var isEntry: Bool { entry?.value == true }

    package func param(named name: String) -> Param? {
        params.first { $0.name.value == name }
    }
}

/// A route's `requires` and `otherwise`, shared between copies of the route.
private final class RouteGuarding: Sendable, Hashable {
    let requires: [Requirement]
    let otherwise: Otherwise?

    /// nil when there is nothing to keep.
    init?(requires: [Requirement], otherwise: Otherwise?) {
        guard !requires.isEmpty || otherwise != nil else { return nil }
        self.requires = requires
        self.otherwise = otherwise
    }

    static func == (lhs: RouteGuarding, rhs: RouteGuarding) -> Bool {
        lhs.requires == rhs.requires && lhs.otherwise == rhs.otherwise
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(requires)
        hasher.combine(otherwise)
    }
}

/// A route param: `id: Int`, `source: String?`, `recipe: Recipe`.
package struct Param: Sendable, Hashable {
    package var name: Located<String>
    package var type: Located<ParamType>
}
