extension Transition {
    /// The parts of an item that most items lack (an adaptive `as:`, an `on:` block,
    /// `as: overlay`), in one shared box: inline they were about half of each item's
    /// room, and a large spec has an item or more per route. Immutable, so copies of a
    /// transition share it; a change makes a new box (``Transition`` keeps none while
    /// all are absent).
    final class Uncommon: Hashable, Sendable {
        struct Parts: Hashable, Sendable {
            var adaptiveStyle: Located<AdaptiveStyle>?
            var on: OutcomeHandlers?
            var overlay: SourceLocation?
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
