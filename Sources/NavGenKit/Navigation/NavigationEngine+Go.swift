extension NavigationEngine {
    /// The entry a `go` item of the route on top shows: the item is found by the route
    /// it names (written bare or as `coordinator.route`), its `args` are fixed and the
    /// params they leave open are `arguments`. The state that shows the entry is the
    /// deep-link analysis's to work out, as a reset link to the route would open it.
    func goEntry(_ name: String, _ arguments: [ActionArgument], on state: NavigationState) throws(Refused)
        -> RouteEntry
    {
        let branch = Branch(state)
        if branch.alert != nil { throw Refused("an alert is shown: answer it first") }
        guard let top = branch.top else { throw Refused("no screen is shown") }
        // A tab bar's own items come first, outermost first, then the top route's.
        let declared =
            offeredContainers(in: branch).flatMap { container in
                containerTransitions(of: container.coordinator).map {
                    (Self.source(of: container.coordinator), $0)
                }
            } + index.transitions(of: top.route).map { (top.route, $0) }
        for (source, transition) in declared {
            guard case .go(let target, let args) = transition.action else { continue }
            let route = index.model.goTarget(named: target.value, from: source)
            guard name == target.value || name == route.description else { continue }
            guard index.contains(route) else { throw Refused("\(route) does not exist") }
            let fixed = fixedArguments(args, of: route)
            let params = index.params(of: route)
            for argument in arguments {
                guard let position = params.firstIndex(where: { $0.name.value == argument.label }),
                    fixed.contains(where: { $0.param == position })
                else { continue }
                throw Refused("'\(argument.label)' is fixed by the go item's args; leave it out")
            }
            return try makeEntry(route, .given(arguments), fixed: fixed)
        }
        throw Refused("\(top.route) does not declare 'go: \(name)'")
    }
}

extension NavigationNode {
    /// `shown` (the state a `go` opens) with what the `go` does not touch kept from
    /// `self` (the state it was made from): a tab bar at the same place in both, reached
    /// through the same tabs, keeps its current node for every tab but the one `shown`
    /// selects, and the tab bars inside that tab are judged the same way.
    func keepingOtherTabs(in shown: NavigationNode) -> NavigationNode {
        guard case .tabs(let now) = self, case .tabs(var next) = shown, now.coordinator == next.coordinator,
            now.tabs.map(\.coordinator) == next.tabs.map(\.coordinator)
        else { return shown }
        for position in next.tabs.indices {
            next.tabs[position] =
                position == next.selected
                ? now.tabs[position].keepingOtherTabs(in: next.tabs[position]) : now.tabs[position]
        }
        return .tabs(next)
    }
}
