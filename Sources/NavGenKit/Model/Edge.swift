/// One resolved transition of a route: an item of its `transitions`, or the action
/// of one outcome in a `start` item's `then`.
///
/// Only transitions whose targets resolve become edges; the ones that do not are
/// kept as ``UnresolvedReference``s, so every later search sees a sound graph.
package struct Edge: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// `push: R`, `sheet: R` and every other style's key: shows a route in that style.
        case show(RouteIndex, PresentationStyle)
        /// `start: C`, with its `as:` style (sheet when absent).
        case start(CoordinatorIndex, style: PresentationStyle)
        case tab(CoordinatorIndex)
        /// `replace: R`: swaps the screen on top for R, in its place and style.
        case replace(RouteIndex)
        /// `go: R`: shows R as a reset link to it would, from wherever the app is.
        case go(RouteIndex)
        /// `finish: O`, with the outcome as written (it may not exist); ``targetLocation`` says where.
        case finish(String)
        case pop
        case popToRoot
        case dismiss
        /// `alert: A`, an alert of `owner`, the source route's coordinator (by position in
        /// its `alerts`); its `then` actions follow as edges with a ``Handler``.
        case alert(owner: CoordinatorIndex, Int)
        /// `set: { signedIn: false }`: the conditions it changes, in the order written.
        /// It shows nothing, so it leads nowhere in the graph.
        case set([ConditionChange])
        /// `emit: E`, with the event as written (it may not exist); ``targetLocation`` says
        /// where. It shows nothing here: the starter's `on` action for E does.
        case emit(String)
    }

    /// One pair of a `set` item, resolved.
    package struct ConditionChange: Hashable, Sendable {
        package var condition: ConditionIndex
        package var value: Bool
        /// `joined(roomId)`: the params of the declaring route whose values pick the
        /// tuple it sets; nil when the key writes none.
        package var args: [String]?
        /// Where the key is written; nil for a change no spec key wrote.
        package var location: SourceLocation?

        package init(
            condition: ConditionIndex, value: Bool, args: [String]? = nil, location: SourceLocation? = nil
        ) {
            self.condition = condition
            self.value = value
            self.args = args
            self.location = location
        }
    }

    /// The outcome a `then` action handles, and the child whose outcome it is (nil
    /// for an alert's answer).
    package struct Handler: Hashable, Sendable {
        package var outcome: Located<String>
        /// nil when the `start` item names no known coordinator.
        package var child: CoordinatorIndex?

        package init(outcome: Located<String>, child: CoordinatorIndex?) {
            self.outcome = outcome
            self.child = child
        }
    }

    /// Where a `start` begins its flow: `at: R` resolved among the child's routes (and
    /// the sets it uses), and the params `args` fixes, as written.
    package struct FlowStart: Hashable, Sendable {
        /// The route the flow's stack begins with; nil for its root.
        package var route: RouteIndex?
        /// Where `at`'s value is written (nil without `at`).
        package var routeLocation: SourceLocation?
        /// `args`, checked against `route` (or the child's root) by the rules.
        package var args: [SetValue]

        package init(route: RouteIndex?, routeLocation: SourceLocation? = nil, args: [SetValue]) {
            self.route = route
            self.routeLocation = routeLocation
            self.args = args
        }
    }

    /// The route the transition is declared on; a `then` action runs there too.
    package var source: RouteIndex
    package var kind: Kind
    /// Where the item is written: its action key, or the bare word.
    package var location: SourceLocation
    /// Where the target's name is written (nil for pop, popToRoot and dismiss).
    package var targetLocation: SourceLocation?
    /// What an edge usually lacks, boxed: nil while all of it is absent (``Uncommon``).
    private var uncommon: Uncommon?

    /// Set for an action in a `then` block: it runs only after the child finishes.
    package var handler: Handler? {
        get { uncommon?.parts.handler }
        set { edit { $0.handler = newValue } }
    }
    /// The style by size class of a presentation or `start` that adapts; nil when the
    /// edge shows in the one style its ``kind`` holds (which is then its word).
    package var adaptiveStyle: AdaptiveStyle? {
        get { uncommon?.parts.adaptiveStyle }
        set { edit { $0.adaptiveStyle = newValue } }
    }
    /// Set for a `start` with `at` or `args`; nil when the flow begins at its root
    /// with nothing fixed (or when its `at` names nothing).
    package var flowStart: FlowStart? {
        get { uncommon?.parts.flowStart }
        set { edit { $0.flowStart = newValue } }
    }
    /// A `go` item's `args`: params of its route fixed as URL text, checked by the rules.
    package var goArgs: [SetValue] {
        get { uncommon?.parts.goArgs ?? [] }
        set { edit { $0.goArgs = newValue } }
    }

    /// Changes the boxed parts, keeping no box when they are all absent.
    private mutating func edit(_ change: (inout UncommonParts) -> Void) {
        Uncommon.edit(&uncommon, empty: UncommonParts(), change)
    }

    package init(
        source: RouteIndex, kind: Kind, location: SourceLocation, targetLocation: SourceLocation? = nil,
        handler: Handler? = nil, adaptiveStyle: AdaptiveStyle? = nil
    ) {
        self.source = source
        self.kind = kind
        self.location = location
        self.targetLocation = targetLocation
        if handler != nil || adaptiveStyle != nil {
            uncommon = Uncommon(UncommonParts(handler: handler, adaptiveStyle: adaptiveStyle))
        }
    }

    /// The edge as it runs under a size class: a show or start in the style it resolves
    /// to there, everything else as it is.
    package func kind(in sizeClass: SizeClass) -> Kind {
        guard let style = adaptiveStyle?[sizeClass] else { return kind }
        switch kind {
        case .show(let route, _): return .show(route, style)
        case .start(let child, _): return .start(child, style: style)
        default: return kind
        }
    }

    /// Whether the edge shows in `style` (as rules count it: a popover is a sheet)
    /// under some size class.
    package func canShow(as style: PresentationStyle) -> Bool {
        SizeClass.allCases.contains {
            switch kind(in: $0) {
            case .show(_, let shown), .start(_, let shown): shown.behavesAs == style.behavesAs
            default: false
            }
        }
    }

    /// The route this edge shows directly, in any style, if any.
    package var targetRoute: RouteIndex? {
        switch kind {
        case .show(let route, _), .replace(let route): route
        default: nil
        }
    }

    /// The route a `go` shows. Kept apart from ``targetRoute``: a `go` rebuilds the
    /// app's state rather than adding a screen, so it is in no push or modal cycle,
    /// but it shows its route for reachability.
    package var goRoute: RouteIndex? {
        if case .go(let route) = kind { route } else { nil }
    }

    /// The coordinator this edge starts or selects, if any.
    package var targetCoordinator: CoordinatorIndex? {
        switch kind {
        case .start(let coordinator, _), .tab(let coordinator): coordinator
        default: nil
        }
    }

    /// The route a `push:` shows; the push-cycle search follows these.
    package var pushedRoute: RouteIndex? {
        if case .show(let route, .push) = kind { route } else { nil }
    }

    /// Whether the edge shows a route or starts a child in a modal style.
    package var isPresentation: Bool {
        switch kind {
        case .show(_, let style), .start(_, let style): style.isModal
        default: false
        }
    }

    /// Whether the edge puts a screen on the current stack: a push, or a child
    /// started `as: push`.
    package var isPush: Bool {
        switch kind {
        case .show(_, .push), .start(_, .push): true
        default: false
        }
    }
}
