/// One resolved transition of a route: an item of its `transitions`, or the action
/// of one outcome in a `start` item's `then`.
///
/// Only transitions whose targets resolve become edges; the ones that do not are
/// kept as ``UnresolvedReference``s, so every later search sees a sound graph.
///
/// Stored in 32 bytes rather than the 96 its public fields would take: a large spec
/// has one edge per transition, and every rule walks them. The kind is a 4-bit tag
/// beside the source index, and a target index; the two rare parts that carry text
/// (a `finish` outcome, the outcome a `then` action handles) live in a shared
/// immutable box that most edges lack.
public struct Edge: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case push(RouteIndex)
        case sheet(RouteIndex)
        case cover(RouteIndex)
        /// `start: C`, with its `as:` style (sheet when absent).
        case start(CoordinatorIndex, style: PresentationStyle)
        case tab(CoordinatorIndex)
        /// `finish: O`, with the outcome as written (it may not exist).
        case finish(Located<String>)
        case pop
        case popToRoot
        case dismiss
    }

    /// The outcome a `then` action handles, and the child whose outcome it is.
    public struct Handler: Hashable, Sendable {
        public var outcome: Located<String>
        /// nil when the `start` item names no known coordinator.
        public var child: CoordinatorIndex?

        public init(outcome: Located<String>, child: CoordinatorIndex?) {
            self.outcome = outcome
            self.child = child
        }
    }

    private var text: EdgeText?
    /// The source route in the low 28 bits, the ``EdgeTag`` in the high 4.
    private var sourceAndKind: UInt32
    /// The route or coordinator the kind names; -1 for kinds without one.
    private var storedTarget: Int32
    private var storedLocation: SourceLocation
    /// Line 0 (which no parsed location has) stands for "no target location".
    private var storedTargetLocation: SourceLocation

    private static let sourceBits: UInt32 = 28
    private static let sourceMask: UInt32 = (1 << sourceBits) - 1

    public init(
        source: RouteIndex, kind: Kind, location: SourceLocation, targetLocation: SourceLocation? = nil,
        handler: Handler? = nil
    ) {
        sourceAndKind = 0
        storedTarget = -1
        storedLocation = location
        storedTargetLocation = Self.noLocation
        text = nil
        self.source = source
        self.kind = kind
        self.targetLocation = targetLocation
        self.handler = handler
    }

    /// The graph builder's way in: the stored parts directly, without a ``Kind`` to
    /// build and take apart for each of a large spec's transitions.
    init(
        source: RouteIndex, kind: EdgeTag, target: Int32, location: SourceLocation,
        targetLocation: SourceLocation?, finishOutcome: Located<String>? = nil, handler: Handler?
    ) {
        precondition(
            source.rawValue >= 0 && source.rawValue <= Int(Self.sourceMask), "route index out of range")
        sourceAndKind = UInt32(source.rawValue) | UInt32(kind.rawValue) << Self.sourceBits
        storedTarget = target
        storedLocation = location
        storedTargetLocation = targetLocation ?? Self.noLocation
        text =
            finishOutcome == nil && handler == nil
            ? nil : EdgeText.make(finishOutcome: finishOutcome, handler: handler)
    }

    var storedKind: EdgeTag {
        get { EdgeTag(rawValue: UInt8(sourceAndKind >> Self.sourceBits))! }
        set {
            sourceAndKind = (sourceAndKind & Self.sourceMask) | UInt32(newValue.rawValue) << Self.sourceBits
        }
    }

    /// The route the transition is declared on; a `then` action runs there too.
    ///
    /// A spec has far fewer than 2²⁸ routes: each takes hundreds of bytes of memory.
    public var source: RouteIndex {
        get { RouteIndex(storage: Int32(bitPattern: sourceAndKind & Self.sourceMask)) }
        set {
            precondition(
                newValue.rawValue >= 0 && newValue.rawValue <= Int(Self.sourceMask),
                "route index out of range")
            sourceAndKind = (sourceAndKind & ~Self.sourceMask) | UInt32(newValue.rawValue)
        }
    }

    public var kind: Kind {
        get {
            switch storedKind {
            case .push: .push(RouteIndex(storage: storedTarget))
            case .sheet: .sheet(RouteIndex(storage: storedTarget))
            case .cover: .cover(RouteIndex(storage: storedTarget))
            case .startPush: .start(CoordinatorIndex(storage: storedTarget), style: .push)
            case .startSheet: .start(CoordinatorIndex(storage: storedTarget), style: .sheet)
            case .startCover: .start(CoordinatorIndex(storage: storedTarget), style: .cover)
            case .tab: .tab(CoordinatorIndex(storage: storedTarget))
            case .finish: .finish(text?.finishOutcome ?? Located("", at: .start))
            case .pop: .pop
            case .popToRoot: .popToRoot
            case .dismiss: .dismiss
            }
        }
        set {
            var finishOutcome: Located<String>?
            storedTarget = -1
            switch newValue {
            case .push(let route): (storedKind, storedTarget) = (.push, route.storage)
            case .sheet(let route): (storedKind, storedTarget) = (.sheet, route.storage)
            case .cover(let route): (storedKind, storedTarget) = (.cover, route.storage)
            case .start(let child, .push): (storedKind, storedTarget) = (.startPush, child.storage)
            case .start(let child, .sheet): (storedKind, storedTarget) = (.startSheet, child.storage)
            case .start(let child, .cover): (storedKind, storedTarget) = (.startCover, child.storage)
            case .tab(let tab): (storedKind, storedTarget) = (.tab, tab.storage)
            case .finish(let outcome): (storedKind, finishOutcome) = (.finish, outcome)
            case .pop: storedKind = .pop
            case .popToRoot: storedKind = .popToRoot
            case .dismiss: storedKind = .dismiss
            }
            text = EdgeText.make(finishOutcome: finishOutcome, handler: text?.handler)
        }
    }

    /// Where the item is written: its action key, or the bare word.
    public var location: SourceLocation {
        get { storedLocation }
        set { storedLocation = newValue }
    }

    /// Where the target's name is written (nil for pop, popToRoot and dismiss).
    public var targetLocation: SourceLocation? {
        get { storedTargetLocation == Self.noLocation ? nil : storedTargetLocation }
        set { storedTargetLocation = newValue ?? Self.noLocation }
    }

    private static let noLocation = SourceLocation(line: 0, column: 0)

    /// Set for an action in a `then` block: it runs only after the child finishes.
    public var handler: Handler? {
        get { text?.handler }
        set { text = EdgeText.make(finishOutcome: text?.finishOutcome, handler: newValue) }
    }

    /// The route this edge shows directly (push, sheet, cover), if any.
    public var targetRoute: RouteIndex? {
        switch storedKind {
        case .push, .sheet, .cover: RouteIndex(storage: storedTarget)
        default: nil
        }
    }

    /// The coordinator this edge starts or selects, if any.
    public var targetCoordinator: CoordinatorIndex? {
        switch storedKind {
        case .startPush, .startSheet, .startCover, .tab: CoordinatorIndex(storage: storedTarget)
        default: nil
        }
    }

    /// A move the user can make from the route without finishing anything: push,
    /// sheet, cover, start or tab, outside a `then` block.
    public var isForward: Bool {
        guard text?.handler == nil else { return false }
        switch storedKind {
        case .push, .sheet, .cover, .startPush, .startSheet, .startCover, .tab: return true
        case .finish, .pop, .popToRoot, .dismiss: return false
        }
    }

    /// Whether the edge shows something modally: a sheet, a cover, or a child
    /// started as a sheet or a cover.
    public var isPresentation: Bool {
        switch storedKind {
        case .sheet, .cover, .startSheet, .startCover: true
        default: false
        }
    }

    /// Whether the edge puts a screen on the current stack: a push, or a child
    /// started `as: push`.
    public var isPush: Bool {
        switch storedKind {
        case .push, .startPush: true
        default: false
        }
    }

    /// The push target, without building a ``Kind``: the push-cycle search asks this
    /// of every edge.
    var pushedRoute: RouteIndex? {
        storedKind == .push ? RouteIndex(storage: storedTarget) : nil
    }

    public static func == (lhs: Edge, rhs: Edge) -> Bool {
        lhs.sourceAndKind == rhs.sourceAndKind
            && lhs.storedTarget == rhs.storedTarget && lhs.location == rhs.location
            && lhs.targetLocation == rhs.targetLocation && lhs.kind == rhs.kind && lhs.handler == rhs.handler
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(kind)
        hasher.combine(location)
        hasher.combine(targetLocation)
        hasher.combine(handler)
    }
}

/// ``Edge/Kind`` without its payload (a start's style included): 4 bits.
enum EdgeTag: UInt8 {
    case push, sheet, cover, startPush, startSheet, startCover, tab, finish, pop, popToRoot, dismiss
}

/// The text an edge rarely carries, boxed so that the edges without it stay small.
/// Immutable: an edge that changes gets a new box, so edges keep value semantics.
private final class EdgeText: Sendable {
    let finishOutcome: Located<String>?
    let handler: Edge.Handler?

    private init(finishOutcome: Located<String>?, handler: Edge.Handler?) {
        self.finishOutcome = finishOutcome
        self.handler = handler
    }

    static func make(finishOutcome: Located<String>?, handler: Edge.Handler?) -> EdgeText? {
        guard finishOutcome != nil || handler != nil else { return nil }
        return EdgeText(finishOutcome: finishOutcome, handler: handler)
    }
}
