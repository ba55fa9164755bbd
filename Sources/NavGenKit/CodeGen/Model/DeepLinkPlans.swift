/// The deep-link plans for a spec, as the generator uses them: navgen
/// runs the same search at generation time that `navgen simulate` runs on `open`,
/// so the generated `init?(url:)` only has to match and fill in params.
struct DeepLinkPlans: Sendable {
    /// One usable pattern with the state it opens (params not filled in).
    struct Entry: Sendable {
        var pattern: LinkPattern
        var state: PlanNode
        /// The moves that build ``state``: replayed under conditions for a spec that has them.
        var plan: DeepLinkPlan
        /// The action an action link performs: its ``state`` is the launch state and its
        /// plan moves nowhere, since it shows no screen.
        var action: String? = nil

        /// Whether it is a redirect's pattern (``LinkPattern/redirect``): like an action's,
        /// it shows no screen of its own.
        var isRedirect: Bool { pattern.redirect != nil }
    }

    let launch: PlanNode
    /// The patterns the simulator can open, in precedence order
    /// (``LinkPattern/precedenceOrder(_:)``).
    /// Patterns it refuses (unreachable, or unbuildable under a relaxed
    /// `deeplink-unbuildable`) are left out, as the simulator leaves them out.
    let entries: [Entry]
    /// Under a `root` list with `deeplinks.requires`: the patterns another root entry
    /// shows and this one cannot, in precedence order. The requirement comes before the
    /// root, so while it is unmet such a link waits here too; else it is no match.
    private(set) var elsewhere: [Entry] = []
    private let engine: NavigationEngine
    /// The search the plans come from: what `init?(opening:)` plans with too.
    let planner: DeepLinkPlanner

    /// Searches the spec's deep links; nil when its root cannot be shown.
    init?(model: NavigationModel) {
        let engine = NavigationEngine(model: model)
        guard engine.launchState != nil else { return nil }
        self.init(router: DeepLinkRouter(catalog: DeepLinkCatalog(spec: model.spec), engine: engine))
    }

    /// The plans of a router already made; nil when its root cannot be shown.
    init?(router: DeepLinkRouter) {
        engine = router.planner.engine
        planner = router.planner
        guard let launchState = engine.launchState else { return nil }
        launch = PlanNode(launchState.root)
        var entries: [Entry] = []
        for recipe in router.recipes {
            guard let state = router.planner.state(for: recipe.plan) else { continue }
            entries.append(
                Entry(pattern: LinkPattern(recipe.pattern), state: PlanNode(state.root), plan: recipe.plan))
        }
        let launchPlan = DeepLinkPlan(target: .noRoute, pushedOnRoot: false, node: 0)
        for pattern in router.matcher.patterns.dropFirst(router.recipes.count) {
            entries.append(
                Entry(pattern: LinkPattern(pattern), state: launch, plan: launchPlan, action: pattern.action))
        }
        let order = LinkPattern.precedenceOrder(entries.map(\.pattern)).map(\.order)
        let byOrder = Dictionary(
            entries.map { ($0.pattern.order, $0) }, uniquingKeysWith: { first, _ in first })
        self.entries = order.compactMap { byOrder[$0] }
    }

    /// These plans with `others`' entries for the patterns these lack, as ``elsewhere``.
    func adding(elsewhere others: [DeepLinkPlans]) -> DeepLinkPlans {
        let own = Set(entries.map(\.pattern.order))
        var byOrder: [Int: Entry] = [:]
        for entry in others.flatMap(\.openingEntries) where !own.contains(entry.pattern.order) {
            byOrder[entry.pattern.order] = byOrder[entry.pattern.order] ?? entry
        }
        var plans = self
        plans.elsewhere = LinkPattern.precedenceOrder(byOrder.values.map(\.pattern)).compactMap {
            byOrder[$0.order]
        }
        return plans
    }

    /// The action links' entries, in precedence order.
    var actionEntries: [Entry] { entries.filter { $0.action != nil } }

    /// The entries of routes and actions, in precedence order: what a URL opens once its
    /// redirects are followed, since no redirect's pattern wins for it any more.
    var openingEntries: [Entry] { entries.filter { !$0.isRedirect } }

    /// Whether the spec has redirects the generated router follows.
    var hasRedirects: Bool { entries.contains(where: \.isRedirect) }

    /// A coordinator's node at launch: what a flow shows when it starts.
    func launchNode(_ coordinator: String) -> PlanNode? {
        engine.index.launchNode(coordinator).map(PlanNode.init)
    }
}
