import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spec cannot make navgen print, or wait on, the files around it: an include that
/// climbs out of the spec's folder, leads out through a symbolic link, or names a
/// FIFO, a device or a folder is an `include-error` at once, and nothing of the file
/// it names is printed. `--include-root` widens the folder for a monorepo.
@Suite struct IncludeConfinementCommandTests {
    static let marker = "SECRET-MARKER-31-d41d8cd9"

    /// `project/app/navgen.yaml` including `entry`, beside the hostile files: a
    /// secret above the app folder, a link to it inside, a FIFO, a link to
    /// `/dev/zero`, a folder, and a `.env` inside. Run from `project`.
    private func project(including entry: String) throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        let app = folder.appendingPathComponent("app")
        let manager = FileManager.default
        try manager.createDirectory(
            at: app.appendingPathComponent("features"), withIntermediateDirectories: true)
        try "API_TOKEN=\(Self.marker)\n".write(
            to: folder.appendingPathComponent("secret.env"), atomically: true, encoding: .utf8)
        try "API_TOKEN=ghp_0123456789abcdefghij\(Self.marker)\n".write(
            to: app.appendingPathComponent("settings.env"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("features/link.yaml").path,
            withDestinationPath: "../../secret.env")
        try manager.createSymbolicLink(
            atPath: app.appendingPathComponent("zero.yaml").path, withDestinationPath: "/dev/zero")
        #expect(mkfifo(app.appendingPathComponent("pipe.yaml").path, 0o644) == 0)
        try """
        navgen: 1
        app: Demo
        root: main
        include: [\(entry)]
        coordinators:
          main:
            root: home
            routes:
              home:

        """.write(to: app.appendingPathComponent("navgen.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Each hostile entry, what the finding says of it, and the options of the run.
    @Test(arguments: [
        (
            "../secret.env",
            "cannot include '../secret.env': it climbs above 'app', the folder of the main spec", []
        ),
        (
            "features/link.yaml",
            "cannot read included file 'app/features/link.yaml': its symbolic links lead out of 'app', "
                + "the folder includes are read from", []
        ),
        (
            "../../../../proc/self/environ",
            "cannot include '../../../../proc/self/environ': it climbs above 'app', the folder of the main spec",
            []
        ),
        ("pipe.yaml", "cannot read included file 'app/pipe.yaml': it is a FIFO, not a regular file", []),
        ("features", "cannot read included file 'app/features': it is a folder, not a regular file", []),
        (
            "zero.yaml", "cannot read included file 'app/zero.yaml': it is a device, not a regular file",
            ["--include-root", "/"]
        ),
        (
            "settings.env",
            "cannot include 'app/settings.env': it is not a part of a spec: it begins 'API_TOKEN=ghp_0123456789…'",
            []
        ),
    ])
    func aHostileIncludeIsAnIncludeErrorAtOnceAndPrintsNothingOfItsFile(
        entry: String, message: String, options: [String]
    ) throws {
        let folder = try project(including: entry)
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["text", "json"] {
            // A read that blocks is killed at the timeout and fails the test.
            let run = try NavGenProcess.run(
                ["validate", "app/navgen.yaml", "--format", format] + options, in: folder,
                environment: ["NAVGEN_TEST_SECRET": Self.marker], timeout: 10)
            #expect(run.status == 1, "\(entry): \(run.stderr)")
            #expect(run.stdout.contains(message), "\(entry): \(run.stdout)")
            #expect(!(run.stdout + run.stderr).contains(Self.marker), "\(entry): \(run.stdout)")
            if format == "text" {
                // The excerpt is the including spec's line, the only finding.
                #expect(run.stdout.hasPrefix("app/navgen.yaml:4:11: error: "), "\(run.stdout)")
                #expect(run.stdout.contains("\ninclude: [\(entry)]\n"))
                #expect(run.stdout.hasSuffix("1 error, 0 warnings\n"), "\(run.stdout)")
            }
        }
    }

    /// Every command that reads a spec refuses it alike, and none waits on the FIFO.
    @Test(arguments: [
        ["routes"], ["graph"], ["simulate"], ["generate", "--check"], ["diff", "app/navgen.yaml"],
    ])
    func everyCommandRefusesAHostileInclude(command: [String]) throws {
        let folder = try project(including: "pipe.yaml, features/link.yaml, ../secret.env")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try NavGenProcess.run(
            [command[0], "app/navgen.yaml"] + command.dropFirst(), in: folder, timeout: 10)
        #expect(run.status != 0 && run.status != -1, "\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("include-error"), "\(run.stdout)\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains(Self.marker))
    }

    /// `project/app/navgen.yaml` including `../shared/common.yaml`, a part of the spec
    /// above the app's folder.
    private func monorepo() throws -> URL {
        let folder = try project(including: "../shared/common.yaml")
        let shared = folder.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try """
        coordinators:
          common:
            root: start
            routes:
              start:

        """.write(to: shared.appendingPathComponent("common.yaml"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("app/navgen.yaml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(
            of: "    routes:\n      home:\n",
            with: "    children: [common]\n" + """
                    routes:
                      home:
                        transitions:
                          - start: common

                """
        ).write(to: spec, atomically: true, encoding: .utf8)
        return folder
    }

    @Test func includeRootLetsAClimbingIncludeThrough() throws {
        let folder = try monorepo()
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try NavGenProcess.run(["validate", "app/navgen.yaml"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.stdout.contains(
                "help: include only files inside 'app', or run navgen with --include-root"))
        for root in [".", folder.path, "app/.."] {
            let run = try NavGenProcess.run(
                ["validate", "app/navgen.yaml", "--include-root", root], in: folder)
            #expect(run.status == 0, "\(root): \(run.stdout)\(run.stderr)")
        }
        // An absolute spec path with a relative root, run from inside the app.
        let absolute = try NavGenProcess.run(
            ["validate", folder.appendingPathComponent("app/navgen.yaml").path, "--include-root", ".."],
            in: folder.appendingPathComponent("app"))
        #expect(absolute.status == 0, "\(absolute.stdout)\(absolute.stderr)")
        for command in [
            ["routes"], ["graph"], ["simulate"], ["generate", "--check"], ["diff", "app/navgen.yaml"],
        ] {
            let run = try NavGenProcess.run(
                [command[0], "app/navgen.yaml"] + command.dropFirst() + ["--include-root", "."], in: folder)
            #expect(!(run.stdout + run.stderr).contains("include-error"), "\(command): \(run.stderr)")
            #expect(!(run.stdout + run.stderr).contains("climbs above"), "\(command): \(run.stderr)")
        }
    }

    /// The root widens the textual check, not the real one: a link out of it is
    /// still refused.
    @Test func includeRootStillRefusesALinkOutOfIt() throws {
        let folder = try project(including: "features/link.yaml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try NavGenProcess.run(["validate", "app/navgen.yaml", "--include-root", "app"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("its symbolic links lead out of 'app'"), "\(run.stdout)")
        #expect(!run.stdout.contains(Self.marker))
    }

    @Test func anUnusableIncludeRootCannotRun() throws {
        let folder = try monorepo()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            ("missing", "cannot use include root 'missing': No such file or directory"),
            ("secret.env", "cannot use include root 'secret.env': it is not a folder"),
            ("shared", "cannot use include root 'shared': it does not hold the folder of 'app/navgen.yaml'"),
        ]
        for (root, message) in cases {
            let run = try NavGenProcess.run(
                ["validate", "app/navgen.yaml", "--include-root", root], in: folder)
            #expect(run.status == 2)
            #expect(run.stderr == "navgen: error: \(message)\n", "\(run.stderr)")
        }
    }

    @Test func includeRootCompletesAsAFolder() throws {
        let run = try NavGenProcess.run(["--generate-completion-script", "zsh"])
        #expect(run.stdout.contains("--include-root"), "\(run.stdout)")
        #expect(run.stdout.contains("'--include-root[A folder holding the spec"), "\(run.stdout)")
        #expect(run.stdout.contains(":dir:_files -/'"), "\(run.stdout)")
    }
}
