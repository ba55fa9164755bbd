import CYaml

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the loader reads YAML text from.
///
/// A UTF-8 byte order mark at the start is not given to libyaml: told the encoding,
/// libyaml skips the mark as if it were a character of the first line, so a first
/// key after it sits in column 2 and the second key's indentation no longer
/// matches. Without it, line 1's columns count from the first character after the
/// mark, as ``SourceLines`` counts them for excerpts.
enum YAMLInput {
    /// Text already in memory.
    case bytes([UInt8])
    /// A regular file, read from its start in the chunks libyaml asks for, so a large
    /// spec is never in memory whole next to the model built from it.
    case file(descriptor: Int32)

    /// The input's size in bytes (0 when it cannot be told).
    var byteCount: Int {
        switch self {
        case .bytes(let bytes):
            return bytes.count
        case .file(let descriptor):
            var status = stat()
            return fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        }
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// 3 when the input starts with a UTF-8 byte order mark, else 0.
    var byteOrderMarkLength: Int {
        switch self {
        case .bytes(let bytes):
            return bytes.starts(with: Self.byteOrderMark) ? 3 : 0
        case .file(let descriptor):
            return Self.read(descriptor, count: 3, at: 0) == Self.byteOrderMark ? 3 : 0
        }
    }

    /// Points the parser at the input, after any byte order mark, for the duration
    /// of `body`.
    func withParser<Result>(
        _ parser: UnsafeMutablePointer<yaml_parser_t>, _ body: () -> Result
    ) -> Result {
        let start = byteOrderMarkLength
        switch self {
        case .bytes(let bytes):
            return bytes.withUnsafeBufferPointer { buffer in
                yaml_parser_set_input_string(
                    parser, buffer.baseAddress.map { $0 + start }, buffer.count - start)
                return body()
            }
        case .file(let descriptor):
            var reader = FileChunkReader(descriptor: descriptor, offset: off_t(start))
            return withUnsafeMutablePointer(to: &reader) { context in
                yaml_parser_set_input(
                    parser,
                    { context, buffer, size, sizeRead in
                        FileChunkReader.read(context, buffer, size, sizeRead)
                    }, context)
                return body()
            }
        }
    }

    /// The first `count` bytes after any byte order mark (the bytes libyaml was
    /// given), for counting lines and columns up to a reader error.
    func prefix(_ count: Int) -> [UInt8] {
        let start = byteOrderMarkLength
        switch self {
        case .bytes(let bytes):
            return Array(bytes.dropFirst(start).prefix(count))
        case .file(let descriptor):
            return Self.read(descriptor, count: count, at: start)
        }
    }

    /// The text of the line that holds byte `offset` (counted after any byte order
    /// mark), at most 4 KiB of it on each side: what a syntax error's help reads.
    func line(around offset: Int) -> String {
        let reach = 4 << 10
        let start = max(0, offset - reach)
        let window: [UInt8]
        switch self {
        case .bytes(let bytes):
            window = Array(bytes.dropFirst(byteOrderMarkLength + start).prefix(offset - start + reach))
        case .file(let descriptor):
            window = Self.read(descriptor, count: offset - start + reach, at: byteOrderMarkLength + start)
        }
        let position = min(offset - start, window.count)
        let newline = UInt8(ascii: "\n")
        let first = window[..<position].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let end = window[position...].firstIndex(of: newline) ?? window.count
        return String(decoding: window[first..<end], as: UTF8.self)
    }

    /// Up to `count` bytes of the file from `offset`; fewer at its end or on an error.
    private static func read(_ descriptor: Int32, count: Int, at offset: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled))
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(bytes[0..<filled])
    }
}

/// libyaml's read callback state for a file: positional reads, so the descriptor's
/// own offset neither matters nor changes.
private struct FileChunkReader {
    var descriptor: Int32
    var offset: off_t = 0

    /// libyaml's read handler: 1 with the count read (0 at the end), 0 on an error.
    static func read(
        _ context: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int,
        _ sizeRead: UnsafeMutablePointer<Int>?
    ) -> Int32 {
        guard let context, let buffer, let sizeRead else { return 0 }
        let reader = context.assumingMemoryBound(to: FileChunkReader.self)
        while true {
            let count = pread(reader.pointee.descriptor, buffer, size, reader.pointee.offset)
            if count >= 0 {
                reader.pointee.offset += off_t(count)
                sizeRead.pointee = count
                return 1
            }
            if errno != EINTR { return 0 }
        }
    }
}
