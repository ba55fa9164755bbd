/// A coordinator of a ``NavigationModel``: its position in the spec's `coordinators`.
///
/// Rules and searches work on integers rather than names, so that a spec of a
/// hundred thousand routes costs arrays, not dictionaries of strings.
package struct CoordinatorIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 32 bits: see ``RouteIndex``.
    private let storage: Int32

    package var rawValue: Int { Int(storage) }

    package init(_ rawValue: Int) {
        storage = Int32(rawValue)
    }

    package static func < (lhs: CoordinatorIndex, rhs: CoordinatorIndex) -> Bool {
        lhs.storage < rhs.storage
    }

    package var description: String { "coordinator #\(rawValue)" }
}

/// A route of a ``NavigationModel``: routes are numbered in spec order, coordinator
/// by coordinator, so comparing two indices compares their declaration order.
///
/// Indices are stored in 32 bits, which halves them in every edge and node of a large
/// model; the loader refuses files of 2 GiB, far below 2³¹ routes.
package struct RouteIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let storage: Int32

    package var rawValue: Int { Int(storage) }

    package init(_ rawValue: Int) {
        storage = Int32(rawValue)
    }

    package static func < (lhs: RouteIndex, rhs: RouteIndex) -> Bool {
        lhs.storage < rhs.storage
    }

    package var description: String { "route #\(rawValue)" }
}

/// A condition of a ``NavigationModel``: its position in the spec's `conditions`, so
/// declaration order.
package struct ConditionIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let storage: Int32

    package var rawValue: Int { Int(storage) }

    package init(_ rawValue: Int) {
        storage = Int32(rawValue)
    }

    package static func < (lhs: ConditionIndex, rhs: ConditionIndex) -> Bool {
        lhs.storage < rhs.storage
    }

    package var description: String { "condition #\(rawValue)" }
}
