import Foundation
import NavGenKit
import Testing

/// `<App>RootCoordinator.swift` type-checks, for both frameworks, each minimum iOS and
/// both language modes (Swift 6, and Swift 5 as a new Xcode project sets it), warnings
/// as errors, against the stand-ins and ``stub``: the parts of the navigation file and
/// of the entries' skeletons the root coordinator uses, as the state's `Root` enum
/// (`.login(LoginNode)`, `.main(MainNode)`) and the entry skeletons declare them. Once
/// the navigation file generates `Root`, `SkeletonCompileTests` compiles the whole
/// output of a roots fixture and this stub can go.
@Suite(.serialized) struct RootCoordinatorTypecheckTests {
    static let cases = MinimumOS.allCases.flatMap { os in
        UIFramework.skeletonFrameworks.flatMap { ui in
            [SwiftCompiler.strictFlags, SwiftCompiler.xcodeDefaultFlags].map { (os, ui, $0) }
        }
    }

    @Test(arguments: cases)
    func theRootCoordinatorTypeChecks(_ minimumOS: MinimumOS, _ ui: UIFramework, _ mode: [String]) throws {
        let spec = try CodeGenFixtures.spec(text: RootsFixture.spec)
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, minimumOS: minimumOS))
        let root = try #require(files.first { $0.name == "RootsRootCoordinator.swift" })
        // It uses only what its minimum iOS has, and says so.
        let violations = StandInAvailability.standIns.violations(
            in: root.contents, minimumOS: minimumOS.rawValue)
        #expect(violations.isEmpty, "iOS \(minimumOS.rawValue): \(violations)")
        #expect(root.contents.contains("@available(iOS \(minimumOS.rawValue), *)"))
        let standIns = try StandInModules.folder.get()
        let folder = try CodeGenFixtures.temporaryFolder()
        let rootURL = folder.appendingPathComponent(root.name)
        try StandInModules.asOnIOS(root.contents).write(to: rootURL, atomically: true, encoding: .utf8)
        let stubURL = folder.appendingPathComponent("Stub.swift")
        try Self.stub(ui, observable: minimumOS >= .iOS17).write(
            to: stubURL, atomically: true, encoding: .utf8)
        let outcome = try SwiftCompiler.typecheck(
            [rootURL, stubURL], flags: ["-I", standIns.path], mode: mode)
        #expect(outcome.succeeded, "iOS \(minimumOS.rawValue) \(ui) \(mode[1]):\n\(outcome.excerpt)")
    }

    /// The navigation file's and the entries' API, as far as the root coordinator calls it.
    static func stub(_ ui: UIFramework, observable: Bool) -> String {
        let framework = ui == .uikit ? "UIKit" : "SwiftUI"
        var text = """
            import Foundation
            import \(framework)
            \(observable || ui == .uikit ? "" : "import Combine")

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
        for (entry, node, waits) in [("Login", "LoginNode", true), ("Main", "MainNode", true)] {
            let controller =
                ui == .uikit
                ? (entry == "Main"
                    ? "    let tabBarController = UITabBarController()\n"
                    : "    let navigationController = UINavigationController()\n") + "    func start() {}\n"
                : ""
            let apply =
                waits
                ? """
                    func apply(
                        _ node: RootsNavigationState.\(node), of state: RootsNavigationState,
                        reopening reopen: @escaping () -> Void
                    ) {}
                """ : "    func apply(_ node: RootsNavigationState.\(node)) {}"
            text += """
                @MainActor final class \(entry)Coordinator {
                    var conditions = RootsConditions() {
                        didSet { onConditionsChange(conditions) }
                    }
                    var onConditionsChange: (RootsConditions) -> Void = { _ in }
                \(apply)
                \(controller)}

                """
            if ui == .swiftui {
                text += """
                    extension \(entry)Coordinator {
                        struct RootView: View {
                            var coordinator: \(entry)Coordinator
                            var body: some View { Text(verbatim: "\(entry)") }
                        }
                    }

                    """
            }
        }
        return text
    }
}
