/// An expression, as a tree: literals stay unescaped strings until the renderer
/// spells them.
indirect enum SwiftExpression: Hashable, Sendable {
    /// A local variable, parameter, or a function or property in scope.
    case local(String)
    /// A type used as a value or as the base of a member: `RecipesRoute`.
    case type(SwiftTypeName)
    /// `self`
    case `self`
    /// `super`
    case `super`
    /// `Type.self`: a metatype, as opposed to a member named `self`.
    case metatype(SwiftTypeName)
    /// `.name`: an implicit member, such as an enum case.
    case dot(String)
    /// `base.name`
    case member(SwiftExpression, String)
    /// `base.init`: an initializer, as opposed to a member named `init`.
    case initializer(SwiftExpression)
    /// `base[index]`
    case subscripted(SwiftExpression, SwiftExpression)
    /// `base?.name`
    case optionalMember(SwiftExpression, String)
    /// `base?`: an optional called or subscripted only when it holds a value, as in
    /// `completion?()`.
    case optionalChained(SwiftExpression)
    /// `function(label: argument, ...) { trailing closure }`
    case call(SwiftExpression, [SwiftArgument], trailing: SwiftClosure?)
    /// `call label: { closure }`: a further, labelled trailing closure after a
    /// call's first one, as in `Button { action } label: { Text(verbatim: "x") }`.
    case labelledTrailing(SwiftExpression, String, SwiftClosure)
    /// `base` then `.name(arguments) { closure }` on the next line: a SwiftUI
    /// modifier.
    case modifier(SwiftExpression, String, [SwiftArgument], trailing: SwiftClosure?)
    /// A string literal of this exact text.
    case string(String)
    /// A string literal with `\(...)` interpolations.
    case interpolation([SwiftInterpolationPart])
    case integer(Int)
    /// A finite `Double`, spelled as Swift prints it (`2.5`, `1e+20`).
    case floatingPoint(Double)
    case boolean(Bool)
    case `nil`
    /// `[a, b]`
    case array([SwiftExpression])
    /// `[:]`
    case emptyDictionary
    /// `(a, b)` or `(key: a, value: b)`
    case tuple([SwiftArgument])
    /// `..<bound`
    case rangeUpTo(SwiftExpression)
    /// `...bound`
    case rangeThrough(SwiftExpression)
    /// `bound...`
    case rangeFrom(SwiftExpression)
    /// `condition ? then : otherwise`
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `$0`, `$1`: a closure's anonymous argument.
    case closureArgument(Int)
    /// `lhs op rhs`
    case binary(SwiftExpression, String, SwiftExpression)
    /// `!operand`
    case not(SwiftExpression)
    /// `&operand`: a variable passed to an `inout` parameter.
    case inoutArgument(SwiftExpression)
    /// `(inner)`: builders group explicitly; the renderer never guesses precedence.
    case parenthesized(SwiftExpression)
    /// `$name`: the projected value of a property wrapper.
    case projected(String)
    /// `\.name`
    case keyPath(String)
    case closure(SwiftClosure)

    /// `base.name(arguments)`
    static func call(_ base: SwiftExpression, _ name: String, _ arguments: SwiftArgument...)
        -> SwiftExpression
    {
        .call(.member(base, name), arguments, trailing: nil)
    }

    /// `.name(arguments)`: an implicit member called, such as a case with payloads.
    static func dotCall(_ name: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
        arguments.isEmpty ? .dot(name) : .call(.dot(name), arguments, trailing: nil)
    }
}

/// A call argument; `label` nil for an unlabelled one.
struct SwiftArgument: Hashable, Sendable {
    var label: String?
    var value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    static func unlabelled(_ value: SwiftExpression) -> SwiftArgument { SwiftArgument(nil, value) }
}

/// A piece of an interpolated string literal.
enum SwiftInterpolationPart: Hashable, Sendable {
    case text(String)
    case expression(SwiftExpression)
}

/// `{ [captures] parameters -> Result in body }`
struct SwiftClosure: Hashable, Sendable {
    var captures: [String] = []
    var parameters: [String] = []
    /// Written when inference needs help: `{ destination -> RecipesRoute? in`.
    var returnType: SwiftTypeName?
    var body: [SwiftStatement]
}
