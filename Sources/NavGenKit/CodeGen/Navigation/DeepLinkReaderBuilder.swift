/// The private `DeepLink` struct of the navigation file: ``DeepLinkReaderTemplate``
/// with only the readers and parsers the spec's patterns use, and its schemes and
/// hosts.
struct DeepLinkReaderBuilder {
    let patterns: [LinkPattern]
    let schemes: [SchemeEntry]
    let hosts: [HostPattern]

    /// The spec's entries as written, when some pattern has a scope: the reader then
    /// notes the entries a URL arrives through. Nil otherwise.
    var origins: DeepLinkOrigins? = nil

    /// Whether a `web` fallback may hand the URL read back to the browser: the reader
    /// then keeps it (``DeepLinkReaderTemplate``'s `webURL`).
    var handsBackToBrowser = false

    /// Bare schemes and exact hosts only: format 1's readers, kept as they were.
    private var hasHostPatterns: Bool {
        schemes.contains { $0.host != nil }
            || hosts.contains { if case .anySubdomain = $0 { true } else { false } } || hasWebScheme
    }

    /// `https` listed as a bare scheme beside hosts: an https URL of a listed host
    /// still reads the path, so the reader tests hosts before bare schemes.
    private var hasWebScheme: Bool {
        !hosts.isEmpty && schemes.contains { $0.host == nil && $0.scheme == "https" }
    }

    private var bareSchemes: [String] { schemes.filter { $0.host == nil }.map(\.scheme) }

    private var exactHosts: [String] {
        hosts.compactMap { if case .exact(let host) = $0 { host } else { nil } }
    }

    /// `deeplinks.caseInsensitive`: every literal and key compares without ASCII case.
    private var ignoresCase: Bool { patterns.contains(where: \.ignoresCase) }

    /// The first segment's literals, in declaration order, each spelling once: what a
    /// custom scheme's host is compared with.
    private var firstLiterals: [String] {
        var seen: Set<ExactText> = []
        return patterns.sorted { $0.order < $1.order }.compactMap { pattern in
            guard case .literal(let text)? = pattern.segments.first, seen.insert(text).inserted else {
                return nil
            }
            return text.value
        }
    }

    /// How a custom scheme's host compares with first-segment literals: not at all
    /// without bare schemes or lettered literals, or under `caseInsensitive` (where
    /// every literal folds); without case; or, when two literals are equal but for
    /// case, through ``firstLiterals`` (the one spelled as the host, else the first
    /// declared), as the simulator's trie does.
    var hostCase: (folds: Bool, variants: Bool) {
        guard !ignoresCase, !bareSchemes.isEmpty else { return (false, false) }
        let literals = firstLiterals
        guard literals.contains(where: ASCIICase.hasLetter) else { return (false, false) }
        // Compared as bytes: `String` would call `café` and `cafe\u{301}` one text.
        return (true, Set(literals.map { ExactText(ASCIICase.lowered($0)) }).count < literals.count)
    }

    /// `firstSegment(is:)`, which the matcher calls for a first-segment literal when a
    /// custom scheme's host compares without case (``hostCase``).
    var firstSegment: SwiftDeclaration {
        let test =
            hostCase.variants
            ? [
                "/// Whether the first segment is this text, byte for byte; but a custom scheme's host stands for",
                "/// the first-segment literal spelled as it, else the first one equal to it but for ASCII letter",
                "/// case, as hosts compare without case.",
                "func firstSegment(is literal: String) -> Bool {",
                "    (hostIsFirst ? Self.firstLiteral(for: segments[0]) : segments[0]).utf8.elementsEqual(literal.utf8)",
            ]
            : [
                "/// Whether the first segment is this text, byte for byte; but a custom scheme's host compares",
                "/// ASCII letters without case, as hosts do.",
                "func firstSegment(is literal: String) -> Bool {",
                "    hostIsFirst ? Self.equalsIgnoringCase(segments[0], literal) : segment(0, is: literal)",
            ]
        return .verbatim((test + ["}"]).map { .text($0) })
    }

    static func parserName(_ type: DeepLinkValueType) -> String {
        switch type {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .string, .enumeration: "string"
        case .url: "webURL"
        }
    }

    /// The template's parsers a param needs: a range's reads an `int` first, and an
    /// enumeration compared without case needs the case helpers.
    static func parserConditions(_ param: LinkPattern.LinkParam, ignoresCase: Bool) -> [String] {
        if param.type.range != nil { return ["int", "int-range"] }
        switch param.valueType {
        case .enumeration:
            return ignoresCase ? ["enumeration-ignoring-case", "case-helpers"] : ["enumeration"]
        case .url: return ["web-url"]
        default: return [parserName(param.valueType)]
        }
    }

