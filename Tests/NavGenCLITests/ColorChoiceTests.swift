import Foundation
import Testing

/// navgen's one colour rule (docs/spec/commands.md, "Colour"): colour on a terminal,
/// plain text to a pipe or a file, none at all when `NO_COLOR` is set, and the same
/// for the findings on stdout (`validate`) as for those on stderr (`graph` refusing).
@Suite struct ColorChoiceTests {
    static let broken =
        "navgen: 1\napp: demo\nroot: main\ncoordinators:\n  main:\n    root: home\n    routes:\n      home: {}\n"

    @Test(arguments: [["validate"], ["graph"]])
    func colourOnlyOnATerminalWithoutNoColor(_ command: [String]) throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navgen.yaml")
        try Data(Self.broken.utf8).write(to: spec)
        let arguments = command + [spec.path]

        let terminal = try Self.runOnTerminal(arguments, noColor: nil)
        #expect(terminal.contains("\u{1B}["), "\(terminal)")
        #expect(terminal.contains("not UpperCamelCase"), "\(terminal)")

        let silenced = try Self.runOnTerminal(arguments, noColor: "")
        #expect(!silenced.contains("\u{1B}"), "\(silenced)")
        #expect(silenced.contains("not UpperCamelCase"), "\(silenced)")

        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        let piped = try NavGenProcess.run(arguments, environment: environment)
        #expect(!(piped.stdout + piped.stderr).contains("\u{1B}"))
        #expect((piped.stdout + piped.stderr).contains("not UpperCamelCase"))
    }

    /// Runs navgen with stdout and stderr on a new pseudo-terminal (Python's `pty`, as
    /// portable as it gets), `NO_COLOR` set to `noColor` or unset, and returns what it
    /// wrote there.
    static func runOnTerminal(_ arguments: [String], noColor: String?) throws -> String {
        let terminal = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            out = b""
            while True:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
            os.waitpid(pid, 0)
            sys.stdout.buffer.write(out)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", terminal, NavGenProcess.executable.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: bytes, as: UTF8.self)
    }
}
