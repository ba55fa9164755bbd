/// A folder as the kernel names it, every symbolic link followed: where the files
/// a spec includes must really be.
///
/// Whether an open file is inside is asked of its descriptor, not of its path: the
/// kernel's own path for the descriptor (`/proc/self/fd/N` on Linux, `F_GETPATH` on
/// Darwin) is where the file that will be read really is, so a link swapped between
/// a check and the `open` changes nothing. Resolving the path first (`realpath`) and
/// opening it after would check one file and read another. Where the system gives
/// no path for a descriptor (Linux without `/proc`), the path is resolved and the
/// file it names must be the very file open, by device and inode; that leaves a
/// window, and is the fallback only.
struct RealFolder: Equatable {
    /// The folder's real path, without a trailing slash (but `/` itself).
    let path: String

    /// The folder at `folder`; nil when it cannot be opened as a folder.
    init?(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let path = Self.path(of: descriptor) ?? Self.resolved(folder) else { return nil }
        self.path = path
    }

    /// Whether the file open on `descriptor` (opened by `path`) is inside the folder.
    func holds(_ descriptor: Int32, openedAs path: String) -> Bool {
        if let real = Self.path(of: descriptor) { return holds(real) }
        guard let real = Self.resolved(path), holds(real) else { return false }
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && stat(real, &named) == 0
            && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// Whether `other` is this folder or inside it.
    func holds(_ other: RealFolder) -> Bool {
        other.path == path || holds(other.path)
    }

    /// Whether the real path `real` is inside the folder.
    private func holds(_ real: String) -> Bool {
        real.hasPrefix(path == "/" ? "/" : path + "/") && real != path
    }

    /// The kernel's path of the file open on `descriptor`; nil where it gives none.
    static func path(of descriptor: Int32) -> String? {
        #if canImport(Glibc)
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = buffer.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    readlink("/proc/self/fd/\(descriptor)", $0.baseAddress!, $0.count - 1)
                }
            }
            // Not a path for a pipe or a socket (`pipe:[123]`).
            guard count > 0, buffer[0] == UInt8(ascii: "/") else { return nil }
            return String(decoding: buffer[..<count], as: UTF8.self)
        #elseif canImport(Darwin)
            var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
            guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return nil }
            return String(cString: buffer)
        #else
            return nil
        #endif
    }

    /// `realpath(3)` of `path`; nil when it cannot be resolved.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
