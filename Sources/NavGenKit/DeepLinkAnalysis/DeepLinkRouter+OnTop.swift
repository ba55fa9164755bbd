/// Opening a URL on the current state, honouring each pattern's `open` mode.
extension DeepLinkRouter {
    /// What `open URL` does to `current`: a pattern whose mode for `source` is `onTop`
    /// shows its target by one move when the active stack can show it
    /// (``NavigationEngine/onTopMove(showing:over:)``), else (and for `reset`) the
    /// deep-link state of ``open(_:)``. The mode is the final pattern's, after redirects,
    /// for the source of the link as opened: a redirect keeps it.
    ///
    /// For a spec with conditions, under `current`'s conditions, guards acting as the
    /// link runs (``NavigationEngine/openGuarded(moves:pushedTarget:filled:url:conditions:)``).
    package func open(_ url: String, on current: NavigationState, source: LinkSource) -> Result<
        DeepLinkOpening, DeepLinkMismatch
    > {
        if !rooted.isEmpty { return router(for: current).open(url, on: current, source: source) }
        if planner.engine.index.model.hasConditions {
            return openGuarded(url, on: current, source: source, resetting: false)
        }
        switch open(url) {
        case .failure(let mismatch):
            return .failure(mismatch)
        case .success(let opening) where opening.action != nil:
            return .success(
                DeepLinkOpening(
                    match: opening.match, state: current, action: opening.action, redirects: opening.redirects
                ))
        case .success(let opening):
            let pattern = recipes[opening.match.pattern].pattern
            guard pattern.mode(for: source) == .onTop, let target = opening.state.top,
                let shown = planner.engine.showOnTop(target, over: current)
            else { return .success(opening) }
            return .success(DeepLinkOpening(match: opening.match, state: shown, redirects: opening.redirects))
        }
    }
}
