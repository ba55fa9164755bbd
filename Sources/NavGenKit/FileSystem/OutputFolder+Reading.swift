#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// The most of a kept file navgen reads to check it: a skeleton is a few
    /// hundred lines; anything far larger is not one.
    package static let readLimit = 8 << 20

    /// The text of a file in the folder, for reading a skeleton the app keeps (never
    /// to write it back); nil when there is none. Only a regular file of at most
    /// ``readLimit`` bytes is read, so a device or a pipe in its place is an error
    /// rather than a read that never ends. Bytes that are not UTF-8 are replaced.
    package func text(of name: String) throws(FileSystemError) -> String? {
        let file = filePath(name)
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .system("read", file, code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system("read", file, code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileSystemError("'\(file)' is not a regular file")
        }
        guard Int(info.st_size) <= Self.readLimit else {
            throw FileSystemError("'\(file)' is larger than \(Self.readLimit >> 20) MB")
        }
        var bytes: [UInt8] = []
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while bytes.count <= Self.readLimit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system("read", file, code: errno)
            }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += chunk[0..<count]
        }
        throw FileSystemError("'\(file)' is larger than \(Self.readLimit >> 20) MB")
    }
}
