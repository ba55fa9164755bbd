/// Matches URLs against every usable deep-link pattern of a spec (docs/spec.md,
/// "Deep links").
///
/// Semantics (the generated `init?(url:)` mirrors them exactly). The text read is
/// the URL as given, which reads the same as the `absoluteString` Foundation's
/// `URL(string:)` makes of it: see ``URLParts`` and ``PercentDecoding``.
/// 1. Split the URL with ``URLParts`` (fragment apart; an empty port ignored;
///    no user info or port).
/// 2. Scheme and host, compared ASCII case-insensitively: a `scheme://host` entry
///    of `deeplinks.schemes` with this scheme and host → the path's segments; else
///    `https` with a host that `deeplinks.hosts` accepts (``HostPattern``: a listed
///    host, or a subdomain of a `*.` domain) → the path's segments; else a bare
///    entry with this scheme → the segments are the host (when not empty) followed
///    by the path's; else no match. A host must be plain (``PlainHost``). The
///    entries that accepted the URL are its origins (``DeepLinkOrigins``): a pattern
///    with a scope is a candidate only when one of them is in it.
/// 3. The path is split on `/` before decoding; one leading and one trailing `/`
///    are ignored; each segment is then `%XX`-decoded (`+` stays `+`, and a `%`
///    that starts no escape stays `%`).
/// 4. Patterns are searched in a trie, depth first, trying at each segment the
///    literal edge (byte-for-byte equal after decoding; ASCII letters without case
///    under `deeplinks.caseInsensitive`; a custom scheme's host, the first segment,
///    stands for the first-segment literal spelled as it, else the first declared
///    one equal to it but for ASCII case: ``SegmentTrie/hostLiteral(_:exact:)``),
///    then the Int, Bool or
///    UUID edge, then Double, then String, backtracking when a branch fails. So the
///    first full match is the precedence winner: the best kind at the leftmost
///    difference.
/// 5. A pattern whose path matched still needs its query: for each `key={param}`,
///    the first URL query item whose `%XX`-decoded key equals `key` (byte for byte,
///    or up to ASCII case under `caseInsensitive`, as literal values then compare)
///    gives the value, `%XX`-decoded; a missing item, no `=`, or an empty value is
///    absent. Absent and required → this pattern fails; absent and optional → nil;
///    present but not parsing as the type → fails. Query items the pattern does
///    not name are ignored. `{name!}` makes an optional param's item required. A
///    fragment param `#{name}` takes the whole fragment (after the first `#`),
///    `%XX`-decoded once and never split, empty being absent, as a query value is.
///    A failure moves on to the next pattern of the same shape (declaration
///    order), then backtracks.
/// 6. Param text parses per ``ValueParser``; a range's or an enumeration's value must
///    also be one it takes (``ParamConstraint``), checked where a pattern is tried, so a
///    pattern refused for its value lets the next one of its shape, or the search, go on.
package struct DeepLinkMatcher: Sendable {
    /// The usable patterns, in declaration order (a catalog's routes', then its actions').
    package let patterns: [RoutePattern]
    /// The bare schemes, lowercased.
    let schemes: [[UInt8]]
    /// Every entry of `deeplinks.schemes`, in order: origin `i` is entry `i`.
    let schemeEntries: [SchemeEntry]
    /// The `scheme://host` entries, lowercased.
    let schemeHosts: [(scheme: [UInt8], host: [UInt8])]
    let hosts: [HostPattern]
    let trie: SegmentTrie
    /// The patterns' params, flat, for the hot loop.
    let table: PatternTable
    /// Whether patterns' scopes are checked: the schemes and hosts are the spec's own,
    /// numbered as ``DeepLinkOrigins`` numbers them, and some pattern has a scope.
    let checksScopes: Bool
    /// How messages name origins: the spec's entries as written.
    let origins: DeepLinkOrigins

    package init(catalog: DeepLinkCatalog) {
        self.init(
            patterns: catalog.pool, schemes: catalog.schemes, hosts: catalog.hosts,
            origins: catalog.hasScopes ? catalog.origins : nil)
    }

    /// `schemes` and `hosts` are compared case-insensitively. `origins`: the spec's
    /// entries, given only when `schemes` and `hosts` are them, in order, so that a
    /// URL's origins are numbered as the patterns' scopes are; scopes are then checked.
    package init(
        patterns: [RoutePattern], schemes: [SchemeEntry], hosts: [HostPattern],
        origins: DeepLinkOrigins? = nil
    ) {
        self.patterns = patterns
        checksScopes = origins != nil
        self.origins = origins ?? DeepLinkOrigins(schemes: [], hosts: [])
        schemeEntries = schemes
        self.schemes = schemes.filter { $0.host == nil }.map { Array($0.scheme.lowercased().utf8) }
        schemeHosts = schemes.compactMap { entry in
            entry.host.map { (Array(entry.scheme.lowercased().utf8), Array($0.lowercased().utf8)) }
        }
        self.hosts = hosts
        trie = SegmentTrie(patterns)
        table = PatternTable(patterns)
    }

    /// The best match for a URL given as UTF-8 bytes (a line read from a file), or
    /// nil: the same as ``match(_:)`` without making a `String` first.
    package func match(utf8 bytes: UnsafeBufferPointer<UInt8>) -> DeepLinkMatch? {
        guard case .success(let accepted) = accept(bytes), case .success(let match) = search(bytes, accepted)
        else {
            return nil
        }
        return match
    }

    /// The best match for `url`, or nil.
    package func match(_ url: String) -> DeepLinkMatch? {
        var text = url
        return text.withUTF8 { match(utf8: $0) }
    }

    /// The best match, or why there is none (with what came closest).
    package func result(for url: String) -> Result<DeepLinkMatch, DeepLinkMismatch> {
        var text = url
        return text.withUTF8 { result(utf8: $0) }
    }

    /// The best match, or why there is none, for a URL given as UTF-8 bytes.
    package func result(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<DeepLinkMatch, DeepLinkMismatch> {
        switch accept(bytes) {
        case .failure(let mismatch): .failure(mismatch)
        case .success(let accepted): search(bytes, accepted, explain: true)
        }
    }

    /// Where the segments come from once scheme and host are accepted.
    struct AcceptedURL {
        /// The host of a custom-scheme URL, which is the first segment.
        var hostSegment: Range<Int>?
        var path: Range<Int>
        var query: Range<Int>?
        var fragment: Range<Int>? = nil
        /// The origins it arrived through; noted only when the matcher checks scopes.
        var origins: [Int] = []
    }

    func accept(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<AcceptedURL, DeepLinkMismatch> {
        guard let parts = URLParts.split(bytes) else { return .failure(.notAURL) }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var authority = parts.authority
        // An empty port (`host:`) is no port: Foundation drops its `:` when it rewrites a URL.
        if let range = authority, !range.isEmpty, bytes[range.upperBound - 1] == UInt8(ascii: ":") {
            authority = range.lowerBound..<range.upperBound - 1
        }
        if let range = authority,
            bytes[range].contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") })
        {
            return .failure(.authority(text(range)))
        }
        let isCustom = schemes.contains { URLParts.equalsLowercased(bytes, parts.scheme, $0) }
        let hasHostForm = schemeHosts.contains { URLParts.equalsLowercased(bytes, parts.scheme, $0.scheme) }
        guard isCustom || hasHostForm || URLParts.equalsLowercased(bytes, parts.scheme, URLParts.https) else {
            return .failure(.scheme(text(parts.scheme)))
        }
        let host = authority.flatMap { $0.isEmpty ? nil : $0 }
        if let host, !PlainHost.contains(bytes, host) { return .failure(.unreadableHost(text(host))) }
        var pathOnly = AcceptedURL(
            hostSegment: nil, path: parts.path, query: parts.query, fragment: parts.fragment)
        if hasHostForm, let host,
            schemeHosts.contains(where: {
                URLParts.equalsLowercased(bytes, parts.scheme, $0.scheme)
                    && URLParts.equalsLowercased(bytes, host, $0.host)
            })
        {
            if checksScopes { pathOnly.origins = schemeOrigins(bytes, parts.scheme, host: host) }
            return .success(pathOnly)
        }
        let isHTTPS = URLParts.equalsLowercased(bytes, parts.scheme, URLParts.https)
        // An https URL of a listed host arrives through the host entries, even when
        // `https` is also a bare scheme.
        if isHTTPS, let host, hosts.contains(where: { $0.matches(bytes, host) }) {
            if checksScopes { pathOnly.origins = hostOrigins(bytes, host) }
            return .success(pathOnly)
        }
        if isCustom {
            var accepted = AcceptedURL(
                hostSegment: host, path: parts.path, query: parts.query, fragment: parts.fragment)
            if checksScopes { accepted.origins = schemeOrigins(bytes, parts.scheme, host: nil) }
            return .success(accepted)
        }
        if hasHostForm, !isHTTPS {
            return .failure(.schemeHost(scheme: text(parts.scheme), host: host.map(text) ?? ""))
        }
        return .failure(.host(host.map(text) ?? ""))
    }

    /// The `deeplinks.schemes` entries of this scheme: with `host`, the `scheme://host`
    /// ones naming it; without, the bare ones.
    private func schemeOrigins(_ bytes: UnsafeBufferPointer<UInt8>, _ scheme: Range<Int>, host: Range<Int>?)
        -> [Int]
    {
        schemeEntries.indices.filter { index in
            let entry = schemeEntries[index]
            guard URLParts.equalsLowercased(bytes, scheme, Array(entry.scheme.utf8)) else { return false }
            guard let host else { return entry.host == nil }
            return entry.host.map { URLParts.equalsLowercased(bytes, host, Array($0.utf8)) } ?? false
        }
    }

    /// The `deeplinks.hosts` entries that accept this host, numbered after the schemes.
    private func hostOrigins(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>) -> [Int] {
        hosts.indices.filter { hosts[$0].matches(bytes, host) }.map { schemeEntries.count + $0 }
    }
}
