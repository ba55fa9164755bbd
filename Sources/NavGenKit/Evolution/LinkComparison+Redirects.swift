/// Redirect links in `navgen diff` (docs/spec/deep-links.md, Redirect links): a redirect
/// is known by its pattern's skeleton and where its `redirect` param stands, so renaming
/// the param or reordering redirects changes nothing. One only the old spec has is
/// `link-removed`; one only the new spec has is `added`. Redirects are in no saved state.
extension LinkComparison {
    /// What a redirect is compared by.
    struct RedirectKey: Hashable {
        /// Where the URL to open stands in the pattern.
        enum Position: Hashable {
            case segment(Int)
            case query(String)
            case fragment
        }

        var skeleton: Skeleton
        var position: Position

        /// Nil for a pattern that is no redirect's.
        init?(_ pattern: RoutePattern) {
            guard let param = pattern.redirect?.param else { return nil }
            skeleton = Skeleton(pattern)
            let inSegment = pattern.segments.firstIndex { segment in
                switch segment {
                case .param(let index, _), .rest(let index): index == param
                case .literal: false
                }
            }
            if let inSegment {
                position = .segment(inSegment)
            } else if let item = pattern.query.first(where: { $0.binding?.param == param }) {
                position = .query(item.key.value)
            } else {
                position = .fragment
            }
        }
    }

    /// One `link-removed` per old redirect the new spec has no redirect like.
    func removedRedirects() -> [SpecChange] {
        let kept = Set(new.router.catalog.redirectPatterns.compactMap(RedirectKey.init))
        var found: [SpecChange] = []
        for pattern in old.router.catalog.redirectPatterns {
            guard let key = RedirectKey(pattern), !kept.contains(key),
                let url = Self.redirectWitness(of: pattern, in: old.router)
            else { continue }
            let now: String
            switch new.open(url) {
            case .failure(let why): now = "opens nothing now (\(why))"
            case .success(let after) where after.action != nil:
                now = "performs action \(after.action?.name ?? "") now"
            case .success(let after): now = "opens \(after.match.route) now"
            }
            found.append(
                SpecChange(
                    kind: .linkRemoved, route: pattern.owner, pattern: pattern.source.value, witness: url,
                    message: "\(url) redirected (\(pattern.owner)) and \(now)"))
        }
        return found
    }

    /// One `added` per new redirect the old spec has no redirect like.
    func addedRedirects() -> [SpecChange] {
        let known = Set(old.router.catalog.redirectPatterns.compactMap(RedirectKey.init))
        var found: [SpecChange] = []
        for pattern in new.router.catalog.redirectPatterns {
            guard let key = RedirectKey(pattern), !known.contains(key),
                let url = Self.redirectWitness(of: pattern, in: new.router)
            else { continue }
            found.append(
                SpecChange(
                    kind: .added, route: pattern.owner, pattern: pattern.source.value, witness: url,
                    message: "\(url) redirects (\(pattern.owner)), a new link"))
        }
        return found
    }

    /// The redirect's witness on the first origin it applies to, its `redirect` param
    /// holding the path (with its query and fragment) of the spec's first route link's
    /// witness: a URL that shows where the redirect leads. Nil when it applies nowhere.
    static func redirectWitness(of pattern: RoutePattern, in router: DeepLinkRouter) -> String? {
        let target = router.recipes.first.map { recipe in
            let witness = DeepLinkWitness(of: recipe.pattern)
            return witness.path + witness.queryText + witness.fragmentText
        }
        let witness = DeepLinkWitness(of: pattern, redirectingTo: target ?? "/")
        return witnesses(of: pattern, in: router, witness: witness).first?.url
    }
}
