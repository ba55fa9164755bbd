import Foundation
import Testing

/// `navgen generate` as users and CI run it: where it writes, what it keeps, and
/// the documented exit codes.
@Suite struct GenerateCommandTests {
    /// A folder with the recipes example's spec at `App/navgen.yaml`.
    private func project() throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let spec = try String(
            contentsOf: ExampleFolders.root.appendingPathComponent("examples/recipes/navgen.yaml"),
            encoding: .utf8)
        try Data(spec.utf8).write(to: app.appendingPathComponent("navgen.yaml"))
        return folder
    }

    private func exists(_ folder: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test func writesIntoTheSpecsOutputFolderRelativeToTheSpec() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(["generate", "App/navgen.yaml"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.lines == [
                "wrote App/Sources/App/Navigation/RecipesNavigation.swift",
                "created App/Sources/App/Navigation/MainCoordinator.swift",
                "created App/Sources/App/Navigation/RecipesCoordinator.swift",
                "created App/Sources/App/Navigation/SettingsCoordinator.swift",
                "created App/Sources/App/Navigation/AccountCoordinator.swift",
                "created App/Sources/App/Navigation/SignInCoordinator.swift",
                "created App/Sources/App/Navigation/OnboardingCoordinator.swift",
                "",
            ])
        let again = try NavGenProcess.run(["generate", "App/navgen.yaml"], in: folder)
        #expect(again.lines.first == "unchanged App/Sources/App/Navigation/RecipesNavigation.swift")
        #expect(again.lines.dropFirst().first == "kept App/Sources/App/Navigation/MainCoordinator.swift")
    }

    /// The spec's `typePrefix` reaches the files `generate` writes and their types;
    /// `--check` then compares the prefixed files.
    @Test func theSpecsTypePrefixNamesTheFilesAndTypes() throws {
        let folder = try project()
        let specURL = folder.appendingPathComponent("App/navgen.yaml")
        let spec = try String(contentsOf: specURL, encoding: .utf8)
        try Data(
            (spec + "\n").replacingOccurrences(of: "\ngenerate:\n", with: "\ngenerate:\n  typePrefix: IC\n")
                .utf8
        )
        .write(to: specURL)
        let outcome = try NavGenProcess.run(["generate", "App/navgen.yaml", "--ui", "uikit"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.lines.first == "wrote App/Sources/App/Navigation/ICRecipesNavigation.swift")
        #expect(
            outcome.lines.dropFirst().first == "created App/Sources/App/Navigation/ICMainCoordinator.swift")
        let text = try String(
            contentsOf: folder.appendingPathComponent("App/Sources/App/Navigation/ICRecipesNavigation.swift"),
            encoding: .utf8)
        #expect(text.contains("nonisolated struct ICRecipesNavigationState"))
        let check = try NavGenProcess.run(["generate", "App/navgen.yaml", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func outputIsRelativeToTheWorkingDirectoryAndUIAndAccessOverrideTheSpec() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--output", "Generated", "--ui", "none", "--access", "public"],
            in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "wrote Generated/RecipesNavigation.swift\n")
        let text = try String(
            contentsOf: folder.appendingPathComponent("Generated/RecipesNavigation.swift"), encoding: .utf8)
        #expect(text.contains("public nonisolated struct RecipesNavigationState"))
        #expect(!exists(folder, "Generated/MainCoordinator.swift"))
    }

    @Test func withoutAnOutputSettingItWritesNavigationNextToTheSpec() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        try Data(
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:

            """.utf8
        ).write(to: folder.appendingPathComponent("navgen.yaml"))
        let outcome = try NavGenProcess.run(["generate", "--ui", "uikit"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stdout
                == "wrote Navigation/DemoNavigation.swift\ncreated Navigation/MainCoordinator.swift\n")
    }

    @Test func checkPassesOnFreshOutputAndFailsNamingTheFileAfterASpecChange() throws {
        let folder = try project()
        #expect(try NavGenProcess.run(["generate", "App/navgen.yaml"], in: folder).status == 0)
        let fresh = try NavGenProcess.run(["generate", "App/navgen.yaml", "--check"], in: folder)
        #expect(fresh.status == 0)
        #expect(fresh.stdout == "generated files are up to date\n")
        let specURL = folder.appendingPathComponent("App/navgen.yaml")
        let spec = try String(contentsOf: specURL, encoding: .utf8)
        try Data(
            spec.replacingOccurrences(of: "deeplink: /settings/profile", with: "deeplink: /profile").utf8
        )
        .write(to: specURL)
        let stale = try NavGenProcess.run(["generate", "App/navgen.yaml", "--check"], in: folder)
        #expect(stale.status == 1)
        #expect(
            stale.stdout
                == "App/Sources/App/Navigation/RecipesNavigation.swift: differs; run `navgen generate`\n")
        // --check wrote nothing.
        let text = try String(
            contentsOf: folder.appendingPathComponent("App/Sources/App/Navigation/RecipesNavigation.swift"),
            encoding: .utf8)
        #expect(text.contains("/settings/profile"))
    }

    @Test func checkReportsAMissingFileAndCreatesNoFolder() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--check", "--output", "Out"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "Out/RecipesNavigation.swift: missing; run `navgen generate`\n")
        #expect(!exists(folder, "Out"))
    }

    @Test func forceOverwritesEditedSkeletons() throws {
        let folder = try project()
        #expect(
            try NavGenProcess.run(["generate", "App/navgen.yaml", "--output", "Out"], in: folder).status == 0)
        let skeleton = folder.appendingPathComponent("Out/MainCoordinator.swift")
        try Data("// mine\n".utf8).write(to: skeleton)
        #expect(
            try NavGenProcess.run(["generate", "App/navgen.yaml", "--output", "Out"], in: folder).status == 0)
        #expect(try String(contentsOf: skeleton, encoding: .utf8) == "// mine\n")
        let forced = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--output", "Out", "--force"], in: folder)
        #expect(forced.lines.contains("overwrote Out/MainCoordinator.swift"))
        #expect(try String(contentsOf: skeleton, encoding: .utf8) != "// mine\n")
    }

    @Test func aSpecWithErrorsIsRefusedWithItsFindingsAndNothingIsWritten() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        try Data(
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: nowhere }]

            """.utf8
        ).write(to: folder.appendingPathComponent("navgen.yaml"))
        let outcome = try NavGenProcess.run(["generate"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("navgen.yaml:9:31: error:"))
        #expect(outcome.stdout.contains("[unknown-reference]"))
        #expect(outcome.stderr.contains("nothing was generated"))
        #expect(!exists(folder, "Navigation"))
    }

    @Test func aFileWhereTheOutputFolderShouldBeExitsTwo() throws {
        let folder = try project()
        try Data("x".utf8).write(to: folder.appendingPathComponent("Out"))
        let outcome = try NavGenProcess.run(["generate", "App/navgen.yaml", "--output", "Out"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("output folder 'Out' is a file"))
        let check = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--output", "Out", "--check"], in: folder)
        #expect(check.status == 2)
    }

    @Test func aMissingSpecExitsTwoAndABadOptionSixtyFour() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        #expect(try NavGenProcess.run(["generate", "missing.yaml"], in: folder).status == 2)
        #expect(try NavGenProcess.run(["generate", "--ui", "appkit"], in: folder).status == 64)
    }
}
