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
    /// `schemes:`: the `deeplinks.schemes` entries the pattern applies to, located at
    /// its key, each entry at its item, as written.
    package var schemes: Located<[Located<String>]>?
    /// `hosts:`: the `deeplinks.hosts` entries the pattern applies to, as written.
    package var hosts: Located<[Located<String>]>?

    /// Whether the pattern has a scope: it applies only to the origins it lists.
    package var isScoped: Bool { schemes != nil || hosts != nil }

    /// The scope as written, schemes then hosts: how `routes` and `graph` print it.
    package var scopeEntries: [String] { ((schemes?.value ?? []) + (hosts?.value ?? [])).map(\.value) }

    /// `open:`, or its default.
    package var mode: DeepLinkOpenMode { open?.value ?? .reset }
}
