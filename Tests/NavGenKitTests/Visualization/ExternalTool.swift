import Foundation

/// Runs a program found on `PATH`, for the tests that check output with the real
/// consumers: Graphviz's `dot` and Python's `jsonschema`.
enum ExternalTool {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The full path of a program on `PATH`, or nil when it is not installed.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func run(_ executable: String, _ arguments: [String], stdin: String = "") throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes while the tool runs, so a large output cannot block it.
        nonisolated(unsafe) var stdout = Data()
        nonisolated(unsafe) var stderr = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            stdout = output.fileHandleForReading.readDataToEndOfFile()
        }
        DispatchQueue.global().async(group: group) {
            stderr = errors.fileHandleForReading.readDataToEndOfFile()
        }
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static let dot = find("dot")

    /// Whether `python3` can import what the schema tests need.
    static let hasJSONSchema: Bool = {
        guard let python = find("python3") else { return false }
        return (try? run(python, ["-c", "import jsonschema, yaml"]).status) == 0
    }()
}
