import NavGenKit

/// Terminal facts and stderr output, kept in one place so commands stay declarative.
enum Console {
    /// `navgen: error: MESSAGE` on stderr. Messages quote paths, URLs and actions,
    /// so the message is shown through ``TerminalText``: nothing in it can drive
    /// the terminal.
    static func error(_ message: String) {
        writeAll("navgen: error: \(TerminalText.sanitized(message))\n", to: STDERR_FILENO)
    }

    /// `navgen: warning: MESSAGE` on stderr, shown through ``TerminalText`` as errors are.
    static func warning(_ message: String) {
        writeAll("navgen: warning: \(TerminalText.sanitized(message))\n", to: STDERR_FILENO)
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
    /// Ends the process at once with `code`, without unwinding: what is written is
    /// written (writes here are unbuffered), and the system takes the memory back
    /// faster than freeing a large spec's model piece by piece.
    static func endProcess(_ code: Int32) -> Never {
        exit(code)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// `write(2)`, by a name `Console.write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
