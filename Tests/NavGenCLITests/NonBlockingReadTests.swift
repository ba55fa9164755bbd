import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening a file never waits (docs/spec.md, "Input limits"): a FIFO nobody writes,
/// given as the spec, a baseline or a flow file, is refused at once instead of
/// blocking in `open(2)` for ever, while a spec piped through `/dev/stdin` or a
/// process substitution is read as before.
@Suite struct NonBlockingReadTests {
    static let spec = """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            routes:
              home:

        """

    /// A folder holding `navgen.yaml` and the FIFO `input.fifo`.
    private func folder() throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        try Self.spec.write(
            to: folder.appendingPathComponent("navgen.yaml"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("input.fifo").path, 0o644) == 0)
        return folder
    }

    static let nothingCame = "nothing came: it is a FIFO with no writer, or a pipe closed empty"

    @Test(arguments: [["validate"], ["graph"], ["routes"], ["simulate"], ["generate", "--check"]])
    func aSpecThatIsAFIFOWithNoWriterIsRefusedAtOnce(command: [String]) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A run that blocks is killed at the timeout and fails here.
        let run = try NavGenProcess.run(
            [command[0], "input.fifo"] + command.dropFirst(), in: folder, timeout: 10)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr == "navgen: error: cannot read 'input.fifo': \(Self.nothingCame)\n")
    }

    @Test func aBaselineThatIsAFIFOWithNoWriterIsRefusedAtOnce() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try NavGenProcess.run(
            ["validate", "navgen.yaml", "--baseline", "input.fifo"], in: folder, timeout: 10)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr == "navgen: error: cannot read baseline 'input.fifo': \(Self.nothingCame)\n")
    }

    @Test func aFlowFileThatIsAFIFOWithNoWriterIsRefusedAtOnce() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try NavGenProcess.run(
            ["simulate", "navgen.yaml", "--flows", "input.fifo"], in: folder, timeout: 10)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("cannot read 'input.fifo': \(Self.nothingCame)\n"), "\(run.stderr)")
    }

    /// `--urls` is a stream: a FIFO with no writer is an empty one.
    @Test func aURLStreamThatIsAFIFOWithNoWriterIsEmpty() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try NavGenProcess.run(
            ["simulate", "navgen.yaml", "--urls", "input.fifo"], in: folder, timeout: 10)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "0 matched, 0 unmatched\n")
    }

    @Test func aSpecPipedThroughStdinIsRead() throws {
        let run = try NavGenProcess.run(["validate", "/dev/stdin"], stdin: Data(Self.spec.utf8), timeout: 10)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "/dev/stdin: 0 errors, 0 warnings\n")
        let routes = try NavGenProcess.run(
            ["routes", "/dev/stdin"], stdin: Data(Self.spec.utf8), timeout: 10)
        #expect(routes.status == 0, "\(routes.stderr)")
        #expect(routes.stdout.contains("main"))
    }

    /// `navgen validate <(cat navgen.yaml)`, as a shell runs it.
    @Test func aSpecFromAProcessSubstitutionIsRead() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = [
            "-c", "exec \"$0\" validate <(sleep 0.2; cat navgen.yaml)", NavGenProcess.executable.path,
        ]
        shell.currentDirectoryURL = folder
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        // bash execs navgen: a run that blocks is killed, as NavGenProcess kills one.
        let deadline = Date().addingTimeInterval(10)
        while shell.isRunning, Date() < deadline { usleep(10_000) }
        if shell.isRunning { kill(shell.processIdentifier, SIGKILL) }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0, "\(text)")
        #expect(text.hasPrefix("/dev/fd/") && text.hasSuffix(": 0 errors, 0 warnings\n"), "\(text)")
    }
}
