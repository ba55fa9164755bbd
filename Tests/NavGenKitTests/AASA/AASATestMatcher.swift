import NavGenKit

/// What a device does with an association file's components, written from Apple's
/// documentation (applinks.Details.Components) and not from navgen's code, so the
/// tests judge the generated file by the rules the system applies: components in
/// order, the first whose `/` and `?` both match decides (`exclude` sends the link to
/// the browser); `*` matches any run of characters, `/` included, `?` one character;
/// the query is a dictionary of items, each value matched as a pattern; `#`, when
/// given, is matched with the fragment (empty when the URL has none); case matters.
///
/// Which file applies is the URL's: an `https` URL whose host the app's Associated
/// Domains entitlement lists as `applinks:host`, or as `applinks:*.domain` for any
/// subdomain (never the bare domain); any other URL is no universal link.
struct AASATestMatcher {
    var components: [AASAComponent]
    /// The app's `applinks:` entries, without the prefix.
    var entitlements: [String] = []

    /// Whether the URL's path (as it is in the URL, percent-encoded) and query open the app.
    /// `?` written as one pattern is matched with the whole query text; with
    /// `caseSensitive: false`, letters match in either case.
    func opensApp(
        path: String, query: [(key: String, value: String)], queryText: String = "", fragment: String = ""
    ) -> Bool {
        for component in components {
            let fold: (String) -> String = component.caseSensitive ? { $0 } : { $0.lowercased() }
            guard Self.glob(fold(component.path), matches: fold(path)) else { continue }
            if let pattern = component.fragment, !Self.glob(fold(pattern), matches: fold(fragment)) {
                continue
            }
            let queryMatches: Bool
            if let pattern = component.queryText {
                queryMatches = Self.glob(fold(pattern), matches: fold(queryText))
            } else {
                queryMatches = component.query.allSatisfy { item in
                    guard let value = query.first(where: { fold($0.key) == fold(item.key) })?.value else {
                        return false
                    }
                    return Self.glob(fold(item.value), matches: fold(value))
                }
            }
            if queryMatches { return !component.exclude }
        }
        return false
    }

    /// `https://host/path?query` on an entitled host: the path and query items, as written.
    func opensApp(url: String) -> Bool {
        guard url.lowercased().hasPrefix("https://") else { return false }
        let host = url.dropFirst("https://".count).prefix { !"/?#".contains($0) }.lowercased()
        guard entitlements.contains(where: { Self.domain($0, covers: host) }) else { return false }
        let whole = url.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" }
        let afterHost = whole.prefix { $0 != "#" }
        let fragment = whole.dropFirst(afterHost.count + 1)
        let parts = afterHost.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let items = parts.count > 1 ? parts[1].split(separator: "&") : []
        let query = items.map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (key: String(pair[0]), value: pair.count > 1 ? String(pair[1]) : "")
        }
        return opensApp(
            path: parts.isEmpty ? "" : String(parts[0]), query: query,
            queryText: parts.count > 1 ? String(parts[1]) : "", fragment: String(fragment))
    }

    /// Whether an `applinks:` entry covers a (lowercased) host.
    static func domain(_ entry: String, covers host: String) -> Bool {
        let entry = entry.lowercased()
        guard entry.hasPrefix("*.") else { return entry == host }
        let suffix = entry.dropFirst()
        return host.hasSuffix(suffix) && host.count > suffix.count
            && !host.dropLast(suffix.count).hasSuffix(".")
    }

    /// The first component whose path and query match, if any.
    func decidingComponent(url: String) -> Int? {
        components.indices.first { index in
            var component = components[index]
            component.exclude = false
            return AASATestMatcher(components: [component], entitlements: entitlements).opensApp(url: url)
        }
    }

    /// Wildcard matching without recursion: on a mismatch, the last `*` takes one
    /// more character.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        var (p, t) = (0, 0)
        var star: (pattern: Int, text: Int)? = nil
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
