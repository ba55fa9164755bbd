/// Following redirect links (`deeplinks.redirects`): a URL a redirect's pattern wins
/// opens the URL in its `redirect` param instead, matched again against the same spec.
extension DeepLinkRouter {
    /// The most redirects one link follows.
    package static let redirectLimit = 5

    /// The match of the URL the chain ends at, and each URL a redirect led to, in order
    /// (none when the URL opens without a redirect); or why it opens nothing: a loop, too
    /// many redirects, or a redirected-to URL that opens nothing.
    package func followingRedirects(_ url: String) -> Result<
        (match: DeepLinkMatch, redirects: [String]), DeepLinkMismatch
    > {
        var chain = [url]
        while true {
            let current = chain[chain.count - 1]
            guard let match = matcher.match(current) else {
                let why = explain(current)
                guard chain.count > 1 else { return .failure(why) }
                // Escaped once, with the rest of the message.
                return .failure(.noPattern("redirected to '\(current)': \(why.text)"))
            }
            guard let redirect = matcher.patterns[match.pattern].redirect else {
                return .success((match, Array(chain.dropFirst())))
            }
            let value =
                if case .string(let text) = match.arguments[redirect.param] { text } else { "" }
            let next = RedirectTarget.url(
                for: value, arriving: current, schemes: catalog.schemes, hosts: catalog.hosts)
            if chain.contains(next) {
                return .failure(.noPattern("redirect loop: " + (chain + [next]).joined(separator: " -> ")))
            }
            if chain.count > Self.redirectLimit {
                return .failure(.noPattern("more than \(Self.redirectLimit) redirects"))
            }
            chain.append(next)
        }
    }
}
