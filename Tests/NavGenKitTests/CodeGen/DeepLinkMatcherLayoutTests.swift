import Testing

@testable import NavGenKit

/// Where the generated `init?(url:)` tests each pattern: fixed-length patterns in
/// the `switch` on the segment count, rest patterns (and the fixed-length patterns
/// they can win over) after it, in precedence order. The generated router's
/// answers are compared with the simulator's in ``DeepLinkDifferentialTests``.
@Suite struct DeepLinkMatcherLayoutTests {
    private func layout(_ routes: String) throws -> DeepLinkMatcherLayout {
        let spec = try loadSpec(demoSpec(routes))
        let plans = try #require(DeepLinkPlans(model: NavigationModel(spec)))
        return DeepLinkMatcherLayout(plans.entries)
    }

    @Test func restPatternsAndTheLongerPathsTheyWinOverFollowTheSwitch() throws {
        let layout = try layout(
            """
            home:
              transitions: [{ push: readme }, { push: file }, { push: repo }, { push: user }, { push: settings }]
            readme: { deeplink: /files/README }
            file: { params: { path: String }, deeplink: "/files/{path...}" }
            repo: { params: { owner: String, repo: String }, deeplink: "/{owner}/{repo}" }
            user: { params: { id: Int }, deeplink: "/users/{id}" }
            settings: { deeplink: /settings }
            """)
        #expect(
            layout.cases.map {
                "\($0.count): " + $0.entries.map(\.pattern.source.value).joined(separator: " ")
            }
                == ["1: /settings", "2: /files/README /users/{id}"])
        // `/files/{path...}` wins `/files/x` over `/{owner}/{repo}`, so that one is tested after it.
        #expect(layout.after.map(\.pattern.source.value) == ["/files/{path...}", "/{owner}/{repo}"])
    }

    @Test func withoutRestSegmentsEverythingIsInTheSwitch() throws {
        let layout = try layout(
            """
            home:
              transitions: [{ push: repo }, { push: user }]
            repo: { params: { owner: String, repo: String }, deeplink: "/{owner}/{repo}" }
            user: { params: { id: Int }, deeplink: ["/users/{id}", "/u/{id}?tab=posts"] }
            """)
        #expect(layout.after.isEmpty)
        #expect(layout.cases.map(\.count) == [2])
        // Paths no URL shares keep their declaration order.
        #expect(
            layout.cases.first?.entries.map(\.pattern.source.value) == [
                "/users/{id}", "/u/{id}?tab=posts", "/{owner}/{repo}",
            ])
    }

    /// Among patterns of one path, more required keys first, then more literal
    /// values, whatever the declaration order: as the simulator's trie tries them.
    @Test func patternsOfOnePathAreOrderedByTheirQuery() throws {
        let layout = try layout(
            """
            home:
              transitions: [{ push: post }, { push: other }, { push: ref }, { push: home2 }, { push: both }]
            post: { params: { id: Int }, deeplink: "/p/{id}" }
            other: { params: { id: Int }, deeplink: "/q/{id}" }
            ref: { params: { id: Int, ref: String }, deeplink: "/p/{id}?ref={ref}" }
            home2: { params: { id: Int }, deeplink: "/p/{id}?ref=home" }
            both: { params: { id: Int, c: Int }, deeplink: "/p/{id}?ref=home&c={c}" }
            """)
        #expect(
            layout.cases.first?.entries.map(\.pattern.source.value) == [
                "/p/{id}?ref=home&c={c}", "/q/{id}", "/p/{id}?ref=home", "/p/{id}?ref={ref}", "/p/{id}",
            ])
    }

    /// Paths that cannot share a URL: different literals, a literal that is not the
    /// param's type, lengths a rest cannot reach.
    @Test func patternsThatShareNoPathStayInTheSwitch() throws {
        let layout = try layout(
            """
            home:
              transitions: [{ push: file }, { push: user }, { push: short }, { push: other }]
            file: { params: { path: String }, deeplink: "/files/{path...}" }
            user: { params: { id: Int }, deeplink: "/{id}/files" }
            short: { deeplink: /files }
            other: { params: { a: String }, deeplink: "/docs/{a}" }
            """)
        #expect(layout.after.map(\.pattern.source.value) == ["/files/{path...}"])
        #expect(layout.cases.flatMap(\.entries).count == 3)
    }
}
