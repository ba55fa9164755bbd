import Testing

@testable import NavGenKit

/// Redirect links in `navgen diff`: compared by their pattern's skeleton and where the
/// `redirect` param stands. One only the old spec has is `link-removed`, its witness
/// leading to the old spec's first route link; one only the new spec has is `added`.
@Suite struct RedirectDiffTests {
    static func spec(redirects: String) -> String {
        """
        navgen: 1
        app: Blog
        root: main
        deeplinks:
          schemes: [blog]
          hosts: [blog.example.com]
          redirects: [\(redirects)]
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /home
                transitions: [{ push: post }]
              post:
                params: { id: Int }
                deeplink: '/posts/{id}'

        """
    }

    @Test func aRedirectOnlyTheOldSpecHasIsARemovedLink() throws {
        let old = try makeSimulator(
            Self.spec(
                redirects:
                    "{ pattern: '/mbar?redirect_to={to}', redirect: to }, { pattern: '/r/{path...}', redirect: path }"
            ))
        let new = try makeSimulator(Self.spec(redirects: "{ pattern: '/r/{path...}', redirect: path }"))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == [.linkRemoved], "\(changes.map(\.message))")
        let change = try #require(changes.first)
        // The witness redirects to the path of the old spec's first route link's witness.
        #expect(change.witness == "blog://mbar?redirect_to=%2Fhome")
        #expect(change.route == "deeplinks.redirects[0]")
        #expect(change.pattern == "/mbar?redirect_to={to}")
        #expect(change.isBreaking)
        #expect(
            change.message
                == "blog://mbar?redirect_to=%2Fhome redirected (deeplinks.redirects[0]) and opens nothing now "
                + "(no pattern matches '/mbar': 'mbar' is not 'home', 'posts' or 'r')")
    }

    @Test func aRedirectOnlyTheNewSpecHasIsAdded() throws {
        let old = try makeSimulator(Self.spec(redirects: ""))
        let new = try makeSimulator(
            Self.spec(redirects: "{ pattern: '/get#{target}', redirect: target, hosts: [blog.example.com] }"))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == [.added], "\(changes.map(\.message))")
        #expect(changes.first?.witness == "https://blog.example.com/get#%2Fhome")
        #expect(changes.first?.route == "deeplinks.redirects[0]")
        #expect(changes.first?.isBreaking == false)
    }

    @Test func aRedirectIsKnownByItsSkeletonAndWhereItsParamStands() throws {
        let old = try makeSimulator(
            Self.spec(
                redirects: "{ pattern: '/go/{to}', redirect: to }, { pattern: '/out?u={u}', redirect: u }"))
        // Reordered, params renamed: no change.
        let renamed = try makeSimulator(
            Self.spec(
                redirects:
                    "{ pattern: '/out?u={url}', redirect: url }, { pattern: '/go/{target}', redirect: target }"
            ))
        #expect(SpecDiff.changes(from: old, to: renamed).isEmpty)
        // The URL taken from another query item: the old redirect is gone, the new one added.
        let moved = try makeSimulator(
            Self.spec(
                redirects:
                    "{ pattern: '/go/{to}', redirect: to }, { pattern: '/out?u={u}&v={v}', redirect: v }"))
        let changes = SpecDiff.changes(from: old, to: moved)
        #expect(changes.map(\.kind) == [.linkRemoved, .added], "\(changes.map(\.message))")
        #expect(changes.map(\.witness) == ["blog://out?u=%2Fhome", "blog://out?u=abc&v=%2Fhome"])
    }
}
