import Foundation
import NavGenKit
import Testing

/// `<App>Navigation.swift` compiles under `swiftc -swift-version 6
/// -warnings-as-errors` for every example and for the specs made to break naive
/// generators: keyword names, odd literals, every param type.
@Suite(.serialized) struct NavigationFileCompileTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials

    @Test(arguments: specs)
    func typechecks(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        #expect(files.count == 1)
        let folder = try CodeGenFixtures.temporaryFolder()
        var urls = try CodeGenFixtures.write(files, to: folder)
        urls.append(try CodeGenFixtures.writeCustomTypes(of: spec, to: folder))
        let outcome = try SwiftCompiler.typecheck(urls)
        #expect(outcome.succeeded, "\(name):\n\(outcome.excerpt)")
    }

    /// With `--access public` the API is usable from another module: the file is
    /// compiled as a library and a client exercises what the generated API promises.
    @Test func publicAccessIsUsableFromAnotherModule() throws {
        let spec = try CodeGenFixtures.spec("recipes")
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none, access: .public))
        let folder = try CodeGenFixtures.temporaryFolder()
        let sources = try CodeGenFixtures.write(files, to: folder)
        let library = try SwiftCompiler.run(
            SwiftCompiler.strictFlags + [
                "-parse-as-library", "-emit-module", "-module-name", "RecipesNavigation",
                "-emit-module-path", folder.appendingPathComponent("RecipesNavigation.swiftmodule").path,
            ] + sources.map(\.path))
        #expect(library.succeeded, "\(library.excerpt)")
        let client = folder.appendingPathComponent("Client.swift")
        try Data(
            """
            import Foundation
            import RecipesNavigation

            func use() -> [RecipesDestination] {
                var state = RecipesNavigationState()
                state.root.selected = .settings
                state.root.tabs.settings.stack.append(.settings(.allergies))
                state.root.tabs.recipes.modal = .route(.recipes(.filters), style: .sheet, modal: nil)
                let node = RecipesNavigationState.OnboardingNode(stack: [.onboarding(.welcome)])
                state.root.tabs.recipes.modal = .flow(.onboarding(node), style: .cover)
                let route: RecipesRoute = .recipeDetail(id: 1, source: nil)
                _ = route.id
                _ = MainTab.allCases
                _ = OnboardingOutcome.completed
                _ = RecipesDestination(url: URL(string: "recipes://settings")!)?.description
                _ = RecipesNavigationState(url: URL(string: "recipes://settings")!)
                _ = RecipesNavigationState(root: state.root)
                var conditions = RecipesConditions()
                conditions.signedIn = true
                let url = URL(string: "recipes://account")!
                let opened = RecipesNavigationState(url: url, conditions: conditions)
                _ = opened?.waiting == RecipesDestination.account(.accountHome)
                _ = RecipesNavigationState(conditions: RecipesConditions(signedIn: false, premium: true))
                state.conditions.premium = state.waiting == nil
                return state.path
            }
            """.utf8
        ).write(to: client)
        let outcome = try SwiftCompiler.typecheck([client], flags: ["-I", folder.path])
        #expect(outcome.succeeded, "\(outcome.excerpt)")
    }
}
