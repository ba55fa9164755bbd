#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A temporary file of navgen's own, that a write fills and renames over its target.
///
/// Its name is `.navgen-tmp-` and 16 hex digits: short whatever the target's name
/// (a target near the 255-byte limit still gets one), and recognisable, so the next
/// run in the folder removes what a killed run left behind and never touches a file
/// of the user's. The writer holds an advisory lock (`flock`) on it from creation to
/// rename; the system drops the lock when a process dies, so a file nobody holds
/// is a leftover, and one that is held belongs to a navgen still writing.
struct TemporaryFile {
    static let prefix = ".navgen-tmp-"
    private static let digits = 16

    let path: String
    private let descriptor: Int32

    /// Whether a file name is one ``create(in:for:)`` makes.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == digits && suffix.allSatisfy(isLowercaseHexDigit)
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// A new, empty, locked temporary file in `folder`; `target` names the write in
    /// messages.
    static func create(in folder: OutputFolder, for target: String) throws(FileSystemError) -> TemporaryFile {
        for _ in 0..<16 {
            let hex = String(UInt64.random(in: .min ... .max), radix: 16)
            let path = folder.filePath(prefix + String(repeating: "0", count: digits - hex.count) + hex)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                let code = errno
                if code == EEXIST { continue }
                throw .system("write", target, code: code)
            }
            // Without locks (some network disks) the file is written unlocked, and
            // a cleanup, unable to lock it either, leaves it alone.
            _ = flock(descriptor, LOCK_EX)
            // Another navgen's cleanup may have removed the file before the lock.
            guard refers(descriptor, to: path) else {
                close(descriptor)
                continue
            }
            return TemporaryFile(path: path, descriptor: descriptor)
        }
        throw FileSystemError("cannot write '\(target)': no free temporary file name in '\(folder.path)'")
    }

    /// Appends all of `bytes`; the failure's `errno` if the system refused.
    func append(_ bytes: UnsafeRawBufferPointer) -> SystemCallFailure? {
        StreamWriter.writeAll(bytes, to: descriptor)
    }

    /// Renames the file over `target`, still locked so that no cleanup takes it.
    func move(over target: String) -> SystemCallFailure? {
        rename(path, target) == 0 ? nil : SystemCallFailure(code: errno)
    }

    /// Closes the file, which releases the lock.
    func release() -> SystemCallFailure? {
        close(descriptor) == 0 ? nil : SystemCallFailure(code: errno)
    }

    /// Removes and closes the file after a failed write.
    func discard() {
        unlink(path)
        close(descriptor)
    }

    /// Removes the temporary files in `folder` that no navgen holds: regular files
    /// with a temporary name, never followed through a link.
    static func removeLeftovers(in folder: OutputFolder) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where isTemporaryName(name) {
            let path = folder.filePath(name)
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                flock(descriptor, LOCK_EX | LOCK_NB) == 0, refers(descriptor, to: path)
            else { continue }
            unlink(path)
        }
    }

    /// Whether `path` still names the file open as `descriptor`.
    private static func refers(_ descriptor: Int32, to path: String) -> Bool {
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0 && opened.st_dev == named.st_dev
            && opened.st_ino == named.st_ino
    }
}
