import Foundation
import NavGenKit
import Testing

/// A tab finishing its tab bar with the tab bar's outcome (docs/spec/coordinators.md,
/// "Outcomes of a tab bar"): the whole tab bar closes, then the parent's `then` runs.
@Suite struct TabOutcomeSimulatorTests {
    static let teams = try? String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CodeGen/Fixtures/specs/taboutcomes.yaml"), encoding: .utf8)

    @Test func aTabsFinishClosesItsTabBarAndRunsTheParentsThen() throws {
        let simulator = try makeSimulator(try #require(Self.teams))
        let tray = ["start mainTabs", "start tabTray", "push tabDetail(id: 3)"]
        let detail = try simulator.state(tray[0], tray[1], tray[2])
        #expect(detail.pathText.last?.hasPrefix("openTabs.tabDetail") == true)
        let selected = try simulator.state(tray[0], tray[1], tray[2], "finish selected")
        #expect(selected.pathText == ["launch.welcome", "teamProfile.profile", "teamProfile.picked"])
        // A finish in a `then` of a tab's route finishes the tab bar too.
        let unlocked = try simulator.state(
            "start mainTabs", "start tabTray", "tab privateTabs", "start unlock", "finish done")
        #expect(unlocked == selected)
        let loggedOut = try simulator.state("start mainTabs", "push settings", "finish loggedOut")
        #expect(loggedOut.pathText == ["launch.welcome"])
        #expect(loggedOut == simulator.launchState)
    }

    @Test func aRootTabBarCannotFinish() throws {
        let simulator = try makeSimulator(
            """
            navgen: 1
            app: Root
            root: mainTabs
            coordinators:
              mainTabs:
                kind: tabs
                children: [teamProfile]
                outcomes: [loggedOut]
              teamProfile:
                root: profile
                routes:
                  profile:
                    transitions: [{ finish: loggedOut }]
            """)
        let refusal = try #require(try simulator.refusal("finish loggedOut"))
        #expect(
            refusal.reason
                == "'mainTabs' was not started by another coordinator: nothing receives its outcome 'loggedOut'"
        )
    }
}
