import Foundation
import NavGenKit
import Testing

/// `go` under alternative roots, in the compiled SwiftUI skeleton against the simulator:
/// `<App>RootCoordinator` has `go(to:)`, and each entry's `go` callback reaches it, so a
/// search result goes to a chat in another tab (the tabs it does not select keep their
/// stacks), and a go to a guarded screen waits for the flow that satisfies its condition.
@Suite(.serialized) struct RootListGoTests {
    /// One step: the simulator's action, and the same move as a skeleton call.
    struct Step: CustomStringConvertible {
        var action: String
        var call: String
        var description: String { action }
    }

    static let steps = [
        // Signed out and in again: the tab bar comes back fresh, its `go` wired again.
        Step(action: "tab settings", call: "tabs().selectedTab = .settings"),
        Step(action: "set signedIn false", call: "tabs().settings.setSignedInFalse()"),
        Step(
            action: "set signedIn true",
            call: "if case .welcome(let welcome) = app.shown { welcome.setSignedInTrue() }"),
        Step(action: "tab settings", call: "tabs().selectedTab = .settings"),
        Step(action: "push about", call: "tabs().settings.showAbout()"),
        Step(action: "tab search", call: "tabs().selectedTab = .search"),
        Step(
            action: "go chats.timeline(roomId: \"a\")", call: "tabs().search.goToChatsTimeline(roomId: \"a\")"
        ),
        // The settings tab kept its stack.
        Step(action: "tab settings", call: "tabs().selectedTab = .settings"),
        Step(action: "tab search", call: "tabs().selectedTab = .search"),
        // A go that waits for `premium`, then shows its screen once the flow finishes.
        Step(
            action: "go chats.insights(roomId: \"b\")", call: "tabs().search.goToChatsInsights(roomId: \"b\")"
        ),
        Step(
            action: "finish bought",
            call: "if case .premium(let flow)? = tabs().conditionSheet { flow.finishBought() }"),
    ]

    @Test func theRootCoordinatorGoesAsTheSimulatorDoes() throws {
        let spec = try CodeGenFixtures.spec("roots-go")
        let simulator = try Simulator(spec: spec)
        var state = simulator.launchState
        var expected: [String] = []
        for step in Self.steps {
            state = try simulator.run(step.action, from: state)
            expected.append(state.path.map(\.description).joined(separator: " › "))
        }
        let main = """
            import Foundation

            let app = RootsGoRootCoordinator()
            @MainActor func tabs() -> MainCoordinator {
                guard case .main(let main) = app.shown else { fatalError("the tab bar is not shown") }
                return main
            }
            @MainActor func path() -> String {
                let root: RootsGoNavigationState.Root
                switch app.shown {
                case .welcome(let coordinator): root = .welcome(coordinator.currentNode)
                case .main(let coordinator): root = .main(coordinator.currentNode)
                }
                let state = RootsGoNavigationState(root: root, conditions: app.conditions)
                // The flow a waiting move shows is the entry's condition sheet, over its stacks.
                var waiting = ""
                if case .main(let main) = app.shown, case .premium? = main.conditionSheet { waiting = " › upgrade.offer" }
                return state.path.map(\\.description).joined(separator: " › ") + waiting
            }
            \(Self.steps.map { "\($0.call)\nprint(path())" }.joined(separator: "\n"))

            """
        let output = try SkeletonProgram.run(spec, module: "RootsGoing", main: main)
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == expected.count, "\(output)")
        for (step, (got, want)) in zip(Self.steps, zip(lines, expected)) {
            #expect(got == want, "\(step)")
        }
        // Not vacuous: the go kept the settings tab's stack, waited, and showed the guarded screen.
        #expect(expected[1] == "welcome.intro")
        #expect(expected[7] == "settings.settingsHome › settings.about")
        #expect(expected[9].hasSuffix("upgrade.offer"))
        #expect(expected[10] == "chats.list › chats.timeline(roomId: \"b\") › chats.insights(roomId: \"b\")")
    }
}
