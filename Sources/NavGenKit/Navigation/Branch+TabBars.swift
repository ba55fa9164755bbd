extension Branch {
    /// The tab bars a move acts through, outermost first, each with its selected tab:
    /// every tab bar on the branch, or for a tab selection only those outside the tab
    /// bar it selects in. A condition that hides one of those selected tabs stops the
    /// move as a `tab` move would.
    func tabBarsActedThrough(by move: ForwardMove?) -> [TabsNode] {
        var acted = self.frames[...]
        if case .selectTab(let owner, let tab)? = move,
            let acting = acted.lastIndex(where: { frame in
                if case .tabs(let tabs, _) = frame {
                    tabs.coordinator == owner && tabs.tabs.contains { $0.coordinator == tab }
                } else {
                    false
                }
            })
        {
            acted = acted[..<acting]
        }
        return acted.compactMap { frame in
            guard case .tabs(let tabs, _) = frame, tabs.tabs.indices.contains(tabs.selected) else {
                return nil
            }
            return tabs
        }
    }
}
