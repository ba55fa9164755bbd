import NavGenKit

/// The files of a spec as one git revision holds them, for `navgen diff REV:PATH`:
/// the main file and every file it includes come from the same revision, so an old
/// spec split over several files is compared as it was.
struct GitRevisionSpecSources: SpecSources {
    var revision: String
    /// Whether the main path was written from the current folder (`./navgen.yaml`,
    /// `../App/navgen.yaml`) rather than from the repository's top. Include paths come
    /// back normalized, without their `./`, so it is put back for git to read them
    /// from the same place.
    var fromWorkingFolder: Bool
    /// `--include-root`, as a path in the revision; nil for the main file's folder.
    var includeRoot: IncludeRoot?

    init(revision: String, mainPath: String, includeRoot: IncludeRoot? = nil) {
        self.revision = revision
        fromWorkingFolder = mainPath.hasPrefix("./") || mainPath.hasPrefix("../")
        self.includeRoot = includeRoot
    }

    func bytes(at path: String) throws(SpecSourceError) -> [UInt8] {
        let isRelative = path.hasPrefix("./") || path.hasPrefix("../")
        let gitPath = fromWorkingFolder && !isRelative ? "./" + path : path
        do {
            return try GitRevisionReader(revision: revision, path: gitPath).bytes(limit: .spec)
        } catch let failure as FileReader.Failure {
            throw SpecSourceError(failure.kind, failure.description)
        } catch {
            throw SpecSourceError(.unreadable, "\(error)")
        }
    }
}
