import Foundation
import Testing

/// `navgen generate --navigation-file PATH`, as the SwiftPM plugin runs it: the
/// navigation file lands at exactly PATH whatever the spec calls it, and only
/// skeletons use the output folder.
@Suite struct GenerateNavigationFileTests {
    /// A folder with the recipes example's spec at `App/navgen.yaml`.
    private func project() throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ExampleFolders.root.appendingPathComponent("examples/recipes/navgen.yaml"),
            to: app.appendingPathComponent("navgen.yaml"))
        return folder
    }

    private func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ folder: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test func writesTheNavigationFileAtThePathGivenAndNothingElse() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--ui", "none", "--navigation-file", "Work/Guessed.swift"],
            in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "wrote Work/Guessed.swift\n")
        // The spec's own output folder is neither created nor written.
        #expect(!exists(folder, "App/Sources"))
        #expect(
            try NavGenProcess.run(
                ["generate", "App/navgen.yaml", "--ui", "none", "--output", "Plain"], in: folder
            )
            .status == 0)
        #expect(try text(folder, "Work/Guessed.swift") == text(folder, "Plain/RecipesNavigation.swift"))
        let again = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--ui", "none", "--navigation-file", "Work/Guessed.swift"],
            in: folder)
        #expect(again.stdout == "unchanged Work/Guessed.swift\n")
    }

    @Test func skeletonsStillGoToTheOutputFolder() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--output", "Out", "--navigation-file", "Nav.swift"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.lines.first == "wrote ./Nav.swift")
        #expect(outcome.lines.contains("created Out/MainCoordinator.swift"))
        #expect(exists(folder, "Nav.swift"))
        #expect(!exists(folder, "Out/RecipesNavigation.swift"))
    }

    @Test func checkComparesTheFileAtThePathGiven() throws {
        let folder = try project()
        let arguments = [
            "generate", "App/navgen.yaml", "--ui", "none", "--navigation-file", "Work/Nav.swift",
        ]
        let missing = try NavGenProcess.run(arguments + ["--check"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stdout == "Work/Nav.swift: missing; run `navgen generate`\n")
        #expect(try NavGenProcess.run(arguments, in: folder).status == 0)
        let fresh = try NavGenProcess.run(arguments + ["--check"], in: folder)
        #expect(fresh.status == 0)
        #expect(fresh.stdout == "generated files are up to date\n")
    }

    @Test(arguments: ["", "Work/", "/"])
    func aPathThatNamesNoFileIsAUsageError(path: String) throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(
            ["generate", "App/navgen.yaml", "--navigation-file", path], in: folder)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--navigation-file must name a file"))
    }
}
