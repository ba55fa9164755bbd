/// A tab bar's own items as forward moves: a link to a route that only a tab bar
/// presents (`app://settings`, shown over the selected tab) builds its way through
/// the tab bar's item, as a person would tap it.
extension NavigationEngine {
    /// The forward moves of the tab bars' own items offered on `branch`, outer tab bar
    /// first, each in declaration order: a sheet, cover or popover, a start and a
    /// `tab:`. An alert shows no screen, and a `go`, `set` or `finish` is no move of a
    /// link's back stack, as on a route.
    func containerForwardMoves(on branch: Branch, allowingRunningFlows: Bool) -> [ForwardMove] {
        var moves: [ForwardMove] = []
        for container in offeredContainers(in: branch) {
            for (position, item) in containerTransitions(of: container.coordinator).enumerated() {
                // A tab bar has no screen of its own for a `replace` to swap.
                if case .replace = item.action { continue }
                guard isForwardStep(item.action, on: branch, allowingRunningFlows: allowingRunningFlows)
                else { continue }
                moves.append(.containerTransition(tabs: container.coordinator, index: position, item.action))
            }
        }
        return moves
    }

    /// The spec item a move makes, as written; nil for the system's tab selection.
    func transition(of move: ForwardMove) -> Transition? {
        switch move {
        case .selectTab:
            return nil
        case .transition(let route, let position, _):
            let items = index.transitions(of: route)
            return items.indices.contains(position) ? items[position] : nil
        case .containerTransition(let tabs, let position, _):
            let items = containerTransitions(of: tabs)
            return items.indices.contains(position) ? items[position] : nil
        }
    }
}

extension ForwardMove {
    /// The spec action a move makes and the route its names resolve from: the route on
    /// top, or for a tab bar's own item the tab bar (``NavigationEngine/source(of:)``).
    /// Nil for the system's tab selection.
    var item: (source: RouteRef, action: Action)? {
        switch self {
        case .selectTab: nil
        case .transition(let route, _, let action): (route, action)
        case .containerTransition(let tabs, _, let action): (NavigationEngine.source(of: tabs), action)
        }
    }
}
