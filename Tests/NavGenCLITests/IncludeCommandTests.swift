import Foundation
import Testing

/// `include:` through the binary, on a real folder of files: every command reads the
/// included files, findings name their own file in every format, and `generate
/// --check` and baselines see the included files.
@Suite struct IncludeCommandTests {
    private static let main = """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        include: [features/profile.yaml]
        coordinators:
          main:
            root: home
            children: [profile]
            routes:
              home:
                transitions:
                  - start: profile

        """

    private static let profile = """
        coordinators:
          profile:
            root: overview
            routes:
              overview:
                deeplink: /profile
                transitions:
                  - push: settings
              settings:
                deeplink: /profile/settings

        """

    /// A folder holding `app/navgen.yaml` and `app/features/profile.yaml`, run from
    /// the folder above `app`, so paths in output are `app/...`.
    private func project(profile: String = Self.profile) throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        let features = folder.appendingPathComponent("app/features")
        try FileManager.default.createDirectory(at: features, withIntermediateDirectories: true)
        try Self.main.write(
            to: folder.appendingPathComponent("app/navgen.yaml"), atomically: true, encoding: .utf8)
        try profile.write(
            to: features.appendingPathComponent("profile.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    private static let broken = profile.replacingOccurrences(of: "push: settings", with: "push: setings")

    @Test func findingsInAnIncludedFileNameItInEveryFormat() throws {
        let folder = try project(profile: Self.broken)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try NavGenProcess.run(["validate", "app/navgen.yaml"], in: folder)
        #expect(text.status == 1)
        #expect(
            text.stdout.hasPrefix(
                """
                app/features/profile.yaml:8:19: error: 'push' names no route 'setings' of coordinator 'profile' [unknown-reference]
                          - push: setings
                                  ^

                """), "\(text.stdout)")
        let json = try NavGenProcess.run(["validate", "app/navgen.yaml", "--format", "json"], in: folder)
        #expect(
            json.stdout.contains(
                #""file": "app/features/profile.yaml",\#n      "line": 8,\#n      "column": 19"#))
        let sarif = try NavGenProcess.run(["validate", "app/navgen.yaml", "--format", "sarif"], in: folder)
        #expect(sarif.stdout.contains(#""uri": "app/features/profile.yaml""#))
        #expect(!sarif.stdout.contains(#""uri": "app/navgen.yaml""#))
        let github = try NavGenProcess.run(["validate", "app/navgen.yaml", "--format", "github"], in: folder)
        #expect(
            github.stdout.hasPrefix(
                "::error file=app/features/profile.yaml,line=8,col=19,title=unknown-reference::"))
    }

    @Test func everyCommandReadsTheIncludedFiles() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let validate = try NavGenProcess.run(["validate", "app/navgen.yaml"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)")
        let routes = try NavGenProcess.run(["routes", "app/navgen.yaml"], in: folder)
        #expect(routes.status == 0)
        #expect(routes.stdout.contains("profile (stack)"))
        let simulate = try NavGenProcess.run(
            ["simulate", "app/navgen.yaml", "--url", "demo://profile/settings"], in: folder)
        #expect(simulate.status == 0, "\(simulate.stderr)")
        #expect(simulate.stdout.contains("profile.settings"), "\(simulate.stdout)")
        let graph = try NavGenProcess.run(["graph", "app/navgen.yaml"], in: folder)
        #expect(graph.stdout.contains("profile__settings"))
        let generate = try NavGenProcess.run(["generate", "app/navgen.yaml", "--output", "out"], in: folder)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("out/ProfileCoordinator.swift").path))
    }

    @Test func generateCheckSeesAChangeInAnIncludedFile() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generate = try NavGenProcess.run(["generate", "app/navgen.yaml", "--output", "out"], in: folder)
        #expect(generate.status == 0, "\(generate.stderr)")
        let fresh = try NavGenProcess.run(
            ["generate", "app/navgen.yaml", "--output", "out", "--check"], in: folder)
        #expect(fresh.status == 0, "\(fresh.stdout)\(fresh.stderr)")
        let changed = Self.profile + "      about:\n        deeplink: /profile/about\n"
        try changed.write(
            to: folder.appendingPathComponent("app/features/profile.yaml"), atomically: true, encoding: .utf8)
        let stale = try NavGenProcess.run(
            ["generate", "app/navgen.yaml", "--output", "out", "--check"], in: folder)
        #expect(stale.status == 1, "\(stale.stdout)\(stale.stderr)")
        #expect((stale.stdout + stale.stderr).contains("DemoNavigation.swift"))
    }

    @Test func unreadableIncludesAreIncludeErrors() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cyclic = Self.profile.replacingOccurrences(
            of: "coordinators:", with: "include: [../navgen.yaml, gone.yaml, .]\ncoordinators:")
        try cyclic.write(
            to: folder.appendingPathComponent("app/features/profile.yaml"), atomically: true, encoding: .utf8)
        let run = try NavGenProcess.run(["validate", "app/navgen.yaml", "--format", "github"], in: folder)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains("include-error") } == [
                "::error file=app/features/profile.yaml,line=1,col=11,title=include-error::including "
                    + "'app/navgen.yaml' here makes a cycle: app/navgen.yaml → app/features/profile.yaml → "
                    + "app/navgen.yaml%0Ahelp: remove this entry: the files of the cycle are read already",
                "::error file=app/features/profile.yaml,line=1,col=27,title=include-error::cannot read included "
                    + "file 'app/features/gone.yaml': No such file or directory%0Ahelp: fix the path: it is "
                    + "relative to the file that lists it",
                "::error file=app/features/profile.yaml,line=1,col=38,title=include-error::cannot read included "
                    + "file 'app/features': it is a folder, not a regular file%0Ahelp: make the path name "
                    + "a readable file (not a folder, a FIFO or a device), or remove the entry",
            ])
    }

    @Test func baselinesRecordFindingsOfIncludedFilesByTheirOwnFileAndPath() throws {
        let folder = try project(profile: Self.broken)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try NavGenProcess.run(
            ["validate", "app/navgen.yaml", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.status == 0)
        let file = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(file.contains(#""file": "app/features/profile.yaml""#))
        #expect(
            file.contains(#""path": "coordinators.profile.routes.overview.transitions[0].push""#), "\(file)")
        let checked = try NavGenProcess.run(
            ["validate", "app/navgen.yaml", "--baseline", "baseline.json"], in: folder)
        #expect(checked.status == 0, "\(checked.stdout)")
    }
}
