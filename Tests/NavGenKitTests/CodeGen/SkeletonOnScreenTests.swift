import Foundation
import NavGenKit
import Testing

/// What the skeletons keep on screen as conditions change, run against the stand-ins
/// (the `onscreen` fixture): a tab bar below the root hears every change of the
/// conditions, and a link that waits for a flow the stack under it also starts shows
/// that flow once, from the root.
@Suite(.serialized) struct SkeletonOnScreenTests {
    @Test func theSwiftUISkeletonKeepsWhatIsOnScreenRight() throws {
        let output = try SkeletonProgram.run(
            try CodeGenFixtures.spec("onscreen"), module: "Screen",
            main: """
                import Foundation

                let app = MainCoordinator()
                @MainActor func studio() -> StudioCoordinator? {
                    if case .studio(let studio)? = app.home.sheet { return studio }
                    return nil
                }
                @MainActor func show(_ label: String) {
                    guard let studio = studio() else { return print(label, "| no studio") }
                    print(label, "|", studio.selectedTab, studio.visibleTabs.map { "\\($0)" }.joined(separator: ","))
                }
                @MainActor func flows() -> String {
                    let own = app.home.cover.map { _ in "home's signIn" }
                    let root = app.conditionCover.map { _ in "root's signIn" }
                    return [own, root].compactMap { $0 }.joined(separator: ", ")
                }
                app.home.startStudio()
                show("launch")
                app.conditions.premium = true
                studio()?.selectedTab = .stats
                show("bought")
                app.conditions.premium = false
                show("expired")
                app.home.sheet = nil
                app.open(URL(string: "screen://orders")!)
                print("link waits |", flows())
                if case .signedIn(let signIn)? = app.conditionCover { signIn.finishSignedIn() }
                print("link resumed |", app.home.path, flows())
                var state = ScreenNavigationState()
                state.root.tabs.home.modal = .flow(.signIn(.init()), style: .cover)
                app.apply(state.root)
                print("own flow |", flows())

                """)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "launch | drafts drafts",
                "bought | stats drafts,stats",
                // The presented tab bar hears the change: its hidden selected tab gives way.
                "expired | drafts drafts",
                // The root shows the flow the link waits on; `home` leaves it out.
                "link waits | root's signIn",
                "link resumed | [Screen.HomeRoute.orders] ",
                // A state that does not wait still shows `home`'s own sign-in.
                "own flow | home's signIn",
            ])
    }

    /// The same with the flow pushed, both by the condition and by `home`: the root shows
    /// it as a sheet, and `home` leaves its screen off the stack.
    @Test func aPushedWaitingFlowIsShownOnceToo() throws {
        let text = try String(contentsOf: CodeGenFixtures.specURL("onscreen"), encoding: .utf8)
            .replacingOccurrences(of: "as: cover", with: "as: push")
        let output = try SkeletonProgram.run(
            try CodeGenFixtures.spec(text: text), module: "Screen",
            main: """
                import Foundation

                let app = MainCoordinator()
                @MainActor func flows() -> String {
                    let own = app.home.signInFlow.map { _ in "home's signIn" }
                    let root = app.conditionSheet.map { _ in "root's signIn" }
                    return [own, root].compactMap { $0 }.joined(separator: ", ")
                }
                app.open(URL(string: "screen://orders")!)
                print("link waits |", flows())
                if case .signedIn(let signIn)? = app.conditionSheet { signIn.finishSignedIn() }
                print("link resumed |", app.home.path, flows())
                var state = ScreenNavigationState()
                state.root.tabs.home.stack.append(.signIn(.form))
                app.apply(state.root)
                print("own flow |", flows())

                """)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "link waits | root's signIn", "link resumed | [Screen.HomeRoute.orders] ",
                "own flow | home's signIn",
            ])
    }

    @Test func theUIKitSkeletonKeepsWhatIsOnScreenRight() throws {
        let output = try SkeletonProgram.run(
            try CodeGenFixtures.spec("onscreen"), ui: .uikit, module: "Screen",
            main: """
                import Foundation
                import UIKit

                let app = MainCoordinator()
                app.start()
                @MainActor func show(_ label: String) {
                    guard let studio = app.home.studioFlow else { return print(label, "| no studio") }
                    print(label, "|", studio.selectedTab, studio.tabBarController.viewControllers?.count ?? 0)
                }
                @MainActor func flows() -> String {
                    let own = app.home.signInFlow.map { _ in "home's signIn" }
                    let root = app.signedInFlow.map { _ in "root's signIn" }
                    return [own, root].compactMap { $0 }.joined(separator: ", ")
                }
                app.home.startStudio()
                show("launch")
                app.conditions.premium = true
                show("bought")
                app.home.studioFlow?.selectedTab = .stats
                show("selected")
                app.conditions.premium = false
                show("expired")
                app.open(URL(string: "screen://orders")!)
                print("link waits |", flows())
                app.signedInFlow?.finishSignedIn()
                print("link resumed |", flows(), app.conditions.signedIn)
                var state = ScreenNavigationState()
                state.root.tabs.home.modal = .flow(.signIn(.init()), style: .cover)
                app.apply(state.root)
                print("own flow |", flows())

                """)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "launch | drafts 1",
                // The presented tab bar hears the change: `stats` joins its view controllers.
                "bought | drafts 2",
                "selected | stats 2",
                "expired | drafts 1",
                "link waits | root's signIn",
                "link resumed |  true",
                "own flow | home's signIn",
            ])
    }
}
