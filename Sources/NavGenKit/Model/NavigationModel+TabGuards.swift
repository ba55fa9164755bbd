/// A tab's guards by name: what hides the tab and what selecting it checks
/// (docs/spec.md, "Conditions that resume"). The simulator, the deep-link analysis,
/// the generator and the outputs all ask here, so a tab guarded at its entry and a
/// tab guarded by its own coordinator behave alike everywhere.
extension NavigationModel {
    /// The guards of the tab `tab` of the tabs coordinator `tabs`: its `children`
    /// entry's `requires`, then its coordinator's own. None when either name is not
    /// a coordinator, or `tab` is not one of the tabs.
    package func tabGuards(_ tab: String, of tabs: String) -> [ConditionGuard] {
        guard let owner = coordinator(named: tabs), let child = coordinator(named: tab) else { return [] }
        let bar = self[owner]
        guard !bar.tabGuards.isEmpty, let position = bar.children.firstIndex(of: child) else { return [] }
        return bar.guards(ofTabAt: position)
    }
}
