extension NavigationModel {
    /// Whether some item presents in a style of its size class: only then do the
    /// generated state and skeletons read a size class
    /// (``NavigationSpec/usesAdaptiveStyles``).
    package var usesAdaptiveStyles: Bool { spec.usesAdaptiveStyles }
}
