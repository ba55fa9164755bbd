import Dispatch

/// The stages between the decoded spec and the rules, each built once for one spec:
/// the ``NavigationModel``, the ``DeepLinkAnalysis`` and the ``Reachability``.
///
/// Built in the order that overlaps the work best: the analysis reads the model, so
/// the model comes first; the analysis then starts (on threads of its own for a
/// large spec) and reachability is worked out while it runs.
struct ResolvedStages: Sendable {
    let model: NavigationModel
    let deepLinks: DeepLinkAnalysis
    let reachability: Reachability

    /// `keeping`: the recipes the pipeline's later stages will read.
    init(_ spec: NavigationSpec, keeping: DeepLinkAnalysis.Keeping) {
        model = NavigationModel(spec)
        deepLinks = DeepLinkAnalysis(model: model, keeping: keeping)
        reachability = Reachability(model)
    }

    /// What the rules read, with the policy their findings will go through (nil for
    /// raw severities).
    func ruleContext(policy: SeverityPolicy?) -> RuleContext {
        RuleContext(model: model, reachability: reachability, deepLinkAnalysis: deepLinks, policy: policy)
    }

    /// Lets go of the stages on another thread when they are large: the catalog, the
    /// search tree and reachability take a while to free on a large spec, and nothing
    /// waits for it. What the pipeline keeps of them stays.
    func releaseAside() {
        guard deepLinks.isOnAnotherThread else { return }
        DispatchQueue.global(qos: .utility).async { [self] in withExtendedLifetime(self) {} }
    }
}
