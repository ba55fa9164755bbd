/// The search behind `no-exit`: whether a modal entered at some routes has a way out.
///
/// A large spec starts many flows as covers, each searched on its own. Visit marks
/// are stamped per search in two arrays over all routes, instead of two fresh sets
/// of route indices each time, so every search costs only the routes it visits.
struct ExitSearch {
    private let model: NavigationModel
    private var onStack: [UInt32]
    private var inside: [UInt32]
    private var generation: UInt32 = 0

    init(_ model: NavigationModel) {
        self.model = model
        onStack = [UInt32](repeating: 0, count: model.routes.count)
        inside = [UInt32](repeating: 0, count: model.routes.count)
    }

    /// Whether the modal entered at `entries` has a way out. Routes pushed from the
    /// `stack` entries stay on the modal's own stack, where `dismiss` closes it;
    /// routes presented within it close only themselves with `dismiss`, but `finish`
    /// and `tab:` (to a tab other than `tabs`) leave from anywhere.
    mutating func hasExit(
        from entries: [RouteIndex], stack: [RouteIndex], tabs: Set<CoordinatorIndex>
    ) -> Bool {
        generation += 1
        var pending: [Int] = []
        for route in stack where onStack[route.rawValue] != generation {
            onStack[route.rawValue] = generation
            pending.append(route.rawValue)
        }
        var stacked = pending
        while let route = pending.popLast() {
            for index in model.routes[route].edgeRange {
                guard let next = model.edges[index].pushedRoute?.rawValue, onStack[next] != generation else {
                    continue
                }
                onStack[next] = generation
                pending.append(next)
                stacked.append(next)
            }
        }
        var reached: [Int] = []
        for route in stacked + entries.map(\.rawValue) where inside[route] != generation {
            inside[route] = generation
            reached.append(route)
        }
        pending = reached
        while let route = pending.popLast() {
            for index in model.routes[route].edgeRange {
                guard let next = model.edges[index].targetRoute?.rawValue, inside[next] != generation else {
                    continue
                }
                inside[next] = generation
                pending.append(next)
                reached.append(next)
            }
        }
        return reached.contains { route in
            model.routes[route].edgeRange.contains { index in
                switch model.edges[index].kind {
                case .dismiss: onStack[route] == generation
                case .finish: true
                case .tab(let tab): !tabs.contains(tab)
                default: false
                }
            }
        }
    }
}
