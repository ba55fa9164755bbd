/// One item of a route's `transitions`, or the action of a `then` entry.
package struct Transition: Sendable, Hashable {
    package var action: Action
    /// Where the item starts (its action key, or the bare word).
    package var location: SourceLocation
    /// What an item usually lacks, boxed: nil while all of it is absent (``Uncommon``).
    private var uncommon: Uncommon?

    /// The `as:` mapping of a presentation or `start` that adapts to the size class
    /// (located at the mapping); nil for an item shown in one style.
    package var adaptiveStyle: Located<AdaptiveStyle>? {
        get { uncommon?.parts.adaptiveStyle }
        set { edit { $0.adaptiveStyle = newValue } }
    }
    /// A `start` item's `on:` block: one action per event of the started flow, run in
    /// this flow while the child keeps running. nil without `on` (and on every other item).
    package var on: OutcomeHandlers? {
        get { uncommon?.parts.on }
        set { edit { $0.on = newValue } }
    }
    /// Where `as: overlay` is written on a `start` item: the flow shows above everything,
    /// one at a time, and can be minimised. nil on every other item. Until the engine
    /// shows overlays the model reads it as a cover (only `finish` or `dismiss` close it).
    package var overlay: SourceLocation? {
        get { uncommon?.parts.overlay }
        set { edit { $0.overlay = newValue } }
    }

    package init(
        _ action: Action, at location: SourceLocation, adaptiveStyle: Located<AdaptiveStyle>? = nil,
        on: OutcomeHandlers? = nil, overlay: SourceLocation? = nil
    ) {
        self.action = action
        self.location = location
        if adaptiveStyle != nil || on != nil || overlay != nil {
            uncommon = Uncommon(UncommonParts(adaptiveStyle: adaptiveStyle, on: on, overlay: overlay))
        }
    }

    /// Changes the boxed parts, keeping no box when they are all absent.
    private mutating func edit(_ change: (inout UncommonParts) -> Void) {
        Uncommon.edit(&uncommon, empty: UncommonParts(), change)
    }

    /// The style the item shows its route or flow in under a size class: its adaptive
    /// style's, else its word's (`start`: its `as:`, sheet when absent); nil for an
    /// action that shows neither.
    package func style(in sizeClass: SizeClass) -> PresentationStyle? {
        if let adaptiveStyle { return adaptiveStyle.value[sizeClass] }
        if overlay != nil { return .cover }  // until the engine shows overlays, as the model reads them
        switch action {
        case .show(_, let style): return style
        case .start(_, let style, _, _): return style?.value ?? .sheet
        default: return nil
        }
    }
}

/// What a transition does. Targets are ids as written, each with its location.
///
/// Only `start` is boxed (its `then` holds further actions); the other cases stay
/// inline, which saves an allocation per transition on large specs.
package enum Action: Sendable, Hashable {
    /// `push: R`, `sheet: R` and every other style's key: shows a route in that style.
    case show(Located<String>, PresentationStyle)
    /// `start: C`, with its `as`, its `then`, and where the flow begins (`at`, `args`).
    indirect case start(
        Located<String>, style: Located<PresentationStyle>?, then: OutcomeHandlers?, entry: FlowEntry = .root)
    case tab(Located<String>)
    /// `replace: R`: swaps the screen on top for R without growing the back stack.
    case replace(Located<String>)
    /// `go: R` (a bare route of the coordinator or a set it uses, or `coordinator.route`):
    /// shows R as a reset link to it would; `args` fixes params of R, written as URL text.
    /// Boxed, as the longest case: inline it would widen every other transition.
    indirect case go(Located<String>, args: [SetValue])
    case pop
    case popToRoot
    case dismiss
    case finish(Located<String>)
    /// Shows an alert of the same coordinator; `then` acts on its answer.
    indirect case alert(Located<String>, then: OutcomeHandlers?)
    /// `set: { signedIn: false }`: changes conditions, every pair at once. It shows
    /// nothing itself; what the change hides, shows or swaps follows from the guards.
    case set([ConditionAssignment])
    /// `emit: E`: tells the flow's starter that event E happened; the flow keeps running
    /// and the starter's `on` action for E runs. The event is as written (it may not exist).
    case emit(Located<String>)

    /// The spec's keyword for the action (`push`, `popToRoot`, ...).
    package var keyword: String {
        switch self {
        case .show(_, let style): style.keyword
        case .start: "start"
        case .tab: "tab"
        case .replace: "replace"
        case .go: "go"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        case .finish: "finish"
        case .alert: "alert"
        case .set: "set"
        case .emit: "emit"
        }
    }
}

/// Where a started flow begins: `at: R` (its root when absent) and the params of
/// that route `args: { name: value }` fixes, written as URL text like a pattern's `set`.
package struct FlowEntry: Sendable, Hashable {
    /// The route the flow's stack begins with; nil for its root.
    package var route: Located<String>?
    /// The fixed params, in the order written.
    package var args: [SetValue]

    package init(route: Located<String>? = nil, args: [SetValue] = []) {
        self.route = route
        self.args = args
    }

    /// A flow begun at its root with no fixed params: what a `start` without `at` or `args` does.
    package static let root = FlowEntry()
}

/// A `start` or `alert` item's `then:` block: one action per outcome of the child
/// (or answer of the alert); also a `start` item's `on:` block, one action per event.
package struct OutcomeHandlers: Sendable, Hashable {
    /// The location of the `then` key.
    package var location: SourceLocation
    package var handlers: [OutcomeHandler]
}

/// `completed: { tab: settings }` or `skipped: stay`.
package struct OutcomeHandler: Sendable, Hashable {
    package var outcome: Located<String>
    /// nil for `stay`.
    package var action: Transition?
}

extension Transition {
    /// What this `start` or `alert` item's `then` does for `outcome` (or answer), with
    /// the handler's position (a then-start records it): nil for any other item, and
    /// for an outcome that is `stay` or unhandled.
    func thenHandler(for outcome: String) -> (position: Int, action: Transition)? {
        let then: OutcomeHandlers?
        switch action {
        case .start(_, _, let handlers, _), .alert(_, let handlers): then = handlers
        default: return nil
        }
        guard let position = then?.handlers.firstIndex(where: { $0.outcome.value == outcome }),
            let handled = then?.handlers[position].action
        else { return nil }
        return (position, handled)
    }
}