    /// The template's conditions that hold for these patterns, schemes and hosts.
    var conditions: Set<String> {
        let segments = patterns.flatMap(\.segments)
        let query = patterns.flatMap(\.query)
        // A rest reads its text without a parser.
        let parsed =
            segments.compactMap { if case .param(let param) = $0 { param } else { nil } }
            + query.compactMap(\.param) + patterns.compactMap(\.fragment?.param)
        var conditions = Set(parsed.flatMap { Self.parserConditions($0, ignoresCase: ignoresCase) })
        let hostCase = hostCase
        if hostCase.folds {
            conditions.formUnion(
                ["host-case", "case-helpers"] + (hostCase.variants ? ["host-variants"] : []))
        }
        conditions.formUnion(ignoresCase ? ["ignores-case", "case-helpers"] : ["exact-keys"])
        switch (schemes.isEmpty, hosts.isEmpty) {
        case _ where hasHostPatterns:
            conditions.formUnion(
                ["schemes", "hosts", "host-patterns", hasWebScheme ? "web-scheme" : "host-patterns-read"])
        case (false, false): conditions.formUnion(["schemes", "hosts", "schemes-and-hosts"])
        case (false, true): conditions.formUnion(["schemes", "schemes-only"])
        default: conditions.formUnion(["hosts", "hosts-only"])
        }
        for segment in segments {
            switch segment {
            case .literal:
                conditions.insert(ignoresCase ? "literal-segments-ignoring-case" : "literal-segments")
            case .param: conditions.insert("param-segments")
            case .rest: conditions.insert("rest-segments")
            }
        }
        if origins != nil { conditions.insert("scopes") }
        if handsBackToBrowser { conditions.insert("web-fallback") }
        if patterns.contains(where: { $0.redirect != nil }) { conditions.insert("redirects") }
        if !query.isEmpty { conditions.insert("query") }
        for item in query {
            switch item.value {
            case .literal: conditions.insert(ignoresCase ? "literal-query-ignoring-case" : "literal-query")
            case .param: conditions.insert(item.isRequired ? "required-query" : "optional-query")
            }
        }
        for fragment in patterns.compactMap(\.fragment) {
            conditions.formUnion([
                "fragment", fragment.isRequired ? "required-fragment" : "optional-fragment",
            ])
        }
        return conditions
    }

    func declaration() -> SwiftDeclaration {
        .verbatim(
            DeepLinkReaderTemplate.template.lines(
                where: conditions,
                inserting: [
                    "schemes": Self.staticSet("schemes", bareSchemes),
                    "firstSegment": firstSegment,
                    "firstLiterals": .variable(
                        SwiftVariable(
                            access: .private, isStatic: true, isLet: true, name: "firstLiterals",
                            type: .array(.string), body: .stored(.array(firstLiterals.map { .string($0) })))),
                    "hosts": Self.staticSet("hosts", exactHosts),
                    "schemeEntries": schemeEntriesDeclaration,
                    "hostEntries": hostEntriesDeclaration,
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

    /// `private static let schemeEntries: [...] = [(entry: "blog", scheme: "blog", host: nil), ...]`,
    /// one entry a line.
    private var schemeEntriesDeclaration: SwiftDeclaration {
        let entries = (origins?.schemes ?? []).compactMap { text in
            SchemeEntry(parsing: text).map { entry in
                "(entry: \(SwiftLiteral.string(text)), scheme: \(SwiftLiteral.string(entry.scheme)), host: "
                    + (entry.host.map(SwiftLiteral.string) ?? "nil") + "),"
            }
        }
        return Self.table(
            "private static let schemeEntries: [(entry: String, scheme: String, host: String?)]", entries)
    }

    /// `private static let hostEntries: [...] = [(entry: "*.blog.example.com", host: "*.blog.example.com")]`
    private var hostEntriesDeclaration: SwiftDeclaration {
        let entries = (origins?.hosts ?? []).map { text in
            "(entry: \(SwiftLiteral.string(text)), host: \(SwiftLiteral.string(text.lowercased()))),"
        }
        return Self.table("private static let hostEntries: [(entry: String, host: String)]", entries)
    }

    /// A static array of tuples, one a line.
    private static func table(_ head: String, _ rows: [String]) -> SwiftDeclaration {
        guard !rows.isEmpty else { return .verbatim([.text(head + " = []")]) }
        return .verbatim([.text(head + " = [")] + rows.map { .text("    " + $0) } + [.text("]")])
    }

    /// `private static let schemes: Set<String> = ["recipes"]`
    private static func staticSet(_ name: String, _ values: [String]) -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                access: .private, isStatic: true, isLet: true, name: name, type: .generic("Set", [.string]),
                body: .stored(.array(values.map { .string($0) }))))
    }
}
