/// The `start` items of a route: its `transitions` items and, depth first, the
/// then-starts nested in their `then` blocks (an alert's answers included) and the
/// starts nested in their `on` blocks.
package struct WrittenStart: Sendable {
    package let transition: Transition
    /// Whether the item is a `then` value rather than a `transitions` item.
    package let isThenStart: Bool

    package static func all(in transitions: [Transition]) -> [WrittenStart] {
        var items: [WrittenStart] = []
        for transition in transitions { collect(transition, isThenStart: false, into: &items) }
        return items
    }

    private static func collect(_ transition: Transition, isThenStart: Bool, into items: inout [WrittenStart])
    {
        let then: OutcomeHandlers?
        switch transition.action {
        case .start(_, _, let handlers, _):
            items.append(WrittenStart(transition: transition, isThenStart: isThenStart))
            then = handlers
        case .alert(_, let handlers): then = handlers
        default: return
        }
        for handler in (then?.handlers ?? []) + (transition.on?.handlers ?? []) {
            if let action = handler.action { collect(action, isThenStart: true, into: &items) }
        }
    }
}
