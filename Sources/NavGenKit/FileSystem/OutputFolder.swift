import Glibc

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The folder `navgen generate` writes into, and the only file operations it makes:
/// read a file, write one atomically, create the folder. Nothing here lists, moves
/// or deletes anything else, so the rest of the folder is never touched.
public struct OutputFolder: Sendable {
    /// As given (relative to the working directory, or absolute); also how files are
    /// named in messages.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public enum State: Sendable, Equatable {
        case missing
        case directory
    }

    /// Whether the folder exists; an error when something else is in its place.
    public func state() throws(FileSystemError) -> State {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        guard isDirectory else {
            throw FileSystemError("output folder '\(path)' is a file, not a folder")
        }
        return .directory
    }

    /// Creates the folder and any missing parents.
    public func create() throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError("cannot create output folder '\(path)': \(Self.reason(error))")
        }
    }

    /// The path of a file in the folder, for messages and I/O.
    public func filePath(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// A file's bytes; nil when it does not exist. A directory in its place, or an
    /// unreadable file, is an error: navgen will not guess what to do with it.
    public func contents(of name: String) throws(FileSystemError) -> [UInt8]? {
        let file = filePath(name)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory else { throw FileSystemError("'\(file)' is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw FileSystemError("cannot read '\(file)'")
        }
        return [UInt8](data)
    }

    /// Writes a file atomically: the bytes go to a temporary file in the same folder,
    /// which is then renamed over the target, so a reader (Xcode, a concurrent build)
    /// sees the old file or the new one, never half of one.
    public func write(_ contents: String, to name: String) throws(FileSystemError) {
        let target = filePath(name)
        let temporary = filePath(
            ".\(name).navgen-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        )
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw FileSystemError("cannot write '\(target)'")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw FileSystemError("cannot write '\(target)': \(reason)")
        }
    }

    /// The system's reason, when the error carries one (permission denied, no space).
    private static func reason(_ error: any Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }
}

/// A file-system problem: `navgen generate` exits 2 with its message.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
