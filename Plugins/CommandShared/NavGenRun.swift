import Foundation

/// One run of navgen from the command plugin, sharing the plugin's standard output and
/// error, so what navgen prints reaches the terminal or Xcode's log as it is.
enum NavGenRun {
    /// Runs navgen in `folder` and returns its exit status (128 + the signal's number
    /// when a signal ended it, as shells report it).
    static func status(executable: URL, arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        switch process.terminationReason {
        case .exit: return process.terminationStatus
        case .uncaughtSignal: return 128 + process.terminationStatus
        @unknown default: return process.terminationStatus
        }
    }
}
