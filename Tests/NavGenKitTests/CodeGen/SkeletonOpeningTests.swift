import Foundation
import NavGenKit
import Testing

/// The skeletons of a spec that opens by mode apply a deep link to the state on screen
/// (docs/spec.md, "How a deep link opens"), so an `onTop` link keeps the user's stack,
/// and open a screen by value with `init?(opening:)` ("Entry points").
@Suite(.serialized) struct SkeletonOpeningTests {
    /// SwiftUI's coordinators hold their state as values, so the skeleton itself can run
    /// (linked against the stand-in): two `onTop` links in a row stack up; a `reset`
    /// link and an entry point replace the stack.
    @Test func theSwiftUISkeletonOpensOnTopOfTheStackOnScreen() throws {
        let output = try run(
            "opening",
            main: """
                import Foundation

                let app = MainCoordinator()
                @MainActor func show(_ label: String) {
                    print(label, app.selectedTab, app.home.path, app.home.sheet.map { "\\($0.id)" } ?? "-")
                }
                app.open(URL(string: "social://statuses/3")!)
                show("status")
                app.open(URL(string: "social://accounts/al")!)
                show("account")
                app.open(URL(string: "social://share/3")!)
                show("share")
                app.open(URL(string: "social://users/bo")!)
                show("reset")
                print("unknown", app.open(URL(string: "social://nowhere")!))
                print("entry", app.open(.notifications(.mention(id: 7))), app.selectedTab, app.notifications.path)
                app.notifications.showThread(id: 8)
                app.open(URL(string: "social://mentions/9")!)
                print("onTop in a tab", app.notifications.path)
                app.selectedTab = .home
                app.home.startComposer()
                app.open(URL(string: "social://compose?reply=4")!)
                if case .composer(let flow)? = app.home.sheet { print("onTop in a flow", app.home.path, flow.path) }

                """)
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "status home [Opening.HomeRoute.status(id: 3)] -",
                #"account home [Opening.HomeRoute.status(id: 3), Opening.HomeRoute.account(handle: "al")] -"#,
                // `share` is a route of the stack on top: pushed, though `status` declares it a sheet.
                #"share home [Opening.HomeRoute.status(id: 3), Opening.HomeRoute.account(handle: "al"), Opening.HomeRoute.share(id: 3)] -"#,
                #"reset home [Opening.HomeRoute.account(handle: "bo")] -"#,
                "unknown false",
                "entry true notifications [Opening.NotificationsRoute.mention(id: 7)]",
                "onTop in a tab [Opening.NotificationsRoute.mention(id: 7), Opening.NotificationsRoute.thread(id: Optional(8)), Opening.NotificationsRoute.mention(id: 9)]",
                // The entry point rebuilt every tab: `home` is at its root under the flow.
                "onTop in a flow [] [Opening.ComposerRoute.compose(replyTo: Optional(4))]",
            ])
    }

    /// UIKit's stand-in cannot run a navigation controller, so its skeleton is read:
    /// the root's `open(_:)` applies the link to the state it reads back, which each
    /// stack reads from what it shows.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theRootOpensOnTheStateItReadsBack(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("opening")
        let root = try GeneratedSnippet.file("MainCoordinator.swift", of: spec, ui: ui)
        #expect(GeneratedSnippet.declarations(Self.openHeads, in: root) == Self.open[ui])
        #expect(!root.contains("OpeningNavigationState(url: url)"))
        let home = try GeneratedSnippet.file("HomeCoordinator.swift", of: spec, ui: ui)
        #expect(GeneratedSnippet.declarations(["var currentNode:"], in: home) == Self.homeNode[ui])
        for stack in ["Notifications", "Profile", "Composer"] {
            let file = try GeneratedSnippet.file("\(stack)Coordinator.swift", of: spec, ui: ui)
            #expect(file.contains("var currentNode: OpeningNavigationState.\(stack)Node"), "\(stack) (\(ui))")
        }
    }

    static let openHeads = ["func open(_ url: URL)", "func open(_ destination:"]

    static let open: [UIFramework: String] = [
        .swiftui:
            #"""
        /// Opens a deep link on the state on screen (`currentNode`), as `OpeningNavigationState.open(_:)`
        /// does: an `open: onTop` pattern adds one push or presentation when the screen on top
        /// can show it, else the app shows `OpeningNavigationState(url:)`. Returns false, changing
        /// nothing, when the URL matches no pattern.
        @discardableResult
        func open(_ url: URL) -> Bool {
            var state = OpeningNavigationState(root: self.currentNode)
            guard state.open(url) else { return false }
            self.apply(state.root)
            return true
        }

        /// Opens a screen by value (a push notification, shortcut, widget or intent): shows
        /// `OpeningNavigationState(opening:)`, the back stack a deep link to it builds. Returns false,
        /// changing nothing, when a screen below needs a param the destination lacks.
        @discardableResult
        func open(_ destination: OpeningDestination) -> Bool {
            guard let state = OpeningNavigationState(opening: destination) else { return false }
            self.apply(state.root)
            return true
        }
        """#,
        .uikit:
            #"""
        /// Opens a deep link on the state on screen (`currentNode`), as `OpeningNavigationState.open(_:)`
        /// does: an `open: onTop` pattern adds one push or presentation when the screen on top
        /// can show it, else the app shows `OpeningNavigationState(url:)`. Returns false, changing
        /// nothing, when the URL matches no pattern. Call it from
        /// `scene(_:openURLContexts:)` and `scene(_:continue:)` of the scene delegate.
        @discardableResult
        func open(_ url: URL) -> Bool {
            var state = OpeningNavigationState(root: self.currentNode)
            guard state.open(url) else { return false }
            self.apply(state.root)
            return true
        }

        /// Opens a screen by value (a push notification, shortcut, widget or intent): shows
        /// `OpeningNavigationState(opening:)`, the back stack a deep link to it builds. Returns false,
        /// changing nothing, when a screen below needs a param the destination lacks.
        @discardableResult
        func open(_ destination: OpeningDestination) -> Bool {
            guard let state = OpeningNavigationState(opening: destination) else { return false }
            self.apply(state.root)
            return true
        }
        """#,
    ]

    static let homeNode: [UIFramework: String] = [
        .swiftui:
            #"""
        /// The state on screen, read back: what `open(_:)` applies an `onTop` link to. A
        /// presentation inside a presentation is not read, as `apply(_:)` does not show it.
        var currentNode: OpeningNavigationState.HomeNode {
            var stack: [OpeningDestination] = [.home(.timeline)]
            stack += self.path.map { OpeningDestination.home($0) }
            var node = OpeningNavigationState.HomeNode(stack: stack)
            if let shown = self.sheet {
                node.modal = self.modalNode(shown, style: .sheet)
            }
            if let shown = self.cover {
                node.modal = self.modalNode(shown, style: .cover)
            }
            return node
        }
        """#,
        .uikit:
            #"""
        /// The state on screen, read back: what `open(_:)` applies an `onTop` link to. A
        /// presentation inside a presentation is not read, as `apply(_:)` does not show it.
        var currentNode: OpeningNavigationState.HomeNode {
            var stack: [OpeningDestination] = []
            for viewController in self.navigationController.viewControllers {
                if let route = self.shownRoute(of: viewController) {
                    stack.append(.home(route))
                }
            }
            var node = OpeningNavigationState.HomeNode(stack: stack)
            if let presented = self.navigationController.presentedViewController {
                let style: OpeningNavigationState.PresentationStyle = presented.modalPresentationStyle == .fullScreen ? .cover : .sheet
                if let route = self.shownRoute(of: presented) {
                    node.modal = .route(.home(route), style: style, modal: nil)
                }
                if let flow = self.composerFlow, flow.navigationController === presented {
                    node.modal = .flow(.composer(flow.currentNode), style: style)
                }
            }
            return node
        }
        """#,
    ]

    /// Every fixture, made to open by mode (an `entry: false` on its first route is
    /// enough), still type-checks: reading back covers pushed flows, flows that take an
    /// input, popovers, alerts and tab bars alike.
    @Test(arguments: SkeletonCompileTests.specsByFramework)
    func everyFixtureThatOpensByModeTypeChecks(_ name: String, _ ui: UIFramework) throws {
        let (_, files) = try Self.openingByMode(name, ui)
        #expect(files.map(\.contents).joined().contains("currentNode"))
        let batch = try #require(try Self.batches.get()[ui])
        let problems = batch.problems(of: name)
        #expect(problems.isEmpty, "\(name) (\(ui)):\n\(problems.joined(separator: "\n"))")
    }

    /// A fixture with `entry: false` on its first route, generated under the prefix of
    /// its batch (``SkeletonCompileTests/prefix(_:)``).
    static func openingByMode(_ name: String, _ ui: UIFramework) throws -> (NavigationSpec, [GeneratedFile]) {
        var spec = try CodeGenFixtures.spec(name)
        let first = try #require(spec.coordinators.firstIndex { !$0.routes.isEmpty })
        spec.coordinators[first].routes[0].entry = Located(false, at: .start)
        let options = GenerateOptions(ui: ui, typePrefix: SkeletonCompileTests.prefix(name))
        return (spec, try CodeGenerator.generate(spec, options: options))
    }

    /// Every fixture made to open by mode, one module per framework (``TypecheckBatch``).
    static let batches = TypecheckBatch.all(UIFramework.skeletonFrameworks) { ui in
        let standIns = try StandInModules.folder.get()
        let members = try SkeletonCompileTests.specs.map { name in
            let (spec, files) = try openingByMode(name, ui)
            return TypecheckBatch.Member(
                name: name, files: files, customTypes: CodeGenFixtures.customTypeNames(of: spec))
        }
        return try TypecheckBatch(members, mode: SwiftCompiler.strictFlags, flags: ["-I", standIns.path])
    }

    /// A spec without open modes or entries keeps its skeletons as they were.
    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aSpecWithoutOpenModesReadsNothingBack(_ ui: UIFramework) throws {
        let files = try CodeGenerator.generate(
            try CodeGenFixtures.spec("recipes"), options: GenerateOptions(ui: ui))
        let text = files.map(\.contents).joined()
        #expect(!text.contains("currentNode"))
        #expect(!text.contains("shownScreens"))
        #expect(text.contains("guard let state = RecipesNavigationState(url: url"))
    }

    /// Runs the SwiftUI skeletons of `name` with `main` (``SkeletonProgram``).
    private func run(_ name: String, main: String) throws -> String {
        try SkeletonProgram.run(try CodeGenFixtures.spec(name), module: "Opening", main: main)
    }
}
