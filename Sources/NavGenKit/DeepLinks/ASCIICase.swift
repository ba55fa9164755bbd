/// Letter case as deep links compare it: A-Z with a-z, every other byte exactly.
///
/// Hosts compare so (RFC 3986), and so do literals and keys under
/// `deeplinks.caseInsensitive`. Unicode case folding is not used: `URL` and the
/// generated router see bytes, and `ß` or `İ` would fold to text of another length.
enum ASCIICase {
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The text with its ASCII capitals lowered, the rest untouched.
    static func lowered(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
            return text
        }
        return String(decoding: text.utf8.map(lowered), as: UTF8.self)
    }

    /// The text with its ASCII small letters raised, the rest untouched.
    static func raised(_ text: String) -> String {
        String(
            decoding: text.utf8.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 & ~0x20 : $0 },
            as: UTF8.self)
    }

    /// Whether the text has an ASCII letter, which letter case could change.
    static func hasLetter(_ text: String) -> Bool {
        text.utf8.contains { lowered($0) >= UInt8(ascii: "a") && lowered($0) <= UInt8(ascii: "z") }
    }
}

extension ExactText {
    /// The text as compared under `deeplinks.caseInsensitive` (ASCII capitals lowered).
    var caseFolded: ExactText { ExactText(ASCIICase.lowered(value)) }

    /// The text as compared: itself, or ``caseFolded`` when `folding`.
    func folded(_ folding: Bool) -> ExactText { folding ? caseFolded : self }
}
