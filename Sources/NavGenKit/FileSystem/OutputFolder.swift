#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder `navgen generate` writes into, and the only file operations it makes:
/// compare a file, write one atomically, create the folder, and remove navgen's own
/// leftover temporary files (``TemporaryFile``). Nothing else in the folder is
/// moved or deleted. Every call is a POSIX one, so a failure carries the system's
/// own reason.
package struct OutputFolder: Sendable {
    /// As given (relative to the working directory, or absolute); also how files are
    /// named in messages.
    package let path: String
    /// The folder, links followed, that a symbolic link at a file's place must lead
    /// into to be written through; nil when any target will do. Set by
    /// ``confined(to:)`` for a folder the spec chose.
    package internal(set) var linkRoot: String?

    package init(path: String) {
        self.path = path
    }

    /// What a write does when a device or a FIFO is at a file's place.
    package enum StreamPolicy: Sendable {
        /// An error: the output must be a regular file (generated Swift).
        case refuse
        /// Written into, as a program writing to `/dev/stdout` would (a baseline).
        case writeThrough
    }

    package enum State: Sendable, Equatable {
        case missing
        case directory
    }

    /// Whether the folder exists; an error when something else is in its place.
    package func state() throws(FileSystemError) -> State {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            throw .system("use output folder", path, code: code)
        }
        guard Self.isDirectory(info) else {
            throw FileSystemError("output folder '\(path)' is a file, not a folder")
        }
        return .directory
    }

    /// Creates the folder and any missing parents.
    package func create() throws(FileSystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for name in path.split(separator: "/") {
            prefix += name
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                var info = stat()
                guard code == EEXIST, stat(prefix, &info) == 0 else {
                    throw .system("create folder", prefix, code: code)
                }
                guard Self.isDirectory(info) else {
                    throw FileSystemError("'\(prefix)' is a file, not a folder")
                }
            }
            prefix += "/"
        }
    }

    /// The path of a file in the folder, for messages and I/O.
    package func filePath(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Whether anything is at a file's place. A symbolic link counts as there and is
    /// not followed: a skeleton that exists is the app's, whatever it is. A folder
    /// in its place is an error: navgen will not guess what to do with it.
    package func contains(_ name: String) throws(FileSystemError) -> Bool {
        let file = filePath(name)
        var info = stat()
        guard lstat(file, &info) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            throw .system("read", file, code: code)
        }
        guard !Self.isDirectory(info) else { throw FileSystemError("'\(file)' is a folder, not a file") }
        return true
    }

    /// How a file compares with what navgen would write.
    package enum Comparison: Sendable, Equatable {
        case missing
        case same
        case different
    }

    /// Compares a file with `contents` without reading more than their length (a
    /// file of another size differs). Anything but a regular file in its place (a
    /// folder, a device, a pipe) is an error rather than something to read forever.
    package func compare(_ name: String, with contents: String) throws(FileSystemError) -> Comparison {
        let file = filePath(name)
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            throw .system("read", file, code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system("read", file, code: errno) }
        guard !Self.isDirectory(info) else { throw FileSystemError("'\(file)' is a folder, not a file") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileSystemError("'\(file)' is not a regular file (a device, a pipe or a socket)")
        }
        var text = contents
        let outcome = text.withUTF8 { expected -> Result<Bool, FileSystemError> in
            guard Int(info.st_size) == expected.count else { return .success(false) }
            return Self.remainder(of: descriptor, equals: UnsafeRawBufferPointer(expected)).mapError {
                .system("read", file, code: $0.code)
            }
        }
        return try outcome.get() ? .same : .different
    }

    /// Writes a file, never turning what is there into something else. A regular
    /// file, or none, is written atomically: the bytes go to a temporary file in the
    /// same folder, which is then renamed over the target, so a reader (Xcode, a
    /// concurrent build) sees the old file or the new one, never half of one. A
    /// symbolic link to a regular file stays a link: its target is written the same
    /// way, in the target's folder, and must be inside ``linkRoot`` when there is
    /// one. A device or a FIFO is written through or refused, as `streams` says.
    package func write(_ contents: String, to name: String, streams: StreamPolicy = .refuse)
        throws(FileSystemError)
    {
        let target = filePath(name)
        switch try WriteDestination.at(target) {
        case .missing, .file:
            try Self.replace(target, with: contents, in: self, naming: target)
        case .linkedFile(let real):
            if let linkRoot, !Self.isInside(real, linkRoot) {
                throw FileSystemError(
                    "cannot write '\(target)': it is a symbolic link to '\(real)', outside the spec's folder "
                        + "'\(linkRoot)'; a file in a folder the spec chooses must stay inside the spec's folder "
                        + "(remove the link, or pass the folder with --output)")
            }
            let folder = OutputFolder(path: OutputLocation.folder(of: real))
            try Self.replace(real, with: contents, in: folder, naming: target)
        case .stream(let kind):
            guard streams == .writeThrough else {
                throw FileSystemError(
                    "'\(target)' is not a regular file (\(kind)); remove it to generate the file")
            }
            try StreamWriter.write(contents, to: target)
        }
    }

    /// Writes `file` atomically through a temporary file in `folder`, its own folder;
    /// messages name `shown`, the path the user gave.
    private static func replace(
        _ file: String, with contents: String, in folder: OutputFolder, naming shown: String
    )
        throws(FileSystemError)
    {
        let temporary = try TemporaryFile.create(in: folder, for: shown)
        var text = contents
        let written = text.withUTF8 { temporary.append(UnsafeRawBufferPointer($0)) }
        if let failure = written {
            temporary.discard()
            throw .system("write", shown, code: failure.code)
        }
        if let failure = temporary.move(over: file) {
            temporary.discard()
            throw .system("write", shown, code: failure.code)
        }
        if let failure = temporary.release() {
            throw .system("write", shown, code: failure.code)
        }
    }

    /// Removes the temporary files of navgen runs that were killed before their
    /// rename. Best effort: what cannot be removed stays, and the write that follows
    /// reports the folder's problem itself.
    package func removeLeftoverTemporaryFiles() {
        TemporaryFile.removeLeftovers(in: self)
    }

    private static func isDirectory(_ info: stat) -> Bool {
        info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether the rest of the file is exactly `expected`: one byte more is read to
    /// see the file end where `expected` does.
    private static func remainder(of descriptor: Int32, equals expected: UnsafeRawBufferPointer)
        -> Result<Bool, SystemCallFailure>
    {
        let chunkSize = 1 << 16
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        var offset = 0
        while true {
            let count = read(descriptor, chunk.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemCallFailure(code: errno))
            }
            if count == 0 { return .success(offset == expected.count) }
            guard offset + count <= expected.count, let got = chunk.baseAddress,
                let wanted = expected.baseAddress, memcmp(got, wanted + offset, count) == 0
            else { return .success(false) }
            offset += count
        }
    }
}
