import Foundation
import NavGenKit

/// URLs derived from a spec's deep-link patterns: each pattern filled in with good
/// values, then varied one thing at a time (URL form, scheme and host case, slashes,
/// escapes, each param's text, each query item's presence and repetition), so that
/// every rule of docs/spec.md's "Deep links" meets a URL that tests it.
///
/// Many variants are text that Foundation's `URL(string:)` rewrites: malformed `%`
/// escapes, raw spaces, brackets and non-ASCII text, non-ASCII and punycode hosts,
/// empty ports, valid escapes beside characters it must encode.
enum DeepLinkCorpus {
    static func urls(for spec: NavigationSpec) -> [String] {
        let catalog = DeepLinkCatalog(spec: spec)
        var urls: [String] = []
        for pattern in catalog.pool {
            urls += variants(of: pattern, schemes: catalog.schemes, hosts: catalog.hosts)
        }
        urls += queryMixes(catalog)
        urls += redirects(catalog)
        let scheme = catalog.schemes.first?.scheme ?? "https"
        urls += [
            "\(scheme):", "\(scheme)://", "\(scheme):///", "\(scheme)://?", "\(scheme)://#", "not a url",
            "other://x", "\(scheme)x://", "//\(catalog.hosts.first?.text ?? "host")/", "\(scheme)://:",
            "\(scheme)://:/",
            "\(scheme)://%", "\(scheme):%", "\(scheme)://?%", " \(scheme)://", "\(scheme)://\u{0}",
            "1\(scheme)://",
            "\(scheme)://?&&=&q", "\(scheme)://#%zz#",
        ]
        var seen: Set<String> = []
        return urls.filter { seen.insert($0).inserted }
    }

    private static let good: [DeepLinkValueType: String] = [
        .int: "42", .double: "2.5", .bool: "true", .uuid: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        .string: "home", .enumeration: "x", .url: "https%3A%2F%2Fblog.example.com%2Fa",
    ]

    /// A value a param takes: its type's good value, a range's lower (else upper)
    /// bound, an enumeration's first raw value, a web URL percent-encoded whole.
    private static func goodValue(_ type: DeepLinkValueType, _ constraint: ParamConstraint?) -> String {
        switch constraint {
        case .range(let range)?: String(range.lower ?? range.upper ?? 0)
        case .cases(let enumeration, _)?: encode(enumeration.cases[0].rawValue.value)
        case nil: good[type] ?? "x"
        }
    }

    /// Near misses of a param's values: its type's, and each bound and its neighbours, every
    /// raw value in other letter cases, percent-encoded, longer and shorter.
    private static func oddValues(_ type: DeepLinkValueType, _ constraint: ParamConstraint?) -> [String] {
        switch constraint {
        case .range(let range)?:
            var texts: [String] = []
            for bound in [range.lower, range.upper].compactMap({ $0 }) {
                for delta in [-1, 0, 1] {
                    let (value, overflow) = bound.addingReportingOverflow(delta)
                    if !overflow { texts.append(String(value)) }
                }
                texts += ["+\(bound)", "0\(bound)", "%3\(abs(bound) % 10)", "\(bound)x"]
            }
            return texts + ["0", "-0", "-9223372036854775808", "9223372036854775807"] + (odd[.int] ?? [])
        case .cases(let enumeration, _)?:
            var texts: [String] = []
            for entry in enumeration.cases {
                let raw = entry.rawValue.value
                texts += [
                    encode(raw), encode(raw.uppercased()), encode(swappedCase(raw)), encodeAll(raw),
                    encode(raw + "x"),
                    encode(String(raw.dropLast())), encode(entry.name.value), Self.raw(raw),
                ]
            }
            return texts + ["hour", "%"] + (odd[.string] ?? [])
        case nil:
            return odd[type] ?? []
        }
    }

