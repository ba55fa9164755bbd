import Foundation

/// Runs the built `navgen` binary the way CI and users do, and captures what it prints.
struct NavGenProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary SwiftPM built next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("navgen")
    }

    /// Runs navgen; a run that outlives `timeout` seconds is killed and reported as
    /// status -1, so a hang fails the test instead of stalling the suite. The kill is
    /// SIGKILL: the child inherits the test runner's blocked signals, so a SIGTERM
    /// would wait, for ever, behind an `open(2)` that blocks. `program` runs another
    /// program the same way (a release script, `ruby -c`).
    static func run(
        _ arguments: [String], executable program: String? = nil, stdin: Data? = nil,
        in directory: URL? = nil,
        environment: [String: String] = [:], timeout: TimeInterval = 60
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = program.map { URL(fileURLWithPath: $0) } ?? executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        let collected = OutputCollector(output: output, errors: errors)
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return Outcome(status: -1, stdout: "", stderr: "timed out after \(timeout)s")
        }
        process.waitUntilExit()
        let (stdout, stderr) = collected.finish()
        return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// A scratch folder for one test, inside the run's scratch root (removed when the
    /// test process exits, so runs leave nothing behind in the temporary folder).
    static func temporaryDirectory() throws -> URL {
        let url = ScratchRoot.url.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs navgen with its output discarded and returns its own peak resident memory, in
    /// bytes. The usage `wait4(2)` reports for that one child: `RUSAGE_CHILDREN` would
    /// count every compiler the suite has run in this process too. `sh` redirects the
    /// output and `exec`s navgen, so the process waited for is navgen.
    static func peakMemory(_ arguments: [String]) -> Int {
        let script = "exec \"$0\" \"$@\" >/dev/null 2>&1"
        let argv = ["sh", "-c", script, executable.path] + arguments
        var pointers: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var variables: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in pointers + variables { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &pointers, &variables) == 0 else { return Int.max }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return Int.max }
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            return Int(usage.ru_maxrss) * 1024  // KiB on Linux
        #endif
    }
}

/// Drains both pipes on background threads so a large output cannot block the child.
private final class OutputCollector: @unchecked Sendable {
    private var stdout = Data()
    private var stderr = Data()
    private let group = DispatchGroup()

    init(output: Pipe, errors: Pipe) {
        group.enter()
        group.enter()
        DispatchQueue.global().async {
            self.stdout = output.fileHandleForReading.readDataToEndOfFile()
            self.group.leave()
        }
        DispatchQueue.global().async {
            self.stderr = errors.fileHandleForReading.readDataToEndOfFile()
            self.group.leave()
        }
    }

    func finish() -> (String, String) {
        group.wait()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
