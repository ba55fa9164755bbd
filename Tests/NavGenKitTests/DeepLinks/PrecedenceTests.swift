import NavGenKit
import Testing

/// Precedence: at the leftmost segment where matching patterns differ, a literal
/// beats a param, and Int, Bool or UUID beat Double, which beats String.
@Suite struct PrecedenceTests {
    @Test func literalThenIntThenDoubleThenString() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: latest }, { push: byID }, { push: byPrice }, { push: bySlug }, { push: byFlag }]
                latest:
                  deeplink: /items/latest
                byID:
                  params: { id: Int }
                  deeplink: /items/{id}
                byPrice:
                  params: { price: Double }
                  deeplink: /items/{price}
                bySlug:
                  params: { slug: String }
                  deeplink: /items/{slug}
                byFlag:
                  params: { flag: Bool }
                  deeplink: /items/{flag}
                """))
        #expect(matcher.target("demo://items/latest") == "main.latest")
        #expect(matcher.target("demo://items/42") == "main.byID(id: 42)")
        #expect(matcher.target("demo://items/4.5") == "main.byPrice(price: 4.5)")
        #expect(matcher.target("demo://items/1e3") == "main.byPrice(price: 1000.0)")
        #expect(matcher.target("demo://items/true") == "main.byFlag(flag: true)")
        #expect(matcher.target("demo://items/pasta") == "main.bySlug(slug: \"pasta\")")
        #expect(matcher.target("demo://items/inf") == "main.bySlug(slug: \"inf\")")
    }

    @Test func theLeftmostDifferenceDecidesNotLaterLiterals() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: a }, { push: b }]
                a:
                  params: { name: String }
                  deeplink: /x/{name}/edit
                b:
                  params: { id: Int, tab: String }
                  deeplink: /x/{id}/{tab}
                """))
        // Segment 2 differs first: Int beats String, although `a` has a literal later.
        #expect(matcher.target("demo://x/5/edit") == "main.b(id: 5, tab: \"edit\")")
        #expect(matcher.target("demo://x/five/edit") == "main.a(name: \"five\")")
    }

    @Test func aFailingDeeperBranchBacktracks() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: a }, { push: b }]
                a:
                  params: { id: Int }
                  deeplink: /p/{id}/x
                b:
                  params: { name: String }
                  deeplink: /p/{name}/y
                """))
        #expect(matcher.target("demo://p/5/x") == "main.a(id: 5)")
        #expect(matcher.target("demo://p/5/y") == "main.b(name: \"5\")")
    }

    @Test func aFailingQueryBacktracksToTheNextBestPattern() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: a }, { push: b }]
                a:
                  params: { id: Int, q: String }
                  deeplink: /p/{id}?q={q}
                b:
                  params: { name: String }
                  deeplink: /p/{name}
                """))
        #expect(matcher.target("demo://p/5?q=x") == "main.a(id: 5, q: \"x\")")
        #expect(matcher.target("demo://p/5") == "main.b(name: \"5\")")
    }

    @Test func sameShapePatternsTryTheirQueriesInDeclarationOrder() throws {
        // Ambiguous (an error), but with the rule turned off the earlier pattern
        // wins, and a failing query falls through to the next one of the shape.
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: a }, { push: b }]
                a:
                  params: { q: String }
                  deeplink: /s?q={q}
                b:
                  params: { tag: String? }
                  deeplink: /s?tag={tag}
                """))
        #expect(matcher.target("demo://s?q=x&tag=y") == "main.a(q: \"x\")")
        #expect(matcher.target("demo://s?tag=y") == "main.b(tag: \"y\")")
        #expect(matcher.target("demo://s") == "main.b(tag: nil)")
    }

    @Test func shapeComparison() {
        let literal = DeepLinkShape(segments: [.literal("a"), .literal("b")])
        let int = DeepLinkShape(segments: [.literal("a"), .param(.int)])
        let double = DeepLinkShape(segments: [.literal("a"), .param(.double)])
        let string = DeepLinkShape(segments: [.literal("a"), .param(.string)])
        let uuid = DeepLinkShape(segments: [.literal("a"), .param(.uuid)])
        #expect(DeepLinkShape.preferred(literal, over: int) == true)
        #expect(DeepLinkShape.preferred(int, over: double) == true)
        #expect(DeepLinkShape.preferred(double, over: string) == true)
        #expect(DeepLinkShape.preferred(string, over: double) == false)
        #expect(DeepLinkShape.preferred(int, over: uuid) == nil)
        #expect(DeepLinkShape.preferred(int, over: int) == nil)
        #expect(string.description == "/a/{String}")
    }

    /// `hasSameShape(as:)` and `hashShape(into:)`, which `deeplink-ambiguous` uses on
    /// large specs, agree with comparing and hashing ``RoutePattern/shape``.
    @Test func shapeReadInPlaceAgreesWithTheShape() throws {
        let segments = ["a", "b", "{n}", "{s}", "{d}", "{u}"]
        var routes = "home:\n  transitions: ["
        var bodies: [String] = []
        var index = 0
        for first in segments {
            for second in segments where !(first.hasPrefix("{") && first == second) {
                let path = first + "/" + second
                let names = [first, second].filter { $0.hasPrefix("{") }.map { $0.dropFirst().dropLast() }
                let types = ["n": "Int", "s": "String", "d": "Double", "u": "UUID"]
                let params = names.map { "\($0): \(types[String($0)]!)" }.joined(separator: ", ")
                let paramsLine = params.isEmpty ? "" : "\n  params: { \(params) }"
                bodies.append("r\(index):\(paramsLine)\n  deeplink: /\(path)")
                index += 1
            }
        }
        bodies.append("r\(index):\n  params: { m: Int }\n  deeplink: /a/{m}")
        routes += (0...index).map { "{ push: r\($0) }" }.joined(separator: ", ") + "]\n"
        routes += bodies.joined(separator: "\n")
        let patterns = DeepLinkCatalog(spec: try loadSpec(demoSpec(routes))).patterns
        #expect(patterns.count == index + 1)
        var sameShapes = 0
        for left in patterns {
            for right in patterns {
                let same = left.shape.segments == right.shape.segments
                #expect(left.hasSameShape(as: right) == same, "\(left.source.value) \(right.source.value)")
                guard same else { continue }
                sameShapes += 1
                var leftHasher = Hasher()
                var rightHasher = Hasher()
                left.hashShape(into: &leftHasher)
                right.hashShape(into: &rightHasher)
                #expect(leftHasher.finalize() == rightHasher.finalize())
            }
        }
        // Each pattern with itself, and /a/{n} with /a/{m} both ways.
        #expect(sameShapes == patterns.count + 2)
    }

    /// The trie search agrees with trying every pattern and keeping the best by
    /// (then declaration order), on random patterns and URLs.
    @Test func trieSearchAgreesWithBruteForce() throws {
        var random = SplitMix(seed: 42)
        let literals = ["a", "b", "1", "true"]
        let types = ["Int", "Double", "String", "Bool"]
        let texts = ["a", "b", "1", "2.5", "true", "x", "-3", "1e2"]
        for round in 0..<40 {
            var routes = "home:\n  transitions: ["
            var bodies: [String] = []
            let count = 2 + Int(random.next() % 6)
            for index in 0..<count {
                var segments: [String] = []
                var params: [String] = []
                for position in 0..<(1 + Int(random.next() % 3)) {
                    if random.next() % 2 == 0 {
                        segments.append(literals[Int(random.next() % UInt64(literals.count))])
                    } else {
                        segments.append("{p\(position)}")
                        params.append("p\(position): \(types[Int(random.next() % UInt64(types.count))])")
                    }
                }
                let query = random.next() % 3 == 0 ? "?k={k}" : ""
                if !query.isEmpty { params.append("k: Int") }
                let paramsLine = params.isEmpty ? "" : "\n  params: { \(params.joined(separator: ", ")) }"
                bodies.append(
                    "r\(index):\(paramsLine)\n  deeplink: /\(segments.joined(separator: "/"))\(query)")
            }
            routes += (0..<count).map { "{ push: r\($0) }" }.joined(separator: ", ") + "]\n"
            routes += bodies.joined(separator: "\n")
            let spec = try loadSpec(demoSpec(routes))
            let matcher = DeepLinkMatcher(catalog: DeepLinkCatalog(spec: spec))
            for _ in 0..<40 {
                let length = 1 + Int(random.next() % 3)
                let path = (0..<length).map { _ in texts[Int(random.next() % UInt64(texts.count))] }
                let query = ["", "?k=7", "?k=x"][Int(random.next() % 3)]
                let url = "demo://" + path.joined(separator: "/") + query
                let expected = bruteForce(matcher.patterns, path: path, query: query)
                #expect(matcher.match(url)?.pattern == expected, "round \(round): \(url)\n\(routes)")
            }
        }
    }

    /// Every pattern that matches, the best kept: by precedence, then the earlier.
    private func bruteForce(_ patterns: [RoutePattern], path: [String], query: String) -> Int? {
        var best: Int?
        for (index, pattern) in patterns.enumerated() where pattern.segments.count == path.count {
            let segmentsMatch = zip(pattern.segments, path).allSatisfy { segment, text in
                switch segment {
                case .literal(let literal): literal == ExactText(text)
                case .param(_, let type): accepts(text, type)
                case .rest: !text.isEmpty
                }
            }
            guard segmentsMatch else { continue }
            if let binding = pattern.query.first?.binding {
                let value = query.hasPrefix("?k=") ? String(query.dropFirst(3)) : nil
                guard let value, accepts(value, binding.type) else { continue }
            }
            guard let current = best else {
                best = index
                continue
            }
            if DeepLinkShape.preferred(pattern.shape, over: patterns[current].shape) == true { best = index }
        }
        return best
    }

    private func accepts(_ text: String, _ type: DeepLinkValueType) -> Bool {
        switch type {
        case .int: Int(text) != nil
        case .double: Double(text).map(\.isFinite) ?? false
        case .bool: text == "true" || text == "false"
        case .string, .enumeration: !text.isEmpty
        case .uuid, .url: false
        }
    }
}
