/// Turns an `include:` entry into the path of the file it names.
///
/// An entry is relative to the file that holds it, never to where navgen runs, so a
/// feature module's file can move with its includes. The result is the display path
/// findings name and the path ``SpecSources`` is asked for: the including file's
/// folder joined with the entry, `.` and `..` taken out as text (a symbolic link is
/// not followed, so `a/../b.yaml` is `b.yaml` as it reads). Two entries naming the
/// same file the same way resolve to the same path, which is how an include cycle is
/// seen.
package enum IncludePath {
    /// Why an entry names no file.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case empty
        case absolute
        case glob

        package var description: String {
            switch self {
            case .empty: "the include path is empty"
            case .absolute: "the include path is absolute"
            case .glob: "the include path holds a glob ('*' or '?'), which navgen does not expand"
            }
        }

        /// How to fix the entry.
        package var help: String {
            switch self {
            case .empty: "write the path of a spec file, relative to this file"
            case .absolute:
                "write the path relative to this file, so the spec reads the same on every machine"
            case .glob: "list each file"
            }
        }
    }

    /// The path `entry` names, written in the file at `includingFile`.
    package static func resolve(_ entry: String, from includingFile: String) -> Result<String, Problem> {
        if entry.isEmpty { return .failure(.empty) }
        if entry.hasPrefix("/") { return .failure(.absolute) }
        if entry.contains(where: { $0 == "*" || $0 == "?" }) { return .failure(.glob) }
        var folder = includingFile.split(separator: "/", omittingEmptySubsequences: true)
        folder.removeLast(folder.isEmpty ? 0 : 1)
        let entryParts = entry.split(separator: "/", omittingEmptySubsequences: true)
        guard let path = joined(folder + entryParts, isAbsolute: includingFile.hasPrefix("/")) else {
            return .failure(.empty)
        }
        return .success(path)
    }

    /// `path` with `.` and `..` taken out as ``resolve(_:from:)`` does: how the main
    /// file is compared with the paths its includes resolve to (`./navgen.yaml` is
    /// `navgen.yaml`). A path that normalises to nothing is kept as it is.
    package static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return joined(parts, isAbsolute: path.hasPrefix("/")) ?? path
    }

    /// The components joined, `.` and `..` taken out; nil for a relative path that
    /// comes to nothing.
    private static func joined(_ parts: [Substring], isAbsolute: Bool) -> String? {
        let joined = components(parts, isAbsolute: isAbsolute).joined(separator: "/")
        if joined.isEmpty, !isAbsolute { return nil }
        return isAbsolute ? "/" + joined : joined
    }

    /// The components of `path` with `.` and `..` taken out as ``normalized(_:)``
    /// takes them out: a relative path keeps its leading `..`, and only those; a
    /// path that comes to nothing has none.
    static func components(of path: String) -> [Substring] {
        components(
            path.split(separator: "/", omittingEmptySubsequences: true), isAbsolute: path.hasPrefix("/"))
    }

    private static func components(_ parts: [Substring], isAbsolute: Bool) -> [Substring] {
        var components: [Substring] = []
        for component in parts {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    // Above the folder navgen runs in: kept, as the user wrote it.
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        return components
    }
}
