/// A param's type: a built-in scalar, a web `URL`, an `Int` limited to a range, one of
/// the spec's `types` (an enumeration) or the app's own type, possibly optional.
package struct ParamType: Sendable, Hashable, CustomStringConvertible {
    package enum Base: Sendable, Hashable {
        case string
        case int
        case double
        case bool
        case uuid
        /// Foundation's `URL`; a link's value must be an absolute http(s) URL with a host.
        case url
        /// One of the spec's `types`, e.g. `StatsPeriod`: URLs carry a case's raw value.
        case enumeration(String)
        /// The app's own type, e.g. `Recipe`; a URL cannot carry it.
        case custom(String)

        /// The Swift spelling, before any `typePrefix`.
        package var swiftName: String {
            switch self {
            case .string: "String"
            case .int: "Int"
            case .double: "Double"
            case .bool: "Bool"
            case .uuid: "UUID"
            case .url: "URL"
            case .enumeration(let name), .custom(let name): name
            }
        }
    }

    /// A base and a flag in 16 bytes rather than 17 (24 with padding): every param of
    /// every route holds one, so this takes 8 bytes off each param. An app type or an
    /// enumeration is kept as the spec spells it, `?` included: type names never end in
    /// `?` themselves. A range, rare, is boxed so that it costs the others nothing.
    private enum Storage: Hashable {
        case string, int, double, bool, uuid, url
        case optionalString, optionalInt, optionalDouble, optionalBool, optionalUUID, optionalURL
        case custom(spelling: String)
        case enumeration(spelling: String)
        case rangedInt(RangedInt)
    }

    private var storage: Storage

    package var base: Base {
        get {
            switch storage {
            case .string, .optionalString: .string
            case .int, .optionalInt, .rangedInt: .int
            case .double, .optionalDouble: .double
            case .bool, .optionalBool: .bool
            case .uuid, .optionalUUID: .uuid
            case .url, .optionalURL: .url
            case .custom(let spelling): .custom(Self.bare(spelling))
            case .enumeration(let spelling): .enumeration(Self.bare(spelling))
            }
        }
        set { storage = Self.storage(newValue, isOptional: isOptional) }
    }

    package var isOptional: Bool {
        get {
            switch storage {
            case .string, .int, .double, .bool, .uuid, .url: false
            case .optionalString, .optionalInt, .optionalDouble, .optionalBool, .optionalUUID, .optionalURL:
                true
            case .custom(let spelling), .enumeration(let spelling): spelling.hasSuffix("?")
            case .rangedInt(let ranged): ranged.isOptional
            }
        }
        set {
            if case .rangedInt(let ranged) = storage {
                storage = .rangedInt(RangedInt(range: ranged.range, isOptional: newValue))
            } else {
                storage = Self.storage(base, isOptional: newValue)
            }
        }
    }

    /// The values an `Int` param accepts from URLs, `set` and `args`; nil when any.
    package var range: IntRange? {
        if case .rangedInt(let ranged) = storage { return ranged.range }
        return nil
    }

    package init(base: Base, isOptional: Bool = false) {
        storage = Self.storage(base, isOptional: isOptional)
    }

    /// An `Int` limited to `range`.
    package init(range: IntRange, isOptional: Bool = false) {
        storage = .rangedInt(RangedInt(range: range, isOptional: isOptional))
    }

    private static func storage(_ base: Base, isOptional: Bool) -> Storage {
        switch base {
        case .string: isOptional ? .optionalString : .string
        case .int: isOptional ? .optionalInt : .int
        case .double: isOptional ? .optionalDouble : .double
        case .bool: isOptional ? .optionalBool : .bool
        case .uuid: isOptional ? .optionalUUID : .uuid
        case .url: isOptional ? .optionalURL : .url
        case .custom(let name): .custom(spelling: isOptional ? name + "?" : name)
        case .enumeration(let name): .enumeration(spelling: isOptional ? name + "?" : name)
        }
    }

    private static func bare(_ spelling: String) -> String {
        spelling.hasSuffix("?") ? String(spelling.dropLast()) : spelling
    }

    /// Parses the spec's spelling (`Int`, `String?`, `Int(1...12)`, `Recipe`); nil when
    /// it is none. An UpperCamelCase name is an app type until the spec's `types` say it
    /// is an enumeration (``NavigationSpec/resolveEnumerations()``).
    package init?(spelling: String) {
        let optional = spelling.utf8.last == UInt8(ascii: "?")
        let name = optional ? String(spelling.dropLast()) : spelling
        switch name {
        case "String": self.init(base: .string, isOptional: optional)
        case "Int": self.init(base: .int, isOptional: optional)
        case "Double": self.init(base: .double, isOptional: optional)
        case "Bool": self.init(base: .bool, isOptional: optional)
        case "UUID": self.init(base: .uuid, isOptional: optional)
        case "URL": self.init(base: .url, isOptional: optional)
        case _ where NamePattern.typeName.matches(name): self.init(base: .custom(name), isOptional: optional)
        default:
            guard let range = IntRange(typeSpelling: name) else { return nil }
            self.init(range: range, isOptional: optional)
        }
    }

    package var isCustom: Bool {
        if case .custom = storage { return true }
        return false
    }

    package var isEnumeration: Bool {
        if case .enumeration = storage { return true }
        return false
    }

    /// The `types` entry a param of this type takes a case of; nil for any other type.
    package var enumeration: String? {
        if case .enumeration(let name) = base { return name }
        return nil
    }

    /// The same type with an app type named in `names` read as an enumeration.
    package func resolvingEnumerations(_ names: Set<String>) -> ParamType {
        guard case .custom(let spelling) = storage, names.contains(Self.bare(spelling)) else { return self }
        var resolved = self
        resolved.storage = .enumeration(spelling: spelling)
        return resolved
    }

    /// The Swift spelling, before any `typePrefix`: a range is `Int`.
    package var description: String { base.swiftName + (isOptional ? "?" : "") }

    /// The spec's spelling: `Int(1...12)?`, else the Swift one.
    package var specSpelling: String {
        guard let range else { return description }
        return "Int(\(range))" + (isOptional ? "?" : "")
    }
}

/// A boxed range and its optional flag: one pointer in ``ParamType``'s storage.
private final class RangedInt: Sendable, Hashable {
    let range: IntRange
    let isOptional: Bool

    init(range: IntRange, isOptional: Bool) {
        self.range = range
        self.isOptional = isOptional
    }

    static func == (lhs: RangedInt, rhs: RangedInt) -> Bool {
        lhs.range == rhs.range && lhs.isOptional == rhs.isOptional
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(isOptional)
    }
}
