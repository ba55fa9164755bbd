/// The private `DeepLink` struct of the navigation file: a URL read exactly as
/// `navgen simulate` reads it (``DeepLinkMatcher``), from the URL's `absoluteString`
/// rather than through `URLComponents`, whose parsing differs between platforms:
///
/// - `scheme:` first (a letter, then letters, digits, `+`, `-`, `.`); the fragment
///   is dropped; `//authority` follows: an empty port is ignored, and the host must
///   be plain (ASCII letters, digits and `-._~!$&'()*+,;=`, no `xn--` label), which
///   also rules out user info and ports.
/// - A custom scheme's host is the first segment (`recipes://settings/allergies`);
///   an `https` URL needs one of the hosts, and its segments are the path's.
///   Schemes and hosts compare case-insensitively.
/// - The path is split on `/` before percent-decoding (`a%2Fb` is one segment);
///   one leading and one trailing slash are not segments. A URL's text holds no `%`
///   that starts no escape (`URL(string:)` writes one `%25`, which the simulator
///   reads as `%` too), so `removingPercentEncoding` fails only on bytes that are
///   not UTF-8, which no pattern matches.
/// - Query items split on `&` and at their first `=`; keys and values decoded,
///   `+` staying `+`; the first item of a key counts; an empty value is absent.
/// - Only the readers and parsers the spec's patterns use are declared.
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

    static let substring = SwiftTypeName.named(["Substring"])
    private static let item = SwiftTypeName.tuple([
        SwiftAssociatedValue(label: "key", type: .string),
        SwiftAssociatedValue(label: "value", type: .optional(.string)),
    ])
    private static let value = SwiftTypeName.named(["Value"])

    func declaration() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(
                    docs: [
                        "The segments, each percent-decoded after splitting; a custom scheme's host comes first."
                    ],
                    isLet: true, name: "segments", type: .array(.string))),
            .variable(
                SwiftVariable(
                    docs: ["The query items in order: decoded key, and decoded value (nil when malformed)."],
                    access: .private, isLet: true, name: "items", type: .array(Self.item))),
        ]
        if !schemes.isEmpty {
            members.append(staticSet("schemes", schemes, docs: "`deeplinks.schemes`, lowercased."))
        }
        if !hosts.isEmpty {
            members.append(staticSet("hosts", hosts, docs: "`deeplinks.hosts`, lowercased."))
        }
        members.append(initializer())
        members.append(isScheme())
        members += hostReading()
        members += readers()
        members += parsers()
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "A URL read exactly as `navgen simulate` reads it (docs/spec.md, Deep links), from its text."
                ],
                access: .private, kind: .struct, name: .named(["DeepLink"]), members: members))
    }

    private func staticSet(_ name: String, _ values: [String], docs: String) -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                docs: [docs], access: .private, isStatic: true, isLet: true, name: name,
                type: .generic("Set", [.string]), body: .stored(.array(values.map { .string($0) }))))
    }

    // MARK: - Splitting

    private func initializer() -> SwiftDeclaration {
        let rest = SwiftExpression.local("rest")
        let authority = SwiftExpression.local("authority")
        let colon = SwiftExpression.local("colon")
        var body: [SwiftStatement] = [
            .binding(
                isLet: false, name: "rest", type: nil,
                value: .call(
                    .type(Self.substring), [.unlabelled(.member(.local("url"), "absoluteString"))],
                    trailing: nil)),
            .if(
                [.optionalBinding("fragment", .call(rest, "firstIndex", SwiftArgument("of", .string("#"))))],
                then: [.assignment(rest, .subscripted(rest, .rangeUpTo(.local("fragment"))))], else: nil),
            .guard(
                [
                    .optionalBinding("colon", .call(rest, "firstIndex", SwiftArgument("of", .string(":")))),
                    .expression(
                        .call(
                            .member(.type(.selfType), "isScheme"),
                            [.unlabelled(.subscripted(rest, .rangeUpTo(colon)))], trailing: nil)),
                ],
                else: [.return(.nil)]),
            .let(
                "scheme",
                .call(.member(.subscripted(rest, .rangeUpTo(colon)), "lowercased"), [], trailing: nil)),
            .assignment(
                rest, .subscripted(rest, .rangeFrom(.call(rest, "index", SwiftArgument("after", colon))))),
            .binding(isLet: false, name: "authority", type: .optional(Self.substring), value: nil),
            .if(
                [.expression(.call(rest, "hasPrefix", .unlabelled(.string("//"))))],
                then: [
                    .assignment(rest, .call(rest, "dropFirst", .unlabelled(.integer(2)))),
                    .let(
                        "end",
                        .binary(
                            .call(
                                .member(rest, "firstIndex"),
                                [
                                    SwiftArgument(
                                        "where",
                                        .closure(
                                            SwiftClosure(body: [
                                                .expression(
                                                    .binary(
                                                        .binary(.closureArgument(0), "==", .string("/")),
                                                        "||",
                                                        .binary(.closureArgument(0), "==", .string("?"))))
                                            ])))
                                ], trailing: nil),
                            "??", .member(rest, "endIndex"))),
                    .assignment(authority, .subscripted(rest, .rangeUpTo(.local("end")))),
                    .assignment(rest, .subscripted(rest, .rangeFrom(.local("end")))),
                ], else: nil),
            .binding(isLet: false, name: "query", type: Self.substring, value: .string("")),
            .if(
                [.optionalBinding("mark", .call(rest, "firstIndex", SwiftArgument("of", .string("?"))))],
                then: [
                    .assignment(
                        .local("query"),
                        .subscripted(
                            rest, .rangeFrom(.call(rest, "index", SwiftArgument("after", .local("mark")))))),
                    .assignment(rest, .subscripted(rest, .rangeUpTo(.local("mark")))),
                ], else: nil),
            .comment("An empty port (`host:`) is no port."),
            .if(
                [
                    .expression(
                        .binary(
                            .call(
                                .optionalMember(authority, "hasSuffix"), [.unlabelled(.string(":"))],
                                trailing: nil),
                            "==", .boolean(true)))
                ],
                then: [
                    .assignment(authority, .call(.optionalMember(authority, "dropLast"), [], trailing: nil))
                ],
                else: nil),
            .comment("Deep links carry no user info and no port, and come from plain hosts only."),
            .if(
                [
                    .optionalBinding("authority", authority),
                    .expression(
                        .not(
                            .call(
                                .member(.type(.selfType), "isPlainHost"), [.unlabelled(authority)],
                                trailing: nil))),
                ],
                then: [.return(.nil)], else: nil),
            .binding(isLet: false, name: "encoded", type: .array(Self.substring), value: .array([])),
        ]
        body += schemeAndHost()
        body += [
            .comment("One leading and one trailing slash are not segments; \"//\" is one empty segment."),
            .if(
                [.expression(.call(rest, "hasPrefix", .unlabelled(.string("/"))))],
                then: [.assignment(rest, .call(rest, "dropFirst"))], else: nil),
            .if(
                [.expression(.not(.member(rest, "isEmpty")))],
                then: [
                    .if(
                        [.expression(.call(rest, "hasSuffix", .unlabelled(.string("/"))))],
                        then: [.assignment(rest, .call(rest, "dropLast"))], else: nil),
                    .expression(
                        .binary(
                            .local("encoded"), "+=",
                            .call(
                                rest, "split", SwiftArgument("separator", .string("/")),
                                SwiftArgument("omittingEmptySubsequences", .boolean(false))))),
                ], else: nil),
            .binding(isLet: false, name: "segments", type: .array(.string), value: .array([])),
            .forIn(
                ["segment"], .local("encoded"),
                [
                    .comment("Decoded after splitting, so that `a%2Fb` stays one segment."),
                    .guard(
                        [.optionalBinding("decoded", .member(.local("segment"), "removingPercentEncoding"))],
                        else: [.return(.nil)]),
                    .expression(.call(.local("segments"), "append", .unlabelled(.local("decoded")))),
                ]),
            .binding(isLet: false, name: "items", type: .array(Self.item), value: .array([])),
            .forIn(
                ["item"], .call(.local("query"), "split", SwiftArgument("separator", .string("&"))),
                queryItem()),
            .assignment(.member(.self, "segments"), .local("segments")),
            .assignment(.member(.self, "items"), .local("items")),
        ]
        return .function(
            SwiftFunction(
                kind: .initializer(failable: true), parameters: [SwiftParameter("url", .named(["URL"]))],
                body: body))
    }

    /// One query item: split at its first `=`, a key that does not decode skipped.
    private func queryItem() -> [SwiftStatement] {
        let item = SwiftExpression.local("item")
        let equals = SwiftExpression.local("equals")
        return [
            .let(
                "equals",
                .binary(
                    .call(item, "firstIndex", SwiftArgument("of", .string("="))), "??",
                    .member(item, "endIndex"))),
            .guard(
                [
                    .optionalBinding(
                        "key", .member(.subscripted(item, .rangeUpTo(equals)), "removingPercentEncoding"))
                ],
                else: [.continue]),
            .comment("No `=` is an empty value; a value that does not decode is nil."),
            .binding(isLet: false, name: "value", type: .optional(.string), value: .string("")),
            .if(
                [.expression(.binary(equals, "<", .member(item, "endIndex")))],
                then: [
                    .assignment(
                        .local("value"),
                        .member(
                            .subscripted(
                                item, .rangeFrom(.call(item, "index", SwiftArgument("after", equals)))),
                            "removingPercentEncoding"))
                ], else: nil),
            .expression(
                .call(
                    .local("items"), "append",
                    .unlabelled(
                        .tuple([SwiftArgument("key", .local("key")), SwiftArgument("value", .local("value"))])
                    ))),
        ]
    }

    /// Accepts the URL by scheme or host; for a custom scheme the host is the
    /// first segment.
    private func schemeAndHost() -> [SwiftStatement] {
        let authority = SwiftExpression.local("authority")
        let hostAsSegment: [SwiftStatement] = [
            .comment("A custom scheme's host is the first segment: recipes://settings/allergies."),
            .if(
                [.optionalBinding("authority", authority), .expression(.not(.member(authority, "isEmpty")))],
                then: [.expression(.call(.local("encoded"), "append", .unlabelled(authority)))], else: nil),
        ]
        let universal: [SwiftCondition] = [
            .expression(.binary(.local("scheme"), "==", .string("https"))),
            .optionalBinding("host", .call(.optionalMember(authority, "lowercased"), [], trailing: nil)),
            .expression(.call(.member(.type(.selfType), "hosts"), "contains", .unlabelled(.local("host")))),
        ]
        let isCustom = SwiftCondition.expression(
            .call(.member(.type(.selfType), "schemes"), "contains", .unlabelled(.local("scheme"))))
        switch (schemes.isEmpty, hosts.isEmpty) {
        case (false, false):
            return [.if([isCustom], then: hostAsSegment, else: [.guard(universal, else: [.return(.nil)])])]
        case (false, true):
            return [.guard([isCustom], else: [.return(.nil)])] + hostAsSegment
        default:
            return [.guard(universal, else: [.return(.nil)])]
        }
    }

    /// `isScheme(_:)`: a letter, then letters, digits, `+`, `-` or `.`.
    private func isScheme() -> SwiftDeclaration {
        let text = SwiftExpression.local("text")
        let character = SwiftExpression.local("character")
        let isSchemeCharacter = SwiftExpression.binary(
            .member(character, "isASCII"), "&&",
            .parenthesized(
                .binary(
                    .binary(.member(character, "isLetter"), "||", .member(character, "isNumber")), "||",
                    .call(.string("+-."), "contains", .unlabelled(character)))))
        return .function(
            SwiftFunction(
                docs: ["Whether `text` is a scheme: a letter, then letters, digits, `+`, `-` or `.`."],
                access: .private, isStatic: true, kind: .named("isScheme"),
                parameters: [SwiftParameter(label: nil, name: "text", type: Self.substring)],
                returnType: .bool,
                body: [
                    .guard(
                        [
                            .optionalBinding("first", .member(text, "first")),
                            .expression(
                                .binary(
                                    .member(.local("first"), "isASCII"), "&&",
                                    .member(.local("first"), "isLetter"))),
                        ],
                        else: [.return(.boolean(false))]),
                    .return(
                        .call(
                            .member(text, "allSatisfy"), [],
                            trailing: SwiftClosure(
                                parameters: ["character"], body: [.expression(isSchemeCharacter)]))),
                ]))
    }

    // MARK: - Reading

    private func readers() -> [SwiftDeclaration] {
        let parse = SwiftParameter(
            label: nil, name: "parse", type: .function([.string], .optional(Self.value)))
        let key = SwiftParameter(label: nil, name: "key", type: .string)
        var readers: [SwiftDeclaration] = []
        if patterns.contains(where: { $0.segments.contains { if case .literal = $0 { true } else { false } } }
        ) {
            readers.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "Whether the segment at `index` is this text, byte for byte (not by Unicode equivalence)."
                        ],
                        kind: .named("segment"),
                        parameters: [
                            SwiftParameter(label: nil, name: "index", type: .int),
                            SwiftParameter(label: "is", name: "literal", type: .string),
                        ],
                        returnType: .bool,
                        body: [
                            .expression(
                                .call(
                                    .member(.subscripted(.local("segments"), .local("index")), "utf8"),
                                    "elementsEqual",
                                    .unlabelled(.member(.local("literal"), "utf8"))))
                        ])))
        }
        if patterns.contains(where: { $0.segments.contains { if case .param = $0 { true } else { false } } })
        {
            readers.append(
                .function(
                    SwiftFunction(
                        docs: ["The segment at `index`, parsed; nil when it does not parse."],
                        kind: .named("segment"), genericParameters: ["Value"],
                        parameters: [SwiftParameter(label: nil, name: "index", type: .int), parse],
                        returnType: .optional(Self.value),
                        body: [
                            .expression(
                                .call(
                                    .local("parse"),
                                    [.unlabelled(.subscripted(.local("segments"), .local("index")))],
                                    trailing: nil))
                        ])))
        }
        let query = patterns.flatMap(\.query)
        guard !query.isEmpty else { return readers }
        let first = SwiftExpression.call(.local("firstValue"), [.unlabelled(.local("key"))], trailing: nil)
        if query.contains(where: { !$0.param.type.isOptional }) {
            readers.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "A required query value, parsed: nil when absent, empty, malformed or not parsing."
                        ],
                        kind: .named("query"), genericParameters: ["Value"], parameters: [key, parse],
                        returnType: .optional(Self.value),
                        body: [
                            .guard(
                                [
                                    .optionalBinding("value", first),
                                    .optionalBinding("text", .local("value")),
                                    .expression(.not(.member(.local("text"), "isEmpty"))),
                                ],
                                else: [.return(.nil)]),
                            .return(.call(.local("parse"), [.unlabelled(.local("text"))], trailing: nil)),
                        ])))
        }
        if query.contains(where: { $0.param.type.isOptional }) {
            readers.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "An optional query value: `.some(nil)` when absent or empty, `.some(value)` when it",
                            "parses, nil (no match) when it is malformed or does not parse.",
                        ],
                        kind: .named("optionalQuery"), genericParameters: ["Value"],
                        parameters: [key, parse],
                        returnType: .optional(.optional(Self.value)),
                        body: [
                            .guard(
                                [.optionalBinding("value", first)],
                                else: [.return(.call(.dot("some"), [.unlabelled(.nil)], trailing: nil))]),
                            .guard([.optionalBinding("text", .local("value"))], else: [.return(.nil)]),
                            .return(
                                .ternary(
                                    .member(.local("text"), "isEmpty"),
                                    .call(.dot("some"), [.unlabelled(.nil)], trailing: nil),
                                    .call(
                                        .call(.local("parse"), [.unlabelled(.local("text"))], trailing: nil),
                                        "map",
                                        .unlabelled(.member(.type(.named(["Optional"])), "some"))))),
                        ])))
        }
        readers.append(
            .function(
                SwiftFunction(
                    docs: [
                        "The value of the first item with this key: nil when there is none, `.some(nil)` when malformed."
                    ],
                    access: .private, kind: .named("firstValue"), parameters: [key],
                    returnType: .optional(.optional(.string)),
                    body: [
                        .expression(
                            .call(
                                .call(
                                    .member(.local("items"), "first"), [],
                                    trailing: SwiftClosure(body: [
                                        .expression(
                                            .call(
                                                .member(.member(.closureArgument(0), "key"), "utf8"),
                                                "elementsEqual",
                                                .unlabelled(.member(.local("key"), "utf8"))))
                                    ])),
                                "map", .unlabelled(.keyPath("value"))))
                    ])))
        return readers
    }

    // MARK: - Parsing

    private func parsers() -> [SwiftDeclaration] {
        let used = Set(patterns.flatMap { $0.bindings.map { Self.parserName($0.valueType) } })
        let text = SwiftExpression.local("text")
        let double = SwiftTypeName.named(["Double"])
        let uuid = SwiftTypeName.named(["UUID"])
        let all: [(name: String, type: SwiftTypeName, docs: String, body: [SwiftStatement])] = [
            (
                "int", .int, "An optional sign and digits, within 64 bits.",
                [.expression(.call(.type(.int), [.unlabelled(text)], trailing: nil))]
            ),
            (
                "double", double, "What `Double(_:)` accepts, if finite.",
                [
                    .expression(
                        .call(
                            .call(.type(double), [.unlabelled(text)], trailing: nil), "flatMap",
                            .unlabelled(
                                .closure(
                                    SwiftClosure(body: [
                                        .expression(
                                            .ternary(
                                                .member(.closureArgument(0), "isFinite"), .closureArgument(0),
                                                .nil))
                                    ])))))
                ]
            ),
            (
                "bool", .bool, "`true` or `false`.",
                [.expression(.call(.type(.bool), [.unlabelled(text)], trailing: nil))]
            ),
            (
                "uuid", uuid, "What `UUID(uuidString:)` accepts on Apple platforms, on every platform.",
                uuidBody()
            ),
            (
                "string", .string, "Any non-empty text.",
                [.expression(.ternary(.member(text, "isEmpty"), .nil, text))]
            ),
        ]
        return all.filter { used.contains($0.name) }.map { parser in
            .function(
                SwiftFunction(
                    docs: [parser.docs], isStatic: true, kind: .named(parser.name),
                    parameters: [SwiftParameter(label: nil, name: "text", type: .string)],
                    returnType: .optional(parser.type), body: parser.body))
        }
    }

    /// 36 characters, hex digits with hyphens at 8, 13, 18 and 23: the canonical
    /// form, which Foundation on Linux does not insist on.
    private func uuidBody() -> [SwiftStatement] {
        let text = SwiftExpression.local("text")
        let byte = SwiftExpression.local("byte")
        let hyphen = SwiftExpression.call(
            .type(.named(["UInt8"])), [SwiftArgument("ascii", .string("-"))], trailing: nil)
        let isHexDigit = SwiftExpression.call(
            .member(.string("0123456789abcdefABCDEF"), "utf8"), "contains", .unlabelled(byte))
        return [
            .guard(
                [.expression(.binary(.member(.member(text, "utf8"), "count"), "==", .integer(36)))],
                else: [.return(.nil)]),
            .forIn(
                ["offset", "byte"], .call(.member(text, "utf8"), "enumerated"),
                [
                    .if(
                        [
                            .expression(
                                .call(
                                    .array([8, 13, 18, 23].map(SwiftExpression.integer)), "contains",
                                    .unlabelled(.local("offset"))))
                        ],
                        then: [.guard([.expression(.binary(byte, "==", hyphen))], else: [.return(.nil)])],
                        else: [.guard([.expression(isHexDigit)], else: [.return(.nil)])])
                ]),
            .return(.call(.type(.named(["UUID"])), [SwiftArgument("uuidString", text)], trailing: nil)),
        ]
    }
}
