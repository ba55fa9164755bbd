import Foundation
import Testing

/// Where `navgen generate` writes, what is already there decides how: the spec's own
/// files are never written over, a link stays a link (and, in a folder the spec
/// chose, must lead into the spec's folder), and anything but a regular file is
/// refused.
@Suite struct GenerateDestinationTests {
    private let manager = FileManager.default

    /// `App/navgen.yaml` (or `main`), a stack `home` in a tab (and the other `tabs`),
    /// with `header` lines after `root: main`.
    private func project(main: String = "navgen.yaml", header: String = "", tabs: String = "home") throws
        -> URL
    {
        let folder = try NavGenProcess.temporaryDirectory()
        let app = folder.appendingPathComponent("App")
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        let spec = """
            navgen: 1
            app: Demo
            root: main
            \(header)coordinators:
              main:
                kind: tabs
                children: [\(tabs)]
              home:
                root: start
                routes:
                  start:

            """
        try Data(spec.utf8).write(to: app.appendingPathComponent(main))
        return folder
    }

    private func run(_ arguments: [String], in folder: URL) throws -> NavGenProcess.Outcome {
        try NavGenProcess.run(arguments, in: folder, environment: ["NO_COLOR": "1"])
    }

    private func bytes(_ folder: URL, _ path: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    private func linkDestination(_ folder: URL, _ path: String) throws -> String {
        try manager.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(path).path)
    }

    // MARK: - The spec's own files

    /// An included file named like the navigation file, in the output folder.
    @Test func anIncludedFileAtTheNavigationFilesPlaceIsRefused() throws {
        let folder = try project(header: "include: [Navigation/DemoNavigation.swift]\n", tabs: "home, extra")
        let navigation = folder.appendingPathComponent("App/Navigation")
        try manager.createDirectory(at: navigation, withIntermediateDirectories: true)
        let included = Data("coordinators:\n  extra:\n    root: one\n    routes:\n      one:\n".utf8)
        try included.write(to: navigation.appendingPathComponent("DemoNavigation.swift"))
        let outcome = try run(["generate", "App/navgen.yaml"], in: folder)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(
            outcome.stderr.hasPrefix(
                "navgen: error: cannot write 'App/Navigation/DemoNavigation.swift': it is "
                    + "'App/Navigation/DemoNavigation.swift', a file the spec includes, and navgen never writes "
                    + "over a spec's files; rename or move that file"))
        #expect(try bytes(folder, "App/Navigation/DemoNavigation.swift") == included)
        #expect(try manager.contentsOfDirectory(atPath: navigation.path) == ["DemoNavigation.swift"])
    }

    /// A spec kept in the output folder under a skeleton's name: refused before
    /// anything is written, with `--force` (which would overwrite it) or without
    /// (which would read it as the app's Swift).
    @Test(arguments: [[], ["--force"]])
    func theSpecAtASkeletonsPlaceIsRefused(_ force: [String]) throws {
        let folder = try project(main: "HomeCoordinator.swift", header: "generate: { output: . }\n")
        let spec = try bytes(folder, "App/HomeCoordinator.swift")
        let outcome = try run(["generate", "App/HomeCoordinator.swift"] + force, in: folder)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(
            outcome.stderr.hasPrefix(
                "navgen: error: cannot write 'App/./HomeCoordinator.swift': it is the spec 'App/HomeCoordinator.swift'"
            ))
        #expect(try bytes(folder, "App/HomeCoordinator.swift") == spec)
        #expect(
            try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("App").path) == [
                "HomeCoordinator.swift"
            ])
    }

    /// `--navigation-file` naming the spec, directly or through a link.
    @Test(arguments: ["App/navgen.yaml", "App/../App/navgen.yaml", "Spec.swift"])
    func theNavigationFileOnTheSpecIsRefused(_ path: String) throws {
        let folder = try project()
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("Spec.swift").path, withDestinationPath: "App/navgen.yaml")
        let spec = try bytes(folder, "App/navgen.yaml")
        let outcome = try run(
            ["generate", "App/navgen.yaml", "--ui", "none", "--navigation-file", path], in: folder)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("it is the spec 'App/navgen.yaml'"))
        #expect(try bytes(folder, "App/navgen.yaml") == spec)
        #expect(try linkDestination(folder, "Spec.swift") == "App/navgen.yaml")
    }

    // MARK: - Links and special files

    /// A link at the navigation file's place, into the spec's folder, stays a link
    /// and its target gets the file.
    @Test func aLinkInsideTheSpecsFolderIsWrittenThrough() throws {
        let folder = try project()
        let navigation = folder.appendingPathComponent("App/Navigation")
        try manager.createDirectory(at: navigation, withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("App/Shared.swift"))
        try manager.createSymbolicLink(
            atPath: navigation.appendingPathComponent("DemoNavigation.swift").path,
            withDestinationPath: "../Shared.swift")
        let outcome = try run(["generate", "App/navgen.yaml"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try linkDestination(folder, "App/Navigation/DemoNavigation.swift") == "../Shared.swift")
        let written = try String(
            contentsOf: folder.appendingPathComponent("App/Shared.swift"), encoding: .utf8)
        #expect(written.contains("enum HomeRoute"))
    }

    /// In the folder the spec chose, a link that leads out of the spec's folder is
    /// refused (exit 2); with `--output`, the runner's choice, it is written through.
    @Test func aLinkOutOfTheSpecsFolderIsRefusedUnlessTheRunnerChoseTheFolder() throws {
        let folder = try project()
        let navigation = folder.appendingPathComponent("App/Navigation")
        try manager.createDirectory(at: navigation, withIntermediateDirectories: true)
        let outside = folder.appendingPathComponent("Outside.swift")
        try Data("outside\n".utf8).write(to: outside)
        try manager.createSymbolicLink(
            atPath: navigation.appendingPathComponent("DemoNavigation.swift").path,
            withDestinationPath: "../../Outside.swift")
        let refused = try run(["generate", "App/navgen.yaml"], in: folder)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(
            refused.stderr.hasPrefix(
                "navgen: error: cannot write 'App/Navigation/DemoNavigation.swift': it is a symbolic link to '"
            ))
        #expect(refused.stderr.contains("outside the spec's folder"))
        #expect(try Data(contentsOf: outside) == Data("outside\n".utf8))
        #expect(try linkDestination(folder, "App/Navigation/DemoNavigation.swift") == "../../Outside.swift")

        let chosen = try run(["generate", "App/navgen.yaml", "--output", "App/Navigation"], in: folder)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try String(contentsOf: outside, encoding: .utf8).contains("enum HomeRoute"))
        #expect(try linkDestination(folder, "App/Navigation/DemoNavigation.swift") == "../../Outside.swift")
    }

    /// A skeleton's place holding a link to a device: `--force` refuses it rather
    /// than replace the link with a file.
    @Test func aDeviceAtASkeletonsPlaceIsRefusedNotReplaced() throws {
        let folder = try project()
        let navigation = folder.appendingPathComponent("App/Navigation")
        try manager.createDirectory(at: navigation, withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: navigation.appendingPathComponent("HomeCoordinator.swift").path,
            withDestinationPath: "/dev/null")
        let outcome = try run(["generate", "App/navgen.yaml", "--force"], in: folder)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "'App/Navigation/HomeCoordinator.swift' is not a regular file (a character device)"))
        #expect(try linkDestination(folder, "App/Navigation/HomeCoordinator.swift") == "/dev/null")
    }
}
