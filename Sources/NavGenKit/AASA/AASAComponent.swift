/// One entry of an `apple-app-site-association` file's `components`: a URL the
/// system compares with `/` (the path) and `?` (the query items), in file order,
/// the first match deciding whether the link opens the app (`exclude` false) or the
/// browser.
public struct AASAComponent: Hashable, Sendable {
    /// The path pattern: `*` matches any run of characters (`/` included), `?` one
    /// character, so `?*` is "one or more".
    public var path: String
    /// Required query items as `key: value pattern`, sorted by key; empty when the
    /// query does not matter (the key `?` is then left out).
    public var query: [QueryItem]
    /// `?` written as one pattern, matched with the whole query text (`ref=?*`); nil
    /// when `?` is the dictionary ``query`` or left out. navgen never writes it.
    public var queryText: String?
    public var exclude: Bool
    /// Whether path and query compare case-sensitively (the file's default); navgen
    /// never writes `false`.
    public var caseSensitive: Bool
    /// Text the system ignores: which route and pattern this component is for.
    public var comment: String

    public struct QueryItem: Hashable, Sendable {
        public var key: String
        public var value: String

        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    public init(
        path: String, query: [QueryItem] = [], queryText: String? = nil, exclude: Bool = false,
        caseSensitive: Bool = true, comment: String
    ) {
        self.path = path
        self.query = query
        self.queryText = queryText
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.comment = comment
    }

    /// The component as Apple documents it: `/`, then `?` (a dictionary, or a
    /// pattern), then `exclude` only when true, `caseSensitive` only when false, then
    /// `comment`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("/", .string(path))]
        if let queryText {
            members.append(("?", .string(queryText)))
        } else if !query.isEmpty {
            members.append(("?", .object(query.map { ($0.key, .string($0.value)) })))
        }
        if exclude { members.append(("exclude", .bool(true))) }
        if !caseSensitive { members.append(("caseSensitive", .bool(false))) }
        members.append(("comment", .string(comment)))
        return .object(members)
    }
}
