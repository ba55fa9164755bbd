/// Resolves `conditions`, `requires` and `otherwise` (docs/spec.md, Conditions that
/// resume): names that resolve become ``ConditionGuard``s and flows, the others
/// ``UnresolvedReference``s, as for every other reference.
extension ModelBuilder {
    /// Numbers the conditions and resolves each `satisfiedBy.start` to a stack.
    mutating func resolveConditions() {
        conditions.reserveCapacity(spec.conditions.count)
        for (offset, condition) in spec.conditions.enumerated() {
            let index = ConditionIndex(offset)
            if conditionsByName[condition.id.value] == nil { conditionsByName[condition.id.value] = index }
            var flow: ResolvedSatisfyingFlow?
            if let satisfiedBy = condition.satisfiedBy {
                if let coordinator = coordinatorsByName[satisfiedBy.start.value],
                    coordinators[coordinator.rawValue].kind == .stack
                {
                    flow = ResolvedSatisfyingFlow(
                        coordinator: coordinator, outcome: satisfiedBy.outcome.value,
                        style: satisfiedBy.style,
                        adaptiveStyle: satisfiedBy.adaptiveStyle)
                } else {
                    // The flow the author meant may be reachable only through this entry.
                    unresolved.append(
                        UnresolvedReference(
                            name: satisfiedBy.start, site: .satisfyingFlow(index), affectsReachability: true))
                }
            }
            conditions.append(
                ResolvedCondition(
                    id: condition.id, initially: condition.initially, setByApp: condition.setByApp,
                    params: condition.params, satisfiedBy: flow))
        }
    }

    /// The guards of every coordinator and tab entry, then each tab's in full.
    mutating func resolveCoordinatorGuards() {
        for (offset, coordinator) in spec.coordinators.enumerated() {
            let index = CoordinatorIndex(offset)
            if !coordinator.requires.isEmpty {
                coordinators[offset].guards = guards(coordinator.requires, of: .coordinator(index))
            }
            guard coordinator.kind == .tabs, coordinator.childRequires.contains(where: { !$0.isEmpty }) else {
                continue
            }
            coordinators[offset].tabEntryGuards = coordinator.children.indices.map {
                guards(coordinator.requirements(ofChildAt: $0), of: .tab(of: index, position: $0))
            }
        }
        // A pass of its own: a tab's coordinator may be declared after its tab bar.
        for offset in coordinators.indices where coordinators[offset].kind == .tabs {
            coordinators[offset].tabGuards = tabGuards(of: coordinators[offset])
        }
    }

    /// Each tab's entry guards, then those of its coordinator's own the entry does not
    /// already write; none at all when no tab has any, as for a spec without them.
    private func tabGuards(of tabs: ResolvedCoordinator) -> [[ConditionGuard]] {
        let all = tabs.children.indices.map { position in
            var guards = tabs.tabEntryGuards.indices.contains(position) ? tabs.tabEntryGuards[position] : []
            guard let child = tabs.children[position] else { return guards }
            for own in coordinators[child.rawValue].guards
            where !guards.contains(where: { $0.condition == own.condition && $0.isNegated == own.isNegated })
            {
                guards.append(own)
            }
            return guards
        }
        return all.contains { !$0.isEmpty } ? all : []
    }

    /// A route's guards and its `otherwise` edges, resolved like one of its transitions
    /// but kept out of ``edges``.
    mutating func resolveGuards(
        of route: RouteIndex, declared declaration: Route, in coordinator: CoordinatorIndex
    ) {
        if !declaration.requires.isEmpty {
            routes[route.rawValue].guards = guards(declaration.requires, of: .route(route))
        }
        let otherwise = declaration.otherwiseTransitions
        guard !otherwise.isEmpty else { return }
        let start = edges.count
        for transition in otherwise { add(transition, from: route, in: coordinator, handler: nil) }
        guard edges.count > start else { return }
        routes[route.rawValue].otherwise = Array(edges[start...])
        edges.removeSubrange(start...)
    }

    /// The pairs of a `set` item as conditions; nil, with each name that names no
    /// condition kept as an unresolved reference, when one does not resolve.
    mutating func resolveConditionChanges(_ pairs: [ConditionAssignment], from route: RouteIndex)
        -> [Edge.ConditionChange]?
    {
        var changes: [Edge.ConditionChange] = []
        for pair in pairs {
            if let condition = conditionsByName[pair.condition.value] {
                changes.append(
                    Edge.ConditionChange(
                        condition: condition, value: pair.value, args: pair.args,
                        location: pair.args == nil ? nil : pair.condition.location))
            } else {
                unresolved.append(
                    UnresolvedReference(
                        name: pair.condition, site: .conditionAction(route), affectsReachability: false))
            }
        }
        return changes.count == pairs.count ? changes : nil
    }

    /// The entries of `requirements` that name a condition; the others become
    /// unresolved references.
    mutating func guards(_ requirements: [Requirement], of target: GuardedTarget) -> [ConditionGuard] {
        var guards: [ConditionGuard] = []
        guards.reserveCapacity(requirements.count)
        for requirement in requirements {
            if let condition = conditionsByName[requirement.condition.value] {
                guards.append(
                    ConditionGuard(
                        condition: condition, isNegated: requirement.isNegated,
                        location: requirement.condition.location, args: requirement.args))
            } else {
                unresolved.append(
                    UnresolvedReference(
                        name: requirement.condition, site: .requirement(of: target),
                        affectsReachability: false))
            }
        }
        return guards
    }
}
