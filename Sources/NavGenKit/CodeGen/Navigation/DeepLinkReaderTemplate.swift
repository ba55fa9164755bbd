/// The navigation file's private `DeepLink` struct as Swift text (``SwiftTemplate``):
/// a URL read exactly as `navgen simulate` reads it (``DeepLinkMatcher``), from the
/// URL's `absoluteString` rather than through `URLComponents`, whose parsing differs
/// between platforms:
///
/// - `scheme:` first (a letter, then letters, digits, `+`, `-`, `.`); the fragment
///   (after the first `#`) is kept apart, decoded once for a `#{name}` (`fragment`);
///   `//authority` follows: an empty port is ignored, and the host must
///   be plain (ASCII letters, digits and `-._~!$&'()*+,;=`, no `xn--` label), which
///   also rules out user info and ports.
/// - A custom scheme's host is the first segment (`recipes://settings/allergies`);
///   an `https` URL needs one of the hosts, and its segments are the path's.
///   Schemes and hosts compare case-insensitively. With `scheme://host` schemes or
///   `*.` hosts (the `host-patterns-read` block, which then replaces the three others), a
///   URL of a listed scheme and host reads the path, and `*.example.com` accepts any
///   subdomain of `example.com`. When `https` is also a bare scheme (`web-scheme`),
///   an https URL of a listed host still reads the path.
/// - Patterns with `schemes` or `hosts` (`scopes`): the reader notes the entries
///   the URL arrived through, and each such pattern asks `arrived(schemes:hosts:)`.
/// - The path is split on `/` before percent-decoding (`a%2Fb` is one segment);
///   one leading and one trailing slash are not segments. A URL's text holds no `%`
///   that starts no escape (`URL(string:)` writes one `%25`, which the simulator
///   reads as `%` too), so `removingPercentEncoding` fails only on bytes that are
///   not UTF-8, which no pattern matches.
/// - A rest `{name...}` takes the remaining segments (one or more, the count
///   checked by the matcher), each decoded and non-empty, joined with `/`.
/// - Query items split on `&` and at their first `=`; keys and values decoded,
///   `+` staying `+`; the first item of a key counts; an empty value is absent. A
///   literal item `key=value` compares the decoded value byte for byte.
/// - Letter case: a custom scheme's host, as the first segment, compares with a
///   literal without ASCII case (`host-case`; `host-variants` when the spec has
///   first-segment literals equal but for case: the host stands for the one spelled
///   as it, else the first declared); the builder writes `firstSegment(is:)` for
///   the mode (``DeepLinkReaderBuilder/firstSegment``). Under `deeplinks.caseInsensitive`
///   (`ignores-case`), literals, keys and literal values compare without ASCII case
///   everywhere: the keys are stored lowered, and the builder lowers its own.
/// - Constrained params: `int(in:)` for a range, `value(of:)` (`valueIgnoringCase(of:)` under
///   `caseInsensitive`) for an enumeration's raw values, `webURL` for a `URL`, which tests
///   the text as ``WebURL`` does before `URL(string:)`.
/// - Only the readers and parsers the spec's patterns use are kept
///   (``DeepLinkReaderBuilder``).
enum DeepLinkReaderTemplate {
    static let template = SwiftTemplate(
        #"""
        /// A URL read exactly as `navgen simulate` reads it (docs/spec.md, Deep links), from its text.
        private struct DeepLink {
            /// The segments, each percent-decoded after splitting; a custom scheme's host comes first.
            let segments: [String]

            /// The query items in order: decoded key, and decoded value (nil when malformed).
            private let items: [(key: String, value: String?)]
            // navgen:if fragment

            /// The fragment, percent-decoded once and never split: nil when there is none or it is empty,
            /// `.some(nil)` when it does not decode.
            private let fragmentValue: String??
            // navgen:end
            // navgen:if host-case

            /// Whether the first segment is a custom scheme's host, which compares without letter case.
            private let hostIsFirst: Bool
            // navgen:end
            // navgen:if host-variants

            /// The first segment's literals in declaration order: some are equal but for letter case.
            private static let firstLiterals: [String] = []  // navgen:insert firstLiterals
            // navgen:end
            // navgen:if schemes

            /// `deeplinks.schemes`, lowercased.
            private static let schemes: Set<String> = []  // navgen:insert schemes
            // navgen:end
            // navgen:if hosts

            /// `deeplinks.hosts`, lowercased.
            private static let hosts: Set<String> = []  // navgen:insert hosts
            // navgen:end
            // navgen:if host-patterns

            /// The `scheme://host` entries of `deeplinks.schemes`, lowercased.
            private static let schemeHosts: Set<String> = []  // navgen:insert schemeHosts

            /// The domains of the `*.` entries of `deeplinks.hosts`, lowercased: any subdomain, not the domain.
            private static let subdomainsOf: [String] = []  // navgen:insert subdomainsOf
            // navgen:end
            // navgen:if scopes

            /// The entries of `deeplinks.schemes` and of `deeplinks.hosts` the URL arrived through, as written.
            private let origins: (schemes: Set<String>, hosts: Set<String>)

            /// The entries of `deeplinks.schemes` as written, with their scheme and host (nil for a bare scheme),
            /// lowercased.
            private static let schemeEntries: [(entry: String, scheme: String, host: String?)] = []  // navgen:insert schemeEntries

            /// The entries of `deeplinks.hosts` as written, with the host or `*.` domain lowercased.
            private static let hostEntries: [(entry: String, host: String)] = []  // navgen:insert hostEntries
            // navgen:end
            // navgen:if web-fallback

            /// The URL read, for a `web` fallback to hand back to the browser: nil unless it is an http or
            /// https URL, as only those can go back.
            let webURL: URL?
            // navgen:end
            // navgen:if redirects

            /// Where a redirect to a path leads: `scheme://host` as the URL writes them for a URL of a host
            /// (a `scheme://host` entry, or https and `deeplinks.hosts`), `scheme://` for a bare scheme's.
            private let origin: String
            // navgen:end

            init?(url: URL) {
                var rest = Substring(url.absoluteString)
                // navgen:if fragment
                var fragmentValue: String?? = nil
                // navgen:end
                if let fragment = rest.firstIndex(of: "#") {
                    // navgen:if fragment
                    let text = rest[rest.index(after: fragment)...]
                    if !text.isEmpty {
                        fragmentValue = .some(text.removingPercentEncoding)
                    }
                    // navgen:end
                    rest = rest[..<fragment]
                }
                guard let colon = rest.firstIndex(of: ":"), Self.isScheme(rest[..<colon]) else { return nil }
                let scheme = rest[..<colon].lowercased()
                // navgen:if web-fallback
                webURL = scheme == "http" || scheme == "https" ? url : nil
                // navgen:end
                // navgen:if redirects
                let schemeAsWritten = rest[..<colon]
                // navgen:end
                rest = rest[rest.index(after: colon)...]
                var authority: Substring?
                if rest.hasPrefix("//") {
                    rest = rest.dropFirst(2)
                    let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
                    authority = rest[..<end]
                    rest = rest[end...]
                }
                var query: Substring = ""
                if let mark = rest.firstIndex(of: "?") {
                    query = rest[rest.index(after: mark)...]
                    rest = rest[..<mark]
                }
                // An empty port (`host:`) is no port.
                if authority?.hasSuffix(":") == true {
                    authority = authority?.dropLast()
                }
                // Deep links carry no user info and no port, and come from plain hosts only.
                if let authority = authority, !Self.isPlainHost(authority) {
                    return nil
                }
                var encoded: [Substring] = []
                // navgen:if web-scheme
                if let host = authority?.lowercased(), Self.schemeHosts.contains(scheme + "://" + host) {
                    // A scheme listed with its host (ksr://www.kickstarter.com) reads the path, as https does.
                } else if scheme == "https", let host = authority?.lowercased(), Self.acceptsHost(host) {
                    // An https URL of a listed host reads the path, though https is also listed as a bare scheme.
                } else if Self.schemes.contains(scheme) {
                    // A bare scheme's host is the first segment: recipes://settings/allergies.
                    if let authority = authority, !authority.isEmpty {
                        encoded.append(authority)
                    }
                } else {
                    return nil
                }
                // navgen:end
                // navgen:if host-patterns-read
                if let host = authority?.lowercased(), Self.schemeHosts.contains(scheme + "://" + host) {
                    // A scheme listed with its host (ksr://www.kickstarter.com) reads the path, as https does.
                } else if Self.schemes.contains(scheme) {
                    // A custom scheme's host is the first segment: recipes://settings/allergies.
                    if let authority = authority, !authority.isEmpty {
                        encoded.append(authority)
                    }
                } else {
                    guard scheme == "https", let host = authority?.lowercased(), Self.acceptsHost(host) else {
                        return nil
                    }
                }
                // navgen:end
                // navgen:if schemes-and-hosts
                if Self.schemes.contains(scheme) {
                    // A custom scheme's host is the first segment: recipes://settings/allergies.
                    if let authority = authority, !authority.isEmpty {
                        encoded.append(authority)
                    }
                } else {
                    guard scheme == "https", let host = authority?.lowercased(), Self.hosts.contains(host) else {
                        return nil
                    }
                }
                // navgen:end
                // navgen:if schemes-only
                guard Self.schemes.contains(scheme) else { return nil }
                // A custom scheme's host is the first segment: recipes://settings/allergies.
                if let authority = authority, !authority.isEmpty {
                    encoded.append(authority)
                }
                // navgen:end
                // navgen:if hosts-only
                guard scheme == "https", let host = authority?.lowercased(), Self.hosts.contains(host) else {
                    return nil
                }
                // navgen:end
                // navgen:if host-case
                hostIsFirst = !encoded.isEmpty
                // navgen:end
                // navgen:if redirects
                // A bare scheme's host is the first segment, no part of the origin.
                let originHost = encoded.isEmpty ? authority ?? "" : ""
                origin = "\(schemeAsWritten)://\(originHost)"
                // navgen:end
                // One leading and one trailing slash are not segments; "//" is one empty segment.
                if rest.hasPrefix("/") {
                    rest = rest.dropFirst()
                }
                if !rest.isEmpty {
                    if rest.hasSuffix("/") {
                        rest = rest.dropLast()
                    }
                    encoded += rest.split(separator: "/", omittingEmptySubsequences: false)
                }
                var segments: [String] = []
                for segment in encoded {
                    // Decoded after splitting, so that `a%2Fb` stays one segment.
                    guard let decoded = segment.removingPercentEncoding else { return nil }
                    segments.append(decoded)
                }
                var items: [(key: String, value: String?)] = []
                for item in query.split(separator: "&") {
                    let equals = item.firstIndex(of: "=") ?? item.endIndex
                    guard let key = item[..<equals].removingPercentEncoding else { continue }
                    // No `=` is an empty value; a value that does not decode is nil.
                    var value: String? = ""
                    if equals < item.endIndex {
                        value = item[item.index(after: equals)...].removingPercentEncoding
                    }
                    // navgen:if exact-keys
                    items.append((key: key, value: value))
                    // navgen:end
                    // navgen:if ignores-case
                    // Keys compare without ASCII letter case: the first item of either spelling counts.
                    items.append((key: Self.lowered(key), value: value))
                    // navgen:end
                }
                self.segments = segments
                self.items = items
                // navgen:if fragment
                self.fragmentValue = fragmentValue
                // navgen:end
                // navgen:if scopes
                origins = Self.origins(scheme: scheme, host: authority?.lowercased())
                // navgen:end
            }

            // navgen:if redirects
            /// The URL a redirect to `value` leads to: `value` when it starts with a scheme (`https:`, `blog:`),
            /// else the path `value`, its own query and fragment kept, on the origin this URL arrived through.
            func redirect(to value: String) -> String {
                if let colon = value.utf8.firstIndex(of: UInt8(ascii: ":")),
                    Self.isScheme(Substring(value.utf8[..<colon]))
                {
                    return value
                }
                let path = value.hasPrefix("/") ? value.dropFirst() : Substring(value)
                return origin + "/" + path
            }

            // navgen:end
            /// Whether `text` is a scheme: a letter, then letters, digits, `+`, `-` or `.`.
            private static func isScheme(_ text: Substring) -> Bool {
                guard let first = text.first, first.isASCII && first.isLetter else { return false }
                return text.allSatisfy { character in
                    character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
                }
            }

            /// Whether `host` is plain: ASCII letters, digits and `-._~!$&'()*+,;=`, no label in punycode
            /// (`xn--`). Foundation rewrites any other host (IDNA, percent-encoding) in ways the simulator
            /// does not follow, so deep links are read from plain hosts only.
            private static func isPlainHost(_ host: Substring) -> Bool {
                let labels = host.lowercased().split(separator: ".", omittingEmptySubsequences: false)
                return host.allSatisfy(isHostCharacter) && !labels.contains { $0.hasPrefix("xn--") }
            }

            // navgen:if host-patterns

            /// Whether `deeplinks.hosts` accepts this (lowercased) host: it is listed, or it is a subdomain of a
            /// `*.` entry's domain (a non-empty label, then `.` and the domain).
            private static func acceptsHost(_ host: String) -> Bool {
                if hosts.contains(host) {
                    return true
                }
                return subdomainsOf.contains { domain in
                    let labels = host.dropLast(domain.count + 1)
                    return host.hasSuffix("." + domain) && !labels.isEmpty && !labels.hasSuffix(".")
                }
            }
            // navgen:end

            // navgen:if scopes

            /// The entries a URL of this (lowercased) scheme and host arrives through: the `scheme://host` entries
            /// naming both; else, for https, the `deeplinks.hosts` entries that accept the host; else the bare
            /// scheme's entries.
            private static func origins(scheme: String, host: String?) -> (schemes: Set<String>, hosts: Set<String>) {
                if let host = host {
                    let named = schemeEntries.filter { $0.scheme == scheme && $0.host == host }
                    if !named.isEmpty {
                        return (Set(named.map(\.entry)), [])
                    }
                    let accepting = hostEntries.filter { entry in
                        guard entry.host.hasPrefix("*.") else {
                            return entry.host == host
                        }
                        let domain = entry.host.dropFirst(2)
                        let labels = host.dropLast(domain.count + 1)
                        return host.hasSuffix("." + domain) && !labels.isEmpty && !labels.hasSuffix(".")
                    }
                    if scheme == "https" && !accepting.isEmpty {
                        return ([], Set(accepting.map(\.entry)))
                    }
                }
                return (Set(schemeEntries.filter { $0.scheme == scheme && $0.host == nil }.map(\.entry)), [])
            }

            /// Whether the URL arrived through one of these entries of `deeplinks.schemes` or `deeplinks.hosts`
            /// (written as there): a pattern with `schemes` or `hosts` applies only to URLs that did.
            func arrived(schemes: Set<String> = [], hosts: Set<String> = []) -> Bool {
                !origins.schemes.isDisjoint(with: schemes) || !origins.hosts.isDisjoint(with: hosts)
            }
            // navgen:end

            /// ASCII letters, digits and `-._~!$&'()*+,;=`.
            private static func isHostCharacter(_ character: Character) -> Bool {
                guard character.isASCII else { return false }
                return character.isLetter || character.isNumber || "-._~!$&'()*+,;=".contains(character)
            }
            // navgen:if literal-segments

            /// Whether the segment at `index` is this text, byte for byte (not by Unicode equivalence).
            func segment(_ index: Int, is literal: String) -> Bool {
                segments[index].utf8.elementsEqual(literal.utf8)
            }
            // navgen:end
            // navgen:if host-case

            func firstSegment(is literal: String) -> Bool { false }  // navgen:insert firstSegment
            // navgen:end
            // navgen:if literal-segments-ignoring-case

            /// Whether the segment at `index` is this text, ASCII letters compared without case, other
            /// bytes exactly (not by Unicode equivalence).
            func segment(_ index: Int, equalsIgnoringCase literal: String) -> Bool {
                Self.equalsIgnoringCase(segments[index], literal)
            }
            // navgen:end
            // navgen:if host-variants

            /// The first-segment literal a host stands for: the one spelled as it, else the first one equal to
            /// it but for ASCII letter case, else the host itself.
            private static func firstLiteral(for host: String) -> String {
                if firstLiterals.contains(where: { $0.utf8.elementsEqual(host.utf8) }) {
                    return host
                }
                return firstLiterals.first { equalsIgnoringCase($0, host) } ?? host
            }
            // navgen:end
            // navgen:if param-segments

            /// The segment at `index`, parsed; nil when it does not parse.
            func segment<Value>(_ index: Int, _ parse: (String) -> Value?) -> Value? {
                parse(segments[index])
            }
            // navgen:end
            // navgen:if rest-segments

            /// The segments from `index` on, joined with `/`, for a rest `{name...}`: nil when one of them is
            /// empty, as a `String` param would refuse it.
            func rest(from index: Int) -> String? {
                let rest = segments[index...]
                return rest.contains(where: \.isEmpty) ? nil : rest.joined(separator: "/")
            }
            // navgen:end
            // navgen:if required-query

            /// A required query value, parsed: nil when absent, empty, malformed or not parsing.
            func query<Value>(_ key: String, _ parse: (String) -> Value?) -> Value? {
                guard let value = firstValue(key), let text = value, !text.isEmpty else { return nil }
                return parse(text)
            }
            // navgen:end
            // navgen:if optional-query

            /// An optional query value: `.some(nil)` when absent or empty, `.some(value)` when it
            /// parses, nil (no match) when it is malformed or does not parse.
            func optionalQuery<Value>(_ key: String, _ parse: (String) -> Value?) -> Value?? {
                guard let value = firstValue(key) else { return .some(nil) }
                guard let text = value else { return nil }
                return text.isEmpty ? .some(nil) : parse(text).map(Optional.some)
            }
            // navgen:end
            // navgen:if required-fragment

            /// A required fragment `#{name}`, parsed: nil when absent, empty, malformed or not parsing.
            func fragment<Value>(_ parse: (String) -> Value?) -> Value? {
                guard let value = fragmentValue, let text = value else { return nil }
                return parse(text)
            }
            // navgen:end
            // navgen:if optional-fragment

            /// An optional fragment `#{name}`: `.some(nil)` when absent or empty, `.some(value)` when it
            /// parses, nil (no match) when it is malformed or does not parse.
            func optionalFragment<Value>(_ parse: (String) -> Value?) -> Value?? {
                guard let value = fragmentValue else { return .some(nil) }
                guard let text = value else { return nil }
                return parse(text).map(Optional.some)
            }
            // navgen:end
            // navgen:if literal-query

            /// Whether the first item with this key has this value, byte for byte: false when it is absent,
            /// empty or malformed.
            func query(_ key: String, is literal: String) -> Bool {
                guard let value = firstValue(key), let text = value else { return false }
                return text.utf8.elementsEqual(literal.utf8)
            }
            // navgen:end
            // navgen:if literal-query-ignoring-case

            /// Whether the first item with this key has this value, ASCII letters compared without case: false
            /// when it is absent, empty or malformed.
            func query(_ key: String, equalsIgnoringCase literal: String) -> Bool {
                guard let value = firstValue(key), let text = value else { return false }
                return Self.equalsIgnoringCase(text, literal)
            }
            // navgen:end
            // navgen:if case-helpers

            /// Whether two texts are equal with ASCII letters compared without case, other bytes exactly.
            private static func equalsIgnoringCase(_ text: String, _ other: String) -> Bool {
                text.utf8.elementsEqual(other.utf8) { lowered($0) == lowered($1) }
            }

            /// The byte with an ASCII capital lowered.
            private static func lowered(_ byte: UInt8) -> UInt8 {
                byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            // navgen:end
            // navgen:if ignores-case

            /// The text with its ASCII capitals lowered, the rest untouched.
            private static func lowered(_ text: String) -> String {
                String(decoding: text.utf8.map(lowered), as: UTF8.self)
            }
            // navgen:end
            // navgen:if query

            /// The value of the first item with this key: nil when there is none, `.some(nil)` when malformed.
            private func firstValue(_ key: String) -> String?? {
                items.first { $0.key.utf8.elementsEqual(key.utf8) }.map(\.value)
            }
            // navgen:end
            // navgen:if int

            /// An optional sign and digits, within 64 bits.
            static func int(_ text: String) -> Int? {
                Int(text)
            }
            // navgen:end
            // navgen:if int-range

            /// An `int` within the param's range.
            static func int<Bounds: RangeExpression>(in range: Bounds) -> (String) -> Int? where Bounds.Bound == Int {
                { text in Self.int(text).flatMap { range.contains($0) ? $0 : nil } }
            }
            // navgen:end
            // navgen:if enumeration

            /// A case of an enumeration, by its raw value compared byte for byte.
            static func value<Value: RawRepresentable>(of type: Value.Type) -> (String) -> Value?
            where Value.RawValue == String {
                { text in Value(rawValue: text) }
            }
            // navgen:end
            // navgen:if enumeration-ignoring-case

            /// A case of an enumeration, by its raw value with ASCII letters compared without case.
            static func valueIgnoringCase<Value: RawRepresentable & CaseIterable>(of type: Value.Type)
                -> (String) -> Value? where Value.RawValue == String
            {
                { text in Value.allCases.first { equalsIgnoringCase($0.rawValue, text) } }
            }
            // navgen:end
            // navgen:if web-url

            /// A web URL, tested on its text as `navgen simulate` tests it, whatever `URL(string:)` would
            /// rewrite: only characters a URL may hold (brackets refused), `%` only in escapes, one `#` at most,
            /// `http://` or `https://` in any letter case, and a host that is not empty once user info and a
            /// port of digits are left out.
            static func webURL(_ text: String) -> URL? {
                let bytes = Array(text.utf8)
                let allowed = Set("-._~:/?#@!$&'()*+,;=".utf8)
                var index = 0
                var hashes = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "%") {
                        guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2])
                        else { return nil }
                        index += 3
                        continue
                    }
                    if byte == UInt8(ascii: "#") { hashes += 1 }
                    guard hashes <= 1, isLetterOrDigit(byte) || allowed.contains(byte) else { return nil }
                    index += 1
                }
                let scheme = String(decoding: bytes.prefix(8).map { $0 | 0x20 }, as: UTF8.self)
                var start: Int
                if scheme.hasPrefix("http://") {
                    start = 7
                } else if scheme.hasPrefix("https://") {
                    start = 8
                } else {
                    return nil
                }
                var end = start
                while end < bytes.count, !"/?#".utf8.contains(bytes[end]) { end += 1 }
                if let at = bytes[start..<end].lastIndex(of: UInt8(ascii: "@")) { start = at + 1 }
                let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
                guard colon > start else { return nil }
                for byte in bytes[min(colon + 1, end)..<end] where !(byte >= 48 && byte <= 57) { return nil }
                return URL(string: text)
            }

            private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
                (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            }

            private static func isHexDigit(_ byte: UInt8) -> Bool {
                byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                    || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f")
            }
            // navgen:end
            // navgen:if double

            /// What `Double(_:)` accepts, if finite.
            static func double(_ text: String) -> Double? {
                Double(text).flatMap({ $0.isFinite ? $0 : nil })
            }
            // navgen:end
            // navgen:if bool

            /// `true` or `false`.
            static func bool(_ text: String) -> Bool? {
                Bool(text)
            }
            // navgen:end
            // navgen:if uuid

            /// What `UUID(uuidString:)` accepts on Apple platforms, on every platform.
            static func uuid(_ text: String) -> UUID? {
                guard text.utf8.count == 36 else { return nil }
                for (offset, byte) in text.utf8.enumerated() {
                    if [8, 13, 18, 23].contains(offset) {
                        guard byte == UInt8(ascii: "-") else { return nil }
                    } else {
                        guard "0123456789abcdefABCDEF".utf8.contains(byte) else { return nil }
                    }
                }
                return UUID(uuidString: text)
            }
            // navgen:end
            // navgen:if string

            /// Any non-empty text.
            static func string(_ text: String) -> String? {
                text.isEmpty ? nil : text
            }
            // navgen:end
        }
        """#
    )
}
