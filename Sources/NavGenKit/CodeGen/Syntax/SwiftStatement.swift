/// A statement of a function, accessor, closure or switch case body.
indirect enum SwiftStatement: Hashable, Sendable {
    case expression(SwiftExpression)
    /// `let name: Type = value` or `var ...`: a local.
    case binding(isLet: Bool, name: String, type: SwiftTypeName?, value: SwiftExpression?)
    /// `target = value`
    case assignment(SwiftExpression, SwiftExpression)
    case `return`(SwiftExpression?)
    case `if`([SwiftCondition], then: [SwiftStatement], else: [SwiftStatement]?)
    case `guard`([SwiftCondition], else: [SwiftStatement])
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    /// `for name in sequence { body }`; several names destructure a tuple:
    /// `for (offset, byte) in ...`.
    case forIn([String], SwiftExpression, [SwiftStatement])
    /// `while let name = value { body }`
    case whileLet(String, SwiftExpression, [SwiftStatement])
    case `break`
    case `continue`
    /// A `//` comment on its own line.
    case comment(String)

    static func `let`(_ name: String, _ value: SwiftExpression) -> SwiftStatement {
        .binding(isLet: true, name: name, type: nil, value: value)
    }

    /// Whether this is a comment, which runs nothing.
    var isComment: Bool {
        if case .comment = self { true } else { false }
    }
}

/// One clause of an `if` or `guard`.
enum SwiftCondition: Hashable, Sendable {
    /// A Boolean expression.
    case expression(SwiftExpression)
    /// `let name = value`
    case optionalBinding(String, SwiftExpression)
    /// `case pattern = value`
    case matches(SwiftPattern, SwiftExpression)
    /// `let self`: a closure's weakly captured `self`, held for the rest of its body.
    case strongSelf
}

/// One `case` of a `switch`; no patterns is `default`.
struct SwiftSwitchCase: Hashable, Sendable {
    var patterns: [SwiftPattern]
    var body: [SwiftStatement]

    static func `default`(_ body: [SwiftStatement]) -> SwiftSwitchCase {
        SwiftSwitchCase(patterns: [], body: body)
    }
}

/// A pattern of a `case` label or condition.
indirect enum SwiftPattern: Hashable, Sendable {
    /// `.name` or `.name(p1, p2)`: an enum case, its associated values matched by
    /// nested patterns.
    case enumCase(String, [SwiftPattern])
    /// `let name`
    case binding(String)
    /// `_`
    case wildcard
    /// An expression pattern: `nil`, a literal.
    case expression(SwiftExpression)
    /// `pattern?`: an optional that holds a value matching the pattern.
    case some(SwiftPattern)
    /// `(p1, p2)`: a tuple's elements matched one by one.
    case tuple([SwiftPattern])
}
