/// Deep-link patterns parsed ahead of the catalog, by their text.
///
/// The loader parses each route's patterns as soon as the route is decoded, while
/// libyaml is still scanning the rest of the file on its own thread: the calling
/// thread would otherwise wait there, and the catalog, built later, then only looks
/// the results up. A text's parse does not depend on where it is written, so the
/// result is the same as parsing in the catalog.
struct ParsedPatterns: Sendable {
    private var byText: [String: Result<DeepLinkPattern, DeepLinkPatternError>] = [:]

    /// Parses `text` unless it was parsed already.
    mutating func add(_ text: String) {
        guard byText[text] == nil else { return }
        byText[text] = Result { () throws(DeepLinkPatternError) in try DeepLinkPattern(parsing: text) }
    }

    /// The pattern of `text`, parsed now if it was not ahead.
    func pattern(_ text: String) throws(DeepLinkPatternError) -> DeepLinkPattern {
        guard let known = byText[text] else { return try DeepLinkPattern(parsing: text) }
        return try known.get()
    }
}
