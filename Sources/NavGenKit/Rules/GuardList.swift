/// One `requires` list of the spec, resolved, with what it guards: the rules about
/// conditions walk these.
struct GuardList {
    var target: GuardedTarget
    var guards: [ConditionGuard]
    /// What a move to the target runs instead, for all or some of the entries.
    var otherwise: Otherwise? = nil

    /// Every list with at least one guard, coordinators and their tab entries first, then
    /// routes, in declaration order.
    static func all(in model: NavigationModel) -> [GuardList] {
        guard model.hasConditions else { return [] }
        var lists: [GuardList] = []
        for index in model.coordinatorIndices {
            let coordinator = model[index]
            if !coordinator.guards.isEmpty {
                lists.append(
                    GuardList(target: .coordinator(index), guards: coordinator.guards))
            }
            // As written at the entry: a tab coordinator's own list is the coordinator's above.
            for (position, guards) in coordinator.tabEntryGuards.enumerated() where !guards.isEmpty {
                lists.append(
                    GuardList(
                        target: .tab(of: index, position: position), guards: guards))
            }
        }
        for index in model.routeIndices {
            let route = model[index]
            guard !route.guards.isEmpty else { continue }
            lists.append(
                GuardList(
                    target: .route(index), guards: route.guards,
                    otherwise: model.declaration(of: index).otherwise))
        }
        if !model.linkGuards.isEmpty {
            lists.append(
                GuardList(target: .links, guards: model.linkGuards, otherwise: model.spec.deepLinks.otherwise)
            )
        }
        return lists
    }

    /// Whether an unmet `entry` has a fallback: something runs instead of the move.
    func isAnswered(_ entry: ConditionGuard, in model: NavigationModel) -> Bool {
        otherwise?.fallback(for: entry.spelling(in: model)) != nil
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
        case .links: "every deep link (deeplinks.requires)"
        case .root(let position): "root entry '\(model.spec.rootEntries[position].id.value)'"
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
