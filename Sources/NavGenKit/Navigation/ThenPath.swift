/// Where a then-start is written under the `start` or `alert` item of its route: the
/// index of the handler at each level of `then`, outermost first. A flow started by
/// a then-start records it in its ``FlowOrigin``, so its own `then` is found when it
/// finishes.
///
/// Packed in one 64-bit number (a byte per level, the handler index plus one), as
/// every stack entry holds an origin: the decoder allows at most eight nested starts.
package struct ThenPath: Hashable, Sendable {
    private var packed: UInt64 = 0

    /// The item itself: no handler followed.
    package static let item = ThenPath()

    /// The path one handler deeper; nil past eight levels or past handler 254.
    func appending(_ handler: Int) -> ThenPath? {
        guard handler >= 0, handler < 255, packed >> 56 == 0 else { return nil }
        var longer = self
        longer.packed = packed << 8 | UInt64(handler + 1)
        return longer
    }

    /// The handler indices, outermost first.
    var handlers: [Int] {
        var indices: [Int] = []
        var rest = packed
        while rest != 0 {
            indices.append(Int(rest & 0xFF) - 1)
            rest >>= 8
        }
        return indices.reversed()
    }

    /// The `start` (or `alert`) item the path leads to from `item`, following one
    /// handler of its `then` per level; nil when the spec has no such item.
    func follow(from item: Transition) -> Transition? {
        var current = item
        for handler in handlers {
            let then: OutcomeHandlers?
            switch current.action {
            case .start(_, _, let handlers, _), .alert(_, let handlers): then = handlers
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
