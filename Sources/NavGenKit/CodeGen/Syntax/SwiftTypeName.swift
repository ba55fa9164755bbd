/// A type as written in a declaration or an expression.
indirect enum SwiftTypeName: Hashable, Sendable {
    /// A named type, possibly nested: `["RecipesNavigationState", "Modal"]`.
    case named([String])
    /// `Wrapped?`
    case optional(SwiftTypeName)
    /// `[Element]`
    case array(SwiftTypeName)
    /// `[Key: Value]`
    case dictionary(SwiftTypeName, SwiftTypeName)
    /// `Name<Arguments>`
    case generic(String, [SwiftTypeName])
    /// `(Parameters) -> Result`
    case function([SwiftTypeName], SwiftTypeName)
    /// `(label: Type, ...)`
    case tuple([SwiftAssociatedValue])
    /// `some Protocol`
    case some(String)
    /// `any Protocol`
    case existential(SwiftTypeName)
    /// `Self`
    case selfType
    /// `@escaping (Parameters) -> Result`, a closure parameter of a function type.
    case escaping(SwiftTypeName)

    /// A top-level or nested type by name.
    static func type(_ components: String...) -> SwiftTypeName { .named(components) }

    static let string = type("String")
    static let int = type("Int")
    static let bool = type("Bool")
    static let void = type("Void")
}
