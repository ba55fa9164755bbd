#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// The folder, refused unless, with symbolic links followed, it is `root` or
    /// inside it. For a folder the spec chose (`generate.output`, or `Navigation`
    /// next to it): validation checked the text, but a link in the spec's folder,
    /// which comes with the same pull request, can still lead out. The folder
    /// returned keeps `root` as its ``linkRoot``, so a link at a file's place is
    /// held to the same bound when it is written.
    ///
    /// The folder need not exist: the deepest part of its path that exists is
    /// resolved by the system (`realpath`), and the missing rest, which holds no
    /// link, is added to it by name.
    package func confined(to root: String) throws(FileSystemError) -> OutputFolder {
        let realRoot = try Self.realPath(root)
        let real = try resolvedPath()
        guard Self.isInside(real, realRoot) else {
            throw FileSystemError(
                "output folder '\(path)' leads out of the spec's folder '\(root)': it is '\(real)' "
                    + "once symbolic links are followed, and a folder the spec chooses must be inside the spec's "
                    + "folder (to write there anyway, pass it with --output)")
        }
        var confined = self
        confined.linkRoot = realRoot
        return confined
    }

    /// Whether `path` is `root` or inside it; both are real paths (no link, `.` or
    /// `..` left), so comparing text is enough.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The folder's path with every link in its existing part resolved.
    private func resolvedPath() throws(FileSystemError) -> String {
        let names = path.split(separator: "/").map(String.init)
        let base = path.hasPrefix("/") ? "/" : ""
        for existing in stride(from: names.count, through: 0, by: -1) {
            let prefix = base + names[..<existing].joined(separator: "/")
            let real: String
            switch Self.realPathResult(prefix.isEmpty ? "." : prefix) {
            case .success(let path):
                real = path
            case .failure(let failure) where failure.code == ENOENT || failure.code == ENOTDIR:
                continue
            case .failure(let failure):
                throw .system("resolve", prefix, code: failure.code)
            }
            return names[existing...].reduce(real) { folder, name in
                switch name {
                case ".": folder
                case "..": OutputLocation.folder(of: folder)
                default: folder.hasSuffix("/") ? folder + name : folder + "/" + name
                }
            }
        }
        return try Self.realPath(".")
    }

    private static func realPath(_ path: String) throws(FileSystemError) -> String {
        switch realPathResult(path) {
        case .success(let real): return real
        case .failure(let failure): throw .system("resolve", path, code: failure.code)
        }
    }

    private static func realPathResult(_ path: String) -> Result<String, SystemCallFailure> {
        guard let resolved = realpath(path, nil) else { return .failure(SystemCallFailure(code: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }
}
