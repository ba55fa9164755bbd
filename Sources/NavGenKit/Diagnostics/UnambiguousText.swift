/// The text of a finding, written so that two different texts never print alike.
///
/// Findings quote the spec: patterns, keys, names, hosts. Unicode lets different
/// text look the same: the precomposed `é` (U+00E9) and `e` followed by U+0301 are
/// canonically equivalent, and navgen treats them as different (a URL's bytes
/// differ). So every scalar outside ASCII is written as a Swift escape,
/// `/caf\u{E9}` and `/cafe\u{301}`, and a backslash as `\\` so that an escape
/// cannot be typed to look like one. navgen's own separators (`→`, `›`, `…`) have
/// no other spelling and stay. ASCII control characters are left to the renderers,
/// which show each format's safe stand-in.
enum UnambiguousText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                result += "\\\\"
            } else if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x7F: scalar == "\\"
        case 0x2192, 0x203A, 0x2026: false
        default: true
        }
    }
}
