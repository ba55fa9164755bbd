/// The slow path, taken only for a URL that matched nothing: say what came closest,
/// so that `--urls` output tells a person what to fix.
extension DeepLinkMatcher {
    /// Decoded segments and query items of an accepted URL, as text.
    struct DecodedURL {
        var segments: [String]
        /// In URL order; a nil value is a malformed escape.
        var query: [(key: String, value: String?)]

        /// The path as segments, a `/` inside a segment shown as `%2F`.
        var displayPath: String {
            "/" + segments.map { $0.replacingSlashes }.joined(separator: "/")
        }

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
            var path = PathSegments(bytes, path: accepted.path)
            while let range = path.next() { segments.append(decoded(range) ?? "") }
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
    /// (the earlier one on a tie). Literals that differ only in letter case are
    /// called out, since that is the usual mistake.
    func explainMismatch(_ url: String) -> String {
        guard let decoded = decode(url) else { return "no pattern matches" }
        let path = decoded.displayPath
        let count = decoded.segments.count
        let candidates = patterns.filter { $0.segments.count == count }
        guard !candidates.isEmpty else {
            return "no pattern has \(count) segment\(count == 1 ? "" : "s") (path '\(path)')"
        }
        if let folded = candidates.first(where: { matchesIgnoringCase($0, decoded) }) {
            return "path literals are case-sensitive: '\(path)' differs from '\(folded.source.value)' "
                + "of \(folded.route) only in letter case"
        }
        var best: (matched: Int, pattern: RoutePattern, reason: String)?
        for pattern in candidates {
            let (matched, reason) = firstFailure(of: pattern, in: decoded)
            if matched > (best?.matched ?? 0) { best = (matched, pattern, reason) }
        }
        guard let best else { return "no pattern matches the path '\(path)'" }
        return
            "no pattern matches '\(path)'; closest is '\(best.pattern.source.value)' of \(best.pattern.route): "
            + best.reason
    }

    /// Whether the path would match if literals ignored letter case.
    private func matchesIgnoringCase(_ pattern: RoutePattern, _ url: DecodedURL) -> Bool {
        var differs = false
        for (segment, text) in zip(pattern.segments, url.segments) {
            switch segment {
            case .literal(let literal):
                guard literal.lowercased() == text.lowercased() else { return false }
                if literal != text { differs = true }
            case .param(_, let type):
                guard ValueParser.parse(text, as: type) != nil else { return false }
            }
        }
        return differs
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
                return (index, Self.typeProblem("'\(text)'", text, type) + " for {\(name)}")
            }
        }
        for binding in pattern.query {
            let name = pattern.params[binding.param].name.value
            switch url.value(for: binding.key) {
            case .none:
                return (
                    pattern.segments.count + 1, "the query item '\(binding.key)' has a malformed %-escape"
                )
            case .some(.none) where binding.isRequired:
                return (
                    pattern.segments.count + 1, "the required query item '\(binding.key)' is missing or empty"
                )
            case .some(.none):
                continue
            case .some(.some(let value)):
                if ValueParser.parse(value, as: binding.type) != nil { continue }
                return (
                    pattern.segments.count + 1,
                    Self.typeProblem("'\(binding.key)=\(value)'", value, binding.type) + " for {\(name)}"
                )
            }
        }
        return (pattern.segments.count + 2, "a better pattern of the same shape matched first")
    }

    /// `'x' is not an Int`, or the more precise reason for numbers that parse but
    /// are out of range.
    private static func typeProblem(_ quoted: String, _ text: String, _ type: DeepLinkValueType) -> String {
        switch type {
        case .int:
            let digits = text.drop { $0 == "-" || $0 == "+" }
            if !digits.isEmpty, digits.count + 1 >= text.count, digits.allSatisfy(\.isASCIIDigit) {
                return "\(quoted) does not fit in a 64-bit Int"
            }
            return "\(quoted) is not an Int"
        case .double:
            if let value = Double(text), !value.isFinite { return "\(quoted) is not a finite Double" }
            return "\(quoted) is not a Double"
        case .bool: return "\(quoted) is not true or false"
        case .uuid: return "\(quoted) is not a UUID"
        case .string: return "\(quoted) is not text"
        }
    }
}

extension String {
    fileprivate var replacingSlashes: String {
        split(separator: "/", omittingEmptySubsequences: false).joined(separator: "%2F")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
