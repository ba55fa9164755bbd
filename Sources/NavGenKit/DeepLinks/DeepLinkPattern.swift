/// A deep-link pattern as written on a route, parsed but not yet typed:
/// `/recipes/{id}?from={source}`.
///
/// Grammar (docs/spec.md, "Patterns"), checked by ``init(parsing:)``:
///
///     pattern  = path [ "?" item *( "&" item ) ] [ "#" fragment ]
///     path     = "/" | ( "/" segment )* [ "/" rest ]
///     segment  = literal | "{" name "}"        ; a param is the whole segment
///     rest     = "{" name "..." "}"            ; the rest of the path, last only
///     item     = key "=" ( "{" name [ "!" ] "}" | literal )
///     fragment = "{" name [ "!" ] "}"          ; the whole fragment, last only
///
/// `!` marks an item (or the fragment) this pattern needs, whatever the param's
/// optionality: `/viewpost?blogId={blogId!}`.
///
/// Literals, keys and literal query values may use `%XX` escapes, and are stored
/// decoded, because URL segments and query items are compared after decoding.
/// They may not contain spaces, control characters, `{`, `}` or `#`; a key may
/// not contain `?` or `=` either, a query value not `?`.
/// `name` is a param name (lowerCamelCase).
package struct DeepLinkPattern: Hashable, Sendable {
    package enum Segment: Hashable, Sendable {
        /// Decoded text compared with the URL's decoded segment, byte for byte.
        case literal(ExactText)
        /// Binds the whole segment to the named param.
        case param(String)
        /// `{name...}`, the last segment only: binds one or more remaining segments.
        case rest(String)
    }

    /// The value side of a query item.
    package enum QueryValue: Hashable, Sendable {
        /// `key={param}`: the item's decoded value binds the param.
        case param(String)
        /// `key=text`: the item must be present with exactly this decoded value.
        case literal(ExactText)
    }

    /// `key={param}` or `key=literal`, about the first URL query item with this
    /// (decoded) key.
    package struct QueryItem: Hashable, Sendable {
        package var key: ExactText
        package var value: QueryValue
        /// `{name!}`: a URL must carry the item, even for an optional param.
        package var isDemanded = false

        /// The bound param's name; nil for a literal item.
        package var param: String? {
            if case .param(let name) = value { name } else { nil }
        }
    }

    package var text: String
    /// Empty for the pattern `/`.
    package var segments: [Segment]
    package var query: [QueryItem]
    /// `#{name}` or `#{name!}`: the param the URL's whole fragment binds.
    package var fragment: Fragment? = nil

    /// `#{name}`: binds the URL's fragment, percent-decoded once, never split.
    package struct Fragment: Hashable, Sendable {
        package var name: String
        /// `#{name!}`: a URL must carry a fragment, even for an optional param.
        package var isDemanded = false
    }

    /// Every param name the pattern binds, path first, in order (repeats kept).
    package var boundNames: [String] {
        segments.compactMap { segment in
            switch segment {
            case .literal: nil
            case .param(let name), .rest(let name): name
            }
        } + query.compactMap(\.param) + (fragment.map { [$0.name] } ?? [])
    }
}

/// Why a pattern is malformed (`deeplink-syntax`), and where in the pattern.
package struct DeepLinkPatternError: Error, Hashable, Sendable {
    package var message: String
    /// The offending character's offset in the pattern, in Unicode scalars from 0.
    package var offset: Int
    package var help: String?
}
