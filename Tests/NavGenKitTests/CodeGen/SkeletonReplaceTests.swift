import Foundation
import NavGenKit
import Testing

/// `replaceWith<Route>(...)` in the skeletons against the simulator: each sequence of
/// moves is made once by `navgen simulate --do` and once by calling the skeleton's
/// methods in a compiled program (``SkeletonProgram``); the program prints the state on
/// screen (`currentNode`) as the generated `<App>NavigationState` encodes it, which must
/// equal the simulator's state written the same way (``GeneratedStateJSON``).
@Suite(.serialized) struct SkeletonReplaceTests {
    /// One sequence: the simulator's actions, and the same moves as skeleton calls on
    /// `app`, the root coordinator.
    struct Sequence {
        var actions: [String]
        var calls: [String]
        /// Whether the UIKit stand-in can show it: it presents nothing, so a sequence
        /// that replaces a presented route is SwiftUI's only.
        var presents = false
    }

    static let sequences = [
        // At the bottom: the root screen itself is replaced, twice.
        Sequence(actions: ["replace home"], calls: ["app.replaceWithHome()"]),
        Sequence(
            actions: ["replace home", "replace webPage(url: \"a\", zoom: 2)", "replace webPage(url: \"b\")"],
            calls: [
                "app.replaceWithHome()", "app.replaceWithWebPage(url: \"a\", zoom: 2)",
                "app.replaceWithWebPage(url: \"b\", zoom: nil)",
            ]),
        // Above a push: the pushed screen is swapped, the back stack keeps its bottom.
        Sequence(
            actions: ["replace home", "push settings", "replace about"],
            calls: ["app.replaceWithHome()", "app.showSettings()", "app.replaceWithAbout()"]),
        Sequence(
            actions: ["replace home", "push settings", "replace webPage(url: \"c\")", "push settings"],
            calls: [
                "app.replaceWithHome()", "app.showSettings()",
                "app.replaceWithWebPage(url: \"c\", zoom: nil)",
                "app.showSettings()",
            ]),
        // Over a sheet: the presented route is swapped, in the same style.
        Sequence(
            actions: ["replace home", "sheet tabsTray", "replace history"],
            calls: ["app.replaceWithHome()", "app.presentTabsTray()", "app.replaceWithHistory()"],
            presents: true),
        // In a flow started as a push: its first screen is swapped; its `then` replaces the starter.
        Sequence(
            actions: ["replace home", "start reader(id: 3)", "replace comments(id: 4)"],
            calls: [
                "app.replaceWithHome()", "app.startReader(id: 3)",
                "app.readerFlow?.replaceWithComments(id: 4)",
            ]
        ),
        Sequence(
            actions: ["replace home", "start reader(id: 3)", "replace comments(id: 4)", "finish done"],
            calls: [
                "app.replaceWithHome()", "app.startReader(id: 3)",
                "app.readerFlow?.replaceWithComments(id: 4)",
                "app.readerFlow?.finishDone()",
            ]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theSkeletonsReplaceAsTheSimulatorDoes(_ ui: UIFramework) throws {
        try SkeletonSequences.expectSameStates(
            try CodeGenFixtures.spec("replace"), ui: ui, module: "Pages", root: "MainCoordinator",
            state: "PagesNavigationState(root: app.currentNode)",
            sequences: Self.sequences.filter { ui == .swiftui || !$0.presents }.map { ($0.actions, $0.calls) }
        )
    }
}
