extension NavigationSpec {
    /// Whether some item presents in a style of its size class (`as: { compact: ... }`):
    /// a transition, a `then` action, an `otherwise` or a `satisfiedBy`. Only then do
    /// outputs name a size class (the generated `<App>SizeClass`).
    package var usesAdaptiveStyles: Bool {
        conditions.contains { $0.satisfiedBy?.adaptiveStyle != nil }
            || coordinators.contains { coordinator in
                coordinator.routes.contains { route in
                    (route.transitions + route.otherwiseTransitions).contains(where: \.adapts)
                }
            }
    }
}

extension Transition {
    /// Whether the item, or an action of its `then`, adapts to the size class.
    fileprivate var adapts: Bool {
        if adaptiveStyle != nil { return true }
        switch action {
        case .start(_, _, let then?, _), .alert(_, let then?):
            return then.handlers.contains { $0.action?.adapts == true }
        default:
            return false
        }
    }
}
