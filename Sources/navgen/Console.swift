import Foundation

/// Terminal facts and stderr output, kept in one place so commands stay declarative.
enum Console {
    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static var useColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("navgen: error: \(message)\n".utf8))
    }

    /// Writes text to stdout exactly as given.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
