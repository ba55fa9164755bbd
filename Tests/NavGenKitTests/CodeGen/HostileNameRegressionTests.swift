import Foundation
import NavGenKit
import Testing

/// The names that broke the generated code, one seed file each kind in
/// `Fuzz/seeds`: how each is now written, and that the seeds compile. The whole
/// class is walked by ``HostileNameTests``; these say what the fix looks like.
@Suite struct HostileNameRegressionTests {
    static func seed(_ name: String) throws -> NavigationSpec {
        try CodeGenFixtures.spec(
            contentsOf: SpecCorpus.repositoryRoot.appendingPathComponent("Fuzz/seeds/\(name)"))
    }

    static func file(_ name: String, of spec: NavigationSpec, _ ui: UIFramework) throws -> String {
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        return try #require(files.first { $0.name == name }).contents
    }

    /// A param named like a member the method uses leaves the member to `self.`.
    @Test func aParamThatHidesAMemberMakesItSelfQualified() throws {
        let spec = try Self.seed("names-params.yaml")
        let swiftUI = try Self.file("HomeCoordinator.swift", of: spec, .swiftui)
        #expect(swiftUI.contains("        self.path.append(\n"))
        #expect(swiftUI.contains("        self.sheet = .route(\n"))
        #expect(swiftUI.contains("        self.cover = .route(\n"))
        let uiKit = try Self.file("HomeCoordinator.swift", of: spec, .uikit)
        #expect(
            uiKit.contains(
                "        self.navigationController.pushViewController(\n            self.makeViewController(\n"
            ))
        #expect(uiKit.contains("        self.present(\n            self.makeViewController(\n"))
        // The placeholder screen's local steps aside for the params `viewController` and `screen`.
        #expect(uiKit.contains("        let screen2 = UIViewController()\n"))
        // A method without such params is written as before.
        #expect(uiKit.contains("        navigationController.popViewController(animated: true)\n"))
    }

    /// A child flow named like a local or member of the code around it gets a local of
    /// its own; its helpers and `Presentation` case take free names.
    @Test func aChildNamedLikeALocalGetsALocalOfItsOwn() throws {
        let spec = try Self.seed("names-flows.yaml")
        let swiftUI = try Self.file("HubCoordinator.swift", of: spec, .swiftui)
        for local in ["flow", "style"] {
            #expect(swiftUI.contains("let \(local)Coordinator = make\(SwiftName.upperCamel(local))()"))
        }
        // `present` is started from two routes with two `then:`s: each start passes its handler.
        #expect(
            swiftUI.contains(
                "let presentCoordinator = makePresent(onFinish: presentFinishHandler(startedOn: path.last))"))
        #expect(
            swiftUI.contains(
                "        case routeFlow(RouteCoordinator)\n        case routeFlowFlow(RouteFlowCoordinator)\n"
            ))
        let uiKit = try Self.file("HubCoordinator.swift", of: spec, .uikit)
        #expect(
            uiKit.contains(
                "        let presentCoordinator = makePresent(in: UINavigationController()) { [weak self] outcome in\n"
            ))
        #expect(
            uiKit.contains(
                "        let navigationControllerCoordinator = makeNavigationController(in: navigationController) {"
                    + " [weak self] outcome in\n"
            ))
        // `closeCheckout`'s property is `closeCheckoutFlow`, so `checkoutFlow`'s closer is numbered.
        #expect(uiKit.contains("    var closeCheckoutFlow: CloseCheckoutCoordinator?\n"))
        #expect(uiKit.contains("    private func closeCheckoutFlow2() {\n"))
    }

    /// A UIKit tab named like an `NSObject` property is held by a numbered property.
    @Test func aUIKitTabNamedLikeAnInheritedPropertyIsRenamed() throws {
        let spec = try Self.seed("names-flows.yaml")
        let uiKit = try Self.file("MainCoordinator.swift", of: spec, .uikit)
        for tab in ["description", "debugDescription", "hash", "classForCoder"] {
            #expect(uiKit.contains("    let \(tab)2: \(SwiftName.upperCamel(tab))Coordinator\n"))
        }
        // SwiftUI's coordinators inherit nothing: the tab keeps its name there.
        let swiftUI = try Self.file("MainCoordinator.swift", of: spec, .swiftui)
        #expect(swiftUI.contains("    let description = DescriptionCoordinator()\n"))
    }

    @Test func theNamesThatCannotWorkAreRefusedWhereTheyAreWritten() throws {
        let url = SpecCorpus.repositoryRoot.appendingPathComponent("Fuzz/seeds/names-refused.yaml")
        let report = Validator.validate(Array(try Data(contentsOf: url)), file: "names-refused.yaml")
        let found = report.findings.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
        #expect(
            found == [
                "10:22 name-collision", "10:32 name-collision", "18:14 invalid-name", "19:14 name-collision",
                "20:14 name-collision", "21:14 name-collision", "22:14 name-collision",
                // `f: URL` is Foundation's URL, a param type of its own: nothing to refuse.
                "24:14 name-collision", "25:14 name-collision", "27:14 name-collision",
            ])
        let presentation = try #require(report.findings.first { $0.location.line == 19 })
        #expect(
            presentation.message
                == "param type 'Presentation' has the name of a SwiftUI skeleton's 'Presentation', which the generated code uses"
        )
        #expect(presentation.notes.contains("1 more param has this type"))
        #expect(presentation.help == "rename the app's type, e.g. 'RefusedPresentation'")
        let allCases = try #require(report.findings.first)
        #expect(allCases.notes == ["`MainTab` is CaseIterable: its `allCases` lists the tabs"])
        #expect(allCases.help == "rename the coordinator, e.g. 'allCasesTab'")
    }

    @Test(arguments: ["names-params.yaml", "names-flows.yaml"], [UIFramework.swiftui, .uikit])
    func theSeedsCompile(_ seed: String, _ ui: UIFramework) throws {
        let standIns = try StandInModules.folder.get()
        let spec = try Self.seed(seed)
        let folder = try CodeGenFixtures.temporaryFolder()
        let sources = try CodeGenFixtures.write(
            CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, access: .public)), to: folder)
        let outcome = try SwiftCompiler.typecheck(sources, flags: ["-wmo", "-I", standIns.path])
        #expect(outcome.succeeded, "\(seed) (\(ui)):\n\(outcome.excerpt)")
    }
}
