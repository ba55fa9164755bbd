import ArgumentParser
import NavGenKit

/// `--include-root DIR`: the folder the files a spec includes may come from, for a
/// monorepo whose apps include files shared above their own folders. It is an
/// option of the command line, never a key of the spec: a spec cannot widen what
/// it may read.
struct IncludeRootOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A folder holding the spec and every file it includes (default: the spec's folder).",
            valueName: "dir"),
        completion: .directory)
    var includeRoot: String?

    /// The files of the spec at `spec` on disk, read from inside the root. A root
    /// that is not a folder holding the spec is printed and exits 2 ("could not
    /// run"), as an unreadable file does.
    func sources(spec: String) throws -> DiskSpecSources {
        guard let includeRoot else { return DiskSpecSources(spec: spec) }
        do {
            return try DiskSpecSources(spec: spec, root: includeRoot)
        } catch {
            Console.error("cannot use include root '\(includeRoot)': \(error)")
            throw ExitCode(2)
        }
    }
}
