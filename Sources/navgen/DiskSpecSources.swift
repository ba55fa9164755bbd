import NavGenKit

/// The files of a spec on disk: what `include:` entries name, by their paths
/// relative to the folder navgen runs in (``IncludePath`` made them so).
///
/// The library has refused entries that climb above the include root as text;
/// here each file, once open, must really be inside that folder (its symbolic links
/// followed, asked of the open descriptor: ``RealFolder``) and be a regular file,
/// or it is refused unread. So a spec cannot print a file from outside its folder,
/// and a FIFO, a device or `/dev/stdin` cannot block or feed it. Each file is read
/// whole, refused past the spec limit like the main file.
struct DiskSpecSources: SpecSources {
    /// The root `--include-root` gave, written as the main file's path is; nil for
    /// the main file's folder.
    let includeRoot: IncludeRoot?
    /// The root as the kernel names it; nil when it cannot be found, and then no
    /// include is read.
    private let folder: RealFolder?
    /// The root as messages name it.
    private let folderName: String

    /// The files of the spec at `spec`, inside the spec's own folder.
    init(spec: String) {
        let root = IncludeRoot(folderOf: spec)
        includeRoot = nil
        folder = RealFolder(root.path)
        folderName = root.path
    }

    /// The files of the spec at `spec`, inside `root` (`--include-root`), which must
    /// be a folder holding the spec's own.
    init(spec: String, root: String) throws(FileReader.Failure) {
        guard let folder = RealFolder(root) else {
            var status = stat()
            throw stat(root, &status) == 0
                ? FileReader.Failure(description: "it is not a folder")
                : FileReader.Failure.system()
        }
        let specFolder = IncludeRoot(folderOf: spec).path
        guard let realSpecFolder = RealFolder(specFolder), folder.holds(realSpecFolder) else {
            throw FileReader.Failure(description: "it does not hold the folder of '\(spec)'")
        }
        self.folder = folder
        folderName = root
        includeRoot = IncludeRoot(
            given: Self.written(root, like: spec, from: specFolder, realSpecFolder, folder), named: root)
    }

    /// `root` written as `spec` is, so the library can compare them as text: as typed
    /// when both are relative or both absolute; otherwise the spec's folder with as
    /// many `..` as the root is above it (`app/navgen.yaml` under `/repo`, run in
    /// `/repo`, gives `app/..`).
    private static func written(
        _ root: String, like spec: String, from specFolder: String, _ realSpecFolder: RealFolder,
        _ folder: RealFolder
    ) -> String {
        if root.hasPrefix("/") == spec.hasPrefix("/") { return root }
        let depth = { (path: String) in path.split(separator: "/").count }
        let climbs = depth(realSpecFolder.path) - depth(folder.path)
        return ([specFolder] + Array(repeating: "..", count: climbs)).joined(separator: "/")
    }

    func bytes(at path: String) throws(SpecSourceError) -> [UInt8] {
        guard let folder else {
            throw SpecSourceError(.unreadable, "navgen cannot find where '\(folderName)' really is")
        }
        do {
            let file = try FileReader.openWithoutWaiting(path)
            defer { close(file.descriptor) }
            guard folder.holds(file.descriptor, openedAs: path) else {
                throw SpecSourceError(
                    .outsideRoot,
                    "its symbolic links lead out of '\(folderName)', the folder includes are read from")
            }
            guard file.isRegular else {
                throw SpecSourceError(.unreadable, "it is \(file.kind), not a regular file")
            }
            guard file.size <= InputLimit.spec.bytes else { throw SpecSourceError.tooLarge }
            return try FileReader.bytes(of: file.descriptor, limit: .spec)
        } catch let error as SpecSourceError {
            throw error
        } catch let failure as FileReader.Failure {
            throw SpecSourceError(failure.kind, failure.description)
        } catch {
            throw SpecSourceError(.unreadable, "\(error)")
        }
    }
}

extension SpecSources {
    /// The texts of the included files that findings are in, for their excerpts;
    /// a file that can no longer be read is left out (its findings get no excerpt).
    func texts(of findings: [Finding]) -> [String: String] {
        var texts: [String: String] = [:]
        for finding in findings where finding.location.fileIndex != 0 && texts[finding.file] == nil {
            guard let bytes = try? bytes(at: finding.file) else { continue }
            texts[finding.file] = String(decoding: bytes, as: UTF8.self)
        }
        return texts
    }
}
