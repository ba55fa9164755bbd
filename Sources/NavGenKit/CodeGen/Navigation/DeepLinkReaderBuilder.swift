/// The private `DeepLink` struct of the navigation file: ``DeepLinkReaderTemplate``
/// with only the readers and parsers the spec's patterns use, and its schemes and
/// hosts.
struct DeepLinkReaderBuilder {
    let patterns: [LinkPattern]
    let schemes: [SchemeEntry]
    let hosts: [HostPattern]

    /// Bare schemes and exact hosts only: format 1's readers, kept as they were.
    private var hasHostPatterns: Bool {
        schemes.contains { $0.host != nil }
            || hosts.contains { if case .anySubdomain = $0 { true } else { false } }
    }

    private var bareSchemes: [String] { schemes.filter { $0.host == nil }.map(\.scheme) }

    private var exactHosts: [String] {
        hosts.compactMap { if case .exact(let host) = $0 { host } else { nil } }
    }

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
        let segments = patterns.flatMap(\.segments)
        let query = patterns.flatMap(\.query)
        // A rest reads its text without a parser.
        let parsed =
            segments.compactMap { if case .param(let param) = $0 { param } else { nil } }
            + query.compactMap(\.param)
        var conditions = Set(parsed.map { Self.parserName($0.valueType) })
        switch (schemes.isEmpty, hosts.isEmpty) {
        case _ where hasHostPatterns: conditions.formUnion(["schemes", "hosts", "host-patterns"])
        case (false, false): conditions.formUnion(["schemes", "hosts", "schemes-and-hosts"])
        case (false, true): conditions.formUnion(["schemes", "schemes-only"])
        default: conditions.formUnion(["hosts", "hosts-only"])
        }
        for segment in segments {
            switch segment {
            case .literal: conditions.insert("literal-segments")
            case .param: conditions.insert("param-segments")
            case .rest: conditions.insert("rest-segments")
            }
        }
        if !query.isEmpty { conditions.insert("query") }
        for item in query {
            switch item.value {
            case .literal: conditions.insert("literal-query")
            case .param(let param):
                conditions.insert(param.type.isOptional ? "optional-query" : "required-query")
            }
        }
        return conditions
    }

    func declaration() -> SwiftDeclaration {
        .verbatim(
            DeepLinkReaderTemplate.template.lines(
                where: conditions,
                inserting: [
                    "schemes": Self.staticSet("schemes", bareSchemes),
                    "hosts": Self.staticSet("hosts", exactHosts),
                    "schemeHosts": Self.staticSet(
                        "schemeHosts",
                        schemes.compactMap { entry in entry.host.map { "\(entry.scheme)://\($0)" } }),
                    "subdomainsOf": .variable(
                        SwiftVariable(
                            access: .private, isStatic: true, isLet: true, name: "subdomainsOf",
                            type: .array(.string),
                            body: .stored(
                                .array(
                                    hosts.compactMap {
                                        if case .anySubdomain(let domain) = $0 {
                                            .string(domain)
                                        } else {
                                            nil
                                        }
                                    })))),
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
