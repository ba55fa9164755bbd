/// `navgen diff`: what changed between two specs that an app already released relies
/// on. Both specs are given as simulators, so links are judged by what they open
/// (pattern shapes, not text: reordering patterns or renaming a param only inside a
/// pattern changes nothing) and saved states by the generated types' `Codable` form.
package enum SpecDiff {
    /// Every change, in this order: the routes' params and saved states (old
    /// declaration order, then routes the new spec adds), `deeplinks.caseInsensitive`
    /// turned off or on (one change for every link), the old spec's links (pattern
    /// order, then actions, then redirects), the old links new patterns take (new pattern
    /// order), the new spec's added links (routes', actions', redirects'). Links are looked at from both sides: an old pattern's witness shows a link
    /// removed or moved, a new pattern's witness one it took from another route.
    package static func changes(from old: Simulator, to new: Simulator) -> [SpecChange] {
        var routes = RouteComparison(old: old, new: new.spec)
        let links = LinkComparison(old: old, new: new)
        let linkChanges = links.changes(attributingTo: &routes)
        let takenOver = links.takenOverLinks(
            besides: Set(linkChanges.compactMap(\.witness)), gone: routes.gone)
        routes.completeNarrowedWitnesses()
        let letterCase = links.letterCaseChange().map { [$0] } ?? []
        let roots = RootComparison.changes(from: old.spec, to: new.spec)
        return roots + routes.changes + letterCase + linkChanges + takenOver + links.actionChanges()
            + links.removedRedirects() + links.addedLinks() + links.addedActionLinks()
            + links.addedRedirects()
    }
}
