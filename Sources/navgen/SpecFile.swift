import ArgumentParser
import NavGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spec path every command takes as its optional first argument.
struct SpecOptions: ParsableArguments {
    @Argument(help: "The spec file.", completion: .file(extensions: ["yaml", "yml"]))
    var spec: String = "navgen.yaml"
}

/// A spec file read from disk: its bytes for the loader, its text for excerpts.
struct SpecFile {
    var path: String
    var bytes: [UInt8]

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Reads the file, or prints why it cannot and exits with 2 ("could not run").
    static func read(_ path: String) throws -> SpecFile {
        do {
            return SpecFile(path: path, bytes: try FileReader.bytes(atPath: path, limit: .spec))
        } catch {
            throw cannotRead(path, error)
        }
    }

    static func cannotRead(_ path: String, _ error: any Error) -> ExitCode {
        Console.error("cannot read '\(path)': \(error)")
        return ExitCode(2)
    }
}

/// A spec file opened for `validate`: a regular file is parsed straight from its
/// descriptor, so a large spec is never in memory whole; its text is read only if a
/// finding needs a source excerpt. Anything else (a pipe, a device) is read up
/// front, no further than the spec limit.
struct OpenSpecFile {
    var path: String
    private var descriptor: Int32
    private var bytes: [UInt8]?

    /// Opens the file, or prints why it cannot and exits with 2 ("could not run").
    static func open(_ path: String) throws -> OpenSpecFile {
        do {
            let file = try FileReader.open(path, limit: .spec)
            var opened = OpenSpecFile(path: path, descriptor: file.descriptor, bytes: nil)
            if !file.isRegular { opened.bytes = try FileReader.bytes(of: file.descriptor, limit: .spec) }
            return opened
        } catch {
            throw SpecFile.cannotRead(path, error)
        }
    }

    func validate() -> Validator.Report {
        if let bytes { return Pipeline(bytes, file: path, includes: DiskSpecSources()).report }
        return Pipeline(fileDescriptor: descriptor, file: path, includes: DiskSpecSources()).report
    }

    /// The whole text, for excerpts; empty if the file can no longer be read.
    func text() -> String {
        String(decoding: contents(), as: UTF8.self)
    }

    /// The whole file, for excerpts and baselines; empty if it can no longer be read.
    func contents() -> [UInt8] {
        if let bytes { return bytes }
        guard lseek(descriptor, 0, SEEK_SET) == 0,
            let bytes = try? FileReader.bytes(of: descriptor, limit: .spec)
        else {
            return []
        }
        return bytes
    }
}

/// Reads files with POSIX calls, so a missing file, a folder or a permission
/// problem each get the system's own words, and never more than an input's limit:
/// a regular file over it is refused before reading, anything else (a FIFO, stdin,
/// `/dev/zero`) as soon as it passes it.
enum FileReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        /// What kind of failure, for a reader of included files (``DiskSpecSources``).
        var kind: SpecSourceError.Kind = .unreadable
    }

    /// Opens a file for reading; a folder, or a regular file over `limit`, is
    /// refused here, with its own words.
    static func open(_ path: String, limit: InputLimit? = nil) throws -> (descriptor: Int32, isRegular: Bool)
    {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else { throw Failure.system() }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = Failure.system()
            close(descriptor)
            throw failure
        }
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw Failure(description: "it is a folder")
        }
        if let limit, isRegular, Int(status.st_size) > limit.bytes {
            close(descriptor)
            throw Failure(description: limit.exceeded, kind: .tooLarge)
        }
        return (descriptor, isRegular)
    }

    /// A whole file, refused past `limit`.
    static func bytes(atPath path: String, limit: InputLimit) throws -> [UInt8] {
        let file = try open(path, limit: limit)
        defer { close(file.descriptor) }
        return try bytes(of: file.descriptor, limit: limit)
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

/// `open(2)` read-only, by a name `FileReader.open` does not hide.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY)
}
