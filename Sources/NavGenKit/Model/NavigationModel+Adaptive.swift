extension NavigationModel {
    /// Whether some item presents in a style of its size class (`as: { compact: ... }`):
    /// a transition or `then` action, an `otherwise`, or a `satisfiedBy`. Only then do
    /// the generated state and skeletons read a size class.
    package var usesAdaptiveStyles: Bool {
        edges.contains { $0.adaptiveStyle != nil }
            || routes.contains { $0.otherwise.contains { $0.adaptiveStyle != nil } }
            || conditions.contains { $0.satisfiedBy?.adaptiveStyle != nil }
    }
}
