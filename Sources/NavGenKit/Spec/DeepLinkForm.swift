/// How a deep link changes the navigation state it is opened on.
package enum DeepLinkOpenMode: String, Sendable, Hashable, CaseIterable {
    /// The state is rebuilt from launch (the default).
    case reset
    /// One move from the current state when it can show the target, else `reset`.
    case onTop
}

/// What a long-hand pattern (`{ pattern: /statuses/{id}, open: onTop, via: [home] }`)
/// says beyond its text.
package struct DeepLinkForm: Sendable, Hashable {
    /// The pattern's position in its route's ``Route/deepLinks``.
    package var pattern: Int
    /// `open:`, when written.
    package var open: Located<DeepLinkOpenMode>?
    /// `via:` located at its key, with each route id located at its entry, bottom first.
    package var via: Located<[Located<String>]>?

    /// `open:`, or its default.
    package var mode: DeepLinkOpenMode { open?.value ?? .reset }
}
