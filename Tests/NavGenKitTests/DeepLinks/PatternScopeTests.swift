import Testing

@testable import NavGenKit

/// Pattern scope: `schemes` and `hosts` on a long-hand pattern (docs/spec/deep-links.md,
/// "Pattern scope").
@Suite struct PatternScopeTests {
    /// A spec with blog's schemes and hosts, and the given routes under `main`.
    static func spec(_ routes: String, deepLinks: String? = nil) -> String {
        let indented = routes.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "      " + $0 }
            .joined(separator: "\n")
        return """
            navgen: 1
            app: Blog
            root: main
            deeplinks: \(deepLinks ?? "{ schemes: [blog, http, https], hosts: [blog.example.com, '*.blog.example.com'] }")
            coordinators:
              main:
                root: home
                routes:
            \(indented)

            """
    }

    static let blog = spec(
        """
        home:
          transitions: [{ push: editor }, { push: post }, { push: webPage }, { push: feed }, { push: blogFeed }]
        editor:
          params: { content: String? }
          deeplink: [{ pattern: '/newpost?content={content}', schemes: [blog] }]
        post:
          deeplink: { pattern: /post, hosts: [blog.example.com] }
        webPage:
          params: { site: String }
          deeplink: { pattern: '/{site}', schemes: [http, https] }
        feed:
          deeplink: { pattern: /feed, schemes: [blog, https], hosts: [blog.example.com] }
        blogFeed:
          deeplink: { pattern: /feed, schemes: [blog] }
        """)

    // MARK: - Decoder

    @Test func scopesAreNonEmptyLists() {
        let findings = decodeFindings(
            Self.spec(
                """
                home:
                  transitions: [{ push: a }, { push: b }]
                a:
                  deeplink: { pattern: /a, schemes: [] }
                b:
                  deeplink: { pattern: /b, hosts: blog.example.com }
                """))
        #expect(findings.spots == [Spot(.wrongType, 12, 43), Spot(.wrongType, 14, 41)])
        #expect(findings[0].message == "schemes needs at least one entry of deeplinks.schemes")
        #expect(findings[1].help == "write it as a list: [blog.example.com]")
    }

    @Test func anEntryNotWrittenAsInDeeplinksIsAnUnknownReferenceWithTheClosestEntry() {
        let report = validate(
            Self.spec(
                """
                home:
                  transitions: [{ push: a }]
                a:
                  deeplink: { pattern: /a, schemes: [blgo, blog], hosts: ['*.Blog.example.com', www.example.com] }
                """))
        let findings = report.findings.filter { $0.rule == .unknownReference }
        #expect(
            findings.spots == [
                Spot(.unknownReference, 12, 44), Spot(.unknownReference, 12, 65),
                Spot(.unknownReference, 12, 87),
            ])
        #expect(
            findings[0].message
                == "a deep link of main.a lists 'blgo' in its schemes, which is not an entry of deeplinks.schemes"
        )
        #expect(findings[0].help == "did you mean 'blog'?")
        #expect(findings[1].help == "did you mean '*.blog.example.com'?")
        #expect(findings[2].help == "did you mean 'blog.example.com'?")
    }

    /// An action's long-hand pattern takes a scope as a route's does, and its entries
    /// are checked alike.
    @Test func actionsTakeScopes() throws {
        let yaml = Self.blog.replacingOccurrences(
            of: "coordinators:",
            with: """
                actions:
                  scanTag: { params: { tag: String }, deeplink: [{ pattern: '/tag/{tag}', hosts: [blog.example.com] }] }
                  refresh: { deeplink: { pattern: /feed, schemes: [blgo] } }
                coordinators:
                """)
        let findings = validate(yaml).findings.filter { $0.rule == .unknownReference }
        #expect(findings.spots == [Spot(.unknownReference, 7, 52)])
        #expect(
            findings.first?.message
                == "a deep link of action refresh lists 'blgo' in its schemes, which is not an entry of "
                + "deeplinks.schemes")
        let valid = yaml.replacingOccurrences(of: "[blgo]", with: "[http]")
        let matcher = try makeMatcher(valid)
        func action(_ url: String) -> String? {
            matcher.match(url).flatMap { matcher.patterns[$0.pattern].action }
        }
        #expect(action("https://blog.example.com/tag/a") == "scanTag")
        #expect(action("https://www.blog.example.com/tag/a") == nil)
        #expect(
            matcher.result(for: "blog://tag/a").failure?.description
                == "'/tag/{tag}' of action scanTag applies only to https://blog.example.com URLs")
        // On http only: blog's /feed stays the route's.
        #expect(action("http://feed") == "refresh")
        #expect(matcher.target("blog://feed") == "main.blogFeed")
        let text = RoutesTextRenderer().text(RoutesReport(simulator: try makeSimulator(valid)))
        #expect(text.contains("    deep link /tag/{tag}, only blog.example.com"), "\(text)")
    }

    // MARK: - Matcher

    @Test func aPatternAppliesOnlyToItsOrigins() throws {
        let matcher = try makeMatcher(Self.blog)
        #expect(matcher.target("blog://newpost?content=hi") == "main.editor(content: \"hi\")")
        #expect(matcher.target("https://blog.example.com/newpost?content=hi") == nil)
        #expect(matcher.target("https://blog.example.com/post") == "main.post")
        #expect(matcher.target("https://www.blog.example.com/post") == nil)
        #expect(matcher.target("blog://post") == nil)
        // A web scheme reads the host as the first segment; a listed host reads the path.
        #expect(matcher.target("https://example.org") == "main.webPage(site: \"example.org\")")
        #expect(matcher.target("http://blog.example.com") == "main.webPage(site: \"blog.example.com\")")
        #expect(matcher.target("https://blog.example.com") == nil)
    }

    @Test func aStrictSubsetOfOriginsWins() throws {
        let matcher = try makeMatcher(Self.blog)
        #expect(matcher.target("blog://feed") == "main.blogFeed")
        #expect(matcher.target("https://blog.example.com/feed") == "main.feed")
        #expect(matcher.target("https://feed") == "main.feed")
        #expect(matcher.target("http://feed") == "main.webPage(site: \"feed\")")
    }

    @Test func simulateSaysWhenOnlyAScopeRefusedAURL() throws {
        let matcher = try makeMatcher(Self.blog)
        #expect(
            matcher.result(for: "https://blog.example.com/newpost").failure?.description
                == "'/newpost?content={content}' of main.editor applies only to blog: URLs")
        #expect(
            matcher.result(for: "blog://post").failure?.description
                == "'/post' of main.post applies only to https://blog.example.com URLs")
        // Out of scope, but its path does not match either: the usual reason.
        #expect(
            matcher.result(for: "blog://nothing/here").failure?.description.hasPrefix("no pattern") == true)
    }

    /// A rest pattern of another scope would take any path: naming it would hide the
    /// near miss in the URL's own scope, which is what the author has to fix.
    @Test func anInScopeNearMissIsExplainedBeforeAnotherScopesPattern() throws {
        let matcher = try makeMatcher(
            Self.spec(
                """
                home:
                  transitions: [{ push: search }, { push: web }]
                search:
                  params: { q: String }
                  deeplink: { pattern: '/search?q={q}', schemes: [blog] }
                web:
                  params: { link: String }
                  deeplink: { pattern: '/{link...}', hosts: [blog.example.com] }
                """))
        #expect(
            matcher.result(for: "blog://search").failure?.description
                == "no pattern matches '/search': '/search?q={q}' of main.search would, but the required query "
                + "item 'q' is missing or empty")
        #expect(
            matcher.result(for: "blog://other").failure?.description
                == "'/{link...}' of main.web applies only to https://blog.example.com URLs")
    }

    @Test func theSimulatorOpensScopedLinks() throws {
        let simulator = try makeSimulator(Self.blog)
        guard case .success(let opening) = simulator.open("blog://feed") else {
            Issue.record("blog://feed did not open")
            return
        }
        #expect(opening.match.route == RouteRef(coordinator: "main", route: "blogFeed"))
        guard case .failure(let mismatch) = simulator.open("https://blog.example.com/newpost?content=x")
        else {
            Issue.record("an out-of-scope link opened")
            return
        }
        #expect(
            mismatch.description == "'/newpost?content={content}' of main.editor applies only to blog: URLs")
    }

    // MARK: - Ambiguity

    @Test func disjointScopesNeverClashAndOverlappingEqualScopesDo() {
        let report = validate(
            Self.spec(
                """
                home:
                  transitions: [{ push: a }, { push: b }, { push: c }]
                a:
                  deeplink: { pattern: /x, schemes: [blog] }
                b:
                  deeplink: { pattern: /x, hosts: [blog.example.com] }
                c:
                  deeplink: { pattern: /x, schemes: [blog, https] }
                """, deepLinks: "{ schemes: [blog, https], hosts: [blog.example.com] }"))
        // c's scope holds a's: a wins for blog:, c for https:. b shares no origin with either.
        #expect(report.findings.filter { $0.rule == .deeplinkAmbiguous }.isEmpty)
        let clash = validate(
            Self.spec(
                """
                home:
                  transitions: [{ push: a }, { push: b }]
                a:
                  deeplink: { pattern: /x, schemes: [blog, https] }
                b:
                  deeplink: { pattern: /x, schemes: [https, blog] }
                """, deepLinks: "{ schemes: [blog, https], hosts: [blog.example.com] }"))
        #expect(
            clash.findings.filter { $0.rule == .deeplinkAmbiguous }.spots == [
                Spot(.deeplinkAmbiguous, 14, 30)
            ])
    }

    // MARK: - deeplink-web-scheme

    @Test func aBareWebSchemeWarnsWhenAPatternWithoutScopeAppliesToIt() {
        let report = validate(
            Self.spec(
                """
                home:
                  deeplink: /home
                  transitions: [{ push: page }]
                page:
                  params: { site: String }
                  deeplink: { pattern: '/{site}', schemes: [HTTPS] }
                """, deepLinks: "{ schemes: [blog, HTTPS, 'http://blog.example.com'] }"))
        let findings = report.findings.filter { $0.rule == .deeplinkWebScheme }
        #expect(findings.spots == [Spot(.deeplinkWebScheme, 4, 30), Spot(.deeplinkWebScheme, 4, 37)])
        #expect(findings.first?.notes.first?.hasPrefix("'/home' of main.home is at 10:") == true)
        #expect(findings.last?.help?.hasPrefix("list 'blog.example.com' in deeplinks.hosts") == true)
    }

    @Test func aBareWebSchemeEveryPatternNamesIsFine() {
        let report = validate(Self.blog)
        #expect(report.findings.filter { $0.rule == .deeplinkWebScheme }.isEmpty)
    }
}
