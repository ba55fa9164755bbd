/// A `deeplinks.hosts` entry (docs/spec.md, "Deep links"): one host, or every
/// subdomain of a domain (`*.example.com`, at any depth, never the bare domain).
///
/// It lives below the decoder, which checks the entries with ``init(parsing:)``, and
/// the URL matcher, which compares hosts with ``matches(_:_:)``.
package enum HostPattern: Hashable, Sendable {
    /// This host, lowercased.
    case exact(String)
    /// Any host that ends in `.` and this domain (lowercased), with a label before it.
    case anySubdomain(of: String)

    /// Why an entry is not a host pattern.
    enum Problem: Error, Equatable {
        /// It holds a character that makes it a URL (`/`, `:`, `?`, `#`, `@`, space).
        case notAHost
        /// It is not plain ASCII, or has a punycode label (``PlainHost``).
        case notPlain
        /// A `*` other than one leading `*.` before a domain.
        case misplacedWildcard
    }

    /// The entry as written in the spec, or why it is none.
    static func parse(_ text: String) -> Result<HostPattern, Problem> {
        if text.contains(where: { "/:?#@ ".contains($0) }) { return .failure(.notAHost) }
        let isWildcard = text.hasPrefix("*.")
        let domain = isWildcard ? String(text.dropFirst(2)) : text
        guard PlainHost.contains(domain) else { return .failure(.notPlain) }
        guard !domain.isEmpty, !domain.contains("*") else { return .failure(.misplacedWildcard) }
        let lowered = domain.lowercased()
        return .success(isWildcard ? .anySubdomain(of: lowered) : .exact(lowered))
    }

    /// The entry as written in the spec, or nil when the decoder reports it.
    package init?(parsing text: String) {
        guard case .success(let pattern) = Self.parse(text) else { return nil }
        self = pattern
    }

    /// The entry in its written form: `recipes.example.com`, `*.example.com`.
    package var text: String {
        switch self {
        case .exact(let host): host
        case .anySubdomain(let domain): "*." + domain
        }
    }

    /// A host this entry accepts, for witness URLs: the host itself, or `sub.` and
    /// the domain of a wildcard.
    package var exampleHost: String {
        switch self {
        case .exact(let host): host
        case .anySubdomain(let domain): "sub." + domain
        }
    }

    /// Whether the (plain) host in `range` is one this entry accepts, ASCII case-insensitively.
    @inline(__always)
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        switch self {
        case .exact(let host):
            return Self.equalsLowercased(bytes, range, host)
        case .anySubdomain(let domain):
            // "a.example.com" ends in ".example.com" and has a non-empty label before it.
            let suffix = domain.utf8.count + 1
            guard range.count > suffix else { return false }
            let dot = range.upperBound - suffix
            guard bytes[dot] == UInt8(ascii: "."), bytes[dot - 1] != UInt8(ascii: ".") else { return false }
            return Self.equalsLowercased(bytes, dot + 1..<range.upperBound, domain)
        }
    }

    /// ASCII case-insensitive comparison with a lowercased name.
    @inline(__always)
    private static func equalsLowercased(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ name: String
    )
        -> Bool
    {
        guard range.count == name.utf8.count else { return false }
        return zip(bytes[range], name.utf8).allSatisfy { byte, expected in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == expected
        }
    }
}
