import Foundation
import NavGenKit
import Testing

/// `<App>Navigation.swift` compiles with no warning under Swift 6 and under Swift 5
/// with a new Xcode project's settings (main-actor default isolation), for every
/// example and for the specs made to break naive generators: keyword names, odd
/// literals, every param type; with and without a type prefix.
@Suite(.serialized) struct NavigationFileCompileTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials
    static let cases = specs.flatMap { spec in LanguageMode.allCases.map { (spec, $0) } }

    /// The plain and the prefixed file are checked as one module: that they can
    /// sit side by side also proves the prefix reaches every top-level type.
    @Test(arguments: cases)
    func typechecks(_ name: String, _ mode: LanguageMode) throws {
        let spec = try CodeGenFixtures.spec(name)
        let plain = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        let prefixed = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none, typePrefix: "IC"))
        #expect(plain.count == 1 && prefixed.count == 1)
        #expect(prefixed.map(\.name) == plain.map { "IC" + $0.name })
        let folder = try CodeGenFixtures.temporaryFolder()
        var urls = try CodeGenFixtures.write(plain + prefixed, to: folder)
        urls.append(try CodeGenFixtures.writeCustomTypes(of: spec, to: folder))
        let outcome = try SwiftCompiler.typecheck(urls, flags: ["-wmo"], mode: mode.flags)
        #expect(outcome.succeeded, "\(name) (\(mode)):\n\(outcome.excerpt)")
    }

    /// The file states its isolation instead of taking the module's: every top-level
    /// type and extension is `nonisolated`, so it means the same under either default.
    @Test(arguments: specs)
    func everyTopLevelDeclarationIsNonisolated(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        for access in [AccessLevel.internal, .public] {
            let file = try #require(
                try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none, access: access)).first)
            let declarations = TopLevelDeclaration.all(in: file.contents)
            #expect(!declarations.isEmpty)
            for declaration in declarations {
                #expect(declaration.modifiers.contains("nonisolated"), "\(name): \(declaration)")
            }
        }
    }

    /// Under main-actor default isolation the state stays a plain value: a
    /// `nonisolated` function and a detached task hash, compare, encode and decode it.
    /// The same client fails against the file without its `nonisolated`s, so the
    /// check can fail.
    @Test func theStateIsUsableOffTheMainActorUnderMainActorDefault() throws {
        let spec = try CodeGenFixtures.spec("recipes")
        let file = try #require(try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none)).first)
        let client = """
            import Foundation

            nonisolated func roundTrip(_ state: RecipesNavigationState) throws -> Bool {
                let data = try JSONEncoder().encode(state)
                let back = try JSONDecoder().decode(RecipesNavigationState.self, from: data)
                var seen: Set<RecipesNavigationState> = [state]
                seen.insert(back)
                let screens = Set(back.path)
                let tabs = Set(MainTab.allCases)
                let opened = RecipesDestination(url: URL(string: "recipes://settings/allergies")!)
                return seen.count == 1 && screens.count <= back.path.count && !tabs.isEmpty
                    && opened?.description != nil && back == state
            }

            func openInBackground(_ url: URL) async throws -> Bool {
                guard let state = RecipesNavigationState(url: url) else { return false }
                return try await Task.detached {
                    var copy = state
                    copy.conditions.premium.toggle()
                    return try roundTrip(copy) && copy.hashValue != 0 && copy != state
                }.value
            }

            """
        for (contents, compiles) in [
            (file.contents, true), (file.contents.replacingOccurrences(of: "nonisolated ", with: ""), false),
        ] {
            let folder = try CodeGenFixtures.temporaryFolder()
            let urls = try CodeGenFixtures.write(
                [
                    GeneratedFile(name: file.name, contents: contents, kind: .navigation),
                    GeneratedFile(name: "Client.swift", contents: client, kind: .skeleton),
                ], to: folder)
            let outcome = try SwiftCompiler.typecheck(urls, mode: SwiftCompiler.xcodeDefaultFlags)
            #expect(outcome.succeeded == compiles, "\(outcome.excerpt)")
            if !compiles { #expect(outcome.output.contains("main actor-isolated")) }
        }
    }

    /// An app type named like a generated one (`MainTab`, the issue's `AppTab`) cannot
    /// sit beside the navigation file; with a type prefix it can.
    @Test func aTypePrefixResolvesACollisionWithTheAppsOwnType() throws {
        let spec = try CodeGenFixtures.spec("recipes")
        let appTypes = GeneratedFile(
            name: "AppTypes.swift",
            contents: "enum MainTab { case feed, inbox }\nstruct RecipesRoute { var id: Int }\n",
            kind: .skeleton)
        for (prefix, compiles) in [("", false), ("IC", true)] {
            let files = try CodeGenerator.generate(
                spec, options: GenerateOptions(ui: .none, typePrefix: prefix))
            let folder = try CodeGenFixtures.temporaryFolder()
            let urls = try CodeGenFixtures.write(files + [appTypes], to: folder)
            let outcome = try SwiftCompiler.typecheck(urls, mode: SwiftCompiler.xcodeDefaultFlags)
            #expect(outcome.succeeded == compiles, "prefix '\(prefix)':\n\(outcome.excerpt)")
            if !compiles { #expect(outcome.output.contains("invalid redeclaration of 'MainTab'")) }
        }
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
