/// What one component of a deployed association file says, or a `defaults` object
/// (which Apple documents as holding any key of a component): each key navgen
/// judges, nil where it says nothing, so that a component can take what it leaves
/// out from its `details` entry's defaults and then from `applinks.defaults`.
struct AASAComponentSettings {
    enum Query {
        /// `?` written as one pattern, matched with the whole query text.
        case pattern(String)
        /// `?` as a dictionary of item names and value patterns, in file order.
        case items([(key: String, value: String)])
    }

    var path: String?
    var query: Query?
    /// `#`: the pattern the fragment must match.
    var fragment: String?
    var exclude: Bool?
    var caseSensitive: Bool?
    /// With the value, where it is written, for the refusal of `false`.
    var percentEncoded: (value: Bool, field: JSONField)?
    var comment: String?
    /// The component or defaults object itself.
    var field: JSONField

    /// Apple's documented keys of a component (and so of `defaults`).
    static let keys = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]

    /// Reads the object, refusing a key Apple does not document and a value of the
    /// wrong type.
    init(_ field: JSONField) throws(JSONReadError) {
        self.field = field
        let members = try field.object(keys: Self.keys)
        path = try members["/"].map { field throws(JSONReadError) in try field.string() }
        fragment = try members["#"].map { field throws(JSONReadError) in try field.string() }
        exclude = try members["exclude"].map { field throws(JSONReadError) in try field.bool() }
        caseSensitive = try members["caseSensitive"].map { field throws(JSONReadError) in try field.bool() }
        percentEncoded = try members["percentEncoded"].map { field throws(JSONReadError) in
            (try field.bool(), field)
        }
        comment = try members["comment"].map { field throws(JSONReadError) in try field.string() }
        if let query = members["?"] {
            if case .scalar(.string(let text)) = query.node.content {
                self.query = .pattern(text)
            } else if case .object = query.node.content {
                self.query = .items(
                    try query.object().fields.map { key, value throws(JSONReadError) in
                        (key, try value.string())
                    })
            } else {
                throw query.expected("a pattern or an object of patterns")
            }
        }
    }

    /// These settings, with what they leave out taken from `defaults`.
    func over(_ defaults: AASAComponentSettings?) -> AASAComponentSettings {
        guard let defaults else { return self }
        var merged = self
        merged.path = path ?? defaults.path
        merged.query = query ?? defaults.query
        merged.fragment = fragment ?? defaults.fragment
        merged.exclude = exclude ?? defaults.exclude
        merged.caseSensitive = caseSensitive ?? defaults.caseSensitive
        merged.percentEncoded = percentEncoded ?? defaults.percentEncoded
        return merged
    }

    /// The patterns, for the refusal of substitution variables.
    var patterns: [String] {
        var patterns = path.map { [$0] } ?? []
        switch query {
        case .pattern(let text): patterns.append(text)
        case .items(let items): patterns += items.flatMap { [$0.key, $0.value] }
        case nil: break
        }
        return patterns + (fragment.map { [$0] } ?? [])
    }
}
