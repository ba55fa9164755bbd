/// What the simulator prints about a state, derived from its active branch.
extension NavigationState {
    /// The screens visible from the bottom of the active branch to the top: the
    /// presenting stack stays below its sheet or cover.
    public var path: [RouteEntry] { Branch(self).path }

    /// The screen on top.
    public var top: RouteEntry? { Branch(self).top }

    /// Each tabs coordinator on the active branch with its selected tab, outermost first.
    public var selectedTabs: [(coordinator: String, tab: String)] {
        Branch(self).tabs.map { ($0.coordinator, $0.selected) }
    }
}
