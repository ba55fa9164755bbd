/// What a device does with an association file's components, from Apple's
/// documented rules: in file order, the first component whose path and query both
/// match decides; `exclude` sends the link to the browser, and a link no component
/// matches goes there too. In a pattern `*` matches any run of characters (`/`
/// included), `?` one character. The URL is compared as written (percent-encoded)
/// and case-sensitively, the files' defaults. A component with `#` also needs the
/// URL's fragment (empty when there is none) to match it; one without ignores it.
package struct AASAMatcher: Sendable {
    package var components: [AASAComponent]

    /// Whether the path and query items (both as written in the URL) open the app.
    package func opensApp(path: String, query: [(key: String, value: String)], fragment: String? = nil)
        -> Bool
    {
        decidingComponent(path: path, query: query, fragment: fragment).map { !components[$0].exclude }
            ?? false
    }

    /// The index of the first component that matches, or nil. A `?` written as one
    /// pattern is matched with the query text (`key=value` items joined with `&`);
    /// `caseSensitive: false` compares ASCII letters in either case.
    package func decidingComponent(
        path: String, query: [(key: String, value: String)], fragment: String? = nil
    ) -> Int? {
        components.firstIndex { component in
            let fold: (String) -> String = component.caseSensitive ? { $0 } : { $0.lowercased() }
            guard Self.wildcard(fold(component.path), matches: fold(path)) else { return false }
            if let pattern = component.fragment, !Self.wildcard(fold(pattern), matches: fold(fragment ?? ""))
            {
                return false
            }
            if let pattern = component.queryText {
                let text = query.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
                return Self.wildcard(fold(pattern), matches: fold(text))
            }
            return component.query.allSatisfy { item in
                query.first { fold($0.key) == fold(item.key) }.map {
                    Self.wildcard(fold(item.value), matches: fold($0.value))
                } ?? false
            }
        }
    }

    /// Wildcard matching in time linear in the pattern times the text, without
    /// recursion: on a mismatch the last `*` seen takes one more character.
    static func wildcard(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern.utf8)
        let text = Array(text.utf8)
        var (p, t) = (0, 0)
        var lastStar: (pattern: Int, text: Int)? = nil
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                lastStar = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star = lastStar {
                p = star.pattern + 1
                t = star.text + 1
                lastStar = (star.pattern, star.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
