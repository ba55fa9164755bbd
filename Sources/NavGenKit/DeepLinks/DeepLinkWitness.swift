/// A URL that a pattern opens, built from the pattern alone: each param a sample
/// value of its type, each required query item present, literals percent-encoded
/// as a browser writes them. `navgen aasa --check` tries a deployed file with it and
/// `navgen diff` tries the new spec with the old spec's witnesses.
///
/// The samples are chosen so that a witness also tells types apart: `42` parses as
/// `Int`, `Double` and `String`; `2.5` as `Double` and `String`; `abc` only as
/// `String`. A pattern whose param became narrower no longer opens its old witness.
package struct DeepLinkWitness: Hashable, Sendable {
    /// One query item, both sides percent-encoded.
    package struct QueryItem: Hashable, Sendable {
        package var key: String
        package var value: String
    }

    /// `/recipes/42`: `/` then the segments, percent-encoded.
    package var path: String
    /// The required items in the pattern's order, one per key.
    package var query: [QueryItem]
    /// A sample value for a required fragment param `#{name}`, percent-encoded; nil
    /// when the pattern needs no fragment.
    package var fragment: String? = nil

    /// The witness of `pattern`; a rest segment takes `restLength` segments (`a/b`).
    /// `raisingLiterals`: path literals, keys and literal values with their ASCII
    /// letters upper-cased, a URL only `deeplinks.caseInsensitive` opens.
    /// `redirectingTo`: for a redirect's pattern, the URL its redirect param holds
    /// (encoded where it stands; a rest takes its segments).
    package init(
        of pattern: RoutePattern, restLength: Int = 2, raisingLiterals: Bool = false,
        redirectingTo target: String? = nil
    ) {
        func literal(_ text: ExactText) -> String {
            raisingLiterals ? ASCIICase.raised(text.value) : text.value
        }
        /// The target where the redirect param `index` stands, else nil.
        func redirect(_ index: Int, keeping kept: Set<UInt8>) -> String? {
            guard let target, pattern.redirect?.param == index else { return nil }
            return Self.percentEncoded(target, keeping: kept)
        }
        let segments = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): Self.percentEncoded(literal(text), keeping: Self.pathCharacters)
            case .param(let index, let type):
                redirect(index, keeping: Self.pathCharacters)
                    ?? Self.sample(type, pattern.constraint(of: index))
            case .rest(let index) where target != nil && pattern.redirect?.param == index:
                (target ?? "").split(separator: "/").map {
                    Self.percentEncoded(String($0), keeping: Self.pathCharacters)
                }.joined(separator: "/")
            case .rest: ["a", "b", "c"].prefix(restLength).joined(separator: "/")
            }
        }
        var query: [QueryItem] = []
        for binding in pattern.query where binding.isRequired {
            let key = Self.percentEncoded(literal(binding.key), keeping: Self.queryCharacters)
            guard !query.contains(where: { $0.key == key }) else { continue }
            switch binding.kind {
            case .param(let index, let type, _):
                let value =
                    redirect(index, keeping: Self.queryCharacters)
                    ?? Self.sample(type, pattern.constraint(of: index))
                query.append(QueryItem(key: key, value: value))
            case .literal(let value):
                query.append(
                    QueryItem(
                        key: key, value: Self.percentEncoded(literal(value), keeping: Self.queryCharacters)))
            }
        }
        path = "/" + segments.joined(separator: "/")
        self.query = query
        if let binding = pattern.fragment, binding.isRequired {
            fragment =
                redirect(binding.param, keeping: Self.queryCharacters)
                ?? Self.sample(
                    binding.type, pattern.constraint(of: binding.param))
        }
    }

    /// `#abc` for a required fragment, else empty.
    package var fragmentText: String { fragment.map { "#" + $0 } ?? "" }

    /// `?q=abc&page=42`, or empty without items.
    package var queryText: String {
        query.isEmpty ? "" : "?" + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    /// The witness under a host: `https://recipes.example.com/recipes/42`.
    package func url(host: String) -> String {
        "https://" + host + path + queryText + fragmentText
    }

    /// The witness under a `deeplinks.schemes` entry: a bare scheme reads its host as
    /// the first segment (`recipes://recipes/42`), a `scheme://host` entry as `https` does.
    package func url(scheme: SchemeEntry) -> String {
        if let host = scheme.host { return scheme.scheme + "://" + host + path + queryText + fragmentText }
        return scheme.scheme + "://" + path.dropFirst() + queryText + fragmentText
    }

    /// A value a constrained param takes: `42` when the range holds it, else its lower
    /// (or upper) bound; an enumeration's first raw value, percent-encoded.
    package static func sample(_ type: DeepLinkValueType, _ constraint: ParamConstraint?) -> String {
        switch constraint {
        case .range(let range)?:
            range.contains(42) ? "42" : String(range.lower ?? range.upper ?? 42)
        case .cases(let enumeration, _)?:
            percentEncoded(enumeration.cases[0].rawValue.value, keeping: queryCharacters)
        case nil:
            sample(type)
        }
    }

    /// A value of the type, as a URL writes it.
    package static func sample(_ type: DeepLinkValueType) -> String {
        switch type {
        case .int: "42"
        case .bool: "true"
        case .uuid: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        case .double: "2.5"
        case .string, .enumeration: "abc"
        // Percent-encoded whole, so that its `/` stay in one segment.
        case .url: "https%3A%2F%2Fexample.com"
        }
    }

    /// What a path segment may hold unescaped besides letters and digits (RFC 3986 `pchar`).
    package static let pathCharacters = Set("-._~!$&'()+,;=:@".utf8)
    /// As ``pathCharacters``, less what separates query items.
    package static let queryCharacters = Set("-._~!$'(),;:@".utf8)

    /// `text` with every byte but ASCII letters, digits and `kept` written `%XX`.
    package static func percentEncoded(_ text: String, keeping kept: Set<UInt8>) -> String {
        var out = ""
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        for byte in text.utf8 {
            let isAlphanumeric =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            if isAlphanumeric || kept.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%"
                out.unicodeScalars.append(digits[Int(byte >> 4)])
                out.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return out
    }
}
