/// What the simulator prints about a state, derived from its active branch.
extension NavigationState {
    /// The screens visible from the bottom of the active branch to the top: the
    /// presenting stack stays below its sheet or cover.
    package var path: [RouteEntry] { Branch(self).path }

    /// The screen on top.
    package var top: RouteEntry? { Branch(self).top }

    /// The alert on top, if any: it covers ``top`` until it is answered.
    package var alert: ShownAlert? { Branch(self).alert?.alert }

    /// ``path`` as printed, ending with the alert on top (`recipes.deleteRecipe?`).
    package var pathTexts: [String] { pathTexts(in: .compact) }

    /// ``pathTexts`` as `sizeClass` reads a split: in regular width every column's
    /// screens, left to right, roots included.
    package func pathTexts(in sizeClass: SizeClass) -> [String] {
        let branch = Branch(self, in: sizeClass)
        return branch.path.map(\.description) + (branch.alert.map { [$0.alert.description] } ?? [])
    }

    /// What is on top as printed: the alert, else the screen; nil when nothing is.
    package var topText: String? { topText(in: .compact) }

    /// ``topText`` as `sizeClass` reads a split: in regular width the rightmost
    /// column's top, unless a column shows a modal.
    package func topText(in sizeClass: SizeClass) -> String? {
        let branch = Branch(self, in: sizeClass)
        return branch.alert?.alert.description ?? branch.top?.description
    }

    /// Each tabs coordinator on the active branch with its selected tab, outermost first.
    package var selectedTabs: [(coordinator: String, tab: String)] {
        Branch(self).tabs.map { ($0.coordinator, $0.selected) }
    }
}
