import NavGenKit
import Testing

/// Literal query items, query-key precedence and rest segments, as the matcher
/// applies them (docs/spec.md, "Patterns").
@Suite struct QueryLiteralAndRestTests {
    private let discover = """
        home:
          transitions: [{ push: category }, { push: art }, { push: project }, { push: comments }]
        category:
          params: { name: String }
          deeplink: /discover?category={name}
        art:
          deeplink: /discover?category=art%20deco
        project:
          params: { slug: String }
          deeplink: /projects/{slug}
        comments:
          params: { slug: String, comment: Int }
          deeplink: /projects/{slug}?comment={comment}
        """

    @Test func aLiteralQueryValueBeatsAParamAtTheSameKey() throws {
        let matcher = try makeMatcher(demoSpec(discover))
        #expect(matcher.target("demo://discover?category=art%20deco") == "main.art")
        #expect(matcher.target("demo://discover?category=art+deco") == #"main.category(name: "art+deco")"#)
        #expect(matcher.target("demo://discover?category=film") == #"main.category(name: "film")"#)
        #expect(matcher.target("demo://discover") == nil)
    }

    @Test func moreRequiredQueryKeysWin() throws {
        let matcher = try makeMatcher(demoSpec(discover))
        #expect(matcher.target("demo://projects/a?comment=7") == #"main.comments(slug: "a", comment: 7)"#)
        #expect(matcher.target("demo://projects/a") == #"main.project(slug: "a")"#)
        // The comment does not parse: the pattern without it opens the URL.
        #expect(matcher.target("demo://projects/a?comment=x") == #"main.project(slug: "a")"#)
    }

