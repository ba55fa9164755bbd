/// Every route with a given id, whatever its coordinator, as a list through ``next``.
///
/// Only unresolved references and the simulator's check of a bare route name ask
/// for this, so it costs a dictionary entry per distinct id and four bytes a route,
/// not an array per id.
struct RouteNames: Sendable {
    /// The first and the last route of each id.
    private var ends: [String: (first: Int32, last: Int32)] = [:]
    /// From each route, the next one with its id, or -1.
    private var next: [Int32] = []

    init(capacity: Int) {
        next.reserveCapacity(capacity)
    }

    /// Adds the next route, in declaration order.
    mutating func append(_ id: String) {
        let route = Int32(next.count)
        next.append(-1)
        if let known = ends[id] {
            next[Int(known.last)] = route
            ends[id] = (known.first, route)
        } else {
            ends[id] = (route, route)
        }
    }

    /// The routes with this id, in declaration order.
    func routes(named id: String) -> [RouteIndex] {
        var result: [RouteIndex] = []
        var current = ends[id]?.first ?? -1
        while current >= 0 {
            result.append(RouteIndex(Int(current)))
            current = next[Int(current)]
        }
        return result
    }
}
