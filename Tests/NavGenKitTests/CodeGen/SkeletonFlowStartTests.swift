import Foundation
import Testing

@testable import NavGenKit

/// Then-starts and starts at a route (docs/spec/transitions.md), run in the compiled
/// SwiftUI skeleton (linked against the stand-in) and in the simulator: each sequence
/// of moves leaves the same screens in both. The skeleton calls the methods the spec's
/// moves name (`startLaunchAtIntro()`, the menu's `finishOpenSettings()`, whose outcome
/// the home coordinator's `then:` turns into a start of `settings`).
@Suite(.serialized) struct SkeletonFlowStartTests {
    /// Each sequence as simulator actions, then as the same moves on the skeleton.
    static let sequences: [(actions: [String], swift: String)] = [
        (["start menu", "finish openSettings"], "app.startMenu(); menu().finishOpenSettings()"),
        (
            ["start menu", "finish openSettings", "finish done"],
            "app.startMenu(); menu().finishOpenSettings(); settings().finishDone()"
        ),
        (["start menu", "finish openLaunch"], "app.startMenu(); menu().finishOpenLaunch()"),
        (
            ["start menu", "finish openLaunch", "finish done"],
            "app.startMenu(); menu().finishOpenLaunch(); launch().finishDone()"
        ),
        (["start menu", "finish closed"], "app.startMenu(); menu().finishClosed()"),
        (["start launch at intro"], "app.startLaunchAtIntro()"),
        (
            ["start launch at intro", "push survey(kind: \"x\")", "popToRoot"],
            "app.startLaunchAtIntro(); launch().showSurvey(kind: \"x\"); launch().popToRoot()"
        ),
        (
            ["start launch at intro", "push step(n: 2)"],
            "app.startLaunchAtIntro(); launch().showStep(n: 2)"
        ),
        (["start launch at intro", "finish done"], "app.startLaunchAtIntro(); launch().finishDone()"),
        (["start launch at survey"], "app.startLaunchAtSurvey()"),
        (["start launch at survey", "finish done"], "app.startLaunchAtSurvey(); launch().finishDone()"),
        (["push detail", "start launch at step"], "app.showDetail(); app.startLaunchAtStep()"),
    ]

    @Test func thenStartsAndStartsAtARouteInTheSkeletonAsInTheSimulator() throws {
        let spec = try CodeGenFixtures.spec("starts")
        let main =
            Self.describing
            + Self.sequences.map { "app = HomeCoordinator(); \($0.swift); print(describe(app))\n" }.joined()
        let output = try SkeletonProgram.run(spec, module: "Starts", main: main)
        let engine = NavigationEngine(model: NavigationModel(spec))
        let expected = try Self.sequences.map { sequence in
            var state = try #require(engine.launchState)
            for action in sequence.actions {
                state = try engine.perform(ActionParser.parse(action), on: state)
            }
            return SimulatedScreens.describe(state.root)
        }
        #expect(output.split(separator: "\n").map(String.init) == expected)
        // Not vacuous: a then-start shows a flow, and a start at a route shows it at the bottom.
        #expect(expected.contains("home: feed [cover settings: general]"))
        #expect(expected.contains("home: feed [sheet launch: survey]"))
        #expect(expected.contains("home: feed [cover launch: intro step]"))
        #expect(expected.contains("home: feed detail step"))
    }

    /// The program's half of ``SimulatedScreens/describe(_:)``, over the skeleton's coordinators.
    static let describing = """
        import Foundation

        var app = HomeCoordinator()
        @MainActor func menu() -> MenuCoordinator {
            guard case .menu(let flow)? = app.sheet else { fatalError("no menu") }
            return flow
        }
        @MainActor func settings() -> SettingsCoordinator {
            guard case .settings(let flow)? = app.cover else { fatalError("no settings") }
            return flow
        }
        @MainActor func launch() -> LaunchCoordinator {
            if case .launch(let flow)? = app.sheet { return flow }
            guard case .launch(let flow)? = app.cover else { fatalError("no launch") }
            return flow
        }
        func name(_ value: Any) -> String { String(String(describing: value).prefix { $0 != "(" }) }
        func stack<Route>(_ name: String, _ root: String, _ path: [Route]) -> String {
            name + ": " + ([root] + path.map { String(String(describing: $0).prefix { $0 != "(" }) })
                .joined(separator: " ")
        }
        @MainActor func describe(_ presentation: HomeCoordinator.Presentation) -> String {
            switch presentation {
            case .menu(let flow): return stack("menu", "list", flow.path)
            case .settings(let flow): return stack("settings", "general", flow.path)
            case .launch(let flow): return stack("launch", name(flow.root), flow.path)
            }
        }
        @MainActor func describe(_ app: HomeCoordinator) -> String {
            var text = stack("home", "feed", app.path)
            if let flow = app.launchFlow { text += " " + ([name(flow.root)] + flow.path.map(name)).joined(separator: " ") }
            if let sheet = app.sheet { text += " [sheet " + describe(sheet) + "]" }
            if let cover = app.cover { text += " [cover " + describe(cover) + "]" }
            return text
        }

        """
}