    @Test func aMissingOrDifferentLiteralIsExplained() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: art }]
                art:
                  deeplink: /discover?category=art
                """))
        guard case .failure(.noPattern(let missing)) = matcher.result(for: "demo://discover") else {
            Issue.record("expected no match")
            return
        }
        #expect(missing.contains("the query item 'category=art' is missing"), "\(missing)")
        guard case .failure(.noPattern(let other)) = matcher.result(for: "demo://discover?category=film")
        else {
            Issue.record("expected no match")
            return
        }
        #expect(other.contains("'category=film' is not 'category=art'"), "\(other)")
    }

    private let files = """
        home:
          transitions: [{ push: files }, { push: readme }, { push: folder }, { push: tagged }]
        files:
          params: { path: String }
          deeplink: /files/{path...}
        readme:
          deeplink: /files/README
        folder:
          params: { name: String, rest: String }
          deeplink: /files/{name}/{rest...}
        tagged:
          params: { path: String, tag: String }
          deeplink: /tagged/{path...}?tag={tag}
        """

    @Test func aRestSegmentBindsTheRestOfThePathDecoded() throws {
        let matcher = try makeMatcher(demoSpec(files))
        #expect(matcher.target("demo://files/notes") == #"main.files(path: "notes")"#)
        #expect(matcher.target("demo://files/README") == "main.readme")
        #expect(
            matcher.target("demo://files/a/b%20c/d%2Fe") == #"main.folder(name: "a", rest: "b c/d/e")"#)
        #expect(matcher.target("demo://files") == nil)
        #expect(matcher.target("demo://files/") == nil)
        #expect(matcher.target("demo://tagged/a/b?tag=x") == #"main.tagged(path: "a/b", tag: "x")"#)
    }

    /// A rest takes what a run of `String` params would: no empty segment, none
    /// that is not UTF-8; a trailing slash is ignored, `%2F` stays in its segment.
    @Test func aRestTakesOnlyNonEmptySegments() throws {
        let matcher = try makeMatcher(demoSpec(files))
        #expect(matcher.target("demo://files/a//b") == nil)
        #expect(matcher.target("demo://files//") == nil)
        #expect(matcher.target("demo://files/a/b//") == nil)
        #expect(matcher.target("demo://files/%FF") == nil)
        #expect(matcher.target("demo://files/a/%FF") == nil)
        #expect(matcher.target("demo://files/a/") == #"main.files(path: "a")"#)
        #expect(matcher.target("demo://files/a/b/") == #"main.folder(name: "a", rest: "b")"#)
        #expect(matcher.target("demo://files/a%2Fb") == #"main.files(path: "a/b")"#)
        #expect(matcher.target("demo://files/a/b%2F") == #"main.folder(name: "a", rest: "b/")"#)
        // The explanation does not blame the query of a rest that took no path.
        guard case .failure(.noPattern(let why)) = matcher.result(for: "demo://tagged/a//b?tag=x") else {
            Issue.record("expected no match")
            return
        }
        #expect(!why.contains("would"), "\(why)")
    }

    @Test func aRestPatternWhoseQueryFailsIsExplained() throws {
        let matcher = try makeMatcher(demoSpec(files))
        guard case .failure(.noPattern(let why)) = matcher.result(for: "demo://tagged/a/b") else {
            Issue.record("expected no match")
            return
        }
        #expect(why.contains("'/tagged/{path...}?tag={tag}'"), "\(why)")
        #expect(why.contains("'tag' is missing"), "\(why)")
    }

    @Test func aRestParamMustBeARequiredString() throws {
        for type in ["Int", "String?"] {
            let spec = try loadSpec(
                demoSpec(
                    """
                    home:
                      transitions: [{ push: files }]
                    files:
                      params: { path: \(type) }
                      deeplink: /files/{path...}
                    """))
            let catalog = DeepLinkCatalog(spec: spec)
            #expect(catalog.patterns.isEmpty)
            guard case .param(let message, _, _) = catalog.entries.first?.problems.first else {
                Issue.record("expected a deeplink-param problem for \(type)")
                continue
            }
            #expect(message.contains("not String"), "\(message)")
        }
    }

    /// The trie search agrees with trying every pattern and keeping the best by
    /// precedence, on random patterns with rest segments and literal or param query
    /// items, wherever the spec is not ambiguous for the URL.
    @Test func searchAgreesWithBruteForceOnRestAndQuery() throws {
        var random = SplitMix(seed: 21)
        let literals = ["a", "b"]
        let texts = ["a", "b", "7", "x"]
        let values = ["x", "y", "7", ""]
        var compared = 0
        for round in 0..<60 {
            var routes = "home:\n  transitions: ["
            var bodies: [String] = []
            let count = 2 + Int(random.next() % 5)
            for index in 0..<count {
                var segments: [String] = []
                var params: [String] = []
                for position in 0..<Int(random.next() % 3) {
                    if random.next() % 2 == 0 {
                        segments.append(literals[Int(random.next() % 2)])
                    } else {
                        segments.append("{p\(position)}")
                        params.append("p\(position): \(random.next() % 2 == 0 ? "Int" : "String")")
                    }
                }
                if segments.isEmpty || random.next() % 2 == 0 {
                    segments.append("{r...}")
                    params.append("r: String")
                }
                var items: [String] = []
                for key in ["k", "m"] {
                    switch random.next() % 4 {
                    case 0: items.append("\(key)=\(["x", "y"][Int(random.next() % 2)])")
                    case 1:
                        items.append("\(key)={\(key)}")
                        params.append("\(key): \(random.next() % 2 == 0 ? "Int" : "String")")
                    case 2:
                        items.append("\(key)={\(key)}")
                        params.append("\(key): String?")
                    default: break
                    }
                }
                let query = items.isEmpty ? "" : "?" + items.joined(separator: "&")
                let paramsLine = params.isEmpty ? "" : "\n  params: { \(params.joined(separator: ", ")) }"
                bodies.append(
                    "r\(index):\(paramsLine)\n  deeplink: /\(segments.joined(separator: "/"))\(query)")
            }
            routes += (0..<count).map { "{ push: r\($0) }" }.joined(separator: ", ") + "]\n"
            routes += bodies.joined(separator: "\n")
            let matcher = try makeMatcher(demoSpec(routes))
            #expect(matcher.patterns.count == count, "\(routes)")
            for _ in 0..<40 {
                let length = 1 + Int(random.next() % 4)
                let path = (0..<length).map { _ in texts[Int(random.next() % UInt64(texts.count))] }
                var query: [String: String] = [:]
                for key in ["k", "m"] where random.next() % 3 != 0 {
                    query[key] = values[Int(random.next() % UInt64(values.count))]
                }
                let queryText = query.keys.sorted().map { "\($0)=\(query[$0] ?? "")" }.joined(separator: "&")
                let url = "demo://" + path.joined(separator: "/") + (queryText.isEmpty ? "" : "?" + queryText)
                guard case .best(let expected) = bruteForce(matcher.patterns, path: path, query: query) else {
                    continue
                }
                compared += 1
                #expect(matcher.match(url)?.pattern == expected, "round \(round): \(url)\n\(routes)")
            }
        }
        // Enough URLs were unambiguous to make the comparison mean something.
        #expect(compared > 600)
    }

    private enum Expected {
        /// The best pattern matching the URL; nil for none.
        case best(Int?)
        /// Two matching patterns have no precedence between them (an ambiguous spec).
        case ambiguous
    }

    private func bruteForce(_ patterns: [RoutePattern], path: [String], query: [String: String]) -> Expected {
        let matching = patterns.indices.filter { matches(patterns[$0], path: path, query: query) }
        var best: Int?
        for index in matching {
            guard let current = best else {
                best = index
                continue
            }
            guard
                let preferred = DeepLinkShape.preferred(patterns[index].shape, over: patterns[current].shape)
            else { return .ambiguous }
            if preferred { best = index }
        }
        // The winner must beat every other match, not only the ones it met.
        for index in matching where index != best {
            guard let best, DeepLinkShape.preferred(patterns[best].shape, over: patterns[index].shape) == true
            else { return .ambiguous }
        }
        return .best(best)
    }

    private func matches(_ pattern: RoutePattern, path: [String], query: [String: String]) -> Bool {
        for (position, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let literal):
                guard position < path.count, literal == ExactText(path[position]) else { return false }
            case .param(_, let type):
                guard position < path.count, accepts(path[position], type) else { return false }
            case .rest:
                guard position < path.count, path[position...].allSatisfy({ !$0.isEmpty }) else {
                    return false
                }
                return queryMatches(pattern, query)
            }
        }
        return pattern.segments.count == path.count && queryMatches(pattern, query)
    }

    private func queryMatches(_ pattern: RoutePattern, _ query: [String: String]) -> Bool {
        pattern.query.allSatisfy { item in
            let value = query[item.key.value].flatMap { $0.isEmpty ? nil : $0 }
            switch item.kind {
            case .literal(let literal): return value == literal.value
            case .param(_, let type, let isRequired):
                guard let value else { return !isRequired }
                return accepts(value, type)
            }
        }
    }

    private func accepts(_ text: String, _ type: DeepLinkValueType) -> Bool {
        switch type {
        case .int: Int(text) != nil
        case .string: !text.isEmpty
        default: false
        }
    }
}
