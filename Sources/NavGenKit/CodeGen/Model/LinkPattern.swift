/// A deep-link pattern (`/recipes/{id}?from={source}`) resolved against its route:
/// what the generated matcher tests, in what order.
///
/// SPEC §2: path segments are literals or whole-segment `{param}`s, query items are
/// `key={param}`; a param's type is its route's. Malformed patterns are the
/// validator's (`deeplink-syntax`, `deeplink-param`); here they are skipped.
struct LinkPattern: Sendable {
    enum Segment: Hashable, Sendable {
        /// Compared with the URL's decoded segment, case-sensitively.
        case literal(String)
        case param(LinkParam)
    }

    /// A route param bound by the pattern.
    struct LinkParam: Hashable, Sendable {
        var name: String
        var type: ParamType
    }

    /// `key={param}`
    struct QueryItem: Hashable, Sendable {
        var key: String
        var param: LinkParam
    }

    /// The route the URL shows.
    let target: RouteRef
    /// The pattern as written, for the comment above its test.
    let text: String
    let segments: [Segment]
    let query: [QueryItem]

    init?(_ text: String, target: RouteRef, route: Route) {
        self.target = target
        self.text = text
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path = parts[0]
        guard path.hasPrefix("/") else { return nil }
        path = path.dropFirst()
        if path.hasSuffix("/") { path = path.dropLast() }
        var segments: [Segment] = []
        if !path.isEmpty {
            for piece in path.split(separator: "/", omittingEmptySubsequences: false) {
                if let name = Self.placeholder(piece) {
                    guard let param = Self.param(name, of: route) else { return nil }
                    segments.append(.param(param))
                } else {
                    guard !piece.isEmpty, !piece.contains("{"), !piece.contains("}") else { return nil }
                    segments.append(.literal(PercentDecoding.decode(piece) ?? String(piece)))
                }
            }
        }
        var query: [QueryItem] = []
        if parts.count == 2, !parts[1].isEmpty {
            for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[0].isEmpty, let name = Self.placeholder(pair[1]),
                    let param = Self.param(name, of: route)
                else { return nil }
                query.append(QueryItem(key: PercentDecoding.decode(pair[0]) ?? String(pair[0]), param: param))
            }
        }
        self.segments = segments
        self.query = query
    }

    private static func placeholder(_ text: Substring) -> String? {
        guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private static func param(_ name: String, of route: Route) -> LinkParam? {
        guard let param = route.param(named: name), !param.type.value.isCustom else { return nil }
        return LinkParam(name: name, type: param.type.value)
    }

    /// Every param the pattern binds, path first.
    var bindings: [LinkParam] {
        segments.compactMap { segment in
            if case .param(let param) = segment { param } else { nil }
        } + query.map(\.param)
    }

    /// SPEC §2 precedence, per segment: a literal beats a param; `Int`, `Bool` and
    /// `UUID` beat `Double`, which beats `String`. Lower ranks win.
    var ranks: [Int] {
        segments.map { segment in
            guard case .param(let param) = segment else { return 0 }
            switch param.type.base {
            case .int, .bool, .uuid: return 1
            case .double: return 2
            case .string, .custom: return 3
            }
        }
    }

    /// Patterns in the order the matcher tries them: by segment count (only equal
    /// counts can match the same URL), then by precedence compared from the left.
    /// Two patterns that tie at every segment can match the same URL only if they
    /// are ambiguous, which validation rejects; the sort keeps spec order for them.
    static func precedenceOrder(_ patterns: [LinkPattern]) -> [LinkPattern] {
        patterns.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            if left.segments.count != right.segments.count { return left.segments.count < right.segments.count }
            if left.ranks != right.ranks { return left.ranks.lexicographicallyPrecedes(right.ranks) }
            return lhs.offset < rhs.offset
        }
        .map(\.element)
    }

    /// Every pattern of the spec that resolves, in spec order.
    static func all(in model: AppModel) -> [LinkPattern] {
        model.stacks.flatMap { coordinator in
            coordinator.routes.flatMap { route in
                route.deepLinks.compactMap { pattern in
                    let target = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                    return LinkPattern(pattern.value, target: target, route: route)
                }
            }
        }
    }
}

/// `%XX` decoding of UTF-8, without Foundation.
enum PercentDecoding {
    /// The decoded text; nil when an escape is malformed or the bytes are not UTF-8.
    static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        var decoder = UTF8()
        var input = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&input) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
