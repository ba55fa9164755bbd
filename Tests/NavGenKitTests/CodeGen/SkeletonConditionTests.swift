import Foundation
import NavGenKit
import Testing

/// Conditions in the skeletons (docs/spec.md, "Conditions that resume"): the root
/// coordinator owns them and the waiting move; a guarded move runs `otherwise`, waits
/// for the flow that satisfies its condition, or is refused; a hidden tab is not on
/// the tab bar. The `gate` fixture has one of each.
@Suite(.serialized) struct SkeletonConditionTests {
    /// The SwiftUI skeleton, run against the stand-in: finishing sign-in resumes the
    /// waiting move, cancelling drops it; a `then:` waits for two conditions in turn.
    @Test func theSwiftUISkeletonResumesAfterSignInAndDropsOnCancel() throws {
        let output = try SkeletonProgram.run(
            try CodeGenFixtures.spec("gate"), module: "Gate",
            main: """
                import Foundation

                let app = MainCoordinator()
                @MainActor func flow() -> String {
                    switch (app.conditionCover, app.conditionSheet) {
                    case (.signedIn?, nil): "signIn"
                    case (nil, .verified?): "verify"
                    case (nil, nil): "-"
                    default: "two flows"
                    }
                }
                @MainActor func show(_ label: String) {
                    let tabs = app.visibleTabs.map { "\\($0)" }.joined(separator: ",")
                    print(label, "|", app.selectedTab, tabs, app.home.path, flow(), app.conditions.signedIn)
                }
                @MainActor func finishSignIn(_ signedIn: Bool) {
                    guard case .signedIn(let signIn)? = app.conditionCover else { return print("no signIn") }
                    if signedIn { signIn.finishSignedIn() } else { signIn.finishCancelled() }
                }
                show("launch")
                app.home.showAccountTab()
                show("tab waits")
                finishSignIn(false)
                show("cancelled")
                app.home.showAccountTab()
                finishSignIn(true)
                show("signed in")
                app.conditions.signedIn = false
                show("signed out")
                app.home.showArticle(id: 7)
                print("paywall |", app.home.path, app.home.sheet.map { "\\($0.id)" } ?? "-")
                app.home.dismiss()
                app.conditions.premium = true
                app.home.showArticle(id: 7)
                print("bought |", app.home.path)
                app.home.path = []
                app.conditions.signedIn = true
                app.home.showWelcomeBack()
                print("refused |", app.home.path)
                app.conditions.signedIn = false
                app.home.startOnboarding()
                if case .onboarding(let onboarding)? = app.home.sheet { onboarding.finishDone() }
                show("then waits")
                finishSignIn(true)
                show("then waits again")
                if case .verified(let verify)? = app.conditionSheet { verify.finishVerified() }
                show("then resumed")
                app.conditions = GateConditions()
                app.home.path = []
                app.open(URL(string: "gate://account")!)
                show("link waits")
                finishSignIn(false)
                show("link dropped")
                app.open(URL(string: "gate://account")!)
                finishSignIn(true)
                show("link resumed")
                app.conditions = GateConditions()
                app.open(URL(string: "gate://vault")!)
                show("link waits")
                finishSignIn(true)
                show("link waits again")
                if case .verified(let verify)? = app.conditionSheet { verify.finishVerified() }
                show("link resumed")
                app.conditions = GateConditions()
                app.home.path = []
                app.selectedTab = .inbox
                show("tap waits")
                if case .verified(let verify)? = app.conditionSheet { verify.finishVerified() }
                show("tap resumed")

                """)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                // `inbox`'s coordinator needs verification: it hides like `account`.
                "launch | home home [] - false",
                // The tab is hidden and waits: sign-in is on screen.
                "tab waits | home home [] signIn false",
                "cancelled | home home [] - false",
                "signed in | account home,account [] - true",
                // Signing out hides the selected tab: the first visible one is selected.
                "signed out | home home [] - false",
                "paywall | [] paywall",
                "bought | [Gate.HomeRoute.article(id: 7)]",
                "refused | []",
                // `vault` needs signedIn, then verified: each flow in turn, then the push.
                "then waits | home home [] signIn false",
                "then waits again | home home,account [] verify true",
                "then resumed | home home,account,inbox [Gate.HomeRoute.vault(code: nil)] - true",
                // A deep link waits the same way; cancelling drops it, signing in opens it.
                "link waits | home home [] signIn false",
                "link dropped | home home [] - false",
                "link resumed | account home,account [] - true",
                "link waits | home home [] signIn false",
                "link waits again | home home,account [] verify true",
                "link resumed | home home,account,inbox [Gate.HomeRoute.vault(code: nil)] - true",
                // The app selecting the hidden `inbox` in code waits for verification, as a tap would.
                "tap waits | home home [] verify false",
                "tap resumed | inbox home,inbox [] - false",
            ])
    }

    /// A spec that opens by mode (an `entry` is enough) opens links on the state on
    /// screen and screens by value under the conditions: both wait alike.
    @Test func linksAndDestinationsOpenedByModeWaitToo() throws {
        var spec = try CodeGenFixtures.spec("gate")
        let home = try #require(spec.coordinators.firstIndex { $0.id.value == "home" })
        spec.coordinators[home].routes[0].entry = Located(false, at: .start)
        let output = try SkeletonProgram.run(
            spec, module: "Gate",
            main: """
                import Foundation

                let app = MainCoordinator()
                @MainActor func show(_ label: String) {
                    let flow = app.conditionCover.map { _ in "signIn" } ?? "-"
                    print(label, "|", app.selectedTab, app.home.path, flow, app.conditions.signedIn)
                }
                print(app.open(.account(.accountHome)))
                show("destination waits")
                if case .signedIn(let signIn)? = app.conditionCover { signIn.finishSignedIn() }
                show("destination resumed")
                app.conditions.signedIn = false
                app.open(URL(string: "gate://account")!)
                show("link waits")
                if case .signedIn(let signIn)? = app.conditionCover { signIn.finishCancelled() }
                show("link dropped")

                """)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "true",
                "destination waits | home [] signIn false",
                "destination resumed | account [] - true",
                "link waits | home [] signIn false",
                "link dropped | home [] - false",
            ])
    }

    /// The UIKit skeleton, run against the stand-in (which presents nothing): hidden tabs
    /// stay out of the tab bar controller's `viewControllers`, and a tap on a guarded tab,
    /// a `tab:` move and a deep link wait for their flow, resume or drop alike.
    @Test func theUIKitSkeletonResumesAfterSignInAndDropsOnCancel() throws {
        let output = try SkeletonProgram.run(
            try CodeGenFixtures.spec("gate"), ui: .uikit, module: "Gate",
            main: """
                import Foundation
                import UIKit

                let app = MainCoordinator()
                app.start()
                @MainActor func show(_ label: String) {
                    let flows = [app.signedInFlow.map { _ in "signIn" }, app.verifiedFlow.map { _ in "verify" }]
                    let shown = app.tabBarController.viewControllers?.count ?? 0
                    let flow = flows.compactMap { $0 }.joined(separator: ",")
                    print(label, "|", app.selectedTab, shown, flow.isEmpty ? "-" : flow, app.conditions.signedIn)
                }
                show("launch")
                app.home.showAccountTab()
                show("tab waits")
                app.signedInFlow?.finishCancelled()
                show("cancelled")
                app.home.showAccountTab()
                app.signedInFlow?.finishSignedIn()
                show("signed in")
                app.conditions.signedIn = false
                show("signed out")
                let tapped = app.tabBarController(app.tabBarController, shouldSelect: app.inbox.navigationController)
                show("tap waits \\(tapped)")
                app.verifiedFlow?.finishVerified()
                show("tap resumed")
                app.open(URL(string: "gate://account")!)
                show("link waits")
                app.signedInFlow?.finishSignedIn()
                show("link resumed")

                """)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                // `inbox`'s coordinator needs verification: it hides like `account`.
                "launch | home 1 - false",
                "tab waits | home 1 signIn false",
                "cancelled | home 1 - false",
                // `account` joins the tab bar controller's tabs, and is selected.
                "signed in | account 2 - true",
                "signed out | home 1 - false",
                // A tap the tab bar controller asks about (one that has not caught up) waits.
                "tap waits false | home 1 verify false",
                "tap resumed | inbox 2 - false",
                "link waits | home 2 signIn false",
                "link resumed | account 3 - true",
            ])
    }

    /// The UIKit root keeps hidden tabs out of `viewControllers` and presents the
    /// satisfying flow over whatever is on top; its children reach the conditions
    /// through callbacks, as they reach the tab bar. The root's own tabs, then the tab
    /// bars below it (`studio`), hear each change; a tap on `inbox`, whose coordinator
    /// needs verification, asks the delegate first.
    @Test func theUIKitSkeletonShowsOnlyVisibleTabs() throws {
        let spec = try CodeGenFixtures.spec("gate")
        let main = try GeneratedSnippet.file("MainCoordinator.swift", of: spec, ui: .uikit)
        #expect(GeneratedSnippet.declarations(Self.mainHeads, in: main) == Self.main)
        let studio = try GeneratedSnippet.file("StudioCoordinator.swift", of: spec, ui: .uikit)
        #expect(GeneratedSnippet.declarations(["var visibleTabs:"], in: studio) == Self.studio)
        let home = try GeneratedSnippet.file("HomeCoordinator.swift", of: spec, ui: .uikit)
        #expect(GeneratedSnippet.declarations(["func makeCompose("], in: home) == Self.home)
    }

    static let mainHeads = [
        "var conditions = GateConditions() {",
        "init(tabBarController:",
        "func showVisibleTabs(",
        "func waitForSignedIn(",
        "extension MainCoordinator: UITabBarControllerDelegate",
    ]

    static let main = #"""
        /// The app's conditions (docs/spec.md, "Conditions that resume"): guarded moves read them.
        /// Set them as the app learns a fact, such as a purchase or signing out.
        var conditions = GateConditions() {
            didSet {
                showVisibleTabs()
                conditionObservers = conditionObservers.filter { observer in observer() }
            }
        }

        /// `tabBarController`: the one to show the tabs on; nil makes a new one.
        init(tabBarController: UITabBarController? = nil) {
            self.tabBarController = tabBarController ?? UITabBarController()
            self.home = HomeCoordinator()
            self.account = AccountCoordinator()
            self.inbox = InboxCoordinator()
            super.init()
            self.tabBarController.delegate = self
            self.home.selectMainTab = { [weak self] tab in self?.selectedTab = tab }
            self.home.conditions = { [weak self] in self?.conditions ?? GateConditions() }
            self.home.waitForSignedIn = { [weak self] move in self?.waitForSignedIn(then: move) }
            self.home.waitForVerified = { [weak self] move in self?.waitForVerified(then: move) }
            self.home.observeConditions = { [weak self] observer in self?.observeConditions(observer) }
        }

        /// Puts the visible tabs in the tab bar controller; a hidden selected tab selects the first
        /// visible one.
        func showVisibleTabs() {
            let selected = selectedTab
            shownTabs = visibleTabs
            tabBarController.viewControllers = shownTabs.map { tab -> UIViewController in
                switch tab {
                case .home: self.home.navigationController
                case .account: self.account.navigationController
                case .inbox: self.inbox.navigationController
                }
            }
            selectedTab = selected
        }

        /// `signedIn` is unmet: shows `signIn` over everything as a cover; `move` waits
        /// for it: it runs once the flow finishes `signedIn`, and is dropped otherwise.
        func waitForSignedIn(then move: @escaping () -> Void) {
            let flow = SignInCoordinator()
            flow.onFinish = { [weak self] outcome in self?.signedInFlowDidFinish(outcome) }
            waitingMove = move
            signedInFlow = flow
            flow.start()
            presentConditionFlow(flow.navigationController, style: .fullScreen)
        }

        @available(iOS 17, *)
        extension MainCoordinator: UITabBarControllerDelegate {
            /// A tap on a tab: one whose coordinator requires conditions checks them first.
            func tabBarController(
                _ tabBarController: UITabBarController,
                shouldSelect viewController: UIViewController
            ) -> Bool {
                if viewController === self.inbox.navigationController {
                    guard conditions.verified else {
                        waitForVerified { [weak self] in self?.selectedTab = .inbox }
                        return false
                    }
                }
                return true
            }
        }
        """#

    static let studio = #"""
        /// The tabs on the tab bar, in order: a tab whose condition is unmet is hidden.
        var visibleTabs: [StudioTab] {
            StudioTab.allCases.filter { tab in
                switch tab {
                case .stats: conditions().premium
                case .drafts: true
                }
            }
        }
        """#

    static let home = #"""
        /// Makes the `compose` flow, wired to this coordinator.
        private func makeCompose(in navigationController: UINavigationController) -> ComposeCoordinator {
            let compose = ComposeCoordinator(navigationController: navigationController)
            compose.onFinish = { [weak self] outcome in self?.composeDidFinish(outcome) }
            compose.conditions = { [weak self] in self?.conditions() ?? GateConditions() }
            compose.waitForVerified = { [weak self] move in self?.waitForVerified(move) }
            return compose
        }
        """#

    /// A root that is a stack owns the conditions too: its own guarded moves read them
    /// directly, and it shows the satisfying flow from its own root view (a sheet here,
    /// one the flow can dismiss from inside).
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aStackRootOwnsTheConditionsToo(_ ui: UIFramework) throws {
        let standIns = try StandInModules.folder.get()
        let spec = try CodeGenFixtures.spec(
            text: """
                navgen: 1
                app: Solo
                root: app
                deeplinks: { schemes: [solo] }
                conditions:
                  signedIn:
                    satisfiedBy: { start: signIn, outcome: signedIn, as: sheet }
                coordinators:
                  app:
                    root: home
                    children: [checkout]
                    routes:
                      home:
                        deeplink: /
                        transitions:
                          - push: orders
                          - sheet: cart
                          - start: checkout
                            then: { paid: { push: orders } }
                      orders:
                        deeplink: /orders
                        requires: [signedIn]
                      cart:
                        requires: [signedIn]
                        transitions: [dismiss]
                  checkout:
                    root: pay
                    requires: [signedIn]
                    outcomes: [paid]
                    routes:
                      pay: { transitions: [{ finish: paid }] }
                  signIn:
                    root: form
                    outcomes: [signedIn, cancelled]
                    routes:
                      form:
                        transitions: [{ finish: signedIn }, { finish: cancelled }, dismiss]

                """)
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        let root = try #require(files.first { $0.name == "AppCoordinator.swift" }).contents
        #expect(GeneratedSnippet.declarations(Self.soloHeads, in: root) == Self.solo[ui])
        let folder = try CodeGenFixtures.temporaryFolder()
        let outcome = try SwiftCompiler.typecheck(
            try CodeGenFixtures.write(files, to: folder), flags: ["-wmo", "-I", standIns.path])
        #expect(outcome.succeeded, "\(ui):\n\(outcome.excerpt)")
    }

    static let soloHeads = ["func showOrders(", "func waitForSignedIn("]

    static let solo: [UIFramework: String] = [
        .swiftui:
            #"""
        /// `push: orders`
        /// Requires `signedIn`.
        func showOrders() {
            guard conditions.signedIn else {
                waitForSignedIn { [weak self] in self?.showOrders() }
                return
            }
            path.append(.orders)
        }

        /// `signedIn` is unmet: shows `signIn` over everything as a sheet; `move` waits
        /// for it: it runs once the flow finishes `signedIn`, and is dropped otherwise.
        func waitForSignedIn(then move: @escaping () -> Void) {
            let flow = SignInCoordinator()
            flow.onFinish = { [weak self] outcome in self?.signedInFlowDidFinish(outcome) }
            flow.onDismiss = { [weak self] in self?.closeConditionFlow(resuming: false) }
            waitingMove = move
            conditionSheet = .signedIn(flow)
        }
        """#,
        .uikit:
            #"""
        /// `push: orders`
        /// Requires `signedIn`.
        func showOrders() {
            guard conditions.signedIn else {
                waitForSignedIn { [weak self] in self?.showOrders() }
                return
            }
            navigationController.pushViewController(makeViewController(for: .orders), animated: true)
        }

        /// `signedIn` is unmet: shows `signIn` over everything as a sheet; `move` waits
        /// for it: it runs once the flow finishes `signedIn`, and is dropped otherwise.
        func waitForSignedIn(then move: @escaping () -> Void) {
            let flow = SignInCoordinator()
            flow.onFinish = { [weak self] outcome in self?.signedInFlowDidFinish(outcome) }
            flow.onDismiss = { [weak self] in self?.closeConditionFlow(resuming: false) }
            waitingMove = move
            signedInFlow = flow
            flow.start()
            presentConditionFlow(flow.navigationController, style: .pageSheet)
        }
        """#,
    ]

    /// A spec without conditions gets none of it, in either framework.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aSpecWithoutConditionsHasNone(_ ui: UIFramework) throws {
        for name in CodeGenFixtures.examples + CodeGenFixtures.specials {
            let spec = try CodeGenFixtures.spec(name)
            guard spec.conditions.isEmpty else { continue }
            let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
            let text = files.map(\.contents).joined()
            for word in ["conditions", "waitingMove", "visibleTabs", "Requires `"] {
                #expect(!text.contains(word), "\(name) (\(ui)): \(word)")
            }
        }
    }
}
