/// What text looks like on a terminal: which scalars are safe to print, and how
/// many cells the safe ones take.
///
/// Specs, URLs, flow files, actions and paths are user data: they can hold escape
/// sequences, carriage returns or bidirectional overrides (on purpose or as binary
/// junk). Printed raw, they would retitle the terminal, recolour, overwrite or
/// reorder the output (a failed flow could print as passed), so every text output
/// prints a visible stand-in for each, one scalar for one, which keeps columns
/// counting. This is the one sanitiser every command uses.
package enum TerminalText {
    /// `text` with every unsafe scalar replaced by ``visible(_:)``. With
    /// `keepingLineBreaks`, a line feed stays a line feed: for messages of several
    /// lines, such as a usage error's.
    package static func sanitized(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard !isSafe(text, keepingLineBreaks: keepingLineBreaks) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(keepingLineBreaks && scalar == "\n" ? scalar : visible(scalar))
        }
        return String(result)
    }

    /// The scalar itself when printing it is harmless; otherwise its Control
    /// Pictures symbol (`␛` for ESC) for the C0 controls and DEL, and `�` for the
    /// C1 controls, line separators and bidirectional formatting characters.
    /// Tabs are harmless: they are how the source is indented.
    package static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: scalar
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? replacement
        case 0x7F: "\u{2421}"
        default: isHarmless(scalar) ? scalar : replacement
        }
    }

    /// Whether a terminal shows `scalar` as a character, without acting on it: not
    /// a C0 or C1 control (tab aside), DEL, a line or paragraph separator, or a
    /// bidirectional formatting character (marks, embeddings, overrides, isolates).
    package static func isHarmless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: true
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: false
        default: true
        }
    }

    /// Whether `text` prints as it is (so the common case copies nothing).
    static func isSafe(_ text: String, keepingLineBreaks: Bool) -> Bool {
        var text = text
        return text.withUTF8 { isSafe(utf8: $0, keepingLineBreaks: keepingLineBreaks) }
    }

    /// Whether UTF-8 `bytes` print as they are. Printable ASCII answers at once;
    /// anything else is decided scalar by scalar (invalid UTF-8 is not safe: it is
    /// shown as `�`).
    package static func isSafe(utf8 bytes: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool = false)
        -> Bool
    {
        var asciiOnly = true
        for byte in bytes {
            if byte >= 0x80 {
                asciiOnly = false
            } else if byte < 0x20 || byte == 0x7F {
                guard byte == 0x09 || (keepingLineBreaks && byte == 0x0A) else { return false }
            }
        }
        if asciiOnly { return true }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if !isHarmless(scalar), !(keepingLineBreaks && scalar == "\n") { return false }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// How many terminal cells `scalar` takes (0, 1 or 2), to put a caret under a
    /// column of text with accents, CJK or emoji in front of it.
    ///
    /// An approximation of `wcwidth`: combining marks and format characters take
    /// none, emoji shown as emoji and the East Asian wide blocks take two. A wrong
    /// guess only shifts the caret; it never changes what is printed.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Hangul Jamo, CJK radicals to Yi, Hangul syllables, CJK compatibility,
    /// vertical and fullwidth forms, and the supplementary ideographic planes.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x2_0000...0x2_FFFD, 0x3_0000...0x3_FFFD,
    ]
}
