/// A route named outside its coordinator: `coordinator.route`.
public struct RouteRef: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var coordinator: String
    public var route: String

    public init(coordinator: String, route: String) {
        self.coordinator = coordinator
        self.route = route
    }

    /// Parses `coordinator.route`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        self.init(coordinator: String(parts[0]), route: String(parts[1]))
    }

    public var description: String { "\(coordinator).\(route)" }

    public static func < (lhs: RouteRef, rhs: RouteRef) -> Bool {
        (lhs.coordinator, lhs.route) < (rhs.coordinator, rhs.route)
    }
}
