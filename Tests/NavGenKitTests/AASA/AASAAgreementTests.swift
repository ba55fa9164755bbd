import Testing

@testable import NavGenKit

/// The association file navgen writes and the router agree on which URLs open the
/// app, for URLs built from each spec's patterns and their near misses, wherever
/// the file can say it: it cannot check a param's type (`?*` takes any segment), so
/// a URL that differs from a pattern only by a value of the wrong type is the one
/// disagreement allowed.
@Suite struct AASAAgreementTests {
    static let specs: [SpecCorpus.Entry] =
        SpecCorpus.all + [
            SpecCorpus.Entry(
                name: "overlapping lengths",
                text: demoSpec(
                    """
                    home: { deeplink: "/" }
                    item: { params: { id: Int }, deeplink: "/items/{id}" }
                    edit: { params: { id: Int }, deeplink: "/items/{id}/edit" }
                    pair: { params: { a: String, b: Bool }, deeplink: ["/p/{a}/{b}", "/p/{a}"] }
                    deep: { params: { a: String, b: UUID }, deeplink: "/d/{a}/x/{b}" }
                    search: { params: { q: String, page: Int? }, deeplink: "/items?q={q}&page={page}" }
                    odd: { deeplink: "/a%20b/c:d/e*f" }
                    """))
        ]

    @Test(arguments: specs)
    func theFileOpensWhatTheRouterOpens(_ entry: SpecCorpus.Entry) throws {
        let loaded = SpecLoader.load(Array(entry.text.utf8), file: "navgen.yaml")
        guard let spec = loaded.spec else { return }
        let catalog = DeepLinkCatalog(spec: spec)
        guard let host = catalog.hosts.first?.exampleHost,
            let file = AASADocument(catalog: catalog, appIDs: ["T.B"])
        else { return }
        let router = DeepLinkMatcher(catalog: catalog)
        let device = AASATestMatcher(components: file.components)
        var compared = 0
        for pattern in catalog.patterns {
            for url in Self.urls(near: pattern, host: host) {
                compared += 1
                let opens = router.match(url) != nil
                if opens == device.opensApp(url: url) { continue }
                let typeOnly = !opens && catalog.patterns.contains { Self.matchesUntyped($0, url: url) }
                #expect(
                    typeOnly, "\(url): the router \(opens ? "opens" : "refuses") it, the file does not agree")
            }
        }
        #expect(compared > 0 || catalog.patterns.isEmpty)
    }

    /// A URL a pattern opens, and its near misses: a segment more at the end and after
    /// each param, a segment fewer, a literal changed, each required query item dropped.
    static func urls(near pattern: RoutePattern, host: String) -> [String] {
        let segments = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): encoded(text.value)
            case .param(_, let type): witness(type)
            case .rest: "a/b"
            }
        }
        let items = pattern.query.map { binding in
            let value =
                switch binding.kind {
                case .param(_, let type, _): witness(type)
                case .literal(let text): encoded(text.value, inQuery: true)
                }
            return "\(encoded(binding.key.value, inQuery: true))=\(value)"
        }
        func url(_ segments: [String], _ items: [String]) -> String {
            "https://\(host)/" + segments.joined(separator: "/")
                + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
        }
        var urls = [url(segments, items), url(segments + ["7"], items)]
        if !segments.isEmpty { urls.append(url(Array(segments.dropLast()), items)) }
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .param:
                var longer = segments
                longer.insert("7", at: index + 1)
                urls.append(url(longer, items))
            case .literal:
                var changed = segments
                changed[index] = "zz" + changed[index]
                urls.append(url(changed, items))
            case .rest: break
            }
        }
        for (index, binding) in pattern.query.enumerated() where binding.isRequired {
            var fewer = items
            fewer.remove(at: index)
            urls.append(url(segments, fewer))
        }
        return urls
    }

    /// Whether a pattern would open the URL if its params took any text: the file's view.
    static func matchesUntyped(_ pattern: RoutePattern, url: String) -> Bool {
        let untyped = RoutePattern(
            route: pattern.route, source: pattern.source,
            segments: pattern.segments.map { segment in
                if case .param(let index, _) = segment { return .param(index, .string) }
                return segment
            },
            query: pattern.query.map { binding in
                var binding = binding
                if case .param(let index, _, let isRequired) = binding.kind {
                    binding.kind = .param(index, .string, isRequired: isRequired)
                }
                return binding
            },
            params: pattern.params, order: pattern.order)
        return DeepLinkMatcher(patterns: [untyped], schemes: [], hosts: [.exact(host(of: url))]).match(url)
            != nil
    }

    private static func host(of url: String) -> String {
        String(url.dropFirst("https://".count).prefix { $0 != "/" })
    }

    static func witness(_ type: DeepLinkValueType) -> String {
        switch type {
        case .int: "7"
        case .bool: "true"
        case .uuid: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        case .double: "2.5"
        case .string: "abc"
        }
    }

    /// A segment or key as a browser writes it: RFC 3986's path characters as they
    /// are, every other byte `%XX`.
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
