/// One entry of an `apple-app-site-association` file's `components`: a URL the
/// system compares with `/` (the path) and `?` (the query items), in file order,
/// the first match deciding whether the link opens the app (`exclude` false) or the
/// browser.
package struct AASAComponent: Hashable, Sendable {
    /// The path pattern: `*` matches any run of characters (`/` included), `?` one
    /// character, so `?*` is "one or more".
    package var path: String
    /// Required query items as `key: value pattern`, sorted by key; empty when the
    /// query does not matter (the key `?` is then left out).
    package var query: [QueryItem]
    /// `?` written as one pattern, matched with the whole query text (`ref=?*`); nil
    /// when `?` is the dictionary ``query`` or left out. navgen never writes it.
    package var queryText: String?
    /// `#`: the pattern the URL's fragment must match (`?*` for a required
    /// `#{name}`); nil when the fragment does not matter (the key is left out).
    package var fragment: String?
    package var exclude: Bool
    /// Whether path and query compare case-sensitively (the file's default); navgen
    /// never writes `false`.
    package var caseSensitive: Bool
    /// Text the system ignores: which route and pattern this component is for.
    package var comment: String

    package struct QueryItem: Hashable, Sendable {
        package var key: String
        package var value: String

        package init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    package init(
        path: String, query: [QueryItem] = [], queryText: String? = nil, fragment: String? = nil,
        exclude: Bool = false, caseSensitive: Bool = true, comment: String
    ) {
        self.path = path
        self.query = query
        self.queryText = queryText
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.comment = comment
    }

    /// The component as Apple documents it: `/`, then `?` (a dictionary, or a
    /// pattern), then `#` when set, then `exclude` only when true, `caseSensitive` only when false, then
    /// `comment`.
    package var json: JSONValue {
        var members: [(String, JSONValue)] = [("/", .string(path))]
        if let queryText {
            members.append(("?", .string(queryText)))
        } else if !query.isEmpty {
            members.append(("?", .object(query.map { ($0.key, .string($0.value)) })))
        }
        if let fragment { members.append(("#", .string(fragment))) }
        if exclude { members.append(("exclude", .bool(true))) }
        if !caseSensitive { members.append(("caseSensitive", .bool(false))) }
        members.append(("comment", .string(comment)))
        return .object(members)
    }
}
