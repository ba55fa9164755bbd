/// The folder no `include:` entry may climb above, compared as text.
///
/// An entry such as `../../secret.env` would otherwise let a spec (a pull request's,
/// say) pull any file of the machine into the findings navgen prints. The folder is
/// the main file's own unless the caller names another (`--include-root`, for a
/// monorepo whose features share files above the app's folder). The comparison is
/// on the paths ``IncludePath`` resolves, so it sees only what the entries say; a
/// reader on a real file system also checks where a file really is once it is open,
/// since a symbolic link can lead out of a folder that the text stays in.
package struct IncludeRoot: Hashable, Sendable {
    /// The folder as paths are written: normalized, `.` for the current folder.
    package let path: String
    /// Whether the caller named it, rather than it being the main file's folder:
    /// what a finding says about it.
    package let isGiven: Bool
    /// The folder as findings name it: as the user typed it.
    package let name: String

    /// The leading `..` components of the folder, and the components after them.
    private let climbs: Int
    private let rest: [Substring]
    private let isAbsolute: Bool

    /// The folder the caller names, written as the main file's path is (both relative
    /// to the same folder, or both absolute); `name` is how findings name it, when
    /// the user typed it otherwise.
    package init(given folder: String, named name: String? = nil) {
        self.init(folder, isGiven: true, name: name)
    }

    /// The folder of the main file at `mainFile`.
    package init(folderOf mainFile: String) {
        let slash = mainFile.lastIndex(of: "/")
        let folder = slash.map { mainFile[..<$0].isEmpty ? "/" : String(mainFile[..<$0]) } ?? "."
        self.init(folder, isGiven: false, name: nil)
    }

    private init(_ folder: String, isGiven: Bool, name: String?) {
        let components = IncludePath.components(of: folder)
        isAbsolute = folder.hasPrefix("/")
        climbs = components.prefix { $0 == ".." }.count
        rest = Array(components.dropFirst(climbs))
        let joined = components.joined(separator: "/")
        path = isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
        self.isGiven = isGiven
        self.name = name ?? path
    }

    /// Whether `path`, as ``IncludePath`` resolves it, is inside the folder.
    ///
    /// Normalized paths hold `..` only at their start. A path that climbs more than
    /// the folder is outside it; one that climbs as much must continue with the
    /// folder's own components; one that climbs less is inside only a folder made of
    /// `..` alone (`../..` holds `../x`). A relative path is never inside an absolute
    /// folder, nor the reverse: the text cannot tell.
    package func contains(_ path: String) -> Bool {
        guard path.hasPrefix("/") == isAbsolute else { return false }
        let components = IncludePath.components(of: path)
        let pathClimbs = components.prefix { $0 == ".." }.count
        if pathClimbs > climbs { return false }
        if pathClimbs < climbs { return rest.isEmpty }
        return components.dropFirst(pathClimbs).starts(with: rest)
    }

    /// Why an entry that resolves outside the folder is refused.
    var refusal: String {
        isGiven
            ? "it climbs above '\(name)', the folder given with --include-root"
            : "it climbs above '\(name)', the folder of the main spec"
    }

    /// How to fix such an entry.
    var help: String {
        isGiven
            ? "include only files inside '\(name)', or give --include-root a folder that holds them"
            : "include only files inside '\(name)', or run navgen with --include-root naming a folder "
                + "that holds the spec and every file it includes"
    }
}
