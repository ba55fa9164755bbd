/// How a deep link changes the navigation state it is opened on.
package enum DeepLinkOpenMode: String, Sendable, Hashable, CaseIterable {
    /// The state is rebuilt from launch (the default).
    case reset
    /// One move from the current state when it can show the target, else `reset`.
    case onTop
}

/// Where a link comes from, which a pattern written `open: { external: reset, inApp: onTop }`
/// opens in different ways: a link from outside the app (the system, another app, a
/// notification) usually starts over, while one tapped inside the app may keep what is
/// on screen.
package enum LinkSource: String, Sendable, Hashable, CaseIterable {
    /// From outside the app: `--url`, `--urls`, a flow's `open:` step, `open external URL`.
    case external
    /// Tapped inside the app: the action `open URL`.
    case inApp
}

/// What a long-hand pattern (`{ pattern: /statuses/{id}, open: onTop, via: [home] }`)
/// says beyond its text. Each setting is optional: a form is kept when it says something.
package struct DeepLinkForm: Sendable, Hashable {
    /// The pattern's position in its route's ``Route/deepLinks``.
    package var pattern: Int
    /// `open:`, when written: the mode for both sources, or for an external link when
    /// `open` maps the sources (`reset`, located at the mapping, when it leaves
    /// `external` out). Every reader that knows no source reads this one.
    package var open: Located<DeepLinkOpenMode>?
    /// `inApp` of `open: { external: ..., inApp: ... }` (`reset` at the mapping when left
    /// out); nil when `open` is one mode for both sources.
    package var inAppOpen: Located<DeepLinkOpenMode>?
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

    /// `set:`, in the order written: params the pattern fixes rather than reads from the URL.
    package var set: [SetValue] = []

    /// `open:`, or its default: the mode of an external link.
    package var mode: DeepLinkOpenMode { open?.value ?? .reset }

    /// The mode of an in-app link: `inApp` when `open` maps the sources, else ``mode``.
    package var inAppMode: DeepLinkOpenMode { inAppOpen?.value ?? mode }

    /// The mode a link from `source` opens in.
    package func mode(for source: LinkSource) -> DeepLinkOpenMode {
        source == .external ? mode : inAppMode
    }

    /// Whether a link from some source opens `onTop`: what gives the generated state the
    /// one-move helpers for the pattern's screen.
    package var opensOnTopFromSomeSource: Bool { mode == .onTop || inAppMode == .onTop }

    /// Whether `open` maps the sources (`open: { external: reset, inApp: onTop }`): what
    /// gives the generated code its link source.
    package var modeBySource: Bool { inAppOpen != nil }

    /// Whether it says how the link opens (`open:` or `via:`): what gives the generated
    /// state `open(_:)`. `set` alone changes only the values a link gives.
    package var choosesOpening: Bool { open != nil || via != nil }

    /// `tab: traffic, unit: week`: `set` as `routes` and `graph` show it.
    package var setText: String {
        self.set.map { "\($0.name.value): \($0.text.value)" }.joined(separator: ", ")
    }
}

/// One entry of a long-hand pattern's `set` (`set: { tab: traffic }`): a param the
/// pattern gives a constant, written as URL text of the param's type, so that links
/// differing only in their path can open one screen in different ways.
package struct SetValue: Sendable, Hashable {
    /// The param's name, located at its key under `set`.
    package var name: Located<String>
    /// The value as written, located at the value.
    package var text: Located<String>

    package init(name: Located<String>, text: Located<String>) {
        self.name = name
        self.text = text
    }
}
