import NavGenKit

/// Where `generate --navigation-file PATH` puts the navigation file: at exactly PATH,
/// whatever the spec's `app` and prefix name it, so a build system can declare the
/// output before navgen has read the spec. Skeletons still go to the output folder.
struct NavigationFilePlacement {
    /// The folder part of PATH (`.` when PATH has none) and the file's name.
    var folder: String
    var name: String

    /// Splits PATH; nil when it names no file (empty, or ending in `/`).
    init?(path: String) {
        guard !path.isEmpty, !path.hasSuffix("/") else { return nil }
        guard let slash = path.lastIndex(of: "/") else {
            folder = "."
            name = path
            return
        }
        folder = slash == path.startIndex ? "/" : String(path[..<slash])
        name = String(path[path.index(after: slash)...])
    }

    /// The outputs to apply: the navigation file, renamed, in its own folder, and the
    /// skeletons in `folder`. An output with no files is left out, so `--ui none`
    /// never creates or reads the spec's output folder.
    func outputs(of files: [GeneratedFile], skeletonFolder: OutputFolder) -> [GeneratedOutput] {
        let navigation = files.filter { $0.kind == .navigation }.map { file in
            GeneratedFile(name: name, contents: file.contents, kind: file.kind)
        }
        let skeletons = files.filter { $0.kind != .navigation }
        return [
            GeneratedOutput(files: navigation, folder: OutputFolder(path: folder)),
            GeneratedOutput(files: skeletons, folder: skeletonFolder),
        ].filter { !$0.files.isEmpty }
    }
}
