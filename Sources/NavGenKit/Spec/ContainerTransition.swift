/// The items of a tab bar's `transitions` (container transitions), read as written.
///
/// A container has no stack of its own: it presents routes and flows of the sets it
/// uses over every tab, selects tabs, goes, sets conditions and finishes. What would
/// act on a stack (`push`, `replace`, `pop`, `popToRoot`, `dismiss`) or on a starter
/// (`emit`) has nothing to act on there.
enum ContainerTransition {
    /// Every action of the coordinator's container transitions: each item, then the
    /// `then` and `on` values nested in it, depth first, in the order written.
    static func items(of coordinator: Coordinator) -> [Transition] {
        (coordinator.containerTransitions?.value ?? []).flatMap(\.withNestedActions)
    }

    /// Whether `action` may be a container transition (or a value nested in one).
    static func isAllowed(_ action: Action) -> Bool {
        switch action {
        case .show(_, let style): style.isModal
        case .start, .tab, .go, .set, .finish, .alert: true
        case .replace, .pop, .popToRoot, .dismiss, .emit: false
        }
    }
}

extension Transition {
    /// The item, then the actions of its `then` and `on` values, depth first.
    var withNestedActions: [Transition] {
        var actions: [Transition] = []
        forEachNestedAction { actions.append($0) }
        return actions
    }

    /// Calls `body` with the item, then with the actions of its `then` and `on` values,
    /// depth first, without collecting them: a rule that reads every item of a large
    /// spec keeps no copy of them.
    func forEachNestedAction(_ body: (Transition) -> Void) {
        body(self)
        switch action {
        case .start(_, _, let then, _):
            then?.forEachNestedAction(body)
            on?.forEachNestedAction(body)
        case .alert(_, let then):
            then?.forEachNestedAction(body)
        default:
            break
        }
    }
}

extension OutcomeHandlers {
    /// Each handler's action with the actions nested in it, depth first.
    fileprivate func forEachNestedAction(_ body: (Transition) -> Void) {
        for handler in handlers { handler.action?.forEachNestedAction(body) }
    }
}
