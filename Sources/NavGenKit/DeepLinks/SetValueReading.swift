/// How a long-hand pattern's `set` value is read: as URL text of its param's type,
/// the same reading a URL's segment gets, so that `set: { page: 2 }` gives what
/// `/{page}` gives for `2`.
package enum SetValueReading {
    /// The value, or nil when the text does not read as the type.
    package static func value(_ text: String, as type: DeepLinkValueType) -> ParamValue? {
        ValueParser.parse(text, as: type)
    }

    /// What to write instead: the nearest of `true`/`false` for a `Bool`, else what
    /// the type accepts.
    package static func help(for text: String, as type: DeepLinkValueType) -> String {
        switch type {
        case .bool:
            Suggestion.help(for: text, among: ["true", "false"]) ?? "write true or false"
        case .int: "write a whole number that fits in 64 bits, e.g. 7"
        case .double: "write a finite number, e.g. 2.5"
        case .uuid: "write a UUID, e.g. E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case .string: "write some text"
        }
    }
}
