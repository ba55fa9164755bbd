/// Opening a URL in a spec with conditions: the link's sequence runs move by move,
/// and a guard stops it where its target is guarded (docs/spec.md, "Conditions that
/// resume").
extension DeepLinkRouter {
    /// The state a cold launch by URL builds under these condition values (by
    /// ``ConditionIndex``), whatever the pattern's `open` mode; `tuples`: the tuples
    /// of conditions with params that are set.
    package func open(
        _ url: String, resettingUnder conditions: [Bool], tuples: [ConditionTuple: Bool] = [:]
    ) -> Result<DeepLinkOpening, DeepLinkMismatch> {
        if !rooted.isEmpty {
            return router(under: conditions).open(url, resettingUnder: conditions, tuples: tuples)
        }
        guard var launch = planner.engine.launch(conditions: conditions) else {
            return .failure(.noPattern("the root coordinator cannot be shown"))
        }
        if !tuples.isEmpty { launch.guarded?.tuples = tuples }
        return openGuarded(url, on: launch, source: .external, resetting: true)
    }

    /// `open URL` on `current` under its conditions: the one move of a pattern whose
    /// mode for `source` is `onTop` when there is one (unless `resetting`), else the
    /// link's sequence from launch. A link a guard refuses opens nothing, as a link
    /// whose state cannot be built.
    func openGuarded(_ url: String, on current: NavigationState, source: LinkSource, resetting: Bool)
        -> Result<
            DeepLinkOpening, DeepLinkMismatch
        >
    {
        let match: DeepLinkMatch
        let redirects: [String]
        switch followingRedirects(url) {
        case .failure(let mismatch):
            // `deeplinks.requires` comes before the root: a link to a screen of
            // another root waits for the condition like any other link.
            guard let elsewhere = rootedOutMatch(url),
                let unmet = planner.engine.firstUnmet(planner.engine.index.model.linkGuards, in: current)
            else { return .failure(mismatch) }
            return linkGuardUnmet(
                unmet, DeepLinkOpening(match: elsewhere, state: current), own: nil, url: url, source: source,
                opened: url, resumption: .nothing)
        case .success(let followed): (match, redirects) = followed
        }
        let engine = planner.engine
        let opened = redirects.last ?? url
        let action = action(of: match)
        // An action link has no recipe: it shows no screen.
        let recipe = action == nil ? recipes[match.pattern] : nil
        var filled: NavigationState?
        if let recipe {
            guard let planned = planner.state(for: recipe.plan) else {
                return .failure(.refused("the state of \(recipe.pattern.route) cannot be built"))
            }
            filled = recipe.fill(planned, with: match, index: engine.index)
        }
        let own = filled?.top
        // `deeplinks.requires`: once, after redirects, before the first move.
        if let unmet = engine.firstUnmet(engine.index.model.linkGuards, in: current) {
            let rerun =
                recipe.map {
                    resumption(
                        of: $0, filled: filled, url: url, source: source, on: current, resetting: resetting)
                }
                ?? WaitingMove.Resumption.nothing
            return linkGuardUnmet(
                unmet, DeepLinkOpening(match: match, state: current, action: action, redirects: redirects),
                own: own, url: url, source: source, opened: opened, resumption: rerun)
        }
        // An action is performed whatever the route guards: it shows nothing they could stop.
        if let action {
            return .success(
                DeepLinkOpening(match: match, state: current, action: action, redirects: redirects))
        }
        guard let recipe, let filled else { return .failure(.refused("the link's state cannot be built")) }
        let conditions = current.guarded?.values ?? engine.initialConditions
        func opening(_ run: LinkRun) -> DeepLinkOpening {
            var opening = DeepLinkOpening(match: match, state: run.state, redirects: redirects)
            if run.stayed { (opening.fallback, opening.ownTarget) = (.stay, own) }
            return opening
        }
        do {
            if !resetting, recipe.pattern.mode(for: source) == .onTop, let target = filled.top,
                let shown = try engine.guardedShowOnTop(target, url: url, source: source, over: current)
            {
                return .success(opening(shown))
            }
            let run = try engine.openGuarded(
                moves: planner.moves(for: recipe.plan),
                pushedTarget: recipe.plan.pushedOnRoot ? recipe.plan.target : nil, filled: filled.path,
                url: url, source: source,
                conditions: conditions, tuples: current.guarded?.tuples ?? [:])
            return .success(opening(run))
        } catch  where error.goesToBrowser {
            let why =
                "'\(recipe.pattern.source.value)' of \(recipe.pattern.route) matches, but \(error.reason)"
            return handBack(
                DeepLinkOpening(match: match, state: current, redirects: redirects), own: own, opened: opened,
                why: why)
        } catch {
            return .failure(
                .refused(
                    "'\(recipe.pattern.source.value)' of \(recipe.pattern.route) matches, but \(error.reason)"
                ))
        }
    }

