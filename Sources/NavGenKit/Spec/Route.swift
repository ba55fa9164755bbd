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
    /// What a route usually lacks, boxed: nil while all of it is absent (``Uncommon``).
    private var uncommon: Uncommon?

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

    /// Changes the boxed parts, keeping no box when they are all absent.
    private mutating func edit(_ change: (inout UncommonParts) -> Void) {
        Uncommon.edit(&uncommon, empty: UncommonParts(), change)
    }

    /// Rules silenced for findings on this route.
    package var allow: [Located<RuleID>] {
        get { uncommon?.parts.allow ?? [] }
        set { edit { $0.allow = newValue } }
    }
    /// How the long-hand patterns of ``deepLinks`` open, in order; empty when every
    /// pattern is written short-hand (opens by `reset`, shortest back stack).
    package var deepLinkForms: [DeepLinkForm] {
        get { uncommon?.parts.deepLinkForms ?? [] }
        set { edit { $0.deepLinkForms = newValue } }
    }
    /// `entry: true`: the route is opened by value (notification, shortcut, widget), so
    /// its back stack must be buildable from its own params.
    package var entry: Located<Bool>? {
        get { uncommon?.parts.entry }
        set { edit { $0.entry = newValue } }
    }

    /// The long-hand settings of the pattern at `index` of ``deepLinks``, if it has any.
    package func deepLinkForm(at index: Int) -> DeepLinkForm? {
        deepLinkForms.first { $0.pattern == index }
    }

    /// `requires:`: the conditions every move to this route checks, in order.
    package var requires: [Requirement] {
        get { uncommon?.parts.requires ?? [] }
        set { edit { $0.requires = newValue } }
    }

    /// `otherwise:`: what a move to this route does instead while one of its
    /// `requires` is unmet: one fallback, or one per entry.
    package var otherwise: Otherwise? {
        get { uncommon?.parts.otherwise }
        set { edit { $0.otherwise = newValue } }
    }

    /// The actions of its `otherwise`, in order: what it may show instead of itself.
    package var otherwiseTransitions: [Transition] { otherwise?.transitions ?? [] }

    /// Whether `entry: true` is set.
    package var isEntry: Bool { entry?.value == true }

    package func param(named name: String) -> Param? {
        params.first { $0.name.value == name }
    }
}

/// A route param: `id: Int`, `source: String?`, `recipe: Recipe`.
package struct Param: Sendable, Hashable {
    package var name: Located<String>
    package var type: Located<ParamType>
}
