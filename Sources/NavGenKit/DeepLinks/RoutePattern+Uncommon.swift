extension RoutePattern {
    /// The settings of a pattern that most patterns leave at their defaults (a fragment,
    /// `open`, `via`, `set`, an action, constrained params, a scope, a redirect), in one
    /// shared box. A large spec has a hundred thousand patterns written short-hand, and
    /// inline these settings were more than half of each pattern's room; boxed, such a
    /// pattern keeps one empty reference. Immutable, so copies of a pattern share it;
    /// a change makes a new box (``RoutePattern`` keeps none while all are defaults).
    final class Uncommon: Hashable, Sendable {
        struct Settings: Hashable, Sendable {
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

        let settings: Settings

        init(_ settings: Settings) {
            self.settings = settings
        }

        static func == (lhs: Uncommon, rhs: Uncommon) -> Bool {
            lhs.settings == rhs.settings
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(settings)
        }
    }
}
