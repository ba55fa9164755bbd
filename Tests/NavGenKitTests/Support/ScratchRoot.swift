import Foundation

/// One folder per test process for every scratch file the tests write; it is removed
/// when the process exits, and a run that was killed leaves one folder, not thousands.
enum ScratchRoot {
    static let url: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "navgen-kit-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchRoot.url) }
        return url
    }()
}
