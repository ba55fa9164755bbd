import Foundation
import NavGenKit
import Testing

/// `<App>RootCoordinator`'s swap against the simulator: each sequence is made once by
/// `navgen simulate --do` and once on a compiled program that drives the generated root
/// coordinator. The entries' coordinators are stand-ins (``entries``) that keep a
/// stack and count how many were made, so the program prints which entry is shown,
/// its screens, and whether it was made fresh; the simulator's line is its root the
/// same way. Setting the conditions on the root coordinator (the app signs out) and
/// changing them from inside an entry (a flow satisfied one) both swap the root: the
/// new entry shows its launch state, the old one's screens are gone; a change that
/// selects the same entry keeps its screens.
@Suite(.serialized) struct SkeletonRootSwapTests {
    struct Sequence {
        var actions: [String]
        var calls: [String]
    }

    static let sequences = [
        Sequence(actions: [], calls: []),
        Sequence(actions: ["push help"], calls: ["login(app)?.showHelp()"]),
        // The app signs in: `main` replaces `login`, which is let go with its `help`.
        Sequence(
            actions: ["push help", "set signedIn true"],
            calls: ["login(app)?.showHelp()", "app.conditions.signedIn = true"]),
        // Signing out again shows a fresh `login` at its root.
        Sequence(
            actions: ["push help", "set signedIn true", "set signedIn false"],
            calls: [
                "login(app)?.showHelp()", "app.conditions.signedIn = true", "app.conditions.signedIn = false",
            ]),
        // A change that selects the same entry keeps its screens.
        Sequence(
            actions: ["push help", "set signedIn false"],
            calls: ["login(app)?.showHelp()", "app.conditions.signedIn = false"]),
        // The entry satisfies the condition itself (a flow finished `signedIn`): the root hears it and swaps.
        Sequence(
            actions: ["start signIn", "finish signedIn"],
            calls: ["login(app)?.conditions.signedIn = true"]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theRootCoordinatorSwapsAsTheSimulatorDoes(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec(text: RootsFixture.spec)
        let simulator = try Simulator(spec: spec)
        var main = """
            import Foundation
            import \(ui == .uikit ? "UIKit" : "SwiftUI")

            @MainActor func login(_ app: RootsRootCoordinator) -> LoginCoordinator? {
                if case .login(let login) = app.shown { return login }
                return nil
            }

            @MainActor func show(_ app: RootsRootCoordinator) {
                switch app.shown {
                case .login(let login): print(login.describe() + " #\\(login.number)")
                case .main(let main): print(main.describe() + " #\\(main.number)")
                }
            }

            """
        var expected: [String] = []
        for sequence in Self.sequences {
            var reached = simulator.launchState
            var made = 1
            for action in sequence.actions {
                let before = reached.root.coordinator
                reached = try simulator.perform(ActionParser.parse(action), on: reached).get()
                if reached.root.coordinator != before { made += 1 }
            }
            expected.append(SimulatedScreens.describe(reached.root) + " #\(made)")
            main += "do {\n    Made.count = 0\n"
            main +=
                ui == .uikit
                ? "    let app = RootsRootCoordinator(window: UIWindow())\n"
                : "    let app = RootsRootCoordinator()\n"
            main += sequence.calls.map { "    \($0)\n" }.joined() + "    show(app)\n}\n"
        }
        let output = try Self.run(spec, ui: ui, main: main)
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == expected.count, "\(output)")
        for (sequence, (line, want)) in zip(Self.sequences, zip(lines, expected)) {
            #expect(line == want, "\(ui): \(sequence.actions.joined(separator: ", "))")
        }
    }

    /// The entries' coordinators: the API the root coordinator calls, a stack for `login`,
    /// and the count of coordinators made, so that a fresh one shows.
    static func entries(_ ui: UIFramework) -> String {
        let uiKit = ui == .uikit
        return """
            @MainActor enum Made {
                static var count = 0
            }

            @MainActor final class LoginCoordinator {
                let number: Int
                var path: [String] = []
                var conditions = RootsConditions() {
                    didSet { onConditionsChange(conditions) }
                }
                var onConditionsChange: (RootsConditions) -> Void = { _ in }
                \(uiKit ? "let navigationController = UINavigationController()\n    func start() {}" : "")
                init() {
                    Made.count += 1
                    number = Made.count
                }
                func showHelp() { path.append("help") }
                func apply(
                    _ node: RootsNavigationState.LoginNode, of state: RootsNavigationState,
                    reopening reopen: @escaping () -> Void
                ) {}
                func describe() -> String { (["login: welcome"] + path).joined(separator: " ") }
            }

            @MainActor final class MainCoordinator {
                let number: Int
                var conditions = RootsConditions() {
                    didSet { onConditionsChange(conditions) }
                }
                var onConditionsChange: (RootsConditions) -> Void = { _ in }
                \(uiKit ? "let tabBarController = UITabBarController()\n    func start() {}" : "")
                init() {
                    Made.count += 1
                    number = Made.count
                }
                func apply(
                    _ node: RootsNavigationState.MainNode, of state: RootsNavigationState,
                    reopening reopen: @escaping () -> Void
                ) {}
                func describe() -> String { "main(*feed: list, profile: me)" }
            }

            """
                + (uiKit
                    ? ""
                    : """
                    extension LoginCoordinator {
                        struct RootView: View {
                            var coordinator: LoginCoordinator
                            var body: some View { Text(verbatim: "login") }
                        }
                    }

                    extension MainCoordinator {
                        struct RootView: View {
                            var coordinator: MainCoordinator
                            var body: some View { Text(verbatim: "main") }
                        }
                    }

                    """)
    }

    /// The navigation file's part the root coordinator uses: the state's `Root`, chosen by the conditions.
    static let state = """
        nonisolated struct RootsConditions: Hashable, Sendable {
            var signedIn = false
        }

        nonisolated struct RootsDestination: Hashable, Sendable {}

        nonisolated struct RootsNavigationState: Hashable, Sendable {
            enum Root: Hashable, Sendable {
                case login(LoginNode)
                case main(MainNode)
            }
            struct LoginNode: Hashable, Sendable {}
            struct MainNode: Hashable, Sendable {}

            var root: Root
            var waiting: RootsDestination?

            init(conditions: RootsConditions) {
                root = conditions.signedIn ? .main(MainNode()) : .login(LoginNode())
            }

            init?(url: URL, conditions: RootsConditions) {
                self.init(conditions: conditions)
            }
        }

        """

    /// Compiles the generated root coordinator with the stand-ins and runs `main`.
    static func run(_ spec: NavigationSpec, ui: UIFramework, main: String) throws -> String {
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        let root = try #require(files.first { $0.name == "RootsRootCoordinator.swift" })
        let folder = try CodeGenFixtures.temporaryFolder()
        let framework = ui == .uikit ? "import UIKit\n" : "import SwiftUI\n"
        let sources = [
            (root.name, StandInModules.asOnIOS(root.contents)),
            ("Entries.swift", "import Foundation\n" + framework + state + entries(ui)),
            ("main.swift", main),
        ]
        var urls: [URL] = []
        for (name, text) in sources {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            urls.append(url)
        }
        let libraries = ui == .uikit ? ["UIKit"] : ["Combine", "SwiftUI", "UIKit"]
        let standIns = try (ui == .uikit ? SkeletonProgram.uiKit : SkeletonProgram.swiftUI).get()
        let program = folder.appendingPathComponent("roots")
        let built = try SwiftCompiler.executable(
            urls, output: program,
            flags: ["-module-name", "Roots", "-I", standIns.path, "-L", standIns.path]
                + libraries.reversed().map { "-l" + $0 })
        try #require(built.succeeded, "\(built.excerpt)")
        let ran = try Subprocess.run(program.path, [])
        try #require(ran.succeeded, "\(ran.excerpt)")
        return ran.output
    }
}
