#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spec's own files (the main file and every file it includes), remembered so
/// that no write replaces one: `validate --write-baseline navgen.yaml`, meant as
/// `--baseline`, or an included file named like the navigation file, would
/// otherwise lose the spec.
///
/// A destination is one of them when its path, made absolute with `.` and `..`
/// taken out, is one of theirs (which also catches an included file that is
/// missing), or when it leads to the same file on disk (`./navgen.yaml`, a
/// symbolic link to it, a hard link).
package struct SpecFileIdentities: Sendable {
    /// The files as the spec names them, main file first.
    package let files: SpecFiles
    private let paths: [String]
    private let identities: [FileIdentity?]

    /// Reads what each file is on disk now.
    package init(_ files: SpecFiles) {
        self.files = files
        let folder = Self.workingFolder()
        paths = files.paths.map { Self.absolute($0, in: folder) }
        identities = files.paths.map { FileIdentity(path: $0) }
    }

    /// The index in ``files`` of the spec file `destination` is; nil when it is
    /// none of them.
    package func fileIndex(of destination: String) -> Int? {
        let path = Self.absolute(destination, in: Self.workingFolder())
        if let index = paths.firstIndex(of: path) { return index }
        guard let identity = FileIdentity(path: destination) else { return nil }
        return identities.firstIndex(of: identity)
    }

    /// How a message names the spec file at `index`: `the spec 'navgen.yaml'`, or
    /// `'features/a.yaml', a file the spec includes`.
    package func describe(_ index: Int) -> String {
        index == 0 ? "the spec '\(files[0])'" : "'\(files[index])', a file the spec includes"
    }

    private static func absolute(_ path: String, in folder: String) -> String {
        IncludePath.normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// The working folder; `.` if the system cannot say, so paths still compare
    /// with each other.
    private static func workingFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "." }
        defer { free(folder) }
        return String(cString: folder)
    }
}
