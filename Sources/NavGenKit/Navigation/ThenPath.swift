/// Where a then-start is written under the `start` or `alert` item of its route: the
/// index of the handler at each level of `then`, outermost first. A flow started by
/// a then-start records it in its ``FlowOrigin``, so its own `then` is found when it
/// finishes.
///
/// Packed in one 64-bit number (a byte per level, the handler index plus one), as
/// every stack entry holds an origin: the decoder allows at most eight nested starts.
///
/// A level may follow the item's `on` block instead of its `then`: a flow an `on`
/// action started while the child that emitted runs. One bit per level says so.
package struct ThenPath: Hashable, Sendable {
    private var packed: UInt64 = 0
    /// Bit `n` set: level `n` (innermost is 0) follows an `on` handler.
    private var onLevels: UInt8 = 0

    /// The item itself: no handler followed.
    package static let item = ThenPath()

    /// The path one handler deeper (of `on` when `event`, else of `then`); nil past
    /// eight levels or past handler 254.
    func appending(_ handler: Int, event: Bool = false) -> ThenPath? {
        guard handler >= 0, handler < 255, packed >> 56 == 0 else { return nil }
        var longer = self
        longer.packed = packed << 8 | UInt64(handler + 1)
        longer.onLevels = onLevels << 1 | (event ? 1 : 0)
        return longer
    }

    /// Whether some level follows an `on` handler: the flow runs for an event, over
    /// the child that emitted it, and its `then` acts in that child's starter.
    var passesEvent: Bool { onLevels != 0 }

    /// The handler indices, outermost first, each with whether it is an `on` handler.
    var levels: [(handler: Int, event: Bool)] {
        var result: [(handler: Int, event: Bool)] = []
        var rest = packed
        var events = onLevels
        while rest != 0 {
            result.append((Int(rest & 0xFF) - 1, events & 1 == 1))
            rest >>= 8
            events >>= 1
        }
        return result.reversed()
    }

    /// The handler indices, outermost first.
    var handlers: [Int] { levels.map(\.handler) }

    /// The `start` (or `alert`) item the path leads to from `item`, following one
    /// handler of its `then` per level; nil when the spec has no such item.
    func follow(from item: Transition) -> Transition? {
        var current = item
        for (handler, event) in levels {
            let then: OutcomeHandlers?
            switch current.action {
            case .start(_, _, let handlers, _): then = event ? current.on : handlers
            case .alert(_, let handlers) where !event: then = handlers
            default: return nil
            }
            guard let handlers = then?.handlers, handlers.indices.contains(handler),
                let action = handlers[handler].action
            else { return nil }
            current = action
        }
        return current
    }
}
