import Foundation
import NavGenKit
import Testing

/// The root coordinator's `open(_:source:)` against the simulator, on the `opening-source`
/// fixture, whose patterns open each their own way for a link from outside the app and one
/// tapped in it: each sequence runs once in `navgen simulate` (`open URL` is in-app,
/// `open external URL` external) and once as skeleton calls in a compiled program
/// (``SkeletonProgram``); the states on screen, encoded as the generated state encodes
/// them, must be equal.
@Suite(.serialized) struct SkeletonLinkSourceTests {
    typealias Sequence = SkeletonSequences.Sequence

    static func opening(_ url: String, _ source: String) -> String {
        "_ = app.open(URL(string: \"\(url)\")!, source: .\(source))"
    }

    static let sequences = [
        // `open: { external: reset, inApp: onTop }`: a tapped link pushes on the stack on screen,
        // the same link from outside shows the back stack a deep link builds.
        Sequence(
            actions: ["push status(id: 1)", "open social://statuses/2"],
            calls: ["app.home.showStatus(id: 1)", opening("social://statuses/2", "inApp")]),
        Sequence(
            actions: ["push status(id: 1)", "open external social://statuses/2"],
            calls: ["app.home.showStatus(id: 1)", opening("social://statuses/2", "external")]),
        // `open: { external: onTop }`: the other way round.
        Sequence(
            actions: ["push status(id: 1)", "open external social://accounts/bob"],
            calls: ["app.home.showStatus(id: 1)", opening("social://accounts/bob", "external")]),
        Sequence(
            actions: ["push status(id: 1)", "open social://accounts/bob"],
            calls: ["app.home.showStatus(id: 1)", opening("social://accounts/bob", "inApp")]),
        // Another tab: an in-app `onTop` link to a screen of the tab on screen.
        Sequence(
            actions: ["tab profile", "open social://settings"],
            calls: ["app.selectedTab = .profile", opening("social://settings", "inApp")]),
        Sequence(
            actions: ["tab profile", "open external social://settings"],
            calls: ["app.selectedTab = .profile", opening("social://settings", "external")]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theRootOpensEachLinkAsItsSourceSays(_ ui: UIFramework) throws {
        try SkeletonSequences.expectSameStates(
            try CodeGenFixtures.spec("opening-source"), ui: ui, module: "Sourced", root: "MainCoordinator",
            state: "SourcedNavigationState(root: app.currentNode)",
            sequences: Self.sequences.map { ($0.actions, $0.calls) })
    }

    /// The SwiftUI root view tells the two ways apart: the system's links are external, the
    /// links tapped in its views go through an `OpenURLAction` as in-app ones.
    @Test func theSwiftUIRootViewOpensTappedLinksAsInApp() throws {
        let spec = try CodeGenFixtures.spec("opening-source")
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .swiftui))
        let root = try #require(files.first { $0.name == "MainCoordinator.swift" }).contents
        #expect(root.contains(".environment("))
        #expect(root.contains("coordinator.open(url, source: .inApp) ? .handled : .systemAction"))
        #expect(root.contains(".onOpenURL { url in coordinator.open(url, source: .external) }"))
    }
}
