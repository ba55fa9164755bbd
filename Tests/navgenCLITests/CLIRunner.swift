import Foundation
import Testing

/// Runs the built `navgen` binary, as CI and users do.
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String

        var lines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `navgen` next to the test binary (SwiftPM builds it with the tests), or
    /// `NAVGEN_BINARY`.
    static let binary: URL? = {
        if let override = ProcessInfo.processInfo.environment["NAVGEN_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        #if os(Linux)
            folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent()
        #endif
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("navgen")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    static func run(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
    ) throws -> Output {
        let binary = try #require(binary, "the navgen binary was not found; build it first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The example folders that have a spec.
    static var examples: [String] {
        let folder = root.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/navgen.yaml").path)
        }
    }
}