    private static let odd: [DeepLinkValueType: [String]] = [
        .int: [
            "-7", "+7", "007", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "1.5",
            "x",
            "%34%32", "+", "",
        ],
        .double: ["1e3", ".5", "-0", "inf", "nan", "1e400", "0x1p3", "42", "1_0", "%31.5", "2.", " 1"],
        .bool: ["false", "TRUE", "1", "tru%65", "yes"],
        // Web URLs (each percent-encoded whole, then decoded once): other schemes, relative
        // and hostless ones, ports, user info, escapes, brackets, a raw `//` that splits the path.
        .url: [
            "javascript%3Aalert(1)", "javascript:alert(1)", "%2Frelative%2Fpath", "relative", "https%3A",
            "https%3A%2F%2F", "https%3A%2F%2F%2Fpath", "https%3A%2Fa.b", "HTTPS%3A%2F%2FBLOG.EXAMPLE.COM",
            "hTTp%3A%2F%2Fa.b", "ftp%3A%2F%2Fa.b", "https%3A%2F%2Fa.b%3A8080%2Fx", "https%3A%2F%2Fa.b%3A%2Fx",
            "https%3A%2F%2Fa.b%3Ax", "https%3A%2F%2Fuser%40a.b", "https%3A%2F%2Fuser%40",
            "https%3A%2F%2F%3A80", "https%3A%2F%2F%5B%3A%3A1%5D%2F", "https%3A%2F%2Fa%20b",
            "https%3A%2F%2Fa.b%2F%C3%A9", "https%3A%2F%2Fa.b%2Fx%3Fq%3D1%26r%3D2", "https%3A%2F%2Fa.b%23frag",
            "https%3A%2F%2Fa.b%23x%23y", "https%3A%2F%2Fa.b%2F%2541", "https%3A%2F%2Fa.b%2F%25zz",
            "https%3A%2F%2Fa.b%2F%25", "https://a.b", "http%3A%2F%2Fa.b", "https%3A%2F%2Fa.b%2F%3Cx%3E",
            "https%3A%2F%2Fu%3Ap%40a.b%3A1%2F",
        ],
        .uuid: [
            "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8C36C495A93FC0C247A3E6E5F",
            "E621E1F8-C%206C-495A-93FC-0C247A3E6E5F", "%7BE621E1F8-C36C-495A-93FC-0C247A3E6E5F%7D",
        ],
        .string: [
            "a%2Fb", "caf%C3%A9", "e%CC%81", "%FF", "%zz", "a+b", "%20", "%22%5C(x)", "x%0Ay", "%25",
            // Text URL(string:) rewrites: stray `%`, characters it percent-encodes.
            "100%", "%2", "%%41", "%+1", "%-1", "a b", "[x]", "a|b", "\"<>\\^`{}", "a\tb", "café", "e\u{301}",
            "🍝",
            "%C3", "\u{7F}", " ",
            // Valid escapes beside characters it must encode (Swift 6.3 on Linux re-encodes them).
            "%41 b", "caf%C3%A9 x", "%zz%41",
        ],
    ]

    private enum Part {
        case literal(String)
        case value(DeepLinkValueType, ParamConstraint?)
        /// `{name...}`: one or more segments.
        case rest
    }

    /// A rest segment's text: one to three segments, `%2F` inside one, empty
    /// segments (which no rest takes), escapes and text that does not decode.
    private static let restTexts = [
        "a", "a/b/c", "a%2Fb", "a/b%2Fc", "a//b", "a/", "a/b/", "/a", "//", "a/%20", "a/%FF", "caf%C3%A9/x",
        "a/%zz", "a/b/c/d/e/f/g/h",
    ]

