/// A URL matched to a route pattern: the route and a value for each of its params.
package struct DeepLinkMatch: Hashable, Sendable {
    /// The index of the pattern in ``DeepLinkMatcher/patterns``.
    package var pattern: Int
    package var route: RouteRef
    /// One per route param, in declaration order; `nil` for an optional param the
    /// URL did not give (or that the pattern does not bind).
    package var arguments: [ParamValue?]
}

/// Why a URL opens nothing: the `WHY` of `URL -> no match: WHY`.
package enum DeepLinkMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no `scheme:` at the start.
    case notAURL
    /// The scheme is neither one of `deeplinks.schemes` nor `https`.
    case scheme(String)
    /// `https` with a host that `deeplinks.hosts` does not accept (or no host).
    case host(String)
    /// A scheme listed only as `scheme://host`, with a host none of those entries names.
    case schemeHost(scheme: String, host: String)
    /// The authority has user info (`@`) or a port (`:`).
    case authority(String)
    /// The host is not plain ASCII, or is punycode (``PlainHost``).
    case unreadableHost(String)
    /// Accepted, but no pattern matches; the text says what came closest.
    case noPattern(String)
    /// A pattern matches, but a guard, a constraint or a back stack that cannot be
    /// built stops it; the text names the pattern and why.
    case refused(String)

    /// How commands name the failure: `no-match` only when no pattern matches,
    /// `refused` when one matched and was stopped (JSON's `"error"`).
    package var kind: String {
        if case .refused = self { return "refused" }
        return "no-match"
    }

    /// `no match` or `refused`: what text output writes before the reason.
    package var label: String {
        if case .refused = self { return "refused" }
        return "no match"
    }

    /// Quoted URL text is written as ``UnambiguousText`` writes it, as in findings.
    package var description: String { UnambiguousText.escaped(text) }

    /// The reason as plain text, not yet escaped: what a message that quotes it in its
    /// own (escaped once, as a whole) is made of.
    package var text: String {
        switch self {
        case .notAURL: "not a URL (it has no scheme)"
        case .scheme(let scheme): "the scheme '\(scheme)' is not accepted"
        case .host(let host):
            host.isEmpty ? "an https URL needs a host" : "the host '\(host)' is not in deeplinks.hosts"
        case .schemeHost(let scheme, let host):
            host.isEmpty
                ? "the scheme '\(scheme)' is accepted only with the hosts of its \(scheme)://host entries"
                : "the host '\(host)' is not one of the \(scheme)://host entries of deeplinks.schemes"
        case .authority(let authority):
            "'\(authority)' has user info or a port, which deep links do not carry"
        case .unreadableHost(let host):
            URLParts.isPunycode(host)
                ? "the host '\(host)' is punycode (xn--), which Foundation also makes of non-ASCII "
                    + "hosts; navgen reads only plain hosts"
                : "the host '\(host)' is not plain ASCII; Foundation rewrites such a host (IDNA or "
                    + "percent-encoding), so navgen reads only hosts of letters, digits and -._~!$&'()*+,;="
        case .noPattern(let detail), .refused(let detail): detail
        }
    }
}
