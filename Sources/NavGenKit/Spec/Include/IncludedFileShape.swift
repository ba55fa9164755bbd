/// Whether an included file is a part of a spec at all, and the few characters a
/// finding may quote of one that is not.
///
/// An entry can name any file of the folder: a `README.md`, a `.env`, a key. Decoded
/// as a part of a spec, each of its lines could come back as the excerpt of a
/// finding (`unknown-key` under every line of a password file). So a file that does
/// not show a key an included file may hold is one `include-error` at the entry
/// that names it, quoting no more than the start of its first line, and none of its
/// own findings are reported.
enum IncludedFileShape {
    /// The most characters quoted of a file that is not a part of a spec: enough to
    /// recognise the file, too few to carry a secret whole.
    static let quotedLength = 24

    /// Whether the file shows `coordinators`, `conditions` or `include` at its top.
    ///
    /// With a document, its root must be a mapping holding one of them. Without one
    /// (the YAML could not be read), a line that starts with one of them before the
    /// place reading stopped counts: a feature file with a typo is still a part of the
    /// spec, and its `yaml-syntax` finding is what the author needs; text that never
    /// looked like a spec, a binary file say, is not.
    static func showsSpecKey(document: YAMLDocument?, findings: [Finding], bytes: [UInt8]) -> Bool {
        if let document {
            guard let root = document.root, document[root].kind == .mapping else { return false }
            return SpecDecoder.includedFileKeys.contains {
                document.value(of: root, forKey: $0.spelling) != nil
            }
        }
        let stoppedAt = findings.map(\.location.line).min() ?? Int.max
        var line = 1
        var start = 0
        while start < bytes.count, line <= stoppedAt {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if startsWithSpecKey(bytes[start..<end]) { return true }
            start = end + 1
            line += 1
        }
        return false
    }

    /// Whether a line starts with one of the keys, quoted or not, then a colon.
    private static func startsWithSpecKey(_ line: ArraySlice<UInt8>) -> Bool {
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        var text = line
        if let first = text.first, quotes.contains(first) { text = text.dropFirst() }
        for key in SpecDecoder.includedFileKeys where text.starts(with: key.spelling.utf8) {
            var rest = text.dropFirst(key.spelling.utf8.count)
            if let first = rest.first, quotes.contains(first) { rest = rest.dropFirst() }
            rest = rest.drop { $0 == UInt8(ascii: " ") }
            if rest.first == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// Why a file that is not a part of a spec is refused: `it is empty`, or `it
    /// begins 'API_TOKEN=ghp_1234567890…'` with at most ``quotedLength`` characters of
    /// its first line that is not blank, each one a terminal would act on replaced
    /// by its visible stand-in.
    static func refusal(of bytes: [UInt8]) -> String {
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, blank.contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return "it is empty" }
        // Four bytes a character at most: enough to see past the quoted length.
        let head = String(
            decoding: bytes[start..<min(bytes.count, start + 4 * quotedLength + 4)], as: UTF8.self)
        let line = head.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }
        var quoted = String.UnicodeScalarView(line.prefix(quotedLength).map(TerminalText.visible))
        if line.count > quotedLength { quoted.append("…") }
        return "it is not a part of a spec: it begins '\(String(quoted))'"
    }
}
