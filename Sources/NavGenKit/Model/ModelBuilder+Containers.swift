extension ModelBuilder {
    /// Resolves a tab bar's `uses` and what its container transitions show: the routes
    /// of the sets it uses that they present, and the flows they start.
    ///
    /// These serve reachability (a set route only the tab bar presents is shown) and
    /// the rules; no edge is made, since a container transition has no source route.
    /// A name that resolves to nothing here is judged by the rules from the spec, so
    /// the unresolved references of the other moves stay as they are.
    mutating func resolveContainer(_ coordinator: Coordinator, at index: CoordinatorIndex) {
        resolveUses(of: coordinator, at: index)
        var shows: [RouteIndex] = []
        var starts: [CoordinatorIndex] = []
        for transition in ContainerTransition.items(of: coordinator) {
            switch transition.action {
            case .show(let name, let style) where style.isModal:
                let named = routeNames.routes(named: name.value)
                if let found = routeOfUsedSet(named: name.value, among: named, by: index) {
                    shows.append(found)
                } else {
                    coordinators[index.rawValue].hasUnresolvedContainerMoves = true
                }
            case .start(let name, _, _, _):
                if let child = coordinatorsByName[name.value], coordinators[child.rawValue].kind != .routes {
                    starts.append(child)
                } else {
                    coordinators[index.rawValue].hasUnresolvedContainerMoves = true
                }
            default:
                break
            }
        }
        coordinators[index.rawValue].containerShows = shows
        coordinators[index.rawValue].containerStarts = starts
    }
}
