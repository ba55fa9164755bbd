import NavGenKit

/// URLs built from a spec's deep-link patterns for the "opens in the app" property
/// tests: each pattern with good values, its near misses of every kind (a segment
/// more or fewer, one more after each param, a changed literal, a value of every
/// type, a rest of 0 to 3 segments, each required query item dropped or with another
/// value, a repeated key, another pattern's query items, a trailing slash), under
/// every host and scheme form and their near misses, then random mixtures of those.
///
/// The URLs are written as a browser writes them: literals percent-encoded once,
/// values plain ASCII, no empty segment; the association file compares that text.
enum LinkSamples {
    struct Parts {
        var segments: [String]
        var query: [(key: String, value: String)]
        var trailingSlash = false
        /// After `#`: a value for a required `#{name}`; nil for no fragment.
        var fragment: String? = nil

        var text: String {
            "/" + segments.joined(separator: "/") + (trailingSlash && !segments.isEmpty ? "/" : "")
                + (query.isEmpty ? "" : "?" + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
                + (fragment.map { "#" + $0 } ?? "")
        }
    }

    /// Values of each type, the good one first, then text of the other types.
    static let values: [DeepLinkValueType: [String]] = [
        .int: ["7", "-3", "abc", "2.5"],
        .double: ["2.5", "7", "x"],
        .bool: ["true", "false", "yes"],
        .uuid: ["3F2504E0-4F89-11D3-9A0C-0305E82C3301", "abc"],
        .string: ["abc", "7", "true", "x-y"],
        // Raw values of the fixtures' enumerations, and a web URL encoded whole: a
        // constrained param refuses some values of its type, which the file cannot say.
        .enumeration: ["week", "day", "abc"],
        .url: ["https%3A%2F%2Fa.b", "abc"],
    ]

    /// Every value above, in a fixed order (a dictionary's order changes between runs).
    static let allValues: [String] = [
        DeepLinkValueType.int, .double, .bool, .uuid, .string, .enumeration, .url,
    ]
    .flatMap {
        values[$0]!
    }

    static func urls(for catalog: DeepLinkCatalog, random count: Int = 24, seed: UInt64 = 21) -> [String] {
        let prefixes = self.prefixes(catalog)
        guard let first = prefixes.first else { return [] }
        var urls: [String] = []
        for pattern in catalog.pool {
            let good = self.good(pattern)
            urls += prefixes.map { $0(good) }
            for parts in nearMisses(pattern, among: catalog.pool) {
                urls.append(first(parts))
                if let custom = prefixes.last, prefixes.count > 1 { urls.append(custom(parts)) }
            }
        }
        var generator = SplitMix(seed: seed)
        for _ in 0..<(count * catalog.pool.count) {
            guard let pattern = catalog.pool.randomElement(using: &generator),
                let prefix = prefixes.randomElement(using: &generator)
            else { break }
            urls.append(prefix(random(pattern, among: catalog.pool, using: &generator)))
        }
        var seen: Set<String> = []
        return urls.filter { seen.insert($0).inserted }
    }

