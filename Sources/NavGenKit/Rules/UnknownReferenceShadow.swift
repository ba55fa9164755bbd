/// The routes whose ways from launch a reference that names nothing may have changed.
///
/// A link opens along the forward moves a person could make, so a typo in a move
/// (`push: recipeDetial`) or in a flow a move starts takes a way away, and a link
/// may then go a longer way, through a screen that needs a param its URL lacks.
/// `unknown-reference` reports the typo; a back-stack finding about the longer way
/// would be a second finding of the same cause, and one the fix makes wrong. Such
/// a reference can only change the ways into its own coordinator and those it
/// contains, which keeps the other links' findings.
struct UnknownReferenceShadow {
    private let everywhere: Bool
    private let coordinators: Set<CoordinatorIndex>
    private let containment: Containment?
    private let model: NavigationModel

    init(model: NavigationModel, reachability: Reachability) {
        self.model = model
        var everywhere = false
        var coordinators: Set<CoordinatorIndex> = []
        // Only a reference shown from launch or by a link changes a way, as for the
        // reachability rules (``Reachability/isUncertain``).
        if reachability.isUncertain {
            for reference in model.unresolved where reference.affectsReachability {
                switch reference.site {
                // The launch state, or the flow that satisfies a condition any link
                // may need: every way may change.
                case .specRoot, .satisfyingFlow: everywhere = true
                case .stackRoot(let coordinator), .child(let coordinator), .column(let coordinator, _),
                    .initialTab(let coordinator), .uses(let coordinator):
                    if reachability.isReachable(coordinator) { coordinators.insert(coordinator) }
                case .transition(let route, _), .flowStart(let route, _):
                    if reachability.isReachable(route) { coordinators.insert(model[route].coordinator) }
                case .requirement, .conditionAction: continue
                }
            }
        }
        self.everywhere = everywhere
        self.coordinators = coordinators
        containment = everywhere || coordinators.isEmpty ? nil : Containment(model)
    }

    /// Whether the ways to `route` may be other than they are once the references
    /// that name nothing name what they meant.
    func covers(_ route: RouteRef) -> Bool {
        if everywhere { return true }
        guard let containment, let index = model.route(route) else { return false }
        let coordinator = model[index].coordinator
        return coordinators.contains(coordinator)
            || containment.ancestors(of: coordinator).contains(where: coordinators.contains)
    }
}
