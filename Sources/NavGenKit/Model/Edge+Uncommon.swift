extension Edge {
    /// The parts of an edge that most edges lack (a `then` handler, an adaptive style,
    /// where a started flow begins, a `go`'s args): inline they were more than half of
    /// each edge's room. ``Edge`` keeps them in a ``SharedParts``, none while all are absent.
    struct UncommonParts: Hashable, Sendable {
        var handler: Handler?
        var adaptiveStyle: AdaptiveStyle?
        var flowStart: FlowStart?
        var goArgs: [SetValue] = []
    }

    typealias Uncommon = SharedParts<UncommonParts>
}
