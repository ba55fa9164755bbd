/// A route named outside its coordinator: `coordinator.route`.
///
/// Routes key most of navgen's dictionaries and sets (the deep-link search looks
/// one up per screen of every back stack), so the hash of the two names is
/// computed once, when the reference is made, rather than on every lookup.
package struct RouteRef: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var coordinator: String {
        didSet { nameHash = Self.nameHash(coordinator, route) }
    }
    package var route: String {
        didSet { nameHash = Self.nameHash(coordinator, route) }
    }
    /// Both names hashed, for ``RouteTable`` and for `Hashable`.
    private(set) var nameHash: Int

    package init(coordinator: String, route: String) {
        self.coordinator = coordinator
        self.route = route
        nameHash = Self.nameHash(coordinator, route)
    }

    private static func nameHash(_ coordinator: String, _ route: String) -> Int {
        var hasher = Hasher()
        hasher.combine(coordinator)
        hasher.combine(route)
        return hasher.finalize()
    }

    package static func == (lhs: RouteRef, rhs: RouteRef) -> Bool {
        lhs.nameHash == rhs.nameHash && lhs.coordinator == rhs.coordinator && lhs.route == rhs.route
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(nameHash)
    }

    /// Parses `coordinator.route`; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        self.init(coordinator: String(parts[0]), route: String(parts[1]))
    }

    package var description: String { "\(coordinator).\(route)" }

    /// What an action link's pattern holds where a route link's names its route: no
    /// coordinator is spelled empty, so it never equals a route of the spec.
    package static let noRoute = RouteRef(coordinator: "", route: "")

    package static func < (lhs: RouteRef, rhs: RouteRef) -> Bool {
        (lhs.coordinator, lhs.route) < (rhs.coordinator, rhs.route)
    }
}
