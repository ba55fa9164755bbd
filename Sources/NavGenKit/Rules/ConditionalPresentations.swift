/// What conditions present besides transitions: routes an `otherwise` shows modally,
/// and flows an `otherwise` or a `satisfiedBy` starts as a cover. The rules about
/// modal screens (`modal-push`, `no-exit`) read transitions' edges; these are the
/// rest, each with a note saying where it is written.
struct ConditionalPresentations {
    /// The first `otherwise` that presents each route: a cover or not, and where.
    private(set) var routes: [RouteIndex: (isCover: Bool, note: String)] = [:]
    /// The first `otherwise` or `satisfiedBy` that starts each flow as a cover.
    private(set) var coverFlows: [CoordinatorIndex: String] = [:]

    init(_ model: NavigationModel) {
        guard model.hasConditions else { return }
        for route in model.routes {
            for otherwise in route.otherwise {
                let note =
                    "the otherwise of '\(route.ref)' at \(model.spec.files.reference(to: otherwise.location))"
                // A cover in either size class counts: the screen needs a way out in both.
                switch otherwise.kind {
                case .show(let target, let style) where style.isModal:
                    if routes[target] == nil { routes[target] = (otherwise.canShow(as: .cover), note) }
                case .start(let flow, _) where otherwise.canShow(as: .cover):
                    if coverFlows[flow] == nil { coverFlows[flow] = note }
                default:
                    break
                }
            }
        }
        for (index, condition) in zip(model.conditionIndices, model.conditions) {
            guard let flow = condition.satisfiedBy, flow.canShow(as: .cover),
                coverFlows[flow.coordinator] == nil
            else {
                continue
            }
            let key = model.spec.conditions[index.rawValue].satisfiedBy?.location
            coverFlows[flow.coordinator] =
                "the satisfiedBy of condition '\(condition.id.value)'"
                + (key.map { " at \(model.spec.files.reference(to: $0))" } ?? "")
        }
    }
}
