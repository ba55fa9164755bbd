/// A deep-link pattern as written on a route, parsed but not yet typed:
/// `/recipes/{id}?from={source}`.
///
/// Grammar (docs/spec.md, "Patterns"), checked by ``init(parsing:)``:
///
///     pattern  = "/" | ( "/" segment )+ [ "?" item *( "&" item ) ]
///     segment  = literal | "{" name "}"        ; a param is the whole segment
///     item     = key "=" "{" name "}"
///
/// Literals and keys may use `%XX` escapes, and are stored decoded, because URL
/// segments and keys are compared after decoding. They may not contain spaces,
/// control characters, `{`, `}` or `#`; a key may not contain `?` or `=` either.
/// `name` is a param name (lowerCamelCase).
public struct DeepLinkPattern: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        /// Decoded text compared with the URL's decoded segment, byte for byte.
        case literal(ExactText)
        /// Binds the whole segment to the named param.
        case param(String)
    }

    /// `key={param}`: the first URL query item with this (decoded) key binds the param.
    public struct QueryItem: Hashable, Sendable {
        public var key: ExactText
        public var param: String
    }

    public var text: String
    /// Empty for the pattern `/`.
    public var segments: [Segment]
    public var query: [QueryItem]

    /// Every param name the pattern binds, path first, in order (repeats kept).
    public var boundNames: [String] {
        segments.compactMap { segment in
            if case .param(let name) = segment { return name }
            return nil
        } + query.map(\.param)
    }
}

/// Why a pattern is malformed (`deeplink-syntax`), and where in the pattern.
public struct DeepLinkPatternError: Error, Hashable, Sendable {
    public var message: String
    /// The offending character's offset in the pattern, in Unicode scalars from 0.
    public var offset: Int
    public var help: String?
}
