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

    package init(id: Located<String>, requires: [Requirement] = []) {
        self.id = id
        self.requires = requires
    }
}
