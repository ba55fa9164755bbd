/// Numbers routes 0, 1, 2… in the order they are added, and finds a route's number:
/// an open-addressing table probed with each reference's precomputed hash.
///
/// The simulator and the deep-link search look a route up for every screen they
/// touch; a `Dictionary` would run the hasher on every lookup, this compares a few
/// integers and, on a hit, two short names. A route's number indexes whatever the
/// caller keeps about it in an array of its own.
struct RouteNumbers: Sendable {
    /// By number.
    private var routes: [RouteRef] = []
    /// Numbers, or -1 for an empty slot; the count is a power of two at least twice
    /// the number of routes, so probes stay short.
    private var slots: [Int32]

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        routes.reserveCapacity(capacity)
    }

    var count: Int { routes.count }

    /// The slot holding `route`, or the empty slot where it would go.
    private func slot(of route: RouteRef) -> Int {
        let mask = slots.count - 1
        var slot = route.nameHash & mask
        while slots[slot] >= 0, routes[Int(slots[slot])] != route {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Numbers a route unless it has a number; returns its number and whether it is new.
    @discardableResult
    mutating func insert(_ route: RouteRef) -> (inserted: Bool, number: Int) {
        if (routes.count + 1) * 2 > slots.count { grow() }
        let slot = slot(of: route)
        guard slots[slot] < 0 else { return (false, Int(slots[slot])) }
        slots[slot] = Int32(routes.count)
        routes.append(route)
        return (true, routes.count - 1)
    }

    /// A route's number; nil for a route never added.
    subscript(route: RouteRef) -> Int? {
        let number = slots[slot(of: route)]
        return number < 0 ? nil : Int(number)
    }

    /// The route numbered `number`.
    func route(numbered number: Int) -> RouteRef { routes[number] }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (number, route) in routes.enumerated() {
            slots[slot(of: route)] = Int32(number)
        }
    }
}
