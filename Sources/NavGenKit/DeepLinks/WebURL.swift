/// What a `URL` param accepts: a web URL, read from its bytes so that the simulator and
/// the generated router (which runs the same test before `URL(string:)`) agree whatever
/// Foundation's release does with odd text (docs/decisions.md, "What a web URL is").
///
/// The text, percent-decoded once as every value is, must:
/// - hold only the characters RFC 3986 allows in a URL (ASCII letters and digits,
///   ``-._~:/?#[]@!$&'()*+,;=`` and `%`): no space, no control, nothing non-ASCII;
/// - start with `http://` or `https://`, the scheme in any letter case;
/// - have a host: the authority (up to the first `/`, `?` or `#`) without user info
///   (up to its last `@`) and port (`:` and digits only) is not empty; an IPv6 host is
///   bracketed, `[::1]`.
enum WebURL {
    static func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.allSatisfy(isAllowed) else { return false }
        var start: Int
        if hasPrefix(bytes, "http://") {
            start = 7
        } else if hasPrefix(bytes, "https://") {
            start = 8
        } else {
            return false
        }
        var end = start
        while end < bytes.count, !"/?#".utf8.contains(bytes[end]) { end += 1 }
        if let at = (start..<end).last(where: { bytes[$0] == UInt8(ascii: "@") }) { start = at + 1 }
        guard start < end else { return false }
        if bytes[start] == UInt8(ascii: "[") {
            guard let close = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "]") }),
                close > start + 1
            else { return false }
            return isPort(bytes, from: close + 1, to: end)
        }
        let colon = (start..<end).first { bytes[$0] == UInt8(ascii: ":") } ?? end
        return colon > start && isPort(bytes, from: colon, to: end)
    }

    /// Nothing, or `:` and digits.
    private static func isPort(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard start < end else { return true }
        guard bytes[start] == UInt8(ascii: ":") else { return false }
        return (start + 1..<end).allSatisfy { bytes[$0] &- UInt8(ascii: "0") < 10 }
    }

    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = prefix.utf8Start
        for index in 0..<count where ASCIICase.lowered(bytes[index]) != start[index] { return false }
        return true
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10
        {
            return true
        }
        return "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
    }
}
