extension Route {
    /// The parts of a route that most routes lack (`allow`, long-hand pattern forms,
    /// `entry`, `requires`, `otherwise`). ``Route`` keeps them in a ``SharedParts``,
    /// none while all are absent.
    struct UncommonParts: Hashable, Sendable {
        var allow: [Located<RuleID>] = []
        var deepLinkForms: [DeepLinkForm] = []
        var entry: Located<Bool>?
        var requires: [Requirement] = []
        var otherwise: Otherwise?
    }

    typealias Uncommon = SharedParts<UncommonParts>
}
