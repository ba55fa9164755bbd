/// A coordinator of a ``NavigationGraph``: its position in the spec's `coordinators`.
///
/// Rules and searches work on integers rather than names, so that a spec of a
/// hundred thousand routes costs arrays, not dictionaries of strings.
public struct CoordinatorIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: CoordinatorIndex, rhs: CoordinatorIndex) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "coordinator #\(rawValue)" }
}

/// A route of a ``NavigationGraph``: routes are numbered in spec order, coordinator
/// by coordinator, so comparing two indices compares their declaration order.
public struct RouteIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: RouteIndex, rhs: RouteIndex) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "route #\(rawValue)" }
}
