extension Edge {
    /// The parts of an edge that most edges lack (a `then` handler, an adaptive style,
    /// where a started flow begins, a `go`'s args), in one shared box: inline they were
    /// more than half of each edge's room, and a large spec has an edge or more per
    /// route. Immutable, so copies of an edge share it; a change makes a new box
    /// (``Edge`` keeps none while all are absent).
    final class Uncommon: Hashable, Sendable {
        struct Parts: Hashable, Sendable {
            var handler: Handler?
            var adaptiveStyle: AdaptiveStyle?
            var flowStart: FlowStart?
            var goArgs: [SetValue] = []
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
