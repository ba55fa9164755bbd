import ArgumentParser
import Foundation
import NavGenKit

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
            return SpecFile(path: path, bytes: try FileReader.bytes(atPath: path))
        } catch {
            Console.error("cannot read '\(path)': \(error)")
            throw ExitCode(2)
        }
    }
}

/// Reads whole files with POSIX calls, so a missing file, a folder or a permission
/// problem each get the system's own words.
enum FileReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func bytes(atPath path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(description: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw Failure(description: "it is a folder") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(Int(status.st_size), 0))
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
