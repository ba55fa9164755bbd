/// A declaration inside a file or a type body.
enum SwiftDeclaration: Hashable, Sendable {
    case type(SwiftTypeDeclaration)
    case enumCase(SwiftEnumCase)
    case variable(SwiftVariable)
    case function(SwiftFunction)
    /// A `// MARK: - title` line between members.
    case mark(String)
    /// Fixed Swift text from a ``SwiftTemplate``, written line by line at the
    /// current indentation, with declarations in its holes.
    case verbatim([SwiftTemplate.Line])
}

/// The access modifier of a declaration; `internal` is written as nothing.
enum SwiftAccess: Hashable, Sendable {
    case `private`
    case `fileprivate`
    case `internal`
    case `public`
}

/// A `struct`, `enum`, `class`, `protocol` or `extension` with its members.
struct SwiftTypeDeclaration: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `struct`
        case `enum`
        /// `indirect enum`: a case refers to the enum itself.
        case indirectEnum
        case `class`
        /// Its functions are requirements: ``SwiftFunction/isRequirement``.
        case `protocol`
        case `extension`
    }

    var docs: [String] = []
    /// Written on the line before the declaration: `@Observable @MainActor`.
    var attributes: [String] = []
    var access: SwiftAccess = .internal
    /// `nonisolated`: the type, its members and its conformances keep no actor
    /// whatever the module's default isolation is (`-default-isolation MainActor`).
    var isNonisolated = false
    var isFinal = false
    var kind: Kind
    var name: SwiftTypeName
    var conformances: [SwiftTypeName] = []
    var members: [SwiftDeclaration] = []
}

/// `case name(label: Type, ...)` or `case name = raw`.
struct SwiftEnumCase: Hashable, Sendable {
    var docs: [String] = []
    var name: String
    var associatedValues: [SwiftAssociatedValue] = []
    /// `case newPrivateTab = "new-private-tab"`: a raw value other than the name.
    var rawValue: String? = nil
}

/// One associated value of an enum case; `label` nil for an unlabelled one.
struct SwiftAssociatedValue: Hashable, Sendable {
    var label: String?
    var type: SwiftTypeName
}

/// A `let` or `var`: stored (with an optional initial value) or computed.
struct SwiftVariable: Hashable, Sendable {
    enum Body: Hashable, Sendable {
        /// A stored property, or a local binding, with its initial value if any.
        case stored(SwiftExpression?)
        /// A read-only computed property.
        case computed([SwiftStatement])
        /// A computed property with a setter (`newValue` in scope).
        case getSet(get: [SwiftStatement], set: [SwiftStatement])
        /// A stored property that acts on each change (`oldValue` in scope).
        case observed(SwiftExpression?, didSet: [SwiftStatement])
    }

    var docs: [String] = []
    var attributes: [String] = []
    var access: SwiftAccess = .internal
    var isStatic = false
    var isLet = false
    var name: String
    var type: SwiftTypeName?
    var body: Body = .stored(nil)
}

/// A function or an initializer.
struct SwiftFunction: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case named(String)
        case initializer(failable: Bool)
    }

    var docs: [String] = []
    /// Written on the line before the declaration: `@ViewBuilder`, `@discardableResult`.
    var attributes: [String] = []
    var access: SwiftAccess = .internal
    var isStatic = false
    var isMutating = false
    var kind: Kind
    /// `<Value>`: generic parameters without constraints.
    var genericParameters: [String] = []
    var parameters: [SwiftParameter] = []
    var returnType: SwiftTypeName?
    var body: [SwiftStatement]
    /// A protocol's requirement: the declaration alone, `body` unused.
    var isRequirement = false
}

/// A function parameter: `label name: Type = default`.
struct SwiftParameter: Hashable, Sendable {
    /// The argument label; nil writes `_`.
    var label: String?
    /// The name inside the body; the renderer spells it as it spells locals.
    var name: String
    var type: SwiftTypeName
    var isEscaping = false
    var defaultValue: SwiftExpression?
    /// `inout Type`.
    var isInout = false

    /// A parameter whose label is its name, the common case.
    init(_ name: String, _ type: SwiftTypeName, defaultValue: SwiftExpression? = nil) {
        self.label = name
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    init(
        label: String?, name: String, type: SwiftTypeName, isEscaping: Bool = false,
        defaultValue: SwiftExpression? = nil
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.isEscaping = isEscaping
        self.defaultValue = defaultValue
    }
}
