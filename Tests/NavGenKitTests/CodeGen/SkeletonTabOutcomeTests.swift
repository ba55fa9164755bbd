import Foundation
import Testing

@testable import NavGenKit

/// A tab finishing its tab bar (docs/spec/coordinators.md, "Outcomes of a tab bar"),
/// run in the compiled SwiftUI skeleton (linked against the stand-in) and in the
/// simulator: each sequence of moves leaves the same screens in both. The skeleton
/// calls the tab's methods (`finishLoggedOut()`, which calls its `finishMainTabs`, which
/// the tab bar set to its `onFinish`), and the parent's `then` closes the tab bar.
@Suite(.serialized) struct SkeletonTabOutcomeTests {
    /// Each sequence as simulator actions, then as the same moves on the skeleton.
    static let sequences: [(actions: [String], swift: String)] = [
        (
            ["start mainTabs", "finish loggedOut"],
            "app.startMainTabs(); tabs().teamProfile.finishLoggedOut()"
        ),
        (
            ["start mainTabs", "push settings", "finish loggedOut"],
            "app.startMainTabs(); tabs().teamProfile.showSettings(); tabs().teamProfile.finishLoggedOut()"
        ),
        (
            ["start mainTabs", "start tabTray", "finish selected"],
            "app.startMainTabs(); tabs().teamProfile.startTabTray(); tray().openTabs.finishSelected()"
        ),
        (
            ["start mainTabs", "start tabTray", "push tabDetail(id: 3)", "finish selected"],
            "app.startMainTabs(); tabs().teamProfile.startTabTray(); tray().openTabs.showTabDetail(id: 3); "
                + "tray().openTabs.finishSelected()"
        ),
        (
            ["start mainTabs", "start tabTray", "tab privateTabs", "finish closed"],
            "app.startMainTabs(); tabs().teamProfile.startTabTray(); tray().selectedTab = .privateTabs; "
                + "tray().privateTabs.finishClosed()"
        ),
        (
            ["start mainTabs", "start tabTray", "tab privateTabs", "start unlock", "finish done"],
            "app.startMainTabs(); tabs().teamProfile.startTabTray(); tray().selectedTab = .privateTabs; "
                + "tray().privateTabs.startUnlock(); unlock().finishDone()"
        ),
        (
            ["start mainTabs", "start tabTray", "tab privateTabs", "start unlock", "finish cancelled"],
            "app.startMainTabs(); tabs().teamProfile.startTabTray(); tray().selectedTab = .privateTabs; "
                + "tray().privateTabs.startUnlock(); unlock().finishCancelled()"
        ),
    ]

    @Test func aTabFinishesItsTabBarInTheSkeletonAsInTheSimulator() throws {
        let spec = try CodeGenFixtures.spec("taboutcomes")
        let main =
            Self.describing
            + Self.sequences.map { "app = LaunchCoordinator(); \($0.swift); print(describe(app))\n" }.joined()
        let output = try SkeletonProgram.run(spec, module: "Teams", main: main)
        let engine = NavigationEngine(model: NavigationModel(spec))
        let expected = try Self.sequences.map { sequence in
            var state = try #require(engine.launchState)
            for action in sequence.actions {
                state = try engine.perform(ActionParser.parse(action), on: state)
            }
            return SimulatedScreens.describe(state.root)
        }
        #expect(output.split(separator: "\n").map(String.init) == expected)
        // Not vacuous: a tab bar that closes and one that stays both occur.
        #expect(expected.contains("launch: welcome"))
        #expect(expected.contains { $0.contains("*privateTabs: privateList") })
    }

