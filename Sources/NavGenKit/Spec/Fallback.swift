/// What a guarded move does instead while a requirement is unmet: an action that
/// shows something, nothing at all (`stay`), or, for a link, handing the URL back
/// to the browser (`web`).
package enum Fallback: Sendable, Hashable {
    /// An action written like a `transitions` item: `{ sheet: paywall }`.
    case action(Transition)
    /// `stay`: the move is accepted and does nothing.
    case stay(SourceLocation)
    /// `web`: a link meeting it goes back to the browser; a tap meeting it is refused.
    case web(SourceLocation)

    /// The action, when the fallback is one.
    package var transition: Transition? {
        if case .action(let transition) = self { transition } else { nil }
    }

    /// Where it is written.
    package var location: SourceLocation {
        switch self {
        case .action(let transition): transition.location
        case .stay(let location), .web(let location): location
        }
    }

    /// `stay`, `web`, or the action's text.
    package var spelling: String {
        switch self {
        case .action(let transition): transition.action.keyword
        case .stay: "stay"
        case .web: "web"
        }
    }
}

/// A route's `otherwise:`: one fallback for every `requires` entry, or fallbacks keyed
/// by entry (`{ "!beta": stay, signedIn: { sheet: login } }`), in the order written.
package struct Otherwise: Sendable, Hashable {
    /// One item without a key for the one-fallback form; else one per key.
    package var entries: [Entry]

    /// A fallback and the `requires` entry it answers, written as the entry is.
    package struct Entry: Sendable, Hashable {
        /// nil: the fallback answers every entry.
        package var key: Located<String>?
        package var fallback: Fallback
    }

    /// The one-fallback form.
    package init(_ fallback: Fallback) { entries = [Entry(key: nil, fallback: fallback)] }

    /// The keyed form.
    package init(keyed entries: [Entry]) { self.entries = entries }

    /// Whether the fallbacks are keyed by entry.
    package var isKeyed: Bool { entries.first?.key != nil }

    /// The fallback of the `requires` entry spelled `spelling` (`"!beta"`); nil when it
    /// has none, so the move acts as with no `otherwise`.
    package func fallback(for spelling: String) -> Fallback? {
        entries.first { $0.key == nil || $0.key?.value == spelling }?.fallback
    }

    /// Every action among the fallbacks, in order.
    package var transitions: [Transition] { entries.compactMap(\.fallback.transition) }

    /// Whether some fallback is `web`.
    package var usesWeb: Bool {
        entries.contains { if case .web = $0.fallback { true } else { false } }
    }
}

extension NavigationSpec {
    /// Whether some `otherwise` is `web`: only then do outputs say whether a link went
    /// to the browser.
    package var usesWebFallback: Bool {
        if deepLinks.otherwise?.usesWeb == true { return true }
        return coordinators.contains { $0.routes.contains { $0.otherwise?.usesWeb == true } }
    }
}