    /// A link stopped by an unmet `deeplinks.requires` entry: `deeplinks.otherwise`
    /// for it, else the condition's flow over the screen on top with the link waiting,
    /// else refused.
    private func linkGuardUnmet(
        _ unmet: ConditionGuard, _ opening: DeepLinkOpening, own: RouteEntry?, url: String,
        source: LinkSource,
        opened: String, resumption: WaitingMove.Resumption
    ) -> Result<DeepLinkOpening, DeepLinkMismatch> {
        let engine = planner.engine
        let condition = engine.index.model[unmet.condition]
        let spelling = (unmet.isNegated ? "!" : "") + condition.id.value
        let text = "every link requires \(spelling) (deeplinks.requires)"
        switch engine.index.model.spec.deepLinks.otherwise?.fallback(for: spelling) {
        case .web?:
            return handBack(opening, own: own, opened: opened, why: text + ", and deeplinks.otherwise is web")
        case .stay?:
            var stayed = opening
            (stayed.fallback, stayed.ownTarget) = (.stay, own)
            return .success(stayed)
        case .action?, nil:
            break
        }
        guard !unmet.isNegated, let flow = condition.satisfiedBy else {
            let state =
                unmet.isNegated ? "true" : "false, with no satisfiedBy flow and no deeplinks.otherwise"
            return .failure(.refused(text + ": \(condition.id.value) is " + state))
        }
        do {
            var waiting = opening
            waiting.state = try engine.presentSatisfyingFlow(
                flow, for: unmet.condition, text: "open \(url)", resumption,
                link: WaitingLink(url: url, source: source), on: opening.state)
            return .success(waiting)
        } catch {
            return .failure(.refused(text + ": " + error.reason))
        }
    }

    /// A link that met a `web` fallback goes back to the browser, the state unchanged:
    /// only an `http` or `https` URL can; any other is no match.
    private func handBack(_ opening: DeepLinkOpening, own: RouteEntry?, opened: String, why: String)
        -> Result<DeepLinkOpening, DeepLinkMismatch>
    {
        let scheme = opened.prefix { $0 != ":" }.lowercased()
        guard scheme == "http" || scheme == "https" else {
            return .failure(.noPattern(why + ", and a \(scheme):// URL cannot go to the browser"))
        }
        var handed = opening
        (handed.fallback, handed.ownTarget) = (.web(opened), own)
        return .success(handed)
    }

    /// What runs again once the flow a `deeplinks.requires` entry waits for satisfies
    /// it: the link's one move on top, or its sequence from launch; nothing for an
    /// action, which changes no screen.
    private func resumption(
        of recipe: DeepLinkRecipe, filled: NavigationState?, url: String, source: LinkSource,
        on current: NavigationState, resetting: Bool
    ) -> WaitingMove.Resumption {
        let engine = planner.engine
        guard let filled, let launch = engine.launchState else { return .nothing }
        if !resetting, recipe.pattern.mode(for: source) == .onTop, let target = filled.top,
            engine.onTopMove(showing: target.route, over: Branch(current)) != nil
        {
            return .onTop(target, url: url, source: source)
        }
        return .deepLink(
            DeepLinkRemainder(
                url: url, source: source, stopped: launch.root, moves: planner.moves(for: recipe.plan),
                pushedTarget: recipe.plan.pushedOnRoot ? recipe.plan.target : nil, filled: filled.path))
    }
}
