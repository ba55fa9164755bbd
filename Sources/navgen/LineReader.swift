/// Reads a file or stdin a line at a time, in constant memory whatever the input:
/// `--urls` and `--interactive` are streams, and one line is never allowed to grow
/// past ``InputLimit/line``. A longer line is skipped to its end and reported as
/// ``Line/tooLong(head:length:)``, its length counted but not kept. A UTF-8 byte
/// order mark at the start is skipped.
final class LineReader {
    /// A line's bytes, valid only during the call that receives them.
    enum Line {
        /// The line, trimmed of ASCII spaces, tabs and line ends.
        case text(UnsafeBufferPointer<UInt8>)
        /// A line over the limit: its first `limit` bytes, untrimmed, and its whole
        /// length in bytes (without the line break).
        case tooLong(head: UnsafeBufferPointer<UInt8>, length: Int)
    }

    let limit: Int
    /// Why reading stopped early, when it did (a read error); nil at a clean end.
    private(set) var failure: String?

    private let descriptor: Int32
    private let owned: Bool
    /// Unread bytes are `buffer[start..<end]`; `scanned` is how far a line break
    /// has been looked for.
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var start = 0
    private var end = 0
    private var scanned = 0
    private var reachedEnd = false
    private var checkedByteOrderMark = false

    /// Reads `path`, or stdin for `-`.
    convenience init(path: String, limit: Int = InputLimit.line.bytes) throws {
        if path == "-" {
            self.init(descriptor: STDIN_FILENO, owned: false, limit: limit)
        } else {
            self.init(descriptor: try FileReader.open(path).descriptor, owned: true, limit: limit)
        }
    }

    init(descriptor: Int32, owned: Bool, limit: Int = InputLimit.line.bytes) {
        self.descriptor = descriptor
        self.owned = owned
        self.limit = limit
        // Room for a whole line at the limit and one read's worth after it.
        capacity = limit + (1 << 16)
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
        if owned { close(descriptor) }
    }

    /// Calls `body` with the next line; nil at the end of the input.
    func nextLine<Result>(_ body: (Line) -> Result) -> Result? {
        while true {
            if !checkedByteOrderMark, !skipByteOrderMark() {
                fill()
                continue
            }
            let unscanned = UnsafeRawPointer(buffer + scanned)
            if scanned < end, let found = memchr(unscanned, 0x0A, end - scanned) {
                let lineEnd = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let lineStart = start
                start = lineEnd + 1
                scanned = start
                return deliver(lineStart..<lineEnd, body)
            }
            scanned = end
            if end - start > limit { return skipLongLine(body) }
            if reachedEnd {
                guard start < end else { return nil }
                let line = start..<end
                start = end
                return deliver(line, body)
            }
            fill()
        }
    }

    /// The next line as text, trimmed; over-long lines are skipped. Nil at the end.
    func next() -> String? {
        while let line = nextLine({ line -> String? in
            guard case .text(let bytes) = line else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }) {
            if let line { return line }
        }
        return nil
    }

    private func deliver<Result>(_ range: Range<Int>, _ body: (Line) -> Result) -> Result {
        guard range.count <= limit else {
            return body(
                .tooLong(
                    head: UnsafeBufferPointer(start: buffer + range.lowerBound, count: limit),
                    length: range.count))
        }
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isSpace(buffer[lower]) { lower += 1 }
        while upper > lower, Self.isSpace(buffer[upper - 1]) { upper -= 1 }
        return body(.text(UnsafeBufferPointer(start: buffer + lower, count: upper - lower)))
    }

    /// A line with no break in its first `limit` bytes: keeps those at the front of
    /// the buffer, reads and drops the rest up to the break, counting it.
    private func skipLongLine<Result>(_ body: (Line) -> Result) -> Result {
        compact()
        var length = end
        end = limit
        while !reachedEnd {
            let count = readMore(into: end)
            guard count > 0 else { break }
            if let found = memchr(buffer + end, 0x0A, count) {
                let lineEnd = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
                length += lineEnd - end
                let result = body(
                    .tooLong(head: UnsafeBufferPointer(start: buffer, count: limit), length: length))
                // What follows the break is the next lines' start.
                let rest = end + count - (lineEnd + 1)
                memmove(buffer, buffer + lineEnd + 1, rest)
                start = 0
                end = rest
                scanned = 0
                return result
            }
            length += count
        }
        let result = body(.tooLong(head: UnsafeBufferPointer(start: buffer, count: limit), length: length))
        start = 0
        end = 0
        scanned = 0
        return result
    }

    /// False while the input so far could still be the start of a byte order mark.
    private func skipByteOrderMark() -> Bool {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let available = end - start
        for index in 0..<min(available, 3) where buffer[start + index] != mark[index] {
            checkedByteOrderMark = true
            return true
        }
        guard available >= 3 || reachedEnd else { return false }
        if available >= 3 {
            start += 3
            scanned = start
        }
        checkedByteOrderMark = true
        return true
    }

    /// Reads more input after what is there, making room first.
    private func fill() {
        if end == capacity { compact() }
        let count = readMore(into: end)
        end += count
    }

    /// Moves the unread bytes to the front of the buffer.
    private func compact() {
        guard start > 0 else { return }
        memmove(buffer, buffer + start, end - start)
        end -= start
        scanned -= start
        start = 0
    }

    /// One `read(2)` into `buffer[offset...]`: the count read, 0 at the end or on an
    /// error (which ``failure`` keeps).
    private func readMore(into offset: Int) -> Int {
        while true {
            let count = read(descriptor, buffer + offset, capacity - offset)
            if count > 0 { return count }
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure = String(cString: strerror(errno)) }
            reachedEnd = true
            return 0
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
