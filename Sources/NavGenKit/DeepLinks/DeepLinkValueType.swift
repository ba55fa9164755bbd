/// The param types a URL can carry, in the terms the matcher needs: which text
/// each accepts and how they rank against each other.
///
/// Custom types are absent on purpose: a URL cannot carry the app's own types, and
/// `deeplink-param` rejects a pattern that tries.
package enum DeepLinkValueType: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // The raw values are the order in which the matcher tries param edges: Int,
    // Bool and UUID first (no text parses as two of them), then Double, then String.
    case int = 0
    case bool = 1
    case uuid = 2
    case double = 3
    case string = 4

    /// The URL-capable type of a param, or nil for a custom type.
    package init?(_ type: ParamType) {
        switch type.base {
        case .string: self = .string
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        case .uuid: self = .uuid
        case .url, .enumeration, .custom: return nil
        }
    }

    /// Precedence among params: a higher rank wins at the first segment where two
    /// patterns differ. A literal beats every param (rank 3 in ``DeepLinkShape``).
    package var rank: Int {
        switch self {
        case .int, .bool, .uuid: 2
        case .double: 1
        case .string: 0
        }
    }

    /// The Swift spelling, as in the spec.
    package var description: String {
        switch self {
        case .int: "Int"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .double: "Double"
        case .string: "String"
        }
    }
}
