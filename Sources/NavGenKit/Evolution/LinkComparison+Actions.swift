/// Action links in `navgen diff`: an action link is a link like a route's. A URL the
/// app published as an action must still perform it (`link-removed` when it opens
/// nothing, `link-retargeted` when it opens a route, performs another action or gives
/// a param its pattern sets another value); a new action pattern is `added`. Actions are in no saved state, so they change none.
extension LinkComparison {
    /// The action patterns of a router: its matcher's, after the routes'.
    private static func actionPatterns(of router: DeepLinkRouter) -> ArraySlice<RoutePattern> {
        router.matcher.patterns.dropFirst(router.recipes.count)
    }

    /// One change per old action pattern whose witness the new spec opens otherwise.
    func actionChanges() -> [SpecChange] {
        var found: [SpecChange] = []
        for pattern in Self.actionPatterns(of: old.router) {
            guard let action = pattern.action else { continue }
            let owner = "action \(action)"
            for url in Self.urls(of: pattern, in: old.router) {
                // A URL another pattern takes in the old spec says nothing about this one.
                guard case .success(let before) = old.open(url), before.action?.name == action else {
                    continue
                }
                let what: String
                switch new.open(url) {
                case .failure(let why):
                    found.append(
                        SpecChange(
                            kind: .linkRemoved, route: owner, pattern: pattern.source.value, witness: url,
                            message: "\(url) performed \(owner) and opens nothing now (\(why))"))
                case .success(let after):
                    if let other = after.action {
                        guard other.name != action else {
                            guard let change = Self.setValueChange(url, of: pattern, after: after) else {
                                continue
                            }
                            found.append(change)
                            break
                        }
                        what = "performs action \(other.name) now"
                    } else {
                        what = "opens \(after.match.route) now"
                    }
                    found.append(
                        SpecChange(
                            kind: .linkRetargeted, route: owner, pattern: pattern.source.value, witness: url,
                            message: "\(url) performed \(owner) and \(what)"))
                }
                break
            }
        }
        return found
    }

    /// The new spec's action patterns whose witness opens nothing in the old spec.
    func addedActionLinks() -> [SpecChange] {
        var found: [SpecChange] = []
        for pattern in Self.actionPatterns(of: new.router) {
            guard let action = pattern.action else { continue }
            let urls = Self.urls(of: pattern, in: new.router).filter { url in
                guard case .success(let after) = new.open(url) else { return false }
                return after.action?.name == action
            }
            let known = urls.contains { url in
                if case .success = old.open(url) { return true }
                return false
            }
            guard !known, let url = urls.first else { continue }
            found.append(
                SpecChange(
                    kind: .added, route: "action \(action)", pattern: pattern.source.value, witness: url,
                    message: "\(url) performs action \(action), a new link"))
        }
        return found
    }
}