    /// Each pattern's path with the required query items of every other pattern of
    /// its shape (and its own): supersets and subsets of keys, one literal against
    /// another, a literal where a param is expected.
    private static func queryMixes(_ catalog: DeepLinkCatalog) -> [String] {
        guard let base = prefixes(schemes: catalog.schemes, hosts: catalog.hosts).first else { return [] }
        var urls: [String] = []
        for pattern in catalog.pool {
            let path = parts(of: pattern).map(goodText)
            let own = goodQuery(pattern)
            for other in catalog.pool
            where other.order != pattern.order && other.hasSameShape(as: pattern) {
                let theirs = goodQuery(other)
                for query in [theirs, own + theirs, theirs + own] {
                    urls.append(base(path) + queryText(query))
                }
            }
        }
        return urls
    }

    /// For each redirect, URLs that lead everywhere: to every pattern's good URL as an
    /// absolute URL (every prefix), as a path with and without its leading slash (its
    /// query and fragment kept), to odd targets, and through chains of the redirect
    /// itself and of each other redirect, one to seven deep.
    private static func redirects(_ catalog: DeepLinkCatalog) -> [String] {
        let bases = prefixes(schemes: catalog.schemes, hosts: catalog.hosts)
        guard let base = bases.first else { return [] }
        var targets: [String] = []
        for pattern in catalog.pool {
            let segments = parts(of: pattern).map(goodText)
            let rest =
                queryText(goodQuery(pattern)) + (pattern.fragment.map { "#" + (good[$0.type] ?? "x") } ?? "")
            let path = "/" + segments.joined(separator: "/") + rest
            targets += [path, String(path.dropFirst()), path + "#other", path + "?extra=1"]
            targets += bases.map { $0(segments) + rest }
        }
        targets += [
            "", "/", "//", "//x/post/1", "?q=1", "#f", "x:y", "1x:/post", "a%2Fb", "%zz", "/a b", "100%",
        ]
        var urls: [String] = []
        let redirects = catalog.pool.filter { $0.redirect != nil }
        for pattern in redirects {
            for target in targets {
                urls.append(base(redirectSegments(pattern, to: target)) + redirectRest(pattern, to: target))
            }
            for inner in redirects {
                var target = targets.first ?? "/"
                for _ in 1...7 {
                    let relative =
                        "/" + redirectSegments(inner, to: target).joined(separator: "/")
                        + redirectRest(inner, to: target)
                    target = relative
                    urls.append(
                        base(redirectSegments(pattern, to: target)) + redirectRest(pattern, to: target))
                }
            }
        }
        return urls
    }

    /// A redirect pattern's good segments, `target` in its redirect param when that is a
    /// segment (a rest takes the target's segments, each encoded).
    private static func redirectSegments(_ pattern: RoutePattern, to target: String) -> [String] {
        let param = pattern.redirect?.param
        return pattern.segments.map { segment in
            switch segment {
            case .param(let index, _) where index == param: encode(target)
            case .rest(let index) where index == param:
                target.split(separator: "/").map { encode(String($0)) }.joined(separator: "/")
            case .literal(let text): encode(text.value)
            case .param(_, let type): good[type] ?? "x"
            case .rest: "a/b"
            }
        }
    }

    /// A redirect pattern's good query and fragment, `target` in its redirect param when
    /// that is a query item or the fragment.
    private static func redirectRest(_ pattern: RoutePattern, to target: String) -> String {
        let param = pattern.redirect?.param
        var query = goodQuery(pattern)
        for (index, item) in pattern.query.enumerated() {
            if case .param(let bound, _, _) = item.kind, bound == param {
                query[index].value = encode(target)
            }
        }
        guard let fragment = pattern.fragment else { return queryText(query) }
        return queryText(query) + "#"
            + (fragment.param == param ? encode(target) : good[fragment.type] ?? "x")
    }

