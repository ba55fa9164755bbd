import Foundation
import Testing

/// `navgen generate` against hostile and careless specs: where a spec may make it
/// write, file names a disk cannot hold apart or at all, and what a killed run or
/// an unwritable folder leaves the next run to deal with.
@Suite struct GenerateSafetyTests {
    private let manager = FileManager.default

    /// A folder with `App/navgen.yaml`: a one-stack spec, with `generate` and
    /// `extra` lines after `root: main` (line 4 on).
    private func project(generate: String = "", coordinators: [String], extra: String = "") throws
        -> URL
    {
        let folder = try NavGenProcess.temporaryDirectory()
        let app = folder.appendingPathComponent("App")
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        var spec = "navgen: 1\napp: Demo\nroot: main\n\(generate)\(extra)coordinators:\n"
        spec +=
            "  main:\n    kind: tabs\n    children: [\(coordinators.dropFirst().joined(separator: ", "))]\n"
        for id in coordinators.dropFirst() { spec += "  \(id):\n    root: home\n    routes:\n      home:\n" }
        try Data(spec.utf8).write(to: app.appendingPathComponent("navgen.yaml"))
        return folder
    }

    private func tabs(_ ids: String...) -> [String] { ["main"] + ids }

    private func exists(_ folder: URL, _ path: String) -> Bool {
        manager.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    private func run(_ arguments: [String], in folder: URL) throws -> NavGenProcess.Outcome {
        try NavGenProcess.run(arguments, in: folder, environment: ["NO_COLOR": "1"])
    }

    // MARK: - generate.output stays in the spec's folder

    @Test(arguments: [
        ("../Escaped", "Escaped", "leads out of the spec's folder through '..'"),
        ("Sources/../../Escaped", "Escaped", "leads out of the spec's folder through '..'"),
        ("~/Escaped", "App/~/Escaped", "starts with '~'"),
    ])
    func anOutputThatLeavesTheSpecsFolderIsRefused(_ output: String, _ landing: String, _ message: String)
        throws
    {
        for extra in ["", "rules:\n  output-path: off\n"] {
            let folder = try project(
                generate: "generate:\n  output: \(output)\n", coordinators: tabs("home"), extra: extra)
            let outcome = try run(["generate", "App/navgen.yaml"], in: folder)
            #expect(outcome.status == 1)
            #expect(
                outcome.stdout.contains("App/navgen.yaml:5:11: error: generate.output '\(output)' \(message)")
            )
            #expect(outcome.stdout.contains("[output-path]"))
            #expect(outcome.stdout.contains("help: write a folder inside the spec's folder"))
            #expect(outcome.stderr.contains("nothing was generated"))
            #expect(!exists(folder, landing))
        }
    }

    @Test func anAbsoluteOutputIsRefused() throws {
        let target = try NavGenProcess.temporaryDirectory().appendingPathComponent("Absolute")
        let folder = try project(
            generate: "generate: { output: '\(target.path)' }\n", coordinators: tabs("home"))
        let outcome = try run(["generate", "App/navgen.yaml"], in: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.contains(
                "App/navgen.yaml:4:21: error: generate.output '\(target.path)' is an absolute path"))
        #expect(!manager.fileExists(atPath: target.path))
    }

