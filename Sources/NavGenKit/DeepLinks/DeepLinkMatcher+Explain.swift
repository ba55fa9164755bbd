/// The slow path, taken only for a URL that matched nothing: say what came closest,
/// so that `--urls` output tells a person what to fix.
extension DeepLinkMatcher {
    /// Decoded segments and query items of an accepted URL, as text.
    struct DecodedURL {
        var segments: [String]
        /// In URL order; a nil value is a malformed escape.
        var query: [(key: String, value: String?)]

        var path: String { "/" + segments.joined(separator: "/") }

        /// The value the matcher reads for a key: the first item's, empty = absent.
        func value(for key: String) -> String?? {
            guard let item = query.first(where: { $0.key == key }) else { return .some(nil) }
            guard let value = item.value else { return nil }
            return .some(value.isEmpty ? nil : value)
        }
    }

    func decode(_ url: String) -> DecodedURL? {
        var text = url
        return text.withUTF8 { bytes -> DecodedURL? in
            guard case .success(let accepted) = accept(bytes) else { return nil }
            func decoded(_ range: Range<Int>) -> String? {
                PercentDecoding.decode(Substring(String(decoding: bytes[range], as: UTF8.self)))
            }
            var segments: [String] = []
            if let host = accepted.hostSegment { segments.append(decoded(host) ?? "") }
            URLParts.forEachSegment(bytes, path: accepted.path) { segments.append(decoded($0) ?? "") }
            var query: [(key: String, value: String?)] = []
            if let range = accepted.query {
                let text = String(decoding: bytes[range], as: UTF8.self)
                for item in text.split(separator: "&", omittingEmptySubsequences: true) {
                    let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    guard let key = PercentDecoding.decode(parts[0]) else { continue }
                    query.append((key, parts.count > 1 ? PercentDecoding.decode(parts[1]) : ""))
                }
            }
            return DecodedURL(segments: segments, query: query)
        }
    }

    /// What stopped the closest pattern: the one matching the most leading segments
    /// (the earlier one on a tie).
    func explainMismatch(_ url: String) -> String {
        guard let decoded = decode(url) else { return "no pattern matches" }
        let path = decoded.path
        let candidates = patterns.filter { $0.segments.count == decoded.segments.count }
        guard !candidates.isEmpty else {
            let count = decoded.segments.count
            return "no pattern has \(count) segment\(count == 1 ? "" : "s") like '\(path)'"
        }
        var best: (matched: Int, pattern: RoutePattern, reason: String)?
        for pattern in candidates {
            let (matched, reason) = firstFailure(of: pattern, in: decoded)
            if best == nil || matched > best!.matched { best = (matched, pattern, reason) }
        }
        guard let best else { return "no pattern matches '\(path)'" }
        return "no pattern matches '\(path)'; closest is '\(best.pattern.source.value)' of \(best.pattern.route): "
            + best.reason
    }

    /// How many segments the pattern matches before failing (its count + 1 when the
    /// path matched and the query failed), and why it failed.
    private func firstFailure(of pattern: RoutePattern, in url: DecodedURL) -> (Int, String) {
        for (index, segment) in pattern.segments.enumerated() {
            let text = url.segments[index]
            switch segment {
            case .literal(let literal) where literal.utf8.elementsEqual(text.utf8):
                continue
            case .literal(let literal):
                return (index, "'\(text)' is not '\(literal)'")
            case .param(let param, let type):
                if ValueParser.parse(text, as: type) != nil { continue }
                let name = pattern.params[param].name.value
                return (index, "'\(text)' is not \(Self.article(type)) \(type) for {\(name)}")
            }
        }
        for binding in pattern.query {
            let name = pattern.params[binding.param].name.value
            switch url.value(for: binding.key) {
            case .none:
                return (pattern.segments.count + 1, "the query item '\(binding.key)' has a malformed %-escape")
            case .some(.none) where binding.isRequired:
                return (pattern.segments.count + 1, "the required query item '\(binding.key)' is missing or empty")
            case .some(.none):
                continue
            case .some(.some(let value)):
                if ValueParser.parse(value, as: binding.type) != nil { continue }
                return (
                    pattern.segments.count + 1,
                    "'\(binding.key)=\(value)' is not \(Self.article(binding.type)) \(binding.type) for {\(name)}"
                )
            }
        }
        return (pattern.segments.count + 2, "a better pattern of the same shape matched first")
    }

    private static func article(_ type: DeepLinkValueType) -> String {
        type == .int ? "an" : "a"
    }
}
