/// What makes a pattern a redirect: the item of `deeplinks.redirects` it was written
/// as, and the param whose value is the URL a match opens instead.
package struct RedirectBinding: Sendable, Hashable {
    /// The item's position in `deeplinks.redirects`.
    package var index: Int
    /// The `redirect:` param's position in the pattern's params.
    package var param: Int

    package init(index: Int, param: Int) {
        self.index = index
        self.param = param
    }

    /// How messages name it, as the spec path reads.
    package var owner: String { Self.owner(index) }

    static func owner(_ index: Int) -> String { "deeplinks.redirects[\(index)]" }
}
