/// `navgen diff`: what changed between two specs that an app already released relies
/// on. Both specs are given as simulators, so links are judged by what they open
/// (pattern shapes, not text: reordering patterns or renaming a param only inside a
/// pattern changes nothing) and saved states by the generated types' `Codable` form.
package enum SpecDiff {
    /// Every change, in this order: the routes' params and saved states (old
    /// declaration order, then routes the new spec adds), `deeplinks.caseInsensitive`
    /// turned off or on (one change for every link), the old spec's links (pattern
    /// order, then actions, then redirects), the old links new patterns take (new pattern
    /// order), the links of each other root entry (old, then added), the new spec's added links (routes', actions', redirects'). Links are looked at from both sides: an old pattern's witness shows a link
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
        let underOtherRoots = linkChangesUnderOtherRoots(
            from: old, to: new, besides: Set((linkChanges + takenOver).compactMap(\.witness)))
        return roots + routes.changes + letterCase + linkChanges + takenOver + underOtherRoots
            + links.actionChanges() + links.removedRedirects() + links.addedLinks() + links.addedActionLinks()
            + links.addedRedirects()
    }

    /// With `root` lists on both sides, the links compared again under each root entry
    /// both specs list, in the old order (the launch comparison saw only the launch
    /// root's): a link runs from the root shown. The old links first, then the added
    /// ones; a witness already told is not told again.
    private static func linkChangesUnderOtherRoots(
        from old: Simulator, to new: Simulator, besides told: Set<String>
    ) -> [SpecChange] {
        guard old.spec.hasAlternativeRoots, new.spec.hasAlternativeRoots else { return [] }
        let launchIDs = (old.model.launchRootEntry?.id.value, new.model.launchRootEntry?.id.value)
        var told = told
        var found: [SpecChange] = []
        for entry in old.model.rootEntries {
            let id = entry.id.value
            guard launchIDs != (id, id), let before = old.showing(rootEntry: id),
                let after = new.showing(rootEntry: id)
            else { continue }
            var routes = RouteComparison(old: before, new: after.spec)
            let links = LinkComparison(old: before, new: after)
            for var change in links.changes(attributingTo: &routes) + links.addedLinks() {
                guard let witness = change.witness, told.insert(witness).inserted else { continue }
                change.message += " (under root '\(id)')"
                found.append(change)
            }
        }
        return found
    }
}
