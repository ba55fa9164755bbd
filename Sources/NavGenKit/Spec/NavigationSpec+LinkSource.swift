extension NavigationSpec {
    /// Whether some pattern maps `open` by source (`open: { external: reset, inApp: onTop }`).
    /// Only then does the generated code know where a link comes from (`<App>LinkSource`),
    /// so every other spec's output stays as it was.
    package var usesLinkSource: Bool {
        coordinators.contains { coordinator in
            coordinator.routes.contains { $0.deepLinkForms.contains(where: \.modeBySource) }
        }
    }
}
