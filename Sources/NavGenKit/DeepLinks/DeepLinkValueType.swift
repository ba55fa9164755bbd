/// The param types a URL can carry, in the terms the matcher needs: which text
/// each accepts and how they rank against each other.
///
/// Custom types are absent on purpose: a URL cannot carry the app's own types, and
/// `deeplink-param` rejects a pattern that tries. A range is `int` and an enumeration
/// `enumeration` here: which values they take is the pattern's ``RoutePattern/constraints``.
package enum DeepLinkValueType: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // The raw values are the order in which the matcher tries param edges: an
    // enumeration first, then Int, Bool and UUID (no text parses as two of them),
    // then Double, then a web URL, then String.
    case enumeration = 0
    case int = 1
    case bool = 2
    case uuid = 3
    case double = 4
    case url = 5
    case string = 6

    /// The URL-capable type of a param, or nil for a custom type.
    package init?(_ type: ParamType) {
        switch type.base {
        case .string: self = .string
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        case .uuid: self = .uuid
        case .url: self = .url
        case .enumeration: self = .enumeration
        case .custom: return nil
        }
    }

    /// Precedence among params: a higher rank wins at the first segment where two
    /// patterns differ. A literal beats every param (rank 5 in ``DeepLinkShape``).
    package var rank: Int {
        switch self {
        case .enumeration: 4
        case .int, .bool, .uuid: 3
        case .double: 2
        case .url: 1
        case .string: 0
        }
    }

    /// The Swift spelling, as in the spec (an enumeration by its kind: the shape does
    /// not know which one).
    package var description: String {
        switch self {
        case .enumeration: "enumeration"
        case .int: "Int"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .double: "Double"
        case .url: "URL"
        case .string: "String"
        }
    }
}
