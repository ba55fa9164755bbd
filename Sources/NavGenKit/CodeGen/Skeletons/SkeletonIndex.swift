/// What the skeletons ask about any coordinator, as lookups built once per
/// `generate`: which flows are pushed or presented, which own a node, which tab
/// bar a tab belongs to, and which can be dismissed from inside. Asked per
/// coordinator, per child and per `tab:` action, the searches over the whole
/// spec they replace made a spec of 10,000 coordinators quadratic.
struct SkeletonIndex: Sendable {
    let model: AppModel
    private let pushedFlows: Set<String>
    private let modalFlows: Set<String>
    private let nodeCoordinators: Set<String>
    /// Flows some start begins at a route other than their root (`at: R`).
    private let startedAtRoute: Set<String>
    /// The tab bar of each tab: the first in spec order.
    private let tabBars: [String: String]
    /// Tabs of a tab bar that is presented as a sheet or cover.
    private let presentedTabs: Set<String>
    /// The spec's conditions, and who reaches them.
    let conditions: SkeletonConditions
    /// Who reaches the root for a `go` or a `set`.
    let rootMoves: SkeletonRootMoves
    /// The coordinators of a `root` list's entries; empty for a single root.
    let rootEntries: Set<String>
    /// Whether a flow that satisfies a condition may be presented as a popover, in some
    /// size class: UIKit's root then anchors it, which UIKit requires on iPad.
    let conditionFlowsPresentPopovers: Bool
    /// Each split view's columns, by column: the split and where the column is in it.
    private let columnPlaces: [String: SplitPlace]

    init(model: AppModel) {
        self.model = model
        pushedFlows = Set(model.pushedFlows)
        modalFlows = Set(model.modalFlows)
        nodeCoordinators = Set(model.nodeCoordinators)
        startedAtRoute = Self.flowsStartedAtRoute(model.model)
        var tabBars: [String: String] = [:]
        var presentedTabs: Set<String> = []
        for bar in model.coordinators where bar.kind == .tabs {
            for tab in bar.children where tabBars[tab.value] == nil {
                tabBars[tab.value] = bar.id.value
            }
            if model.modalFlows.contains(bar.id.value) { presentedTabs.formUnion(bar.children.map(\.value)) }
        }
        self.tabBars = tabBars
        self.presentedTabs = presentedTabs
        conditions = SkeletonConditions(model: model, tabBars: { tabBars[$0] })
        rootMoves = SkeletonRootMoves(model: model)
        rootEntries =
            model.model.hasAlternativeRoots ? Set(model.model.rootEntries.map(\.id.value)) : []
        columnPlaces = SplitPlace.places(in: model)
        conditionFlowsPresentPopovers = model.model.conditions.contains { condition in
            guard let flow = condition.satisfiedBy else { return false }
            return SizeClass.allCases.contains { flow.style(in: $0) == .popover }
        }
    }

    /// Whether some parent starts `id` `as: push`: its screens then go on that parent's stack.
    func isPushedFlow(_ id: String) -> Bool { pushedFlows.contains(id) }
    /// Whether some start begins `id` at a route (`at: R`): its first screen is then not always its root.
    func isStartedAtRoute(_ id: String) -> Bool { startedAtRoute.contains(id) }
    /// Whether some parent starts `id` as a sheet or cover.
    func isModalFlow(_ id: String) -> Bool { modalFlows.contains(id) }
    /// Whether `id` owns a node of the state (``AppModel/nodeCoordinators``).
    func hasNode(_ id: String) -> Bool { nodeCoordinators.contains(id) }
    /// The tab bar that has `tab` as a tab: the first in spec order.
    func tabBar(of tab: String) -> String? { tabBars[tab] }

    /// Where `id` is a column of a split view: the split, and the columns before and after it.
    func splitPlace(of id: String) -> SplitPlace? { columnPlaces[id] }

    /// Whether the coordinator gets an `onDismiss` callback: it can be dismissed
    /// from inside (a `dismiss` of its own routes, or of its tabs' for a tab bar)
    /// and something presents it, itself or the tab bar it is a tab of. Its
    /// presenter then closes the flow and releases its coordinator.
    func needsOnDismiss(_ id: String) -> Bool {
        guard let coordinator = model.coordinator(id) else { return false }
        func declaresDismiss(_ coordinator: Coordinator) -> Bool {
            SkeletonPlan.shownRoutes(of: coordinator, model: model).contains { route in
                route.transitions.contains { $0.action == .dismiss }
            }
        }
        switch coordinator.kind {
        case .tabs:
            return modalFlows.contains(id)
                && coordinator.children.contains { model.coordinator($0.value).map(declaresDismiss) ?? false }
        case .stack:
            return declaresDismiss(coordinator) && (modalFlows.contains(id) || presentedTabs.contains(id))
        case .routes, .split:  // a split is shown, never presented
            return false
        }
    }

    /// The flows a `start` with `at` begins (a transition, a `then`, an `on` or an `otherwise`).
    private static func flowsStartedAtRoute(_ navigation: NavigationModel) -> Set<String> {
        var flows: Set<String> = []
        let edges = navigation.routeIndices.flatMap { navigation.edges(from: $0) + navigation[$0].otherwise }
        for edge in edges + navigation.eventEdges where edge.flowStart?.route != nil {
            if case .start(let child, _) = edge.kind { flows.insert(navigation[child].id.value) }
        }
        return flows
    }
}