    /// A link committed next to the spec is checked when generate writes, for the
    /// spec's `generate.output` and for the default `Navigation` alike; `--check`
    /// reads nothing through it either.
    @Test(arguments: ["generate:\n  output: Gen\n", "generate:\n  output: Gen/Deeper/Navigation\n", ""])
    func aLinkInTheSpecsFolderThatLeadsOutExitsTwo(_ generate: String) throws {
        let folder = try project(generate: generate, coordinators: tabs("home"))
        let outside = folder.appendingPathComponent("Outside")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        let link = generate.isEmpty ? "App/Navigation" : "App/Gen"
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent(link).path, withDestinationPath: "../Outside")
        for arguments in [["generate", "App/navgen.yaml"], ["generate", "App/navgen.yaml", "--check"]] {
            let outcome = try run(arguments, in: folder)
            #expect(outcome.status == 2, "\(outcome.stderr)")
            #expect(outcome.stderr.hasPrefix("navgen: error: output folder '\(link)"))
            #expect(outcome.stderr.contains("leads out of the spec's folder 'App'"))
            #expect(try manager.contentsOfDirectory(atPath: outside.path).isEmpty)
        }
    }

    /// `--output` is the runner's own choice: no limit.
    @Test func theCommandLinesOutputMayNameAnyFolder() throws {
        let folder = try project(generate: "generate:\n  output: Navigation\n", coordinators: tabs("home"))
        let outcome = try run(
            ["generate", "navgen.yaml", "--output", "../Elsewhere"], in: folder.appendingPathComponent("App"))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(exists(folder, "Elsewhere/DemoNavigation.swift"))
    }

    // MARK: - Generated file names

    @Test func skeletonsThatDifferOnlyInCaseAreRefused() throws {
        for extra in ["", "rules:\n  name-collision: off\n"] {
            let folder = try project(coordinators: tabs("fooBar", "foobar"), extra: extra)
            let outcome = try run(["generate", "App/navgen.yaml"], in: folder)
            #expect(outcome.status == 1)
            let line = extra.isEmpty ? 12 : 14
            #expect(
                outcome.stdout.contains(
                    "App/navgen.yaml:\(line):3: error: skeleton file 'FoobarCoordinator.swift' of coordinator id "
                        + "'foobar' differs only in letter case from 'FooBarCoordinator.swift'"))
            #expect(outcome.stdout.contains("[name-collision]"))
            #expect(!exists(folder, "App/Navigation"))
        }
    }

    @Test func aCoordinatorIdTooLongForItsFileNameIsRefusedAtValidation() throws {
        let id = "a" + String(repeating: "b", count: 249)
        let folder = try project(coordinators: tabs(id))
        let validate = try run(["validate", "App/navgen.yaml"], in: folder)
        #expect(validate.status == 1)
        #expect(
            validate.stdout.contains(
                "App/navgen.yaml:8:3: error: coordinator id '\(id)' is too long: its skeleton file name would be "
                    + "267 bytes, and a file name may have at most 255 [invalid-name]"))
        #expect(validate.stdout.contains("help: shorten it to at most 238 characters"))
        let generate = try run(["generate", "App/navgen.yaml"], in: folder)
        #expect(generate.status == 1)
        #expect(!exists(folder, "App/Navigation"))
    }

    // MARK: - Temporary files and file-system errors

    @Test func aKilledRunsTemporaryFileIsRemovedByTheNextRun() throws {
        let folder = try project(coordinators: tabs("home"))
        #expect(try run(["generate", "App/navgen.yaml"], in: folder).status == 0)
        let leftover = folder.appendingPathComponent("App/Navigation/.navgen-tmp-00ff00ff00ff00ff")
        try Data(repeating: 0x2F, count: 1 << 20).write(to: leftover)
        let outcome = try run(["generate", "App/navgen.yaml"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!manager.fileExists(atPath: leftover.path))
        #expect(
            try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("App/Navigation").path)
                .sorted()
                == ["DemoNavigation.swift", "HomeCoordinator.swift", "MainCoordinator.swift"])
    }

    /// Root writes into any folder, so as root the run drops to `nobody`.
    @Test(.enabled(if: UnprivilegedRun.isPossible))
    func anUnwritableFolderExitsTwoWithTheSystemsReasonAndThePath() throws {
        let folder = try project(coordinators: tabs("home"))
        let locked = folder.appendingPathComponent("Locked")
        try manager.createDirectory(at: locked, withIntermediateDirectories: true)
        try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        let denied = String(cString: strerror(EACCES))
        let write = try UnprivilegedRun.navgen(
            ["generate", "App/navgen.yaml", "--output", "Locked"], in: folder)
        #expect(write.status == 2)
        #expect(write.stderr == "navgen: error: cannot write 'Locked/DemoNavigation.swift': \(denied)\n")
        let create = try UnprivilegedRun.navgen(
            ["generate", "App/navgen.yaml", "--output", "Locked/Sub"], in: folder)
        #expect(create.status == 2)
        #expect(create.stderr == "navgen: error: cannot create folder 'Locked/Sub': \(denied)\n")
        #expect(try manager.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    @Test func aFileInTheOutputPathExitsTwoWithTheSystemsReason() throws {
        let folder = try project(coordinators: tabs("home"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("Plain"))
        let outcome = try run(["generate", "App/navgen.yaml", "--output", "Plain/Navigation"], in: folder)
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "navgen: error: cannot use output folder 'Plain/Navigation': \(String(cString: strerror(ENOTDIR)))\n"
        )
    }
}

/// Runs navgen as `nobody` when the tests run as root, for the checks root would
/// pass anyway (permissions); as anyone else, runs it directly.
enum UnprivilegedRun {
    private static let setpriv = "/usr/bin/setpriv"

    static var isPossible: Bool {
        geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }

    static func navgen(_ arguments: [String], in directory: URL) throws -> NavGenProcess.Outcome {
        guard geteuid() == 0 else {
            return try NavGenProcess.run(arguments, in: directory, environment: ["NO_COLOR": "1"])
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments =
            ["--reuid=65534", "--regid=65534", "--clear-groups", NavGenProcess.executable.path] + arguments
        process.currentDirectoryURL = directory
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return NavGenProcess.Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            stderr: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
