/// The links half of ``SpecDiff``: every old pattern's witness URL opened in both specs,
/// then every new pattern's (``takenOverLinks(besides:gone:)``).
struct LinkComparison {
    let old: Simulator
    let new: Simulator

    /// The URLs that stand for a pattern in a spec: its witness under each scheme, then
    /// under each host, in the order `deeplinks` lists them; only under the origins it
    /// applies to (its scope).
    static func urls(of pattern: RoutePattern, in router: DeepLinkRouter) -> [String] {
        witnesses(of: pattern, in: router).map(\.url)
    }

    /// A witness URL, and the `deeplinks` entry (as written) it arrives through.
    struct Witness {
        var origin: String
        var url: String
    }

    /// ``urls(of:in:)`` with the origin of each; `witness` the pattern's own unless given.
    static func witnesses(
        of pattern: RoutePattern, in router: DeepLinkRouter, witness: DeepLinkWitness? = nil
    ) -> [Witness] {
        let witness = witness ?? DeepLinkWitness(of: pattern)
        let catalog = router.catalog
        let origins = catalog.origins
        var found: [Witness] = []
        for (index, scheme) in catalog.schemes.enumerated()
        where DeepLinkScope.applies(pattern.scope, to: [index]) {
            found.append(Witness(origin: origins.schemes[index], url: witness.url(scheme: scheme)))
        }
        for (index, host) in catalog.hosts.enumerated()
        where DeepLinkScope.applies(pattern.scope, to: [origins.schemes.count + index]) {
            found.append(Witness(origin: origins.hosts[index], url: witness.url(host: host.exampleHost)))
        }
        return found
    }

    /// The `deeplinks` entries, as written, a pattern applies to; nil for every one.
    static func origins(of pattern: RoutePattern, in router: DeepLinkRouter) -> Set<String>? {
        guard pattern.scope != nil else { return nil }
        return Set(witnesses(of: pattern, in: router).map(\.origin))
    }

    /// One change per old pattern whose witness the new spec opens elsewhere or not at
    /// all. A URL that fails only because a param of its route became narrower is
    /// that ``RouteComparison`` change's witness instead of a second change.
    func changes(attributingTo routes: inout RouteComparison) -> [SpecChange] {
        var found: [SpecChange] = []
        for recipe in old.router.recipes {
            let pattern = recipe.pattern
            guard
                let witness = keptWitness(
                    of: pattern, broken: routes.brokenEnumerations, newTypes: routes.newTypes)
            else { continue }
            for url in Self.witnesses(of: pattern, in: old.router, witness: witness).map(\.url) {
                // A URL another pattern takes in the old spec says nothing about this one.
                guard case .success(let before) = old.open(url), before.match.route == pattern.route else {
                    continue
                }
                guard let change = compare(url, before, pattern, routes: &routes) else { continue }
                found.append(change)
                break
            }
        }
        attributeNarrowedLinks(to: &routes)
        return found
    }

    /// The change the URL shows, nil when the new spec opens it alike (or when it is
    /// the witness of a narrowed param, recorded there).
    private func compare(
        _ url: String, _ before: DeepLinkOpening, _ pattern: RoutePattern, routes: inout RouteComparison
    ) -> SpecChange? {
        let route = pattern.route.description
        switch new.open(url) {
        case .failure(let why):
            if routes.attribute(witness: url, pattern: pattern.source.value, to: pattern.route) { return nil }
            return SpecChange(
                kind: .linkRemoved, route: route, pattern: pattern.source.value, witness: url,
                message: "\(url) opened \(route) and opens nothing now (\(why))")
        case .success(let after):
            return retargeting(url, from: before, to: after, of: pattern, gone: routes.gone)
        }
    }

