/// One entry of a top-level `root` written as a list: a coordinator shown at launch
/// when its `requires` hold and no earlier entry's do.
///
/// `root: [{ login: { requires: ['!signedIn'] } }, main]` is two entries; the last
/// one needs no `requires`, since it is shown when no other entry is.
package struct RootEntry: Sendable, Hashable {
    /// The coordinator id, located where it is written.
    package var id: Located<String>
    /// Empty for a bare id.
    package var requires: [Requirement]
    /// Where `as: overlay` is written, for a root overlay: no root choice, but a flow
    /// shown above whatever root is shown while its `requires` hold. nil for a root.
    package var overlay: SourceLocation?

    package init(id: Located<String>, requires: [Requirement] = [], overlay: SourceLocation? = nil) {
        self.id = id
        self.requires = requires
        self.overlay = overlay
    }
}
