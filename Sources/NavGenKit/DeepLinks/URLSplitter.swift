/// navgen's own URL splitter: the few parts deep-link matching reads, as byte ranges
/// of the URL's UTF-8, without Foundation's `URL` (whose parsing differs between
/// platforms and versions) and without allocating.
///
/// It splits where Foundation's `URL(string:)` splits, so that reading a URL's text
/// and reading the `absoluteString` an app gets for it agree:
/// - `scheme ":" rest`, where the scheme is a letter followed by letters, digits,
///   `+`, `-` or `.`, and comes before any `/`, `?` or `#`. Anything else is not a URL.
/// - The fragment runs from the first `#` after the scheme to the end; it is no
///   part of the path or query.
/// - If `rest` starts with `//`, the authority runs to the next `/` or `?`. Without
///   `//` there is no authority (`recipes:settings` is a path).
/// - The path runs to the first `?`; the query is everything after it.
/// - Bytes are taken as they are (non-ASCII text included); only `%XX` is decoded,
///   later, per segment, key and value. Foundation percent-encodes the bytes a URL
///   may not hold, which decode back to the same bytes, so raw text reads the same.
struct URLParts {
    var scheme: Range<Int>
    var authority: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    /// After the first `#`, as it is (`#{name}` reads it whole); nil without `#`.
    var fragment: Range<Int>? = nil

    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> URLParts? {
        var colon = -1
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                colon = index
                break
            }
            if index == 0 ? !isLetter(byte) : !isSchemeByte(byte) { return nil }
        }
        guard colon > 0 else { return nil }
        var end = bytes.count
        for index in colon + 1..<bytes.count where bytes[index] == UInt8(ascii: "#") {
            end = index
            break
        }
        var start = colon + 1
        var authority: Range<Int>?
        if start + 1 < end, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") {
            var stop = start + 2
            while stop < end, bytes[stop] != UInt8(ascii: "/"), bytes[stop] != UInt8(ascii: "?") { stop += 1 }
            authority = start + 2..<stop
            start = stop
        }
        var pathEnd = start
        while pathEnd < end, bytes[pathEnd] != UInt8(ascii: "?") { pathEnd += 1 }
        let query = pathEnd < end ? pathEnd + 1..<end : nil
        return URLParts(
            scheme: 0..<colon, authority: authority, path: start..<pathEnd, query: query,
            fragment: end < bytes.count ? end + 1..<bytes.count : nil)
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always)
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// ASCII case-insensitive comparison with an already lowercased name.
    @inline(__always)
    static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ name: [UInt8])
        -> Bool
    {
        guard range.count == name.count else { return false }
        var offset = 0
        for index in range {
            var byte = bytes[index]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte != name[offset] { return false }
            offset += 1
        }
        return true
    }

    static let https: [UInt8] = Array("https".utf8)

    /// Whether a host has a punycode label (`xn--`), for messages.
    static func isPunycode(_ host: String) -> Bool {
        host.lowercased().split(separator: ".", omittingEmptySubsequences: false).contains {
            $0.hasPrefix("xn--")
        }
    }
}

/// The ranges of a path's segments: one leading `/` starts the
/// path, one trailing `/` is ignored, an empty path has no segments. Empty
/// segments in between are kept (they match nothing). An iterator rather than a
/// callback, so the matcher's loop needs no closure.
struct PathSegments: IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var start: Int
    private let end: Int
    private var done: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>) {
        self.bytes = bytes
        var start = path.lowerBound
        if !path.isEmpty, bytes[start] == UInt8(ascii: "/") { start += 1 }
        self.start = start
        // "/" alone (or nothing): no segments.
        done = start >= path.upperBound
        // Drop one trailing slash: "/a/" is "/a", and "//" is one empty segment.
        end = !done && bytes[path.upperBound - 1] == UInt8(ascii: "/") ? path.upperBound - 1 : path.upperBound
    }

    mutating func next() -> Range<Int>? {
        guard !done else { return nil }
        var index = start
        while index < end, bytes[index] != UInt8(ascii: "/") { index += 1 }
        let segment = start..<index
        if index >= end { done = true } else { start = index + 1 }
        return segment
    }
}
