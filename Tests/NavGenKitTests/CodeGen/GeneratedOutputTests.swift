import Foundation
import NavGenKit
import Testing

/// The file-system side of `navgen generate`: what is written, kept, checked.
@Suite struct GeneratedOutputTests {
    private func files(_ navigation: String = "nav v1\n") -> [GeneratedFile] {
        [
            GeneratedFile(name: "AppNavigation.swift", contents: navigation, kind: .navigation),
            GeneratedFile(name: "MainCoordinator.swift", contents: "skeleton v1\n", kind: .skeleton),
        ]
    }

    private func read(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func writesCreatesTheFolderAndTouchesNothingElse() throws {
        let root = try CodeGenFixtures.temporaryFolder()
        let folder = root.appendingPathComponent("Sources/Navigation")
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        #expect(try output.write(force: false).map(\.action) == [.wrote, .created])
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("Other.swift"))
        let again = GeneratedOutput(files: files("nav v2\n"), folder: OutputFolder(path: folder.path))
        #expect(try again.write(force: false).map(\.action) == [.wrote, .kept])
        #expect(try read(folder, "AppNavigation.swift") == "nav v2\n")
        #expect(try read(folder, "MainCoordinator.swift") == "skeleton v1\n")
        #expect(try read(folder, "Other.swift") == "mine\n")
        // No temporary files are left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["AppNavigation.swift", "MainCoordinator.swift", "Other.swift"])
    }

    @Test func anUnchangedNavigationFileIsLeftAlone() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        _ = try output.write(force: false)
        let url = folder.appendingPathComponent("AppNavigation.swift")
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        usleep(20_000)
        #expect(try output.write(force: false).map(\.action) == [.unchanged, .kept])
        let after = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test func forceOverwritesSkeletons() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        try Data("edited\n".utf8).write(to: folder.appendingPathComponent("MainCoordinator.swift"))
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        #expect(try output.write(force: true).map(\.action) == [.wrote, .overwrote])
        #expect(try read(folder, "MainCoordinator.swift") == "skeleton v1\n")
    }

    @Test func checkListsMissingAndDifferingNavigationFilesOnly() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let missing = GeneratedOutput(
            files: files(), folder: OutputFolder(path: folder.appendingPathComponent("none").path))
        #expect(try missing.check() == [GeneratedOutput.Stale(name: "AppNavigation.swift", reason: .missing)])
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        _ = try output.write(force: false)
        #expect(try output.check().isEmpty)
        try Data("edited\n".utf8).write(to: folder.appendingPathComponent("MainCoordinator.swift"))
        #expect(try output.check().isEmpty)
        let changed = GeneratedOutput(files: files("nav v2\n"), folder: OutputFolder(path: folder.path))
        #expect(try changed.check() == [GeneratedOutput.Stale(name: "AppNavigation.swift", reason: .differs)])
        #expect(try read(folder, "AppNavigation.swift") == "nav v1\n")
    }

    @Test func aFileWhereTheFolderShouldBeIsAnError() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let file = folder.appendingPathComponent("Navigation")
        try Data("x".utf8).write(to: file)
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: file.path))
        #expect(throws: FileSystemError.self) { try output.write(force: false) }
        #expect(throws: FileSystemError.self) { try output.check() }
    }

    @Test func aFolderWhereAFileShouldBeIsAnError() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("AppNavigation.swift"), withIntermediateDirectories: true)
        let output = GeneratedOutput(files: files(), folder: OutputFolder(path: folder.path))
        #expect(throws: FileSystemError.self) { try output.write(force: false) }
    }

    @Test(arguments: [
        (nil, nil, "navgen.yaml", "Navigation"),
        (nil, "Sources/App/Navigation", "navgen.yaml", "Sources/App/Navigation"),
        (
            nil, "Sources/App/Navigation", "examples/recipes/navgen.yaml",
            "examples/recipes/Sources/App/Navigation"
        ),
        (nil, nil, "examples/recipes/navgen.yaml", "examples/recipes/Navigation"),
        (nil, "/abs/out", "examples/recipes/navgen.yaml", "/abs/out"),
        ("Generated", "Sources/App/Navigation", "examples/recipes/navgen.yaml", "Generated"),
        (nil, nil, "/specs/navgen.yaml", "/specs/Navigation"),
    ])
    func outputLocations(_ flag: String?, _ setting: String?, _ spec: String, _ expected: String) {
        #expect(OutputLocation.resolve(flag: flag, specSetting: setting, specPath: spec) == expected)
    }
}
