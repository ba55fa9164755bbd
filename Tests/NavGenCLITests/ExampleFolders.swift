import Foundation

/// The package's `examples/` folders, for tests that run navgen on them.
enum ExampleFolders {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example folders that have a spec, sorted.
    static var names: [String] {
        let folder = root.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/navgen.yaml").path)
        }
    }

    /// Runs navgen from the package's root folder, so paths read `examples/...`.
    static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = 60
    ) throws -> NavGenProcess.Outcome {
        try NavGenProcess.run(
            arguments, stdin: stdin.map { Data($0.utf8) }, in: root, environment: environment,
            timeout: timeout)
    }
}

extension NavGenProcess.Outcome {
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
