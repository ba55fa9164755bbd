import NavGenKit
import Testing

/// `diff` and `graph` on alternative roots: saved states name the root, and each
/// root entry is a way in at launch.
@Suite struct RootChangeTests {
    private static func simulator(root: String) throws -> Simulator {
        try Simulator.of(
            RootsFixture.spec.replacingOccurrences(
                of: "root: [{ login: { requires: ['!signedIn'] } }, main]", with: "root: \(root)"))
    }

    private static func rootChanges(from old: String, to new: String) throws -> [String] {
        try SpecDiff.changes(from: simulator(root: old), to: simulator(root: new))
            .filter { $0.message.hasPrefix("root ") }.map { "\($0.kind.rawValue): \($0.message)" }
    }

    @Test func entriesAddedRemovedReorderedAndRequiresChanged() throws {
        let both = "[{ login: { requires: ['!signedIn'] } }, main]"
        #expect(try Self.rootChanges(from: both, to: both).isEmpty)
        #expect(
            try Self.rootChanges(from: both, to: "[{ main: { requires: [signedIn] } }, login]") == [
                "changed: root entries were reordered: main, login",
                "changed: root entry 'login' requires nothing, not !signedIn",
                "changed: root entry 'main' requires signedIn, not nothing",
            ])
        #expect(
            try Self.rootChanges(from: both, to: "[{ login: { requires: [signedIn] } }, main]") == [
                "changed: root entry 'login' requires signedIn, not !signedIn"
            ])
    }

    @Test func aRootThatBecameAListIsStateIncompatible() throws {
        let old = try Simulator.of(
            RootsFixture.spec.replacingOccurrences(
                of: "root: [{ login: { requires: ['!signedIn'] } }, main]", with: "root: main"
            ).replacingOccurrences(
                of: "    children: [feed, profile]", with: "    children: [feed, profile, login]"))
        let new = try Simulator.of(
            RootsFixture.spec.replacingOccurrences(
                of: "    children: [feed, profile]", with: "    children: [feed, profile, login]"))
        let changes = SpecDiff.changes(from: old, to: new).filter { $0.message.hasPrefix("root ") }
        #expect(changes.map(\.kind) == [.stateIncompatible])
        #expect(
            changes.first?.message
                == "root became a list of alternative roots: a saved state's root is now one of 'login', 'main'"
        )
    }

    /// `/feed/{id}` opens only under `main`, which launch does not show: the launch
    /// comparison cannot see it move, the one under `main` does.
    @Test func aLinkOfANonLaunchRootIsComparedUnderThatRoot() throws {
        let old = try Simulator.of(RootsFixture.spec)
        let new = try Simulator.of(
            RootsFixture.spec.replacingOccurrences(
                of: "deeplink: '/feed/{id}'", with: "deeplink: '/items/{id}'"))
        let changes = SpecDiff.changes(from: old, to: new).map { "\($0.kind.rawValue) \($0.witness ?? "")" }
        #expect(changes.contains("link-removed roots://feed/42"), "\(changes)")
        #expect(changes.contains("added roots://items/42"), "\(changes)")
        #expect(SpecDiff.changes(from: old, to: old).isEmpty)
    }

    @Test func graphDrawsALaunchEdgePerEntry() throws {
        let spec = try Simulator.of(RootsFixture.spec).spec
        let mermaid = MermaidRenderer().render(DiagramBuilder(spec: spec).build())
        #expect(mermaid.contains("app_launch ==>|\"launch if !signedIn\"| login__welcome"))
        #expect(mermaid.contains("app_launch ==>|\"launch\"| tabbar_main"))
    }
}
