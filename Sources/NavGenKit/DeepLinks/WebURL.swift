/// What a `URL` param accepts: a web URL, read from its bytes so that the simulator and
/// the generated router (which runs the same test before `URL(string:)`) agree whatever
/// Foundation's release does with odd text (docs/decisions.md, "What a web URL is").
///
/// The text, percent-decoded once as every value is, must:
/// - hold only ASCII letters and digits, ``-._~:/?#@!$&'()*+,;=`` and `%` followed by two
///   hex digits: no space, no control, nothing non-ASCII, no stray `%`, at most one `#`;
/// - start with `http://` or `https://`, the scheme in any letter case;
/// - have a host: the authority (up to the first `/`, `?` or `#`) without user info
///   (up to its last `@`) and port (`:` and digits only) is not empty. (An IPv6 host,
///   bracketed, is not read: brackets are refused.)
enum WebURL {
    static func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard hasAllowedText(bytes) else { return false }
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
        let colon = (start..<end).first { bytes[$0] == UInt8(ascii: ":") } ?? end
        guard colon > start else { return false }
        guard colon < end else { return true }
        return (colon + 1..<end).allSatisfy { bytes[$0] &- UInt8(ascii: "0") < 10 }
    }

    /// Only allowed bytes, every `%` starting an escape, at most one `#`.
    private static func hasAllowedText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var hashes = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, ValueParser.hexValue(bytes[index + 1]) != nil,
                    ValueParser.hexValue(bytes[index + 2]) != nil
                else { return false }
                index += 3
                continue
            }
            if byte == UInt8(ascii: "#") { hashes += 1 }
            guard hashes <= 1, isAllowed(byte) else { return false }
            index += 1
        }
        return true
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
        return "-._~:/?#@!$&'()*+,;=".utf8.contains(byte)
    }
}
