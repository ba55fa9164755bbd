/// Opening a URL in a spec with conditions: the link's sequence runs move by move,
/// and a guard stops it where its target is guarded (docs/spec.md, "Conditions that
/// resume").
extension DeepLinkRouter {
    /// The state a cold launch by URL builds under these condition values (by
    /// ``ConditionIndex``), whatever the pattern's `open` mode.
    package func open(_ url: String, resettingUnder conditions: [Bool]) -> Result<
        DeepLinkOpening, DeepLinkMismatch
    > {
        guard let launch = planner.engine.launch(conditions: conditions) else {
            return .failure(.noPattern("the root coordinator cannot be shown"))
        }
        return openGuarded(url, on: launch, resetting: true)
    }

    /// `open URL` on `current` under its conditions: an `onTop` pattern's one move when
    /// there is one (unless `resetting`), else the link's sequence from launch. A link
    /// a guard refuses opens nothing, as a link whose state cannot be built.
    func openGuarded(_ url: String, on current: NavigationState, resetting: Bool) -> Result<
        DeepLinkOpening, DeepLinkMismatch
    > {
        let match: DeepLinkMatch
        let redirects: [String]
        switch followingRedirects(url) {
        case .failure(let mismatch): return .failure(mismatch)
        case .success(let followed): (match, redirects) = followed
        }
        // An action is performed whatever the conditions: it shows nothing a guard could stop.
        if let action = action(of: match) {
            return .success(
                DeepLinkOpening(match: match, state: current, action: action, redirects: redirects))
        }
        let recipe = recipes[match.pattern]
        let engine = planner.engine
        guard let planned = planner.state(for: recipe.plan) else {
            return .failure(.refused("the state of \(recipe.pattern.route) cannot be built"))
        }
        let filled = recipe.fill(planned, with: match, index: engine.index)
        let conditions = current.guarded?.values ?? engine.initialConditions
        do {
            if !resetting, recipe.pattern.mode == .onTop, let target = filled.top,
                let shown = try engine.guardedShowOnTop(target, url: url, over: current)
            {
                return .success(DeepLinkOpening(match: match, state: shown, redirects: redirects))
            }
            let state = try engine.openGuarded(
                moves: planner.moves(for: recipe.plan),
                pushedTarget: recipe.plan.pushedOnRoot ? recipe.plan.target : nil, filled: filled.path,
                url: url,
                conditions: conditions)
            return .success(DeepLinkOpening(match: match, state: state, redirects: redirects))
        } catch {
            return .failure(
                .refused(
                    "'\(recipe.pattern.source.value)' of \(recipe.pattern.route) matches, but \(error.reason)"
                ))
        }
    }
}
