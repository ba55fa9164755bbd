/// The private `DeepLink` struct of the navigation file: a URL read the way SPEC §2
/// and §6 read it, with only the readers and parsers the spec's patterns use.
///
/// - A custom scheme's host is the first segment (`recipes://settings/allergies`);
///   an `https` URL must have one of the hosts and its segments are the path's.
///   Schemes and hosts compare case-insensitively.
/// - The path is split before percent-decoding (`a%2Fb` is one segment), a trailing
///   slash is ignored, and so is the fragment.
/// - Query keys are decoded and case-sensitive; the first of repeated keys counts;
///   `+` stays `+`; an empty value counts as absent.
/// - `Int`: optional sign and digits, within 64 bits; `Double`: Swift's
///   `Double(_:)`, finite; `Bool`: `true` or `false`; `UUID`:
///   `UUID(uuidString:)`; `String`: any non-empty text.
struct DeepLinkReaderBuilder {
    let patterns: [LinkPattern]
    let schemes: [String]
    let hosts: [String]

    static func parserName(_ base: ParamType.Base) -> String {
        switch base {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .string, .custom: "string"
        }
    }

    private var reader: SwiftTypeName { .named(["DeepLink"]) }
    private var strings: SwiftTypeName { .array(.string) }
    private var dictionary: SwiftTypeName { .generic("Dictionary", [.string, .string]) }

