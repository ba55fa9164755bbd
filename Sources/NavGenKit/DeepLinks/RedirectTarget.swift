/// The URL a redirect opens: its param's value, as an absolute URL or as a path on the
/// origin the redirecting URL arrived through (docs/spec/deep-links.md, Redirect links).
///
/// The generated router builds the same text, so both follow a chain alike.
enum RedirectTarget {
    /// `value` when it starts with a scheme (`https://a.example/x`, `blog:post`); else the
    /// path `value` (its own query and fragment kept, a missing leading `/` added) on the
    /// arriving URL's scheme and host: `scheme://host/` + path for a host origin (a
    /// `scheme://host` entry, or `https` with a host of `deeplinks.hosts`), `scheme:///`
    /// + path for a bare scheme entry. The arriving URL's query and fragment are dropped.
    static func url(
        for value: String, arriving url: String, schemes: [SchemeEntry], hosts: [HostPattern]
    ) -> String {
        if hasScheme(value) { return value }
        let path = value.hasPrefix("/") ? String(value.dropFirst()) : value
        var text = url
        let origin = text.withUTF8 { bytes -> (scheme: String, host: String?)? in
            guard let parts = URLParts.split(bytes) else { return nil }
            let scheme = String(decoding: UnsafeBufferPointer(rebasing: bytes[parts.scheme]), as: UTF8.self)
            guard let authority = parts.authority else { return (scheme, nil) }
            var host = String(decoding: UnsafeBufferPointer(rebasing: bytes[authority]), as: UTF8.self)
            // An empty port is no port, as the matcher reads it.
            if host.hasSuffix(":") { host.removeLast() }
            let lowerScheme = scheme.lowercased()
            let lowerHost = host.lowercased()
            let named = schemes.contains { $0.host == lowerHost && $0.scheme == lowerScheme }
            let listed =
                lowerScheme == "https"
                && hosts.contains {
                    $0.matches(bytes, authority.lowerBound..<authority.lowerBound + host.utf8.count)
                }
            return (scheme, named || listed ? host : nil)
        }
        guard let origin else { return "/" + path }
        if let host = origin.host { return "\(origin.scheme)://\(host)/\(path)" }
        return "\(origin.scheme):///\(path)"
    }

    /// Whether `value` starts with `scheme:` (a letter, then letters, digits, `+`, `.`
    /// or `-`), and so is an absolute URL.
    static func hasScheme(_ value: String) -> Bool {
        var bytes = value.utf8.makeIterator()
        guard let first = bytes.next(), URLParts.isLetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return true }
            guard
                URLParts.isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2E
                    || byte == 0x2D
            else { return false }
        }
        return false
    }
}
