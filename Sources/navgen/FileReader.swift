import NavGenKit

/// Reads files with POSIX calls, so a missing file, a folder or a permission
/// problem each get the system's own words, and never more than an input's limit:
/// a regular file over it is refused before reading, anything else (a FIFO, stdin,
/// `/dev/zero`) as soon as it passes it.
///
/// Every file is opened without waiting: `open(2)` of a FIFO blocks until a writer
/// comes, which for a FIFO nobody writes is for ever. Opened non-blocking, such a
/// FIFO reads as empty at once, and says so.
enum FileReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        /// What kind of failure, for a reader of included files (``DiskSpecSources``).
        var kind: SpecSourceError.Kind = .unreadable
    }

    /// A descriptor open for reading, and what it is open on.
    struct OpenFile {
        var descriptor: Int32
        var kind: FileKind
        /// The size `fstat` gives: a regular file's length, nothing for the others.
        var size: Int

        var isRegular: Bool { kind == .regular }
    }

    /// Opens a file for reading; a folder, or a regular file over `limit`, is
    /// refused here, with its own words. Anything else that is not a regular file
    /// (a pipe, a terminal) is made blocking again, so a read waits for what its
    /// writer has still to write.
    static func open(_ path: String, limit: InputLimit? = nil) throws -> OpenFile {
        let file = try openWithoutWaiting(path)
        do {
            if file.kind == .folder { throw Failure(description: "it is a folder") }
            if let limit, file.isRegular, file.size > limit.bytes {
                throw Failure(description: limit.exceeded, kind: .tooLarge)
            }
            if !file.isRegular {
                let flags = fcntl(file.descriptor, F_GETFL)
                guard flags >= 0, fcntl(file.descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
                    throw Failure.system()
                }
            }
            return file
        } catch {
            close(file.descriptor)
            throw error
        }
    }

    /// Opens `path` read-only without waiting for anything (`O_NONBLOCK`: a FIFO
    /// with no writer opens at once), without making a terminal navgen's own
    /// (`O_NOCTTY`) and without handing the descriptor to `git` (`O_CLOEXEC`), and
    /// says what it is. Nothing is refused: the caller decides.
    static func openWithoutWaiting(_ path: String) throws -> OpenFile {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else { throw Failure.system() }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = Failure.system()
            close(descriptor)
            throw failure
        }
        return OpenFile(
            descriptor: descriptor, kind: FileKind(mode: status.st_mode), size: Int(status.st_size))
    }

    /// A whole file, refused past `limit`.
    static func bytes(atPath path: String, limit: InputLimit) throws -> [UInt8] {
        let file = try open(path, limit: limit)
        defer { close(file.descriptor) }
        return try contents(of: file, limit: limit)
    }

    /// Everything left to read of an open file, refused past `limit`. A FIFO that
    /// gives nothing is refused too: with no writer it reads as empty, and an empty
    /// input is never what was meant (an empty spec, flow file or baseline is no
    /// such file), so the message says why it came empty.
    static func contents(of file: OpenFile, limit: InputLimit) throws -> [UInt8] {
        let bytes = try bytes(of: file.descriptor, limit: limit)
        if bytes.isEmpty, file.kind == .fifo {
            throw Failure(description: "nothing came: it is a FIFO with no writer, or a pipe closed empty")
        }
        return bytes
    }

    /// Everything from the descriptor's offset to the end; past `limit` bytes,
    /// reading stops and the input is refused.
    static func bytes(of descriptor: Int32, limit: InputLimit) throws -> [UInt8] {
        var status = stat()
        var bytes: [UInt8] = []
        if fstat(descriptor, &status) == 0 {
            bytes.reserveCapacity(min(max(Int(status.st_size), 0), limit.bytes))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // One byte past the limit is enough to know the input is over it.
            let wanted = min(chunk.count, limit.bytes + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.system()
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit.bytes { throw Failure(description: limit.exceeded, kind: .tooLarge) }
        }
        return bytes
    }
}

extension FileReader.Failure {
    /// The system's words for `errno`.
    static func system() -> Self {
        Self(description: String(cString: strerror(errno)), kind: errno == ENOENT ? .missing : .unreadable)
    }
}

/// `open(2)` read-only and non-blocking, by a name `FileReader.open` does not hide.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
}
