/// The private `DeepLink` struct of the navigation file: ``DeepLinkReaderTemplate``
/// with only the readers and parsers the spec's patterns use, and its schemes and
/// hosts.
struct DeepLinkReaderBuilder {
    let patterns: [LinkPattern]
    let schemes: [String]
    let hosts: [String]

    static func parserName(_ type: DeepLinkValueType) -> String {
        switch type {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .string: "string"
        }
    }

    /// The template's conditions that hold for these patterns, schemes and hosts.
    var conditions: Set<String> {
        var conditions = Set(patterns.flatMap { $0.bindings.map { Self.parserName($0.valueType) } })
        switch (schemes.isEmpty, hosts.isEmpty) {
        case (false, false): conditions.formUnion(["schemes", "hosts", "schemes-and-hosts"])
        case (false, true): conditions.formUnion(["schemes", "schemes-only"])
        default: conditions.formUnion(["hosts", "hosts-only"])
        }
        let segments = patterns.flatMap(\.segments)
        if segments.contains(where: { if case .literal = $0 { true } else { false } }) {
            conditions.insert("literal-segments")
        }
        if segments.contains(where: { if case .param = $0 { true } else { false } }) {
            conditions.insert("param-segments")
        }
        let query = patterns.flatMap(\.query)
        if !query.isEmpty { conditions.insert("query") }
        if query.contains(where: { !$0.param.type.isOptional }) { conditions.insert("required-query") }
        if query.contains(where: { $0.param.type.isOptional }) { conditions.insert("optional-query") }
        return conditions
    }

    func declaration() -> SwiftDeclaration {
        .verbatim(
            DeepLinkReaderTemplate.template.lines(
                where: conditions,
                inserting: [
                    "schemes": Self.staticSet("schemes", schemes), "hosts": Self.staticSet("hosts", hosts),
                ]))
    }

    /// `private static let schemes: Set<String> = ["recipes"]`
    private static func staticSet(_ name: String, _ values: [String]) -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                access: .private, isStatic: true, isLet: true, name: name, type: .generic("Set", [.string]),
                body: .stored(.array(values.map { .string($0) }))))
    }
}
