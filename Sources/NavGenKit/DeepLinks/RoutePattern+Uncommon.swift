extension RoutePattern {
    /// The settings of a pattern that most patterns leave at their defaults (a fragment,
    /// `open`, `via`, `set`, an action, constrained params, a scope, a redirect): a
    /// large spec has a hundred thousand patterns written short-hand, and inline these
    /// were more than half of each pattern's room. ``RoutePattern`` keeps them in a
    /// ``SharedParts``, none while all are defaults.
    struct UncommonSettings: Hashable, Sendable {
        var fragment: FragmentBinding?
        var mode = DeepLinkOpenMode.reset
        var inAppMode = DeepLinkOpenMode.reset
        var via: Located<[Located<String>]>?
        var fixed: [FixedValue] = []
        var action: String?
        var constraints: [ParamConstraint?] = []
        var scope: [Int]?
        var redirect: RedirectBinding?
    }

    typealias Uncommon = SharedParts<UncommonSettings>
}
