extension Route {
    /// The parts of a route that most routes lack (`allow`, long-hand pattern forms,
    /// `entry`, `requires`, `otherwise`), in one shared box: a large spec would
    /// otherwise carry their room in every route. Immutable, so copies of a route share
    /// it; a change makes a new box (``Route`` keeps none while all are absent).
    final class Uncommon: Hashable, Sendable {
        struct Parts: Hashable, Sendable {
            var allow: [Located<RuleID>] = []
            var deepLinkForms: [DeepLinkForm] = []
            var entry: Located<Bool>?
            var requires: [Requirement] = []
            var otherwise: Otherwise?
        }

        let parts: Parts

        init(_ parts: Parts) {
            self.parts = parts
        }

        static func == (lhs: Uncommon, rhs: Uncommon) -> Bool {
            lhs.parts == rhs.parts
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(parts)
        }
    }
}
