#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at the place a file is about to be written, which decides how the write
/// goes: a rename puts a new file in place, so it is only made where that loses
/// nothing but the old bytes (nothing there, or a regular file). A symbolic link
/// stays a link and its target is written instead; a device or a FIFO is written
/// through, or refused, never turned into a regular file.
enum WriteDestination: Equatable {
    /// Nothing: the write creates the file.
    case missing
    /// A regular file at the path itself.
    case file
    /// A symbolic link (or a chain of them) to a regular file, whose path, links
    /// followed, is given.
    case linkedFile(String)
    /// A character device or a FIFO, at the path or through links; the words name
    /// it in messages.
    case stream(String)

    /// Looks at `path`; anything no write should touch (a folder, a block device, a
    /// socket, a link to nothing) is an error naming it.
    static func at(_ path: String) throws(FileSystemError) -> WriteDestination {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            throw .system("write", path, code: code)
        }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        if isLink, stat(path, &info) != 0 {
            let code = errno
            guard code == ENOENT else { throw .system("write", path, code: code) }
            throw FileSystemError(
                "cannot write '\(path)': it is a symbolic link to a file that does not exist; "
                    + "create that file or remove the link")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return isLink ? .linkedFile(try realPath(of: path)) : .file
        case S_IFDIR:
            throw FileSystemError("'\(path)' is a folder, not a file")
        case S_IFCHR:
            return .stream("a character device")
        case S_IFIFO:
            return .stream("a FIFO")
        case S_IFBLK:
            throw FileSystemError(
                "cannot write '\(path)': it is a block device (a disk), which navgen never writes")
        default:
            throw FileSystemError("cannot write '\(path)': it is a socket, not a file")
        }
    }

    private static func realPath(of path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw .system("resolve", path, code: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