    /// UIKit's stand-in cannot run a tab bar controller, so its skeleton is read: the tab
    /// bar wires each tab's `finishTabTray` to its `onFinish` once it is made, and a tab's
    /// `finish` (in a method or a `then`) calls the closure, not its own `onFinish`.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theTabBarWiresItsTabsFinish(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("taboutcomes")
        let tray = try GeneratedSnippet.file("TabTrayCoordinator.swift", of: spec, ui: ui)
        for tab in ["openTabs", "privateTabs"] {
            #expect(
                tray.contains(
                    "self.\(tab).finishTabTray = { [weak self] outcome in self?.onFinish(outcome) }"))
        }
        let tab = try GeneratedSnippet.file("PrivateTabsCoordinator.swift", of: spec, ui: ui)
        #expect(tab.contains("var finishTabTray: (TabTrayOutcome) -> Void = { _ in }"))
        #expect(tab.contains("finishTabTray(.closed)"))
        #expect(tab.contains("finishTabTray(.selected)"))
        #expect(!tab.contains("onFinish(."))
    }

    /// A tab's `finish: tabTray` would be a method named like the `finishTabTray` closure:
    /// the method steps aside.
    @Test func aFinishMethodNamedLikeTheClosureStepsAside() throws {
        let spec = try CodeGenFixtures.spec(
            text: """
                navgen: 1
                app: Clash
                root: browser
                coordinators:
                  browser:
                    root: page
                    children: [tabTray]
                    routes:
                      page:
                        transitions: [{ start: tabTray, as: sheet, then: { tabTray: stay } }]
                  tabTray:
                    kind: tabs
                    children: [openTabs]
                    outcomes: [tabTray]
                  openTabs:
                    root: tabList
                    routes:
                      tabList:
                        transitions: [{ finish: tabTray }]
                """)
        for ui in [UIFramework.swiftui, .uikit] {
            let tab = try GeneratedSnippet.file("OpenTabsCoordinator.swift", of: spec, ui: ui)
            #expect(tab.contains("func finishTabTray2() {\n        finishTabTray(.tabTray)\n    }"), "\(ui)")
        }
    }

    /// The program's half of ``SimulatedScreens/describe(_:)``, over the skeleton's coordinators.
    static let describing = """
        import Foundation

        var app = LaunchCoordinator()
        @MainActor func tabs() -> MainTabsCoordinator {
            guard case .mainTabs(let flow)? = app.cover else { fatalError("no tab bar") }
            return flow
        }
        @MainActor func tray() -> TabTrayCoordinator {
            guard case .tabTray(let flow)? = tabs().teamProfile.sheet else { fatalError("no tab tray") }
            return flow
        }
        @MainActor func unlock() -> UnlockCoordinator {
            guard case .unlock(let flow)? = tray().privateTabs.sheet else { fatalError("no unlock") }
            return flow
        }
        func stack<Route>(_ name: String, _ root: String, _ path: [Route]) -> String {
            name + ": " + ([root] + path.map { String(String(describing: $0).prefix { $0 != "(" }) })
                .joined(separator: " ")
        }
        func selected(_ isSelected: Bool, _ text: String) -> String { (isSelected ? "*" : "") + text }
        @MainActor func describe(_ flow: UnlockCoordinator) -> String { stack("unlock", "code", flow.path) }
        @MainActor func describe(_ flow: PrivateTabsCoordinator) -> String {
            var text = stack("privateTabs", "privateList", flow.path)
            if case .unlock(let unlock)? = flow.sheet { text += " [sheet " + describe(unlock) + "]" }
            return text
        }
        @MainActor func describe(_ flow: TabTrayCoordinator) -> String {
            "tabTray(" + selected(flow.selectedTab == .openTabs, stack("openTabs", "tabList", flow.openTabs.path))
                + ", " + selected(flow.selectedTab == .privateTabs, describe(flow.privateTabs)) + ")"
        }
        @MainActor func describe(_ flow: TeamProfileCoordinator) -> String {
            var text = stack("teamProfile", "profile", flow.path)
            if case .tabTray(let tray)? = flow.sheet { text += " [sheet " + describe(tray) + "]" }
            return text
        }
        @MainActor func describe(_ flow: MainTabsCoordinator) -> String {
            "mainTabs(" + selected(flow.selectedTab == .teamProfile, describe(flow.teamProfile))
                + ", " + selected(flow.selectedTab == .roster, stack("roster", "players", flow.roster.path))
                + ", " + selected(flow.selectedTab == .games, stack("games", "schedule", flow.games.path)) + ")"
        }
        @MainActor func describe(_ flow: LaunchCoordinator) -> String {
            var text = stack("launch", "welcome", flow.path)
            if case .mainTabs(let tabs)? = flow.cover { text += " [cover " + describe(tabs) + "]" }
            return text
        }

        """
}
