import Glibc

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Terminal facts and stderr output, kept in one place so commands stay declarative.
enum Console {
    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    static var useColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func error(_ message: String) {
        writeAll("navgen: error: \(message)\n", to: STDERR_FILENO)
    }

    /// Writes text to stdout exactly as given.
    static func write(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    /// Writes text to stderr exactly as given.
    static func writeError(_ text: String) {
        writeAll(text, to: STDERR_FILENO)
    }

    /// Unbuffered, all of it: short writes continue and interrupted ones are retried;
    /// a closed pipe ends the write quietly.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