    /// The URL a pattern opens: every value good, a rest of two segments.
    static func good(_ pattern: RoutePattern) -> Parts {
        var segments: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): segments.append(encoded(text.value))
            case .param(_, let type): segments.append(values[type]![0])
            case .rest: segments += ["a", "b"]
            }
        }
        let query = pattern.query.filter(\.isRequired).map { binding in
            (key: encoded(binding.key.value, inQuery: true), value: goodValue(binding))
        }
        var parts = Parts(segments: segments, query: query)
        if let fragment = pattern.fragment, fragment.isRequired { parts.fragment = values[fragment.type]![0] }
        return parts
    }

    private static func goodValue(_ binding: RoutePattern.QueryBinding) -> String {
        switch binding.kind {
        case .param(_, let type, _): values[type]![0]
        case .literal(let text): encoded(text.value, inQuery: true)
        }
    }

    static func nearMisses(_ pattern: RoutePattern, among patterns: [RoutePattern]) -> [Parts] {
        let good = self.good(pattern)
        var misses: [Parts] = []
        func with(_ change: (inout Parts) -> Void) {
            var copy = good
            change(&copy)
            misses.append(copy)
        }
        with { $0.segments.append("7") }
        with { $0.trailingSlash = true }
        // A fragment missing, empty, or given where the pattern binds none.
        if good.fragment != nil {
            with { $0.fragment = nil }
            with { $0.fragment = "" }
        } else {
            with { $0.fragment = "x" }
        }
        if !good.segments.isEmpty { with { $0.segments.removeLast() } }
        // Where each pattern segment starts in `good`: a rest takes two.
        var position = 0
        for segment in pattern.segments {
            let at = position
            switch segment {
            case .literal(let text):
                with { $0.segments[at] = "zz" + $0.segments[at] }
                if text.value.uppercased() != text.value {
                    with { $0.segments[at] = encoded(text.value.uppercased()) }
                }
                position += 1
            case .param(_, let type):
                with { $0.segments.insert("7", at: at + 1) }
                for value in allValues where value != values[type]![0] {
                    with { $0.segments[at] = value }
                }
                position += 1
            case .rest:
                for count in 0...3 {
                    with { $0.segments = Array($0.segments[..<at]) + ["r", "s", "t"].prefix(count) }
                }
                with {
                    $0.segments = Array($0.segments[..<at])
                    $0.trailingSlash = true
                }
                position += 2
            }
        }
        for (index, binding) in pattern.query.filter(\.isRequired).enumerated() {
            with { $0.query.remove(at: index) }
            with { $0.query[index].value = "zz" + $0.query[index].value }
            with { $0.query[index].value = "" }
            with { $0.query.insert(($0.query[index].key, "zz"), at: 0) }
            with { $0.query.append(($0.query[index].key, "zz")) }
            if case .param(_, let type, _) = binding.kind {
                for value in allValues where value != values[type]![0] {
                    with { $0.query[index].value = value }
                }
            }
        }
        for binding in pattern.query where !binding.isRequired {
            for value in ["", "abc", "7"] {
                with { $0.query.append((encoded(binding.key.value, inQuery: true), value)) }
            }
        }
        with { $0.query.append(("utm_source", "x")) }
        with { $0.query.reverse() }
        for other in patterns where !other.query.isEmpty {
            with { $0.query = self.good(other).query }
            with { $0.query += self.good(other).query }
        }
        return misses
    }

    /// One pattern's URL with each part chosen at random: good or near, kept or dropped.
    static func random(
        _ pattern: RoutePattern, among patterns: [RoutePattern], using generator: inout SplitMix
    ) -> Parts {
        var parts = Parts(segments: [], query: [])
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                parts.segments.append(
                    Int.random(in: 0..<10, using: &generator) == 0 ? "zz" : encoded(text.value))
            case .param(_, let type):
                let pool = Int.random(in: 0..<3, using: &generator) == 0 ? values[.string]! : values[type]!
                parts.segments.append(pool.randomElement(using: &generator)!)
            case .rest:
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    parts.segments.append(values[.string]!.randomElement(using: &generator)!)
                }
            }
        }
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: parts.segments.append("7")
        case 1 where !parts.segments.isEmpty: parts.segments.removeLast()
        case 2: parts.trailingSlash = true
        default: break
        }
        for binding in pattern.query
        where Int.random(in: 0..<(binding.isRequired ? 8 : 2), using: &generator) > 0 {
            var value = goodValue(binding)
            if Int.random(in: 0..<6, using: &generator) == 0 {
                value = allValues.randomElement(using: &generator)!
            }
            parts.query.append((encoded(binding.key.value, inQuery: true), value))
        }
        if Int.random(in: 0..<5, using: &generator) == 0,
            let other = patterns.randomElement(using: &generator)
        {
            parts.query += good(other).query
        }
        parts.query.shuffle(using: &generator)
        return parts
    }

    /// Each way to write a URL's start: every https host form (with a deeper
    /// subdomain, upper case, and the near misses: a wildcard's bare domain, a
    /// look-alike, another host, `http`), then the custom schemes (bare, where the
    /// host is the first segment, and with a host of their own).
    static func prefixes(_ catalog: DeepLinkCatalog) -> [(Parts) -> String] {
        var starts: [String] = []
        for host in catalog.hosts {
            switch host {
            case .exact(let name): starts += ["https://" + name, "https://" + name.uppercased()]
            case .anySubdomain(let domain):
                starts += [
                    "https://sub." + domain, "https://a.b." + domain, "https://" + domain,
                    "https://www" + domain,
                ]
            }
        }
        if let host = catalog.hosts.first?.exampleHost {
            starts += ["https://other.example.org", "http://" + host]
        }
        var prefixes = starts.map { start in { (parts: Parts) in start + parts.text } }
        for entry in catalog.schemes {
            if let host = entry.host {
                prefixes.append { "\(entry.scheme)://\(host)" + $0.text }
            } else {
                prefixes.append { "\(entry.scheme):/" + $0.text }
                prefixes.append { "\(entry.scheme)://" + $0.text }
            }
        }
        return prefixes
    }

    /// A segment or query text as a browser writes it: RFC 3986's path characters as
    /// they are, every other byte `%XX` (a query keeps fewer).
    static func encoded(_ text: String, inQuery: Bool = false) -> String {
        let kept = Set((inQuery ? "-._~!$'(),;:@" : "-._~!$&'()+,;=:@").utf8)
        var out = ""
        for byte in text.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || kept.contains(byte)
            {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }
}

/// The tests' seeded generator, so that every run tries the same URLs.
extension SplitMix: RandomNumberGenerator {}
