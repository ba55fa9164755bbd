/// The spec's text split into lines the way libyaml counts them, so that a finding's
/// line number finds the text the user sees there.
///
/// libyaml ends a line at LF, CR, CRLF, NEL, LS and PS, and skips a leading byte
/// order mark without counting it as a column; so does this type. The breaks
/// themselves are not part of any line, which keeps a CRLF file from showing a
/// stray carriage return.
///
/// Only the byte ranges of the lines are found up front, in one pass over UTF-8;
/// a line becomes a `String` when a finding asks for it. A report with three findings
/// on a 100,000-route spec should not build 100,000 strings.
struct SourceLines {
    private let bytes: [UInt8]
    private var ranges: [Range<Int>] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            let breakLength = Self.lineBreakLength(bytes, at: index)
            guard breakLength > 0 else {
                index += 1
                continue
            }
            ranges.append(start..<index)
            index += breakLength
            start = index
        }
        // A final break ends the last line; it does not start an empty one.
        if start < bytes.count { ranges.append(start..<bytes.count) }
    }

    /// The length in bytes of the line break at `index`, or 0 when there is none.
    private static func lineBreakLength(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A:
            return 1
        case 0x0D:
            return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    var count: Int { ranges.count }

    /// The text of the 1-based line `number`, or nil past either end of the file.
    subscript(number: Int) -> String? {
        guard ranges.indices.contains(number - 1) else { return nil }
        return String(decoding: bytes[ranges[number - 1]], as: UTF8.self)
    }
}
