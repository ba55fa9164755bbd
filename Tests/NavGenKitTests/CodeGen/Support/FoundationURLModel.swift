/// What `URL(string:)` makes of a string's scheme, path, query and fragment, on
/// Apple platforms (CFURL, iOS 17 and macOS 14 on) and in swift-foundation's
/// current `URL`: a component that is not valid RFC 3986 has every byte it may not
/// hold percent-encoded, a `%` that starts no escape included, and its valid
/// escapes kept. The authority is kept as written (hosts are IDNA's business,
/// which navgen does not read).
///
/// Swift 6.3's Foundation on Linux differs: it re-encodes the valid escapes of such
/// a component too (`%41 b` becomes `%2541%20b`), and drops a port it cannot hold
/// in an `Int` when it rewrites. The differential test uses this model to tell
/// those rewrites from a disagreement.
enum FoundationURLModel {
    static func absoluteString(_ string: String) -> String {
        let bytes = Array(string.utf8)
        var index = 0
        var scheme: Range<Int>?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                if index > 0 { scheme = 0..<index }
                break
            }
            if "/?#[]@".utf8.contains(byte) { break }
            index += 1
        }
        var start = scheme.map { $0.upperBound + 1 } ?? 0
        var authority: Range<Int>?
        if start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") {
            var end = start + 2
            while end < bytes.count, !"/?#".utf8.contains(bytes[end]) { end += 1 }
            authority = start + 2..<end
            start = end
        }
        var pathEnd = start
        while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#")
        {
            pathEnd += 1
        }
        var query: Range<Int>?
        var fragment: Range<Int>?
        if pathEnd < bytes.count, bytes[pathEnd] == UInt8(ascii: "?") {
            var end = pathEnd + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "#") { end += 1 }
            query = pathEnd + 1..<end
            if end < bytes.count { fragment = end + 1..<bytes.count }
        } else if pathEnd < bytes.count {
            fragment = pathEnd + 1..<bytes.count
        }
        var result: [UInt8] = []
        if let scheme { result += bytes[scheme] + [UInt8(ascii: ":")] }
        if let authority { result += Array("//".utf8) + bytes[authority] }
        let path = Array(bytes[start..<pathEnd])
        if isValid(path, allowed: pathAllowed) {
            result += path
        } else if authority == nil, path.first != UInt8(ascii: "/") {
            // Without an authority, a first segment may not hold `:`.
            let slash = path.firstIndex(of: UInt8(ascii: "/")) ?? path.count
            result += encoded(path[..<slash], allowed: pathAllowed.subtracting([UInt8(ascii: ":")]))
            result += encoded(path[slash...], allowed: pathAllowed)
        } else {
            result += encoded(path[...], allowed: pathAllowed)
        }
        for (mark, range) in [(UInt8(ascii: "?"), query), (UInt8(ascii: "#"), fragment)] {
            guard let range else { continue }
            let part = Array(bytes[range])
            result.append(mark)
            result += isValid(part, allowed: queryAllowed) ? part : encoded(part[...], allowed: queryAllowed)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let unreserved = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    private static let pathAllowed = unreserved.union("!$&'()*+,;=:@/".utf8)
    private static let queryAllowed = pathAllowed.union("?".utf8)

    private static func isHex(_ byte: UInt8) -> Bool {
        "0123456789abcdefABCDEF".utf8.contains(byte)
    }

    private static func isEscape(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.endIndex && isHex(bytes[index + 1])
            && isHex(bytes[index + 2])
    }

    private static func isValid(_ bytes: [UInt8], allowed: Set<UInt8>) -> Bool {
        // The two hex digits after an escape's `%` are letters or digits: allowed anyway.
        let slice = bytes[...]
        return slice.indices.allSatisfy { allowed.contains(slice[$0]) || isEscape(slice, at: $0) }
    }

    private static func encoded(_ bytes: ArraySlice<UInt8>, allowed: Set<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if isEscape(bytes, at: index) {
                result += bytes[index..<index + 3]
                index += 3
                continue
            }
            let byte = bytes[index]
            if allowed.contains(byte) {
                result.append(byte)
            } else {
                result += Array("%".utf8) + Array(String(byte, radix: 16, uppercase: true).utf8).padded
            }
            index += 1
        }
        return result
    }
}

extension Array where Element == UInt8 {
    /// Two hex digits.
    fileprivate var padded: [UInt8] { count == 1 ? [UInt8(ascii: "0")] + self : self }
}
