/// How names from the spec are spelled in each position of Swift source.
///
/// Spec names may be Swift keywords (`default`, `class`, `self`); the format makes them
/// valid and leaves the escaping to the generator. Positions differ: a declaration
/// needs backticks, a call's argument label needs none (except `inout`; escaping
/// `var` there is even a warning), and a local named `self` would rebind `self`
/// inside a method, so locals spell it `self_` (spec names have no underscores, so
/// that spelling cannot meet another name).
enum SwiftSpelling {
    /// Words that need backticks to be used as an identifier.
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Protocol", "Type",
    ]

    /// Type names with a meaning of their own in type position.
    static let reservedTypeNames: Set<String> = ["Any", "Self", "Type", "Protocol"]

    /// A declared name (type member, case, property, function) or a member after a dot.
    static func declaration(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// An argument label at a call site.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// An argument label in a declaration: keywords need no backticks there, except
    /// the three that could start a parameter's declaration.
    static func declarationLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// A local variable, parameter or pattern binding.
    static func local(_ name: String) -> String {
        name == "self" ? "self_" : declaration(name)
    }

    /// One component of a type name.
    static func typeName(_ name: String) -> String {
        reservedTypeNames.contains(name) ? "`\(name)`" : name
    }
}
