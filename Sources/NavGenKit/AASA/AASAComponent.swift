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
    public var exclude: Bool
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

    public init(path: String, query: [QueryItem] = [], exclude: Bool = false, comment: String) {
        self.path = path
        self.query = query
        self.exclude = exclude
        self.comment = comment
    }

    /// The component as Apple documents it: `/`, then `?` (a dictionary), then
    /// `exclude` only when true, then `comment`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("/", .string(path))]
        if !query.isEmpty {
            members.append(("?", .object(query.map { ($0.key, .string($0.value)) })))
        }
        if exclude { members.append(("exclude", .bool(true))) }
        members.append(("comment", .string(comment)))
        return .object(members)
    }
}
