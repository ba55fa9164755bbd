import Testing

@testable import NavGenKit

/// Pattern scope in `navgen diff`: witnesses are built only under a pattern's own
/// origins; an origin dropped from a scope is `link-removed` with a witness on it, one
/// added is `added`.
@Suite struct ScopeDiffTests {
    static func spec(scope: String) -> String {
        """
        navgen: 1
        app: Blog
        root: main
        deeplinks: { schemes: [blog], hosts: [blog.example.com, '*.blog.example.com'] }
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [{ push: post }]
              post:
                params: { id: Int }
                deeplink: { pattern: '/posts/{id}'\(scope) }

        """
    }

    @Test func droppingAnOriginRemovesTheLinkThere() throws {
        let old = try makeSimulator(Self.spec(scope: ", schemes: [blog], hosts: [blog.example.com]"))
        let new = try makeSimulator(Self.spec(scope: ", schemes: [blog]"))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == [.linkRemoved], "\(changes.map(\.message))")
        #expect(changes.first?.witness == "https://blog.example.com/posts/42")
        #expect(changes.first?.isBreaking == true)
    }

    @Test func addingAnOriginAddsTheLinkThere() throws {
        let old = try makeSimulator(Self.spec(scope: ", schemes: [blog]"))
        let new = try makeSimulator(Self.spec(scope: ", schemes: [blog], hosts: ['*.blog.example.com']"))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(changes.map(\.kind) == [.added], "\(changes.map(\.message))")
        #expect(changes.first?.witness?.hasPrefix("https://") == true)
        #expect(changes.first?.witness?.hasSuffix(".blog.example.com/posts/42") == true)
    }

    @Test func aScopeNoUrlCanTellIsNoChange() throws {
        let scoped = try makeSimulator(Self.spec(scope: ", schemes: [blog]"))
        #expect(
            SpecDiff.changes(from: scoped, to: try makeSimulator(Self.spec(scope: ", schemes: [blog]")))
                .isEmpty)
        // Out of its scope a pattern has no witness: nothing to compare on the hosts.
        let unscoped = try makeSimulator(Self.spec(scope: ""))
        let narrowed = SpecDiff.changes(from: unscoped, to: scoped)
        #expect(narrowed.map(\.kind) == [.linkRemoved])
        #expect(narrowed.first?.witness == "https://blog.example.com/posts/42")
    }
}
