/// How a deep link changes the navigation state it is opened on.
public enum DeepLinkOpenMode: String, Sendable, Hashable, CaseIterable {
    /// The state is rebuilt from launch (the default).
    case reset
    /// One move from the current state when it can show the target, else `reset`.
    case onTop
}

/// What a long-hand pattern (`{ pattern: /statuses/{id}, open: onTop, via: [home] }`)
/// says beyond its text.
public struct DeepLinkForm: Sendable, Hashable {
    /// The pattern's position in its route's ``Route/deepLinks``.
    public var pattern: Int
    /// `open:`, when written.
    public var open: Located<DeepLinkOpenMode>?
    /// `via:` located at its key, with each route id located at its entry, bottom first.
    public var via: Located<[Located<String>]>?

    public init(
        pattern: Int, open: Located<DeepLinkOpenMode>? = nil, via: Located<[Located<String>]>? = nil
    ) {
        self.pattern = pattern
        self.open = open
        self.via = via
    }

    /// `open:`, or its default.
    public var mode: DeepLinkOpenMode { open?.value ?? .reset }
}
