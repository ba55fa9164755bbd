/// A screen of a stack coordinator.
package struct Route: Sendable, Hashable {
    /// The id, located at its key under `routes:`.
    package var id: Located<String>
    /// In declaration order.
    package var params: [Param]
    /// The deep-link patterns as written, in order.
    package var deepLinks: [Located<String>]
    /// In declaration order: the order is the tie-breaker for deep-link back stacks.
    package var transitions: [Transition]
    /// Rules silenced for findings on this route.
    package var allow: [Located<RuleID>]
    /// How the long-hand patterns of ``deepLinks`` open, in order; empty when every
    /// pattern is written short-hand (opens by `reset`, shortest back stack).
    package var deepLinkForms: [DeepLinkForm] = []
    /// `entry: true`: the route is opened by value (notification, shortcut, widget), so
    /// its back stack must be buildable from its own params.
    package var entry: Located<Bool>?
    /// `requires` and `otherwise`, boxed: most routes have neither, and a large spec
    /// would otherwise carry their room in every route.
    private var guarding: RouteGuarding?

    package init(
        id: Located<String>, params: [Param] = [], deepLinks: [Located<String>] = [],
        transitions: [Transition] = [], allow: [Located<RuleID>] = []
    ) {
        self.id = id
        self.params = params
        self.deepLinks = deepLinks
        self.transitions = transitions
        self.allow = allow
    }

    /// The long-hand settings of the pattern at `index` of ``deepLinks``, if it has any.
    package func deepLinkForm(at index: Int) -> DeepLinkForm? {
        deepLinkForms.first { $0.pattern == index }
    }

    /// `requires:`: the conditions every move to this route checks, in order.
    package var requires: [Requirement] {
        get { guarding?.requires ?? [] }
        set { guarding = RouteGuarding(requires: newValue, otherwise: otherwise) }
    }

    /// `otherwise:`: the action that runs instead of a move to this route while one of
    /// its `requires` is unmet.
    package var otherwise: Transition? {
        get { guarding?.otherwise }
        set { guarding = RouteGuarding(requires: requires, otherwise: newValue) }
    }

    /// Whether `entry: true` is set.
    package var isEntry: Bool { entry?.value == true }

    package func param(named name: String) -> Param? {
        params.first { $0.name.value == name }
    }
}

/// A route's `requires` and `otherwise`, shared between copies of the route.
private final class RouteGuarding: Sendable, Hashable {
    let requires: [Requirement]
    let otherwise: Transition?

    /// nil when there is nothing to keep.
    init?(requires: [Requirement], otherwise: Transition?) {
        guard !requires.isEmpty || otherwise != nil else { return nil }
        self.requires = requires
        self.otherwise = otherwise
    }

    static func == (lhs: RouteGuarding, rhs: RouteGuarding) -> Bool {
        lhs.requires == rhs.requires && lhs.otherwise == rhs.otherwise
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(requires)
        hasher.combine(otherwise)
    }
}

/// A route param: `id: Int`, `source: String?`, `recipe: Recipe`.
package struct Param: Sendable, Hashable {
    package var name: Located<String>
    package var type: Located<ParamType>
}

/// A param's type: a built-in scalar or the app's own type, possibly optional.
package struct ParamType: Sendable, Hashable, CustomStringConvertible {
    package enum Base: Sendable, Hashable {
        case string
        case int
        case double
        case bool
        case uuid
        /// The app's own type, e.g. `Recipe`; a URL cannot carry it.
        case custom(String)

        package var swiftName: String {
            switch self {
            case .string: "String"
            case .int: "Int"
            case .double: "Double"
            case .bool: "Bool"
            case .uuid: "UUID"
            case .custom(let name): name
            }
        }
    }

    /// A base and a flag in 16 bytes rather than 17 (24 with padding): every param of
    /// every route holds one, so this takes 8 bytes off each param. An app type is kept
    /// as the spec spells it, `?` included: type names never end in `?` themselves.
    private enum Storage: Hashable {
        case string, int, double, bool, uuid
        case optionalString, optionalInt, optionalDouble, optionalBool, optionalUUID
        case custom(spelling: String)
    }

    private var storage: Storage

    package var base: Base {
        get {
            switch storage {
            case .string, .optionalString: .string
            case .int, .optionalInt: .int
            case .double, .optionalDouble: .double
            case .bool, .optionalBool: .bool
            case .uuid, .optionalUUID: .uuid
            case .custom(let spelling):
                .custom(spelling.hasSuffix("?") ? String(spelling.dropLast()) : spelling)
            }
        }
        set { storage = Self.storage(newValue, isOptional: isOptional) }
    }

    package var isOptional: Bool {
        get {
            switch storage {
            case .string, .int, .double, .bool, .uuid: false
            case .optionalString, .optionalInt, .optionalDouble, .optionalBool, .optionalUUID: true
            case .custom(let spelling): spelling.hasSuffix("?")
            }
        }
        set { storage = Self.storage(base, isOptional: newValue) }
    }

    package init(base: Base, isOptional: Bool = false) {
        storage = Self.storage(base, isOptional: isOptional)
    }

    private static func storage(_ base: Base, isOptional: Bool) -> Storage {
        switch base {
        case .string: isOptional ? .optionalString : .string
        case .int: isOptional ? .optionalInt : .int
        case .double: isOptional ? .optionalDouble : .double
        case .bool: isOptional ? .optionalBool : .bool
        case .uuid: isOptional ? .optionalUUID : .uuid
        case .custom(let name): .custom(spelling: isOptional ? name + "?" : name)
        }
    }

    /// Parses the spec's spelling (`Int`, `String?`, `Recipe`); nil when it is none.
    package init?(spelling: String) {
        let optional = spelling.utf8.last == UInt8(ascii: "?")
        let name = optional ? String(spelling.dropLast()) : spelling
        switch name {
        case "String": self.init(base: .string, isOptional: optional)
        case "Int": self.init(base: .int, isOptional: optional)
        case "Double": self.init(base: .double, isOptional: optional)
        case "Bool": self.init(base: .bool, isOptional: optional)
        case "UUID": self.init(base: .uuid, isOptional: optional)
        case _ where NamePattern.typeName.matches(name): self.init(base: .custom(name), isOptional: optional)
        default: return nil
        }
    }

    package var isCustom: Bool {
        if case .custom = storage { return true }
        return false
    }

    /// The Swift spelling, which is also the spec's.
    package var description: String { base.swiftName + (isOptional ? "?" : "") }
}
