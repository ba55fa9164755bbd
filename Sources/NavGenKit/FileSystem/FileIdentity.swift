#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path leads to, as the disk knows it: its device and inode. Two
/// paths with one identity are one file however they are spelled, through a
/// symbolic link or a hard link alike.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    /// The identity of what `path` leads to, links followed; nil when nothing is
    /// there (or it cannot be reached, which no write there would do either).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
