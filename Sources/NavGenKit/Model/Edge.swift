/// One resolved transition of a route: an item of its `transitions`, or the action
/// of one outcome in a `start` item's `then`.
///
/// Only transitions whose targets resolve become edges; the ones that do not are
/// kept as ``UnresolvedReference``s, so every later search sees a sound graph.
public struct Edge: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `push: R`, `sheet: R`, `cover: R` or `popover: R`: shows a route in a style.
        case show(RouteIndex, PresentationStyle)
        /// `start: C`, with its `as:` style (sheet when absent).
        case start(CoordinatorIndex, style: PresentationStyle)
        case tab(CoordinatorIndex)
        /// `finish: O`, with the outcome as written (it may not exist).
        case finish(Located<String>)
        case pop
        case popToRoot
        case dismiss
        /// `alert: A`, an alert of the source route's coordinator (by position in its
        /// `alerts`); its `then` actions follow as edges with a ``Handler``.
        case alert(Int)
    }

    /// The outcome a `then` action handles, and the child whose outcome it is (nil
    /// for an alert's answer).
    public struct Handler: Hashable, Sendable {
        public var outcome: Located<String>
        /// nil when the `start` item names no known coordinator.
        public var child: CoordinatorIndex?

        public init(outcome: Located<String>, child: CoordinatorIndex?) {
            self.outcome = outcome
            self.child = child
        }
    }

    /// The route the transition is declared on; a `then` action runs there too.
    public var source: RouteIndex
    public var kind: Kind
    /// Where the item is written: its action key, or the bare word.
    public var location: SourceLocation
    /// Where the target's name is written (nil for pop, popToRoot and dismiss).
    public var targetLocation: SourceLocation?
    /// Set for an action in a `then` block: it runs only after the child finishes.
    public var handler: Handler?

    public init(
        source: RouteIndex, kind: Kind, location: SourceLocation, targetLocation: SourceLocation? = nil,
        handler: Handler? = nil
    ) {
        self.source = source
        self.kind = kind
        self.location = location
        self.targetLocation = targetLocation
        self.handler = handler
    }

    /// The route this edge shows directly (push, sheet, cover, popover), if any.
    public var targetRoute: RouteIndex? {
        switch kind {
        case .show(let route, _): route
        default: nil
        }
    }

    /// The coordinator this edge starts or selects, if any.
    public var targetCoordinator: CoordinatorIndex? {
        switch kind {
        case .start(let coordinator, _), .tab(let coordinator): coordinator
        default: nil
        }
    }

    /// The route a `push:` shows; the push-cycle search follows these.
    public var pushedRoute: RouteIndex? {
        if case .show(let route, .push) = kind { route } else { nil }
    }

    /// Whether the edge shows something modally: a sheet, a cover, a popover, or a
    /// child started as a sheet or a cover.
    public var isPresentation: Bool {
        switch kind {
        case .show(_, let style), .start(_, let style): style.isModal
        default: false
        }
    }

    /// Whether the edge puts a screen on the current stack: a push, or a child
    /// started `as: push`.
    public var isPush: Bool {
        switch kind {
        case .show(_, .push), .start(_, .push): true
        default: false
        }
    }
}
