extension Transition {
    /// The parts of an item that most items lack (an adaptive `as:`, an `on:` block,
    /// `as: overlay`): inline they were about half of each item's room. ``Transition``
    /// keeps them in a ``SharedParts``, none while all are absent.
    struct UncommonParts: Hashable, Sendable {
        var adaptiveStyle: Located<AdaptiveStyle>?
        var on: OutcomeHandlers?
        var overlay: SourceLocation?
    }

    typealias Uncommon = SharedParts<UncommonParts>
}
