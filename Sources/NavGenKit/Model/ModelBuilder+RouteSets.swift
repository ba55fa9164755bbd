/// Route sets in the model: which sets a stack uses, and the bare names they add to
/// its own (docs/spec.md, Shared route sets).
extension ModelBuilder {
    /// Resolves a stack's or a tab bar's `uses`; an entry that names no route set is
    /// kept as an ``UnresolvedReference`` (`unknown-reference`). Each set learns its
    /// users: a stack's routes show its routes, a tab bar's container transitions do.
    mutating func resolveUses(of coordinator: Coordinator, at index: CoordinatorIndex) {
        var uses: [CoordinatorIndex] = []
        for entry in coordinator.uses {
            guard let set = coordinatorsByName[entry.value], coordinators[set.rawValue].kind == .routes else {
                unresolved.append(
                    UnresolvedReference(name: entry, site: .uses(of: index), affectsReachability: true))
                continue
            }
            guard !uses.contains(set) else { continue }
            uses.append(set)
            if coordinator.kind == .tabs {
                coordinators[set.rawValue].containerUsers.append(index)
            } else {
                coordinators[set.rawValue].users.append(index)
            }
        }
        coordinators[index.rawValue].uses = uses
    }

    /// The route called `name` in the first set that `stack` uses and has one.
    func routeOfUsedSet(named name: String, among named: [RouteIndex], by stack: CoordinatorIndex)
        -> RouteIndex?
    {
        for set in coordinators[stack.rawValue].uses {
            let range = coordinators[set.rawValue].routeRange
            if let found = named.first(where: { range.contains($0.rawValue) }) { return found }
        }
        return nil
    }
}
