/// Turns deep-link patterns into `apple-app-site-association` components
/// (docs/deeplinks.md, "Universal links").
///
/// A literal segment is written percent-encoded (the file's default), a param
/// segment becomes `?*`, a rest segment `?*` too (one or more characters, `/`
/// included, so `/files/` stays out), a required query param `"?": {key: "?*"}`
/// and a literal query item `"?": {key: "value"}`; a required fragment param
/// `#{name}` (or `#{name!}`) `"#": "?*"`. Under `deeplinks.caseInsensitive`
/// every component says `"caseSensitive": false`.
///
/// Apple's `*` also matches `/`, so `/recipes/?*` alone would send `/recipes/4/edit`
/// to the app; each pattern with a param segment is therefore preceded by excludes
/// for the same path with one more segment at each param position. An exclude must
/// not hide a URL another pattern opens, so patterns with a rest segment, whose URLs
/// have any length, come first, then the others longest first: an exclude then only
/// meets URLs of components above it. A rest pattern has no excludes (its `?*` may
/// take any number of segments anyway).
package enum AASAComponents {
    package static func components(for patterns: [RoutePattern]) -> [AASAComponent] {
        // Rest patterns first, then longest first; otherwise declaration order (stable).
        func rank(_ pattern: RoutePattern) -> Int {
            pattern.hasRest ? Int.max : pattern.segments.count
        }
        let ordered = patterns.enumerated().sorted { left, right in
            rank(left.element) != rank(right.element)
                ? rank(left.element) > rank(right.element) : left.offset < right.offset
        }.map(\.element)
        var components: [AASAComponent] = []
        // Where each (path, query, exclude) already is, so that patterns the file
        // cannot tell apart share one component, whose comment names them all.
        var positions: [AASAComponent: Int] = [:]
        func add(_ component: AASAComponent) {
            var key = component
            key.comment = ""
            if let index = positions[key] {
                components[index].comment += "; " + component.comment
            } else {
                positions[key] = components.count
                components.append(component)
            }
        }
        for pattern in ordered {
            let name = "\(pattern.owner) \(pattern.source.value)"
            // `deeplinks.caseInsensitive`: the system compares the URL without case too.
            let caseSensitive = !pattern.ignoresCase
            for path in longerPaths(of: pattern) {
                add(
                    AASAComponent(
                        path: path, exclude: true, caseSensitive: caseSensitive,
                        comment: "longer than \(name)"))
            }
            add(
                AASAComponent(
                    path: path(of: pattern.segments), query: query(of: pattern),
                    fragment: fragment(of: pattern), caseSensitive: caseSensitive, comment: name))
        }
        return components
    }

    /// The path pattern: `/`, or each segment after a `/`.
    static func path(of segments: [RoutePattern.Segment]) -> String {
        guard !segments.isEmpty else { return "/" }
        return segments.map { "/" + text(of: $0) }.joined()
    }

    private static func text(of segment: RoutePattern.Segment) -> String {
        switch segment {
        case .literal(let text): percentEncoded(text.value, keeping: pathCharacters)
        case .param, .rest: "?*"
        }
    }

    /// The path with one more segment at each param position, in order, once each;
    /// none for a rest pattern, whose URLs have no fixed length.
    static func longerPaths(of pattern: RoutePattern) -> [String] {
        guard !pattern.hasRest else { return [] }
        var paths: [String] = []
        for (index, segment) in pattern.segments.enumerated() {
            guard case .param = segment else { continue }
            let texts = pattern.segments.map(text(of:))
            let longer =
                texts[..<index].map { "/" + $0 }.joined() + "/?*/?*"
                + texts[(index + 1)...].map { "/" + $0 }.joined()
            if !paths.contains(longer) { paths.append(longer) }
        }
        return paths
    }

    /// Required query params, `key: "?*"`, and literal items, `key: "value"`, sorted
    /// by key; the first binding of a key is the one a URL must satisfy, so a key is
    /// listed once.
    static func query(of pattern: RoutePattern) -> [AASAComponent.QueryItem] {
        var items: [String: String] = [:]
        for binding in pattern.query where binding.isRequired {
            let key = percentEncoded(binding.key.value, keeping: queryKeyCharacters)
            guard items[key] == nil else { continue }
            switch binding.kind {
            case .param: items[key] = "?*"
            case .literal(let value): items[key] = percentEncoded(value.value, keeping: queryKeyCharacters)
            }
        }
        return items.sorted { ExactText($0.key) < ExactText($1.key) }.map {
            AASAComponent.QueryItem(key: $0.key, value: $0.value)
        }
    }

    /// `?*` for a required fragment param, which a URL must carry; nil otherwise.
    static func fragment(of pattern: RoutePattern) -> String? {
        pattern.fragment?.isRequired == true ? "?*" : nil
    }

    /// RFC 3986's unreserved characters and the sub-delimiters a path segment may
    /// hold as they are; `*` is a wildcard in the file, so neither set keeps it.
    static let pathCharacters = DeepLinkWitness.pathCharacters
    /// As ``pathCharacters``, less what separates query items.
    static let queryKeyCharacters = DeepLinkWitness.queryCharacters

    /// `text` with every byte but ASCII letters, digits and `kept` written `%XX`.
    static func percentEncoded(_ text: String, keeping kept: Set<UInt8>) -> String {
        DeepLinkWitness.percentEncoded(text, keeping: kept)
    }
}

extension RoutePattern {
    /// Whether the last segment is a rest segment `{name...}`.
    var hasRest: Bool {
        if case .rest = segments.last { return true }
        return false
    }
}
