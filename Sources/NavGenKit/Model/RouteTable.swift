/// Finds a route by `coordinator.route`: an open-addressing table of route indices,
/// probed with each reference's precomputed hash (``RouteRef``).
///
/// The simulator and the deep-link search look a route up for every screen they
/// touch; a `Dictionary` would run the hasher on every lookup and keep a second copy
/// of every reference. This keeps four bytes a slot, compares a few integers and, on
/// a hit, the two names of the route it points at.
struct RouteTable: Sendable {
    /// Route indices, or -1 for an empty slot; the count is a power of two at least
    /// twice the number of routes, so probes stay short.
    private var slots: [Int32]

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
    }

    /// The slot holding `ref`, or the empty slot where it would go.
    private func slot(of ref: RouteRef, in routes: [ResolvedRoute]) -> Int {
        let mask = slots.count - 1
        var slot = ref.nameHash & mask
        while slots[slot] >= 0, routes[Int(slots[slot])].ref != ref {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Adds `route` under its reference unless an earlier route has it; at most the
    /// `capacity` routes the table was made for.
    mutating func insert(_ route: RouteIndex, in routes: [ResolvedRoute]) {
        let slot = slot(of: routes[route.rawValue].ref, in: routes)
        if slots[slot] < 0 { slots[slot] = Int32(route.rawValue) }
    }

    /// The route added under `ref`, if any.
    func find(_ ref: RouteRef, in routes: [ResolvedRoute]) -> RouteIndex? {
        let found = slots[slot(of: ref, in: routes)]
        return found < 0 ? nil : RouteIndex(Int(found))
    }
}
