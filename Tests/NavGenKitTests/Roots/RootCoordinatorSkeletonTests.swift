import NavGenKit
import Testing

/// `<App>RootCoordinator.swift` is written for a spec whose `root` is a list, and only
/// for one; the entries' own skeletons leave opening links to it and tell it each
/// change of their conditions.
@Suite struct RootCoordinatorSkeletonTests {
    static func files(_ text: String, ui: UIFramework) throws -> [String: String] {
        let spec = try CodeGenFixtures.spec(text: text)
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aRootListGetsARootCoordinator(_ ui: UIFramework) throws {
        let files = try Self.files(RootsFixture.spec, ui: ui)
        let root = try #require(files["RootsRootCoordinator.swift"])
        #expect(root.contains("final class RootsRootCoordinator"))
        #expect(root.contains("case login(LoginCoordinator)"))
        #expect(root.contains("case main(MainCoordinator)"))
        #expect(root.contains("func open(_ url: URL) -> Bool"))
        #expect(root.contains("didSet { show(RootsNavigationState(conditions: conditions).root) }"))
        if ui == .uikit {
            #expect(root.contains("window.rootViewController = coordinator.navigationController"))
            #expect(root.contains("window.rootViewController = coordinator.tabBarController"))
        } else {
            #expect(root.contains("case .main(let root): MainCoordinator.RootView(coordinator: root)"))
        }
        // Each entry keeps the conditions, tells the root coordinator of a change, and opens no link.
        for entry in ["LoginCoordinator.swift", "MainCoordinator.swift"] {
            let skeleton = try #require(files[entry])
            #expect(
                skeleton.contains("var onConditionsChange: (RootsConditions) -> Void = { _ in }"), "\(entry)")
            #expect(skeleton.contains("didSet { onConditionsChange(conditions) }"), "\(entry)")
            #expect(!skeleton.contains("func open(_ url: URL)"), "\(entry)")
        }
    }

    @Test(arguments: [UIFramework.swiftui, .uikit, .none])
    func aSingleRootGetsNone(_ ui: UIFramework) throws {
        let single = RootsFixture.spec.replacingOccurrences(
            of: "root: [{ login: { requires: ['!signedIn'] } }, main]", with: "root: main"
        ).replacingOccurrences(of: "children: [feed, profile]", with: "children: [feed, profile, login]")
        #expect(single != RootsFixture.spec)
        let files = try Self.files(single, ui: ui)
        #expect(files["RootsRootCoordinator.swift"] == nil)
    }

    @Test func noSkeletonsNoRootCoordinator() throws {
        let files = try Self.files(RootsFixture.spec, ui: .none)
        #expect(files["RootsRootCoordinator.swift"] == nil)
    }
}