    func declaration() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(
                    docs: ["The segments, percent-decoded after splitting; for a custom scheme the host comes first."],
                    isLet: true, name: "segments", type: strings)),
            .variable(
                SwiftVariable(
                    docs: ["Query values by decoded key: the first of repeated keys, empty values left out."],
                    access: .private, isLet: true, name: "queryValues", type: dictionary)),
        ]
        if !schemes.isEmpty {
            members.append(staticSet("schemes", schemes, docs: "The custom schemes of `deeplinks.schemes`, lowercased."))
        }
        if !hosts.isEmpty {
            members.append(staticSet("hosts", hosts, docs: "The universal-link hosts of `deeplinks.hosts`, lowercased."))
        }
        members.append(initializer())
        members += readers()
        members += parsers()
        return .type(
            SwiftTypeDeclaration(
                docs: ["A URL read as SPEC §2 reads it: scheme and host checked, path split, query collected."],
                access: .private, kind: .struct, name: reader, members: members))
    }

    private func staticSet(_ name: String, _ values: [String], docs: String) -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                docs: [docs], isStatic: true, isLet: true, name: name, type: .generic("Set", [.string]),
                body: .stored(.array(values.map { .string($0) }))))
    }

    private func initializer() -> SwiftDeclaration {
        let components = SwiftExpression.local("components")
        let url = SwiftExpression.local("url")
        var body: [SwiftStatement] = [
            .guard(
                [
                    .optionalBinding(
                        "components",
                        .call(
                            .type(.named(["URLComponents"])),
                            [SwiftArgument("url", url), SwiftArgument("resolvingAgainstBaseURL", .boolean(false))],
                            trailing: nil)),
                    .optionalBinding("scheme", lowercased(.member(components, "scheme"))),
                ],
                else: [.return(.nil)]),
            .binding(isLet: false, name: "encoded", type: .array(.named(["Substring"])), value: .array([])),
        ]
        body += schemeAndHost(components)
        let path = SwiftExpression.local("path")
        body += [
            .binding(
                isLet: false, name: "path", type: nil,
                value: .call(.type(.named(["Substring"])), [.unlabelled(.member(components, "percentEncodedPath"))], trailing: nil)),
            .if(
                [.expression(.call(path, "hasPrefix", .unlabelled(.string("/"))))],
                then: [.assignment(path, .call(path, "dropFirst"))], else: nil),
            .if(
                [.expression(.call(path, "hasSuffix", .unlabelled(.string("/"))))],
                then: [.assignment(path, .call(path, "dropLast"))], else: nil),
            .if(
                [.expression(.not(.member(path, "isEmpty")))],
                then: [
                    .expression(
                        .binary(
                            .local("encoded"), "+=",
                            .call(
                                path, "split", SwiftArgument("separator", .string("/")),
                                SwiftArgument("omittingEmptySubsequences", .boolean(false)))))
                ], else: nil),
            .let(
                "segments",
                .call(
                    .member(.local("encoded"), "compactMap"), [],
                    trailing: SwiftClosure(body: [.expression(.member(.closureArgument(0), "removingPercentEncoding"))]))),
            .guard(
                [.expression(.binary(.member(.local("segments"), "count"), "==", .member(.local("encoded"), "count")))],
                else: [.return(.nil)]),
            .assignment(.member(.self, "segments"), .local("segments")),
            .binding(isLet: false, name: "values", type: dictionary, value: .emptyDictionary),
            .binding(isLet: false, name: "seen", type: .generic("Set", [.string]), value: .array([])),
            .forIn(
                "item", .binary(.member(components, "percentEncodedQueryItems"), "??", .array([])),
                [
                    .guard(
                        [
                            .optionalBinding("key", .member(.member(.local("item"), "name"), "removingPercentEncoding")),
                            .expression(.member(.call(.local("seen"), "insert", .unlabelled(.local("key"))), "inserted")),
                        ],
                        else: [.continue]),
                    .if(
                        [
                            .optionalBinding(
                                "value", .member(.optionalMember(.local("item"), "value"), "removingPercentEncoding")),
                            .expression(.not(.member(.local("value"), "isEmpty"))),
                        ],
                        then: [.assignment(.subscripted(.local("values"), .local("key")), .local("value"))], else: nil),
                ]),
            .assignment(.member(.self, "queryValues"), .local("values")),
        ]
        return .function(
            SwiftFunction(
                kind: .initializer(failable: true), parameters: [SwiftParameter("url", .named(["URL"]))], body: body))
    }

    /// Accepts the URL by scheme or host and, for a custom scheme, takes its host as
    /// the first segment.
    private func schemeAndHost(_ components: SwiftExpression) -> [SwiftStatement] {
        let scheme = SwiftExpression.local("scheme")
        let hostAsSegment: [SwiftStatement] = [
            .comment("A custom scheme's host is the first segment: recipes://settings/allergies."),
            .if(
                [
                    .optionalBinding("host", .member(components, "percentEncodedHost")),
                    .expression(.not(.member(.local("host"), "isEmpty"))),
                ],
                then: [
                    .expression(
                        .call(
                            .local("encoded"), "append",
                            .unlabelled(.call(.type(.named(["Substring"])), [.unlabelled(.local("host"))], trailing: nil))))
                ], else: nil),
        ]
        let universal: [SwiftCondition] = [
            .expression(.binary(scheme, "==", .string("https"))),
            .optionalBinding("host", lowercased(.member(components, "host"))),
            .expression(.call(.member(.type(.selfType), "hosts"), "contains", .unlabelled(.local("host")))),
        ]
        let isCustom = SwiftCondition.expression(
            .call(.member(.type(.selfType), "schemes"), "contains", .unlabelled(scheme)))
        switch (schemes.isEmpty, hosts.isEmpty) {
        case (false, false):
            return [
                .if(
                    [isCustom], then: hostAsSegment,
                    else: [
                        .guard(universal, else: [.return(.nil)])
                    ])
            ]
        case (false, true):
            return [.guard([isCustom], else: [.return(.nil)])] + hostAsSegment
        default:
            return [.guard(universal, else: [.return(.nil)])]
        }
    }

    /// `base?.lowercased()`
    private func lowercased(_ base: SwiftExpression) -> SwiftExpression {
        .call(.optionalMember(base, "lowercased"), [], trailing: nil)
    }

    private func readers() -> [SwiftDeclaration] {
        let parse = SwiftParameter(
            label: nil, name: "parse", type: .function([.string], .optional(.named(["Value"]))))
        let value = SwiftTypeName.named(["Value"])
        var readers: [SwiftDeclaration] = []
        if patterns.contains(where: { $0.segments.contains { if case .param = $0 { true } else { false } } }) {
            readers.append(
                .function(
                    SwiftFunction(
                        docs: ["The segment at `index`, parsed; nil when it does not parse."],
                        kind: .named("segment"), genericParameters: ["Value"],
                        parameters: [SwiftParameter(label: nil, name: "index", type: .int), parse],
                        returnType: .optional(value),
                        body: [
                            .expression(
                                .call(
                                    .local("parse"),
                                    [.unlabelled(.subscripted(.local("segments"), .local("index")))], trailing: nil))
                        ])))
        }
        let query = patterns.flatMap(\.query)
        let keyParameter = SwiftParameter(label: nil, name: "key", type: .string)
        let stored = SwiftExpression.subscripted(.local("queryValues"), .local("key"))
        if query.contains(where: { !$0.param.type.isOptional }) {
            readers.append(
                .function(
                    SwiftFunction(
                        docs: ["A required query value, parsed; nil when it is absent or does not parse."],
                        kind: .named("query"), genericParameters: ["Value"], parameters: [keyParameter, parse],
                        returnType: .optional(value),
                        body: [.expression(.call(stored, "flatMap", .unlabelled(.local("parse"))))])))
        }
        if query.contains(where: { $0.param.type.isOptional }) {
            readers.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "An optional query value: `.some(nil)` when absent, `.some(value)` when it parses,",
                            "nil (no match) when it is present but does not parse.",
                        ],
                        kind: .named("optionalQuery"), genericParameters: ["Value"], parameters: [keyParameter, parse],
                        returnType: .optional(.optional(value)),
                        body: [
                            .guard(
                                [.optionalBinding("text", stored)],
                                else: [.return(.call(.dot("some"), [.unlabelled(.nil)], trailing: nil))]),
                            .return(
                                .call(
                                    .call(.local("parse"), [.unlabelled(.local("text"))], trailing: nil), "map",
                                    .unlabelled(.member(.type(.named(["Optional"])), "some")))),
                        ])))
        }
        return readers
    }

    private func parsers() -> [SwiftDeclaration] {
        let used = Set(patterns.flatMap { $0.bindings.map { Self.parserName($0.type.base) } })
        let text = SwiftExpression.local("text")
        let all: [(String, SwiftTypeName, SwiftExpression)] = [
            ("int", .int, .call(.type(.int), [.unlabelled(text)], trailing: nil)),
            (
                "double", .named(["Double"]),
                .call(
                    .call(.type(.named(["Double"])), [.unlabelled(text)], trailing: nil), "flatMap",
                    .unlabelled(
                        .closure(
                            SwiftClosure(body: [
                                .expression(
                                    .ternary(.member(.closureArgument(0), "isFinite"), .closureArgument(0), .nil))
                            ]))))
            ),
            ("bool", .bool, .call(.type(.bool), [.unlabelled(text)], trailing: nil)),
            ("uuid", .named(["UUID"]), .call(.type(.named(["UUID"])), [SwiftArgument("uuidString", text)], trailing: nil)),
            ("string", .string, .ternary(.member(text, "isEmpty"), .nil, text)),
        ]
        return all.filter { used.contains($0.0) }.map { name, type, body in
            .function(
                SwiftFunction(
                    isStatic: true, kind: .named(name), parameters: [SwiftParameter(label: nil, name: "text", type: .string)],
                    returnType: .optional(type), body: [.expression(body)]))
        }
    }
}
