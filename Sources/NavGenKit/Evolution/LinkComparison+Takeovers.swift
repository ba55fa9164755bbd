/// The links a new pattern takes from the old spec, seen from the new side: each new
/// pattern's witness URLs opened in the old spec too. The old patterns' own witnesses
/// cannot see such a link: an old `/u/{name}` is tried as `/u/abc`, which a new
/// `/u/{id}` (`Int`) leaves alone, while every numeric name the app published now opens
/// the new pattern's screen; so does a reserved word such as `/u/me` that a new literal
/// claims.
extension LinkComparison {
    /// One `link-retargeted` change per new pattern whose witness the old spec opened
    /// and the new one opens elsewhere, whichever new pattern takes it; in the new
    /// spec's pattern order, each pattern's URLs under its origins in order, the first
    /// that shows a change being the witness. A URL in `told` (a witness already
    /// reported, by an old pattern or an earlier new one) ends the pattern's search: it
    /// is the same root cause, told once. Each URL is opened once in each simulator, so
    /// the work grows with the number of new patterns.
    func takenOverLinks(besides told: Set<String>, gone: Set<RouteRef>) -> [SpecChange] {
        var told = told
        var found: [SpecChange] = []
        for recipe in new.router.recipes {
            for url in Self.urls(of: recipe.pattern, in: new.router) {
                if told.contains(url) { break }
                // A URL the old spec opened nothing for is a new link, not a taken one.
                // An action link the old spec published is compared by ``actionChanges()``.
                guard case .success(let before) = old.open(url), before.action == nil,
                    case .success(let after) = new.open(url)
                else {
                    continue
                }
                let published = old.router.recipes[before.match.pattern].pattern
                guard var change = retargeting(url, from: before, to: after, of: published, gone: gone) else {
                    continue
                }
                let taker = new.router.matcher.patterns[after.match.pattern]
                change.message += " (matched by '\(taker.source.value)' of \(taker.owner))"
                told.insert(url)
                found.append(change)
                break
            }
        }
        return found
    }
}
