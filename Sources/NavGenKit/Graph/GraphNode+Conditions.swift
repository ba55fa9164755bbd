extension NavigationModel {
    /// What a guarded target leads to besides its transitions: the target of a route's
    /// `otherwise`, and the `satisfiedBy` flows of its positive guards (a move to it
    /// may start them), as ``leadsTo(includingDeepLinks:)`` pairs. Reachability counts
    /// the same, so unreachable regions and reachability agree.
    func appendGuardedLeads(to pairs: inout [(from: Int, to: Int)]) {
        let offset = coordinators.count
        func flows(_ guards: [ConditionGuard], from node: Int) {
            guard hasConditions else { return }
            for entry in guards where !entry.isNegated {
                if let flow = self[entry.condition].satisfiedBy?.coordinator {
                    pairs.append((node, flow.rawValue))
                }
            }
        }
        for (index, coordinator) in coordinators.enumerated() where hasConditions {
            flows(coordinator.guards, from: index)
            for guards in coordinator.tabGuards { flows(guards, from: index) }
        }
        for (index, route) in routes.enumerated() {
            for otherwise in route.otherwise {
                if let target = otherwise.targetRoute {
                    pairs.append((offset + index, offset + target.rawValue))
                } else if let target = otherwise.targetCoordinator {
                    pairs.append((offset + index, target.rawValue))
                }
            }
            flows(route.guards, from: offset + index)
        }
    }
}
