/// Which coordinators a coordinator can appear inside of, for `tab:` checks.
///
/// A coordinator appears inside another when that one lists it in `children` (a
/// tab, or a child it may start) or starts it from one of its routes (with a
/// transition, a `then` action or an `otherwise`). `tab: C` is
/// valid when some tabs coordinator that (transitively) contains the route has tab C.
package struct Containment: Sendable {
    private let parents: [[CoordinatorIndex]]

    package init(_ model: NavigationModel) {
        var parents = [[CoordinatorIndex]](repeating: [], count: model.coordinators.count)
        for parent in model.coordinatorIndices {
            for child in model[parent].resolvedChildren where !parents[child.rawValue].contains(parent) {
                parents[child.rawValue].append(parent)
            }
        }
        // A route set appears inside every stack that uses it.
        for set in model.coordinatorIndices where model[set].kind == .routes {
            for user in model[set].users where !parents[set.rawValue].contains(user) {
                parents[set.rawValue].append(user)
            }
        }
        func add(_ edge: Edge) {
            guard case .start(let child, _) = edge.kind else { return }
            let parent = model[edge.source].coordinator
            if !parents[child.rawValue].contains(parent) { parents[child.rawValue].append(parent) }
        }
        for edge in model.edges { add(edge) }
        // A route's `otherwise` starts a flow from the route as a transition does.
        for route in model.routes { for otherwise in route.otherwise { add(otherwise) } }
        self.parents = parents
    }

    /// Every coordinator that contains `coordinator`, nearest first (breadth-first),
    /// without `coordinator` itself unless it is inside itself.
    package func ancestors(of coordinator: CoordinatorIndex) -> [CoordinatorIndex] {
        var result: [CoordinatorIndex] = []
        var seen: Set<CoordinatorIndex> = []
        var queue = parents[coordinator.rawValue]
        var head = 0
        while head < queue.count {
            let next = queue[head]
            head += 1
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            queue += parents[next.rawValue]
        }
        return result
    }

    /// The tabs coordinators around `coordinator`, nearest first; a tabs
    /// coordinator's own tabs are selectable from inside it too.
    package func enclosingTabs(of coordinator: CoordinatorIndex, in model: NavigationModel)
        -> [CoordinatorIndex]
    {
        ancestors(of: coordinator).filter { model[$0].kind == .tabs }
    }
}
