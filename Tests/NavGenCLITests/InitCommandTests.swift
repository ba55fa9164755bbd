import Foundation
import Testing

@Suite struct InitCommandTests {
    @Test func writesAStarterThatValidatesWithNoFindings() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        let created = try NavGenProcess.run(["init"], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("navgen schema > navgen.schema.json"))
        let spec = try String(contentsOf: folder.appendingPathComponent("navgen.yaml"), encoding: .utf8)
        #expect(spec.hasPrefix("# yaml-language-server: $schema=navgen.schema.json\n"))
        let validated = try NavGenProcess.run(["validate", "--strict"], in: folder)
        #expect(validated.status == 0)
        #expect(validated.stdout == "navgen.yaml: 0 errors, 0 warnings\n")
        #expect(try NavGenProcess.run(["graph"], in: folder).status == 0)
    }

    @Test func refusesToOverwriteAndLeavesTheFileUnchanged() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        #expect(try NavGenProcess.run(["init"], in: folder).status == 0)
        let url = folder.appendingPathComponent("navgen.yaml")
        try Data("navgen: 1 # mine\n".utf8).write(to: url)
        let again = try NavGenProcess.run(["init"], in: folder)
        #expect(again.status == 2)
        #expect(again.stderr.contains("'navgen.yaml' already exists"))
        #expect(again.stdout == "")
        #expect(try String(contentsOf: url, encoding: .utf8) == "navgen: 1 # mine\n")
    }

    @Test func writesTheGivenPathAndNamesTheSchemaBesideIt() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        let outcome = try NavGenProcess.run(["init", "App/nav.yaml"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("navgen schema > App/navgen.schema.json"))
        #expect(try NavGenProcess.run(["validate", "App/nav.yaml"], in: folder).status == 0)
    }

    @Test func anUnwritablePlaceExitsTwo() throws {
        let outcome = try NavGenProcess.run(["init", "/nonexistent/folder/navgen.yaml"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot write '/nonexistent/folder/navgen.yaml'"))
    }

    @Test func aDanglingSymlinkIsNotFollowed() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        let link = folder.appendingPathComponent("navgen.yaml")
        let target = folder.appendingPathComponent("elsewhere.yaml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try NavGenProcess.run(["init"], in: folder).status == 2)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func pluginWritesTheSpecIntoTheTargetAndASwiftFileWhenItHasNone() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        let outcome = try NavGenProcess.run(["init", "--plugin", "MyAppNavigation"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.lines.prefix(2) == [
                "wrote Sources/MyAppNavigation/navgen.yaml",
                "wrote Sources/MyAppNavigation/MyAppNavigation.swift",
            ])
        let swift = try String(
            contentsOf: folder.appendingPathComponent("Sources/MyAppNavigation/MyAppNavigation.swift"),
            encoding: .utf8)
        #expect(swift.contains("SwiftPM builds a target only when it holds a Swift file"))
        #expect(
            try NavGenProcess.run(["validate", "Sources/MyAppNavigation/navgen.yaml"], in: folder).status == 0
        )
    }

    @Test func pluginKeepsTheTargetsOwnSwiftFiles() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        let code = folder.appendingPathComponent("Sources/Nav/Code")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try Data("struct Mine {}\n".utf8).write(to: code.appendingPathComponent("Mine.swift"))
        let outcome = try NavGenProcess.run(["init", "--plugin", "Nav"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.lines.first == "wrote Sources/Nav/navgen.yaml")
        #expect(!outcome.stdout.contains("Nav.swift"))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Sources/Nav/Nav.swift").path))
    }

    @Test func pluginTakesATargetsNameNotAPath() throws {
        let outcome = try NavGenProcess.run(["init", "--plugin", "Sources/Nav"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--plugin takes a target's name"))
    }
}
