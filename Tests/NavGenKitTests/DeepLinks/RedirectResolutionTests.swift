import NavGenKit
import Testing

@testable import NavGenKit

/// Following redirect links: where each leads, chains, loops, the limit, and what a
/// redirect to nothing says.
@Suite struct RedirectResolutionTests {
    static let spec = """
        navgen: 1
        app: Blog
        root: main
        deeplinks:
          schemes: [blog, 'ksr://www.kickstarter.com']
          hosts: [blog.example.com, '*.blog.example.com']
          redirects:
            - { pattern: '/mbar?redirect_to={to}', redirect: to }
            - { pattern: '/get#{target}', redirect: target, hosts: ['*.blog.example.com'] }
            - { pattern: '/r/{path...}', redirect: path }
            - { pattern: '/{all...}', redirect: all, hosts: [blog.example.com] }
        coordinators:
          main:
            root: home
            routes:
              home: { deeplink: /home, transitions: [{ push: post }] }
              post: { params: { id: Int }, deeplink: '/post/{id}' }
              page: { params: { name: String }, deeplink: '/{name}/page' }

        """

    static let schemes = [
        SchemeEntry(scheme: "blog"), SchemeEntry(scheme: "ksr", host: "www.kickstarter.com"),
    ]
    static let hosts = [
        HostPattern(parsing: "blog.example.com")!, HostPattern(parsing: "*.blog.example.com")!,
    ]

    func target(_ value: String, from url: String) -> String {
        RedirectTarget.url(for: value, arriving: url, schemes: Self.schemes, hosts: Self.hosts)
    }

    @Test func aValueWithASchemeIsAnAbsoluteURL() {
        #expect(
            target("https://blog.example.com/post/1", from: "blog://mbar")
                == "https://blog.example.com/post/1")
        #expect(target("blog:post", from: "blog://mbar") == "blog:post")
        #expect(target("x+y.z-1://a", from: "blog://mbar") == "x+y.z-1://a")
        // Not a scheme: a digit first, or a `/` before the `:`.
        #expect(target("1a:b", from: "blog://mbar") == "blog:///1a:b")
        #expect(target("post/a:b", from: "blog://mbar") == "blog:///post/a:b")
    }

    @Test func anyOtherValueIsAPathOnTheArrivingOrigin() {
        // A bare scheme entry: the host was the first segment.
        #expect(target("/post/3", from: "blog://mbar?redirect_to=x") == "blog:///post/3")
        #expect(target("post/3?x=1#top", from: "blog://mbar?y=2#z") == "blog:///post/3?x=1#top")
        // Host origins keep the arriving scheme and host as written.
        #expect(
            target("/post/3", from: "https://A.Blog.example.com/get#x") == "https://A.Blog.example.com/post/3"
        )
        #expect(
            target("post/3", from: "ksr://www.kickstarter.com/mbar") == "ksr://www.kickstarter.com/post/3")
        #expect(target("post/3", from: "https://blog.example.com:/mbar") == "https://blog.example.com/post/3")
        // `https` listed nowhere as a host: read as a bare scheme would be.
        #expect(target("/", from: "blog://mbar") == "blog:///")
    }

    @Test func aMatchOpensWhatTheRedirectedURLOpens() throws {
        let router = try makeSimulator(Self.spec).router
        func opened(_ url: String) -> String {
            switch router.open(url) {
            case .success(let opening): "\(opening.target) via \(opening.redirects)"
            case .failure(let why): "\(why.label): \(why)"
            }
        }
        #expect(opened("blog://mbar?redirect_to=/post/3") == "main.post(id: 3) via [\"blog:///post/3\"]")
        #expect(
            opened("https://a.blog.example.com/get#post%2F5")
                == "main.post(id: 5) via [\"https://a.blog.example.com/post/5\"]")
        // Out of its scope, `/get#…` is no redirect.
        #expect(opened("blog://get#/post/5").hasPrefix("no match:"))
        // A chain: each URL is matched again.
        #expect(
            opened("blog://r/mbar%3Fredirect_to%3D%252Fpost%252F7")
                == "main.post(id: 7) via [\"blog:///mbar?redirect_to=%2Fpost%2F7\", \"blog:///post/7\"]")
        #expect(opened("blog://post/8") == "main.post(id: 8) via []")
    }

    @Test func aLoopTooManyRedirectsAndARedirectToNothingOpenNothing() throws {
        let router = try makeSimulator(Self.spec).router
        func failure(_ url: String) -> String? {
            guard case .failure(let why) = router.open(url) else { return nil }
            return "\(why.label): \(why)"
        }
        #expect(
            failure("https://blog.example.com/x?y=1")
                == "no match: redirect loop: https://blog.example.com/x?y=1 -> https://blog.example.com/x "
                + "-> https://blog.example.com/x")
        #expect(
            failure("blog://r/https:%2F%2Fblog.example.com%2Fa")
                == "no match: redirect loop: blog://r/https:%2F%2Fblog.example.com%2Fa -> https://blog.example.com/a "
                + "-> https://blog.example.com/a")
        // The reason is the redirected-to URL's own, as `simulate --url` would give it.
        #expect(
            failure("https://a.blog.example.com/mbar?redirect_to=/post/x")?.hasPrefix(
                "no match: redirected to 'https://a.blog.example.com/post/x': ") == true)
        // Escaped once, as a whole: the reason's quoted text is not escaped again.
        let escaped = try #require(failure("blog://mbar?redirect_to=https://caf%C3%A9.example.com/x"))
        #expect(
            escaped.hasPrefix(
                #"no match: redirected to 'https://caf\u{E9}.example.com/x': the host 'caf\u{E9}.example.com' is not"#
            ))
        #expect(!escaped.contains(#"\\"#), "\(escaped)")
        // Five redirects open; a sixth is one too many.
        #expect(failure("blog://r/r/r/r/r/post/1") == nil)
        #expect(failure("blog://r/r/r/r/r/r/post/1") == "no match: more than 5 redirects")
    }

    @Test func redirectsShareOnePrecedenceAndAmbiguityPoolWithRoutesAndActions() throws {
        let spec = """
            navgen: 1
            app: Demo
            root: main
            deeplinks:
              schemes: [demo]
              redirects:
                - { pattern: '/go/{to}', redirect: to }
                - { pattern: '/out/{site}', redirect: site }
            actions:
              ping: { params: { site: String }, deeplink: '/out/{site}' }
            coordinators:
              main:
                root: home
                routes:
                  home: { deeplink: /home, transitions: [{ push: page }] }
                  page: { params: { id: Int }, deeplink: '/go/{id}' }

            """
        // An Int beats a String: `/go/3` opens the page, `/go/home` redirects.
        let router = try makeSimulator(spec).router
        guard case .success(let page) = router.open("demo://go/3"),
            case .success(let home) = router.open("demo://go/home")
        else {
            Issue.record("both open")
            return
        }
        #expect(page.target.description == "main.page(id: 3)" && page.redirects.isEmpty)
        #expect(home.target.description == "main.home" && home.redirects == ["demo:///home"])
        // The same shape as an action's pattern: ambiguous, at the later one (the redirect's).
        let ambiguous = validate(spec).findings.filter { $0.rule == .deeplinkAmbiguous }
        #expect(ambiguous.map(Spot.init) == [Spot(.deeplinkAmbiguous, 8, 18)], "\(ambiguous.map(\.message))")
    }
}
