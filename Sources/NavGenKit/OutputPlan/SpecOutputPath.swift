/// What the spec's `generate.output` may name: a folder inside the spec's folder,
/// or that folder itself (`.`).
///
/// A spec arrives in pull requests, so it must not decide where CI writes outside
/// it; `--output`, typed by whoever runs navgen, is theirs to choose. This is the
/// check of the text alone, made by validation (`output-path`); at write time
/// ``OutputFolder/confined(to:)`` checks the disk, where a symbolic link may lead out.
package enum SpecOutputPath {
    package enum Problem: Sendable, Equatable {
        /// `""`: no folder at all.
        case empty
        /// `/...`: a folder anywhere on the machine.
        case absolute
        /// `~` or `~/...`: a shell would expand it to a home folder; navgen does not.
        case home
        /// `..` climbs above the spec's folder.
        case leavesFolder
        /// NUL, a newline, a tab, DEL and the like: no one means them in a folder
        /// name, and C calls end a path at NUL, so the folder written would not be
        /// the one the spec shows.
        case controlCharacter(Unicode.Scalar)
        /// A folder name longer than a file system allows.
        case nameTooLong(String)
    }

    /// Why `path` is not a folder inside the spec's folder; nil when it is.
    package static func problem(with path: String) -> Problem? {
        if path.isEmpty { return .empty }
        if let control = path.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return .controlCharacter(control)
        }
        if path.hasPrefix("/") { return .absolute }
        if path.hasPrefix("~") { return .home }
        var depth = 0
        for name in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch name {
            case ".":
                continue
            case "..":
                depth -= 1
                if depth < 0 { return .leavesFolder }
            default:
                guard FileNames.fits(String(name)) else { return .nameTooLong(String(name)) }
                depth += 1
            }
        }
        return nil
    }
}
