extension DeepLinkPattern {
    /// Parses a pattern, or throws the first problem found, scanning left to right.
    package init(parsing text: String) throws(DeepLinkPatternError) {
        var parser = DeepLinkPatternParser(text)
        self = try parser.parse()
    }
}

/// A hand-written scanner over the pattern's scalars: patterns are short and the
/// errors must say where they are.
private struct DeepLinkPatternParser {
    let text: String
    let scalars: [Unicode.Scalar]
    let utf8: [UInt8]
    /// Where each scalar starts in `utf8` (and the end), when the text is not ASCII.
    let offsets: [Int]?

    init(_ text: String) {
        self.text = text
        self.utf8 = Array(text.utf8)
        // Patterns are nearly always ASCII: then each byte is a scalar.
        if utf8.allSatisfy({ $0 < 0x80 }) {
            scalars = utf8.map { Unicode.Scalar($0) }
            offsets = nil
        } else {
            scalars = Array(text.unicodeScalars)
            var offsets: [Int] = []
            var offset = 0
            for scalar in scalars {
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
            self.offsets = offsets
        }
    }

    /// The text of scalars `range`, sliced from the UTF-8 (building a `String`
    /// scalar by scalar is far slower).
    func text(_ range: Range<Int>) -> String {
        let start = offsets?[range.lowerBound] ?? range.lowerBound
        let end = offsets?[range.upperBound] ?? range.upperBound
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    func fail(_ message: String, at offset: Int, help: String? = nil) -> DeepLinkPatternError {
        DeepLinkPatternError(message: message, offset: offset, help: help)
    }

    mutating func parse() throws(DeepLinkPatternError) -> DeepLinkPattern {
        guard scalars.first == "/" else {
            throw fail(
                "a deep-link pattern must start with '/'", at: 0,
                help: "write the path without scheme or host, e.g. '/recipes/{id}'")
        }
        // No literal may hold `#`, so the first one starts the fragment.
        let hash = scalars.firstIndex(of: "#") ?? scalars.count
        let queryStart = scalars[..<hash].firstIndex(of: "?") ?? hash
        let segments = try parsePath(end: queryStart)
        let query = queryStart < hash ? try parseQuery(from: queryStart + 1, end: hash) : []
        var pattern = DeepLinkPattern(text: text, segments: segments, query: query)
        if hash < scalars.count { pattern.fragment = try parseFragment(from: hash + 1) }
        return pattern
    }

    // MARK: - Path

    private func parsePath(end: Int) throws(DeepLinkPatternError) -> [DeepLinkPattern.Segment] {
        // `/` alone (optionally before a query) matches a URL with no segments.
        if end == 1 { return [] }
        var segments: [DeepLinkPattern.Segment] = []
        segments.reserveCapacity(scalars[..<end].reduce(0) { $1 == "/" ? $0 + 1 : $0 })
        var start = 1
        while start <= end {
            var stop = start
            while stop < end, scalars[stop] != "/" { stop += 1 }
            guard stop > start else {
                let trailing = start == end
                throw fail(
                    trailing
                        ? "a deep-link pattern may not end with '/'"
                        : "a deep-link pattern has an empty segment",
                    at: start - 1,
                    help: trailing
                        ? "remove the trailing '/': URLs match with or without it" : "remove the extra '/'")
            }
            if let last = segments.last, case .rest = last {
                throw fail(
                    "a rest segment must be the last segment", at: start - 1,
                    help: "'{name...}' takes the rest of the path: remove what follows it")
            }
            segments.append(try parseSegment(start..<stop))
            start = stop + 1
        }
        return segments
    }

    private func parseSegment(_ range: Range<Int>) throws(DeepLinkPatternError) -> DeepLinkPattern.Segment {
        guard let open = range.first(where: { scalars[$0] == "{" || scalars[$0] == "}" }) else {
            return .literal(ExactText(try literal(range, what: "a path literal")))
        }
        guard scalars[open] == "{" else {
            throw fail("'}' without a matching '{'", at: open)
        }
        guard let close = (open + 1..<range.upperBound).first(where: { scalars[$0] == "}" }) else {
            throw fail("'{' does not close", at: open, help: "write the param as {name}")
        }
        guard open == range.lowerBound, close == range.upperBound - 1 else {
            let offset = open == range.lowerBound ? close + 1 : open
            throw fail(
                "a param must be a whole path segment", at: offset,
                help: "give the param its own segment, e.g. '/recipes/{id}'")
        }
        if scalars[close - 1] == "!" {
            let isRest = close - open > 4 && scalars[close - 4..<close - 1].elementsEqual([".", ".", "."])
            throw fail(
                isRest
                    ? "'!' cannot mark a rest segment: '{name...}' always takes one or more segments"
                    : "'!' cannot mark a path segment: a URL always has the segments its pattern names",
                at: close - 1,
                help: isRest
                    ? "remove the '!'"
                    : "remove the '!'; '{name!}' marks a query item the pattern needs, e.g. '?id={id!}'")
        }
        if close - open > 3, scalars[close - 3] == ".", scalars[close - 2] == ".", scalars[close - 1] == "." {
            return .rest(try paramName(open + 1..<close - 3))
        }
        return .param(try paramName(open + 1..<close))
    }

    // MARK: - Fragment

    /// `#{name}` or `#{name!}`, the pattern's end: one param takes the whole fragment.
    private func parseFragment(from start: Int) throws(DeepLinkPatternError) -> DeepLinkPattern.Fragment {
        let help = "write '#{name}' to bind the whole fragment to a param, or '%23' for a literal '#'"
        guard start < scalars.count, scalars[start] == "{" else {
            throw fail("a fragment must be one param, '#{name}'", at: start - 1, help: help)
        }
        guard let close = scalars[start...].firstIndex(of: "}") else {
            throw fail("'{' does not close", at: start, help: "write the fragment param as #{name}")
        }
        guard close == scalars.count - 1 else {
            throw fail(
                "nothing may follow '#{name}': the fragment is the URL's end", at: close + 1,
                help: "move the query before the '#', e.g. '/login?c=qr#{payload}'")
        }
        var end = close
        let isDemanded = scalars[close - 1] == "!" && close - 1 > start
        if isDemanded { end -= 1 }
        if end - start > 3, scalars[end - 3..<end].elementsEqual([".", ".", "."]) {
            throw fail(
                "a fragment cannot be a rest: '#{name}' already takes the whole fragment", at: end - 3,
                help: "remove the '...'")
        }
        return DeepLinkPattern.Fragment(name: try paramName(start + 1..<end), isDemanded: isDemanded)
    }

    // MARK: - Query

    private func parseQuery(from start: Int, end: Int) throws(DeepLinkPatternError) -> [DeepLinkPattern
        .QueryItem]
    {
        guard start < end else {
            throw fail(
                "'?' is not followed by a query item", at: start - 1,
                help: "write key={param} or remove the '?'")
        }
        var items: [DeepLinkPattern.QueryItem] = []
        items.reserveCapacity(scalars[start..<end].reduce(1) { $1 == "&" ? $0 + 1 : $0 })
        // Keys so far: a list while there are few (nearly always), a set beyond.
        var manyKeys: Set<ExactText> = []
        var itemStart = start
        while itemStart <= end {
            var stop = itemStart
            while stop < end, scalars[stop] != "&" { stop += 1 }
            let item = try queryItem(itemStart..<stop)
            let isRepeated =
                items.count < 8
                ? items.contains { $0.key == item.key } : !manyKeys.insert(item.key).inserted
            if isRepeated {
                throw fail(
                    "the query key '\(item.key)' appears twice", at: itemStart,
                    help: "a URL gives one value per key: bind it once")
            }
            if items.count == 7 { manyKeys = Set(items.map(\.key) + [item.key]) }
            items.append(item)
            itemStart = stop + 1
        }
        return items
    }

    private func queryItem(_ range: Range<Int>) throws(DeepLinkPatternError) -> DeepLinkPattern.QueryItem {
        guard !range.isEmpty else {
            throw fail("empty query item", at: max(range.lowerBound - 1, 0), help: "remove the extra '&'")
        }
        guard let equals = range.first(where: { scalars[$0] == "=" }) else {
            throw fail(
                "a query item must be key={param} or key=value", at: range.lowerBound,
                help: "bind the item to a param, e.g. 'q={query}', or give its value, e.g. 'ref=home'")
        }
        guard equals > range.lowerBound else {
            throw fail("a query item needs a key before '='", at: equals)
        }
        let key = try literal(range.lowerBound..<equals, what: "a query key", isKey: true)
        let value = equals + 1..<range.upperBound
        guard !value.isEmpty else {
            throw fail(
                "a query item needs a value after '='", at: equals,
                help: "bind a param, e.g. '\(key)={name}', or give a literal, e.g. '\(key)=home'")
        }
        guard scalars[value.lowerBound] == "{" else {
            // A literal value, compared with the URL's decoded value.
            let text = try literal(value, what: "a query value", isValue: true)
            return DeepLinkPattern.QueryItem(key: ExactText(key), value: .literal(ExactText(text)))
        }
        guard value.count >= 2, scalars[value.upperBound - 1] == "}" else {
            let close = value.dropFirst().first { scalars[$0] == "}" }
            throw close.map {
                fail(
                    "a query value must be a whole param or a literal", at: $0 + 1,
                    help: "write \(key)={name} or a literal without braces")
            } ?? fail("'{' does not close", at: value.lowerBound)
        }
        // `{name!}`: the pattern needs the item.
        let isDemanded = value.count > 3 && scalars[value.upperBound - 2] == "!"
        let name = try paramName(value.lowerBound + 1..<value.upperBound - (isDemanded ? 2 : 1))
        return DeepLinkPattern.QueryItem(key: ExactText(key), value: .param(name), isDemanded: isDemanded)
    }

    // MARK: - Pieces

    private func paramName(_ range: Range<Int>) throws(DeepLinkPatternError) -> String {
        let name = text(range)
        guard !name.isEmpty else {
            throw fail(
                "'{}' has no param name", at: range.lowerBound - 1, help: "name a param of the route: {id}")
        }
        if let brace = range.first(where: { scalars[$0] == "{" || scalars[$0] == "}" }) {
            throw fail("a param name cannot contain '\(scalars[brace])'", at: brace)
        }
        guard NamePattern.identifier.matches(name) else {
            throw fail(
                "'\(name)' is not a param name", at: range.lowerBound,
                help: NamePattern.identifier.requirement)
        }
        return name
    }

    /// A literal or key, decoded. `what` names it in messages.
    private func literal(
        _ range: Range<Int>, what: String, isKey: Bool = false, isValue: Bool = false
    ) throws(DeepLinkPatternError) -> String {
        var isEscaped = false
        for index in range {
            let scalar = scalars[index]
            isEscaped = isEscaped || scalar == "%"
            if scalar.value <= 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                throw fail(
                    "\(what) cannot contain a space or control character", at: index,
                    help: "write it percent-encoded, e.g. %20")
            }
            // A key may not contain `?` or `=` either, a query value not `?`.
            if scalar == "{" || scalar == "}" || scalar == "#" || (isKey && (scalar == "?" || scalar == "="))
                || (isValue && scalar == "?")
            {
                throw fail("\(what) cannot contain '\(scalar)'", at: index)
            }
        }
        let raw = text(range)
        guard isEscaped else { return raw }
        guard let decoded = PercentDecoding.decodeStrictly(Substring(raw)) else {
            let percent = range.first { scalars[$0] == "%" } ?? range.lowerBound
            throw fail(
                "\(what) has a malformed %-escape", at: percent,
                help: "'%' must start an escape of two hex digits, e.g. %2F; write '%' itself as %25")
        }
        return decoded
    }
}
