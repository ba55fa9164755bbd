import Foundation

/// The toolchain's `swiftc`, run as a subprocess: generated code is proven only by
/// compiling it, with the settings the contract promises (Swift 6 language mode,
/// warnings as errors).
enum SwiftCompiler {
    struct Outcome {
        var status: Int32
        var output: String

        var succeeded: Bool { status == 0 }

        /// The start of the output: the first errors say what is wrong; the notes
        /// that follow them can run to pages.
        var excerpt: String { String(output.prefix(4000)) }
    }

    /// `$SWIFTC`, else `swiftc` on the `PATH`, else the toolchain's usual places.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"] { return explicit }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let candidates = folders.map { $0 + "/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let strictFlags = ["-swift-version", "6", "-warnings-as-errors"]

    /// Swift 5 mode with the settings of a new Xcode project: main-actor default
    /// isolation and "approachable concurrency" (the upcoming features Xcode turns on),
    /// warnings as errors. Generated files must compile clean here as well as in Swift 6.
    static let xcodeDefaultFlags = [
        "-swift-version", "5",
        "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
        "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "InferSendableFromCaptures",
        "-enable-upcoming-feature", "GlobalActorIsolatedTypesUsability",
        "-enable-upcoming-feature", "DisableOutwardActorInference",
        "-enable-upcoming-feature", "MemberImportVisibility",
        "-warnings-as-errors",
    ]

    /// Type-checks files together as one module, in `mode` (``strictFlags`` or
    /// ``xcodeDefaultFlags``).
    static func typecheck(_ files: [URL], flags: [String] = [], mode: [String] = strictFlags) throws
        -> Outcome
    {
        try run(mode + ["-typecheck"] + flags + files.map(\.path))
    }

    /// Compiles files into an executable, in one frontend (`-wmo`): file by file, each
    /// file's frontend would parse all the others.
    static func executable(_ files: [URL], output: URL, flags: [String] = []) throws -> Outcome {
        try run(strictFlags + ["-wmo"] + flags + ["-o", output.path] + files.map(\.path))
    }

    static func run(_ arguments: [String], timeout: TimeInterval = 600) throws -> Outcome {
        guard let path else { return Outcome(status: -1, output: "swiftc not found; set SWIFTC") }
        return try Subprocess.run(path, arguments, timeout: timeout)
    }
}

/// Runs a program and collects its output, killing it after a timeout so that a
/// hang fails the test instead of stalling the suite.
enum Subprocess {
    static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil, timeout: TimeInterval = 120
    ) throws -> SwiftCompiler.Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = input
        try process.run()
        let reader = PipeReader(output)
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return SwiftCompiler.Outcome(status: -1, output: "timed out after \(timeout)s: \(executable)")
        }
        process.waitUntilExit()
        return SwiftCompiler.Outcome(status: process.terminationStatus, output: reader.finish())
    }
}

/// Drains a pipe on a background thread so a large output cannot block the child.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
