/// Routes of the sets a stack uses, as its skeleton names them (docs/spec.md,
/// Shared route sets).
extension SkeletonPlan {
    /// The sets this coordinator uses, in `uses` order, each once.
    var usedSets: [Coordinator] {
        var seen: Set<String> = []
        return coordinator.uses.compactMap { entry in
            guard seen.insert(entry.value).inserted, let set = index.model.coordinator(entry.value),
                set.kind == .routes
            else { return nil }
            return set
        }
    }

    /// The route `target` of the first used set that has it.
    func setRoute(named target: String) -> Route? {
        usedSets.lazy.compactMap { $0.route(named: target) }.first
    }

    /// `.common(.account(id: id))`: the route `target` of a used set, as a case of
    /// this stack's route enum; nil when no used set has it, or it needs values.
    func setRouteValue(_ target: String, withValues: Bool) -> SwiftExpression? {
        for set in usedSets {
            guard let route = set.route(named: target) else { continue }
            let value = withValues ? SkeletonSyntax.route(route) : SkeletonSyntax.routeWithoutValues(route)
            return value.map { .dotCall(set.id.value, [.unlabelled($0)]) }
        }
        return nil
    }
}
