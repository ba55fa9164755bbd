import ArgumentParser
import Glibc
import NavGenKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
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
            let file = try FileReader.open(path)
            defer { close(file.descriptor) }
            return SpecFile(path: path, bytes: try FileReader.bytes(of: file.descriptor))
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
/// finding needs a source excerpt. Anything else (a pipe) is read up front.
struct OpenSpecFile {
    var path: String
    private var descriptor: Int32
    private var bytes: [UInt8]?

    /// Opens the file, or prints why it cannot and exits with 2 ("could not run").
    static func open(_ path: String) throws -> OpenSpecFile {
        do {
            let file = try FileReader.open(path)
            var opened = OpenSpecFile(path: path, descriptor: file.descriptor, bytes: nil)
            if !file.isRegular { opened.bytes = try FileReader.bytes(of: file.descriptor) }
            return opened
        } catch {
            throw SpecFile.cannotRead(path, error)
        }
    }

    func validate() -> Validator.Report {
        if let bytes { return Validator.validate(bytes, file: path) }
        return Validator.validate(fileDescriptor: descriptor, file: path)
    }

    /// The whole text, for excerpts; empty if the file can no longer be read.
    func text() -> String {
        if let bytes { return String(decoding: bytes, as: UTF8.self) }
        guard lseek(descriptor, 0, SEEK_SET) == 0, let bytes = try? FileReader.bytes(of: descriptor) else {
            return ""
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Reads whole files with POSIX calls, so a missing file, a folder or a permission
/// problem each get the system's own words.
enum FileReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Opens a file for reading; a folder is refused here, with its own words.
    static func open(_ path: String) throws -> (descriptor: Int32, isRegular: Bool) {
        let descriptor = Glibc.open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = Failure(description: String(cString: strerror(errno)))
            close(descriptor)
            throw failure
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw Failure(description: "it is a folder")
        }
        return (descriptor, (status.st_mode & S_IFMT) == S_IFREG)
    }

    /// A whole file, for inputs other than the spec (flow files, URL lists).
    static func bytes(atPath path: String) throws -> [UInt8] {
        let file = try open(path)
        defer { close(file.descriptor) }
        return try bytes(of: file.descriptor)
    }

    /// Everything from the descriptor's offset to the end.
    static func bytes(of descriptor: Int32) throws -> [UInt8] {
        var status = stat()
        var bytes: [UInt8] = []
        if fstat(descriptor, &status) == 0 { bytes.reserveCapacity(max(Int(status.st_size), 0)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