    /// The `link-retargeted` change of a URL that `pattern` opened in the old spec and
    /// that opens in the new one too: nil when it shows the same routes on the same tabs
    /// (param values and presentation styles aside, but for the values the old pattern
    /// sets), or when the old route is in `gone`
    /// and the URL opens another route now (a rename, most likely: that route's change
    /// says so).
    func retargeting(
        _ url: String, from before: DeepLinkOpening, to after: DeepLinkOpening, of pattern: RoutePattern,
        gone: Set<RouteRef>
    ) -> SpecChange? {
        let route = pattern.route.description
        // An action shows no screen, whatever the state it leaves.
        if let action = after.action {
            return SpecChange(
                kind: .linkRetargeted, route: route, pattern: pattern.source.value, witness: url,
                message: "\(url) opened \(route) and performs action \(action.name) now")
        }
        let oldRoutes = before.state.path.map(\.route)
        let newRoutes = after.state.path.map(\.route)
        let oldTabs = before.state.selectedTabs.map { "\($0.coordinator): \($0.tab)" }
        let newTabs = after.state.selectedTabs.map { "\($0.coordinator): \($0.tab)" }
        guard oldRoutes != newRoutes || oldTabs != newTabs else {
            return Self.setValueChange(url, of: pattern, after: after)
        }
        if after.match.route != pattern.route, gone.contains(pattern.route) { return nil }
        let what: String
        if after.match.route != pattern.route {
            what = "opens \(after.match.route) now"
        } else if oldRoutes != newRoutes {
            what =
                "is shown over another back stack now: \(Self.text(newRoutes)), was \(Self.text(oldRoutes))"
        } else {
            what =
                "is shown on another tab now: \(newTabs.joined(separator: ", ")), was \(oldTabs.joined(separator: ", "))"
        }
        return SpecChange(
            kind: .linkRetargeted, route: route, pattern: pattern.source.value, witness: url,
            message: "\(url) opened \(route) and \(what)")
    }

    /// The new spec's patterns that no old URL stands for: their witness opens nothing
    /// in the old spec (a URL it opened elsewhere is a retargeted link), and no old
    /// pattern of the route has the same skeleton (a param that only widened keeps it).
    func addedLinks() -> [SpecChange] {
        // Per route and skeleton, the origins its old patterns applied to (nil: every one).
        var oldSkeletons: [RouteRef: [Skeleton: Set<String>?]] = [:]
        for recipe in old.router.recipes {
            let origins = Self.origins(of: recipe.pattern, in: old.router)
            let known = oldSkeletons[recipe.pattern.route]?[Skeleton(recipe.pattern)]
            oldSkeletons[recipe.pattern.route, default: [:]][Skeleton(recipe.pattern)] =
                switch (known, origins) {
                case (nil, _): .some(origins)
                case (.some(nil), _), (_, nil): .some(nil)
                case (.some(.some(let known)), .some(let origins)): .some(known.union(origins))
                }
        }
        var found: [SpecChange] = []
        for recipe in new.router.recipes {
            let pattern = recipe.pattern
            var witnesses = Self.witnesses(of: pattern, in: new.router)
            if let known = oldSkeletons[pattern.route]?[Skeleton(pattern)] {
                // The same link on the origins the old spec knew: only the others are new.
                guard let known else { continue }
                witnesses.removeAll { known.contains($0.origin) }
            }
            let urls = witnesses.map(\.url).filter { url in
                guard case .success(let after) = new.open(url) else { return false }
                return after.match.route == pattern.route
            }
            let known = urls.contains { url in
                if case .success = old.open(url) { return true }
                return false
            }
            guard !known, let url = urls.first else { continue }
            found.append(
                SpecChange(
                    kind: .added, route: pattern.route.description, pattern: pattern.source.value,
                    witness: url, message: "\(url) opens \(pattern.route), a new link"))
        }
        return found
    }

    /// A pattern without its param types and names: literals, where params and a rest
    /// stand, and the required query keys (`#` for a required fragment).
    struct Skeleton: Hashable {
        var segments: [String?]
        var keys: Set<String>

        init(_ pattern: RoutePattern) {
            segments = pattern.segments.map { segment in
                switch segment {
                case .literal(let text): text.value
                case .param: nil
                case .rest: "{...}"
                }
            }
            keys = Set(pattern.query.filter(\.isRequired).map(\.key.value))
            // A required fragment is one more required key.
            if pattern.fragment?.isRequired == true { keys.insert(RoutePattern.FragmentBinding.key.value) }
        }
    }

    private static func text(_ routes: [RouteRef]) -> String {
        routes.map(\.description).joined(separator: " > ")
    }
}
