#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes into a character device or a FIFO that is already there (`/dev/stdout`, a
/// terminal, a pipe another program reads), the one kind of destination a rename
/// would destroy rather than replace.
enum StreamWriter {
    /// Opens `path` for writing without creating or truncating anything, then writes
    /// all of `contents`. The open does not wait: a FIFO no program reads is refused
    /// at once instead of hanging the run. The writes then wait as a pipe's writer does.
    static func write(_ contents: String, to path: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENXIO {
                throw FileSystemError(
                    "cannot write '\(path)': no program is reading it (a FIFO without a reader)")
            }
            throw .system("write", path, code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system("write", path, code: errno) }
        // Something else may have taken the place since it was looked at: only a
        // device or a FIFO is written without a rename.
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFCHR || kind == S_IFIFO else {
            throw FileSystemError("cannot write '\(path)': it changed while navgen was writing it")
        }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            throw .system("write", path, code: errno)
        }
        var text = contents
        if let failure = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) {
            throw .system("write", path, code: failure.code)
        }
    }

    /// Writes every byte, again after an interruption; the failure's `errno` if the
    /// system refused.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemCallFailure? {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return SystemCallFailure(code: errno)
            }
            offset += count
        }
        return nil
    }
}

/// `write(2)`, by a name the writer's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