    private static func parts(of pattern: RoutePattern) -> [Part] {
        pattern.segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text.value)
            case .param(let index, let type): .value(type, pattern.constraint(of: index))
            case .rest: .rest
            }
        }
    }

    /// Good values of a pattern's query items: a literal as written (percent-encoded).
    private static func goodQuery(_ pattern: RoutePattern) -> [(key: String, value: String)] {
        pattern.query.map { item in
            switch item.kind {
            case .literal(let text): (encode(item.key.value), encode(text.value))
            case .param(let index, let type, _):
                (encode(item.key.value), goodValue(type, pattern.constraint(of: index)))
            }
        }
    }

    private static func queryText(_ query: [(key: String, value: String)]) -> String {
        query.isEmpty ? "" : "?" + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    private static func variants(of pattern: RoutePattern, schemes: [SchemeEntry], hosts: [HostPattern])
        -> [String]
    {
        let parts = parts(of: pattern)
        let goodSegments = parts.map(goodText)
        let goodQuery = goodQuery(pattern)
        var paths: [[String]] = [goodSegments]
        for (index, part) in parts.enumerated() {
            var copy = goodSegments
            switch part {
            case .literal(let text):
                copy[index] = encodeAll(text)
                paths.append(copy)
                copy[index] = text.uppercased() == text ? text.lowercased() : encode(text.uppercased())
                paths.append(copy)
                // Each ASCII letter in the other case: no spelling of the spec's
                // (`sETTINGS` for `Settings`, `settings` and `SETTINGS`).
                copy[index] = encode(swappedCase(text))
                paths.append(copy)
                // Raw text, which URL(string:) percent-encodes, and its other spellings.
                for spelling in [
                    text, text.decomposedStringWithCanonicalMapping,
                    text.precomposedStringWithCanonicalMapping,
                    text + " ",
                ] {
                    copy[index] = raw(spelling)
                    paths.append(copy)
                }
            case .value(let type, let constraint):
                for text in oddValues(type, constraint) {
                    copy[index] = text
                    paths.append(copy)
                }
            case .rest:
                for text in restTexts + (odd[.string] ?? []) {
                    copy[index] = text
                    paths.append(copy)
                }
            }
        }
        var queries: [[(key: String, value: String)]] = [goodQuery]
        for (index, item) in pattern.query.enumerated() {
            var without = goodQuery
            without.remove(at: index)
            queries.append(without)
            for text in ["", "%zz", "%", "a b", "é"]
                + (item.binding.map { oddValues($0.type, pattern.constraint(of: $0.param)) } ?? [])
            {
                var copy = goodQuery
                copy[index].value = text
                queries.append(copy)
            }
            if case .literal(let literal) = item.kind {
                // Other spellings of the value: every byte escaped, raw, in other case,
                // longer, shorter, and another value first.
                for text in [
                    encodeAll(literal.value), raw(literal.value), encode(literal.value.uppercased()),
                    encode(swappedCase(literal.value)),
                    encode(literal.value.lowercased()), encode(literal.value + "x"),
                    encode(String(literal.value.dropLast())), encode(literal.value) + "%",
                ] {
                    var copy = goodQuery
                    copy[index].value = text
                    queries.append(copy)
                }
                var otherFirst = goodQuery
                otherFirst.insert((goodQuery[index].key, "other"), at: index)
                queries.append(otherFirst)
                var twice = goodQuery
                twice.append(goodQuery[index])
                queries.append(twice)
            }
            for key in ["%zz", item.key.value, "\(encode(item.key.value))%"] {
                var copy = goodQuery
                copy.insert((key, "x"), at: index)
                queries.append(copy)
            }
            var emptyItems = goodQuery
            emptyItems.insert(("", ""), at: index)
            emptyItems.append(("", ""))
            queries.append(emptyItems)
            var repeated = goodQuery
            repeated.append((goodQuery[index].key, "7"))
            queries.append(repeated)
            var emptyFirst = goodQuery
            emptyFirst.insert((goodQuery[index].key, ""), at: index)
            queries.append(emptyFirst)
            var upper = goodQuery
            upper[index].key = upper[index].key.uppercased()
            queries.append(upper)
            // The key in another case first: the first item of the key counts where
            // keys compare without case.
            var otherCaseFirst = goodQuery
            otherCaseFirst.insert((encode(swappedCase(item.key.value)), "7"), at: index)
            queries.append(otherCaseFirst)
            var encodedKey = goodQuery
            encodedKey[index].key = encodeAll(item.key.value)
            queries.append(encodedKey)
        }
        var urls: [String] = []
        let bases = prefixes(schemes: schemes, hosts: hosts)
        // A `#{name}` pattern's URLs carry a good fragment, varied below.
        let fragment =
            pattern.fragment.map { "#" + goodValue($0.type, pattern.constraint(of: $0.param)) } ?? ""
        for path in paths {
            for query in (path == goodSegments ? queries : [goodQuery]) {
                let queryText =
                    query.isEmpty ? "" : "?" + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
                for base in (path == goodSegments && query.count == goodQuery.count ? bases : [bases[0]]) {
                    urls.append(base(path) + queryText + fragment)
                }
            }
        }
        let first = bases[0]
        let queryText =
            goodQuery.isEmpty ? "" : "?" + goodQuery.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        if let binding = pattern.fragment {
            // The fragment missing, empty, holding `#` raw and escaped, escaped, odd for its type.
            let value = goodValue(binding.type, pattern.constraint(of: binding.param))
            urls.append(first(goodSegments) + queryText)
            for text in [
                "", encodeAll(value), raw(value), value + "#", "#" + value, "a#b", "a%23b", "%23", "##",
                "a/b",
                "a?b=c", "a&b", "a%2Fb", "caf%C3%A9", "%zz", "%FF", "a b", "%20",
            ] + oddValues(binding.type, pattern.constraint(of: binding.param)) {
                urls.append(first(goodSegments) + queryText + "#" + text)
            }
            urls.append(first(goodSegments) + "#" + value + queryText)
        }
        urls += [
            first(goodSegments) + "/" + queryText + fragment,
            first(goodSegments) + "//" + queryText + fragment,
            first(goodSegments) + queryText + "#fragment",
            first(goodSegments) + queryText + (goodQuery.isEmpty ? "?" : "&") + "extra=1&&flag",
            first(goodSegments + [""]) + queryText,
            first(goodSegments + ["more"]) + queryText,
            first(Array(goodSegments.dropLast())) + queryText,
            first(goodSegments) + queryText + "#a b%41",
        ]
        urls += hostVariants(
            segments: goodSegments, query: queryText + fragment, schemes: schemes, hosts: hosts)
        return urls
    }

    /// The text with each ASCII letter in the other case.
    private static func swappedCase(_ text: String) -> String {
        String(
            decoding: text.utf8.map { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) ? byte ^ 0x20 : byte
            }, as: UTF8.self)
    }

    /// Text as a URL segment with only what would split it escaped: `%`, `/`, `?`, `#`.
    private static func raw(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "/": result += "%2F"
            case "?": result += "%3F"
            case "#": result += "%23"
            default: result.append(character)
            }
        }
        return result
    }

    /// The same path under hosts Foundation rewrites or refuses: non-ASCII (IDNA),
    /// punycode, fullwidth letters (which IDNA maps to ASCII), percent-escapes,
    /// empty and overlong ports, and a declared host spelt those ways.
    private static func hostVariants(
        segments: [String], query: String, schemes entries: [SchemeEntry], hosts patterns: [HostPattern]
    ) -> [String] {
        var urls: [String] = []
        let path = segments.joined(separator: "/")
        let schemes = entries.filter { $0.host == nil }.map(\.scheme)
        let hosts = patterns.compactMap { if case .exact(let host) = $0 { host } else { nil } }
        for scheme in schemes {
            let rest = segments.dropFirst().joined(separator: "/")
            let first = segments.first ?? ""
            for host in [
                "café", "xn--caf-dma", "%41", "a b", fullwidth(first), first + ":",
                first + ":99999999999999999999",
                "bücher", "BÜCHER", first + "\u{AD}", "[x]", first + "%",
            ] {
                urls.append("\(scheme)://\(host)/\(rest)\(query)")
            }
            // A rewrite elsewhere in the URL: Swift 6.3's Foundation then drops the port.
            urls.append("\(scheme)://\(first):99999999999999999999/\(rest)\(query)#a b")
            urls.append("\(scheme)://\(first):/\(rest)\(query)#a b")
        }
        for host in hosts {
            for spelling in [
                fullwidth(host), host.uppercased() + ":", "bücher.example", "xn--bcher-kva.example",
                host + "%41",
            ] {
                urls.append("https://\(spelling)/\(path)\(query)")
            }
        }
        // Near misses of `*.` domains: the bare domain, empty labels, a longer last label.
        for case .anySubdomain(let domain) in patterns {
            for spelling in [
                domain, ".\(domain)", "a..\(domain)", "x\(domain)", "\(domain).a", "*.\(domain)",
            ] {
                urls.append("https://\(spelling)/\(path)\(query)")
            }
        }
        return urls
    }

    /// ASCII letters and digits as their fullwidth forms (`ａ` for `a`).
    private static func fullwidth(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
                        ? Unicode.Scalar(scalar.value + 0xFEE0)! : scalar
                }))
    }

    /// The ways to write a URL whose segments are given: custom schemes with the
    /// host as first segment or an empty host, upper case, `https` with each host.
    private static func prefixes(schemes: [SchemeEntry], hosts: [HostPattern]) -> [([String]) -> String] {
        var result: [([String]) -> String] = []
        for entry in schemes {
            let scheme = entry.scheme
            if let host = entry.host {
                // A scheme with its own host: the path's segments, under that host only.
                result.append { "\(scheme)://\(host)/" + $0.joined(separator: "/") }
                result.append { "\(scheme.uppercased())://\(host.uppercased())/" + $0.joined(separator: "/") }
                result.append { "\(scheme)://other.\(host)/" + $0.joined(separator: "/") }
                result.append { "\(scheme):///" + $0.joined(separator: "/") }
                continue
            }
            result.append { "\(scheme)://" + $0.joined(separator: "/") }
            result.append { "\(scheme):///" + $0.joined(separator: "/") }
            result.append { "\(scheme.uppercased()):" + $0.joined(separator: "/") }
            result.append { "\(scheme)://user@" + $0.joined(separator: "/") }
            result.append {
                "\(scheme)://" + $0.map { $0 + ":1" }.prefix(1).joined() + "/"
                    + $0.dropFirst().joined(separator: "/")
            }
        }
        for pattern in hosts {
            guard case .exact(let host) = pattern else {
                // Any subdomain, at any depth and in any case.
                let domain = pattern.text.dropFirst(2)
                result.append { "https://a.\(domain)/" + $0.joined(separator: "/") }
                result.append { "https://A.b-c.\(domain.uppercased())/" + $0.joined(separator: "/") }
                continue
            }
            result.append { "https://\(host)/" + $0.joined(separator: "/") }
            result.append { "HTTPS://\(host.uppercased())/" + $0.joined(separator: "/") }
            result.append { "http://\(host)/" + $0.joined(separator: "/") }
            result.append { "https://\(host):443/" + $0.joined(separator: "/") }
        }
        result.append { "https://unknown.example.com/" + $0.joined(separator: "/") }
        return result
    }

    private static func goodText(_ part: Part) -> String {
        switch part {
        case .literal(let text): encode(text)
        case .value(let type, let constraint): goodValue(type, constraint)
        case .rest: "a/b"
        }
    }

    /// Percent-encodes all but RFC 3986's unreserved characters.
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let isUnreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            result += isUnreserved ? String(UnicodeScalar(byte)) : "%" + hex(byte)
        }
        return result
    }

    /// Percent-encodes every byte.
    static func encodeAll(_ text: String) -> String {
        text.utf8.map { "%" + hex($0) }.joined()
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
