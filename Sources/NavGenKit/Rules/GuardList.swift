/// One `requires` list of the spec, resolved, with what it guards: the rules about
/// conditions walk these.
struct GuardList {
    var target: GuardedTarget
    var guards: [ConditionGuard]
    /// Whether a move to the target has an `otherwise` to run instead.
    var hasOtherwise: Bool

    /// Every list with at least one guard, coordinators and their tab entries first, then
    /// routes, in declaration order.
    static func all(in model: NavigationModel) -> [GuardList] {
        guard model.hasConditions else { return [] }
        var lists: [GuardList] = []
        for index in model.coordinatorIndices {
            let coordinator = model[index]
            if !coordinator.guards.isEmpty {
                lists.append(
                    GuardList(target: .coordinator(index), guards: coordinator.guards, hasOtherwise: false))
            }
            // As written at the entry: a tab coordinator's own list is the coordinator's above.
            for (position, guards) in coordinator.tabEntryGuards.enumerated() where !guards.isEmpty {
                lists.append(
                    GuardList(
                        target: .tab(of: index, position: position), guards: guards, hasOtherwise: false))
            }
        }
        for index in model.routeIndices {
            let route = model[index]
            guard !route.guards.isEmpty else { continue }
            lists.append(
                GuardList(target: .route(index), guards: route.guards, hasOtherwise: route.otherwise != nil))
        }
        return lists
    }

    /// The route a finding about the list is scoped to, for its `allow:`.
    var route: RouteIndex? {
        if case .route(let route) = target { return route }
        return nil
    }

    /// `route 'recipes.premiumRecipe'`, `coordinator 'account'`, `tab 'account' of 'main'`.
    func describe(in model: NavigationModel) -> String {
        switch target {
        case .route(let route): "route '\(model[route].ref)'"
        case .coordinator(let coordinator): "coordinator '\(model[coordinator].id.value)'"
        case .tab(let tabs, let position):
            "tab '\(model.declaration(of: tabs).children[position].value)' of '\(model[tabs].id.value)'"
        }
    }
}

extension RuleContext {
    /// A finding about a `requires` list: scoped to its route, if it is a route's.
    func finding(
        _ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
        help: String? = nil, about list: GuardList
    ) -> Finding {
        if let route = list.route {
            return finding(rule, at: location, message, notes: notes, help: help, on: route)
        }
        return finding(rule, at: location, message, notes: notes, help: help)
    }
}
