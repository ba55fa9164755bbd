#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system problem: `navgen generate` exits 2 with its message, which names
/// the path and, when the system refused something, the system's own reason.
package struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }

    /// `cannot write 'Navigation/AppNavigation.swift': Permission denied`: what
    /// failed, where, and `strerror`'s text for `code`.
    static func system(_ action: String, _ path: String, code: Int32) -> FileSystemError {
        FileSystemError("cannot \(action) '\(path)': \(reason(code))")
    }

    /// The system's words for an `errno` value.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// An `errno` value from a failed system call, as a value a closure can return.
struct SystemCallFailure: Error, Sendable {
    var code: Int32
}
