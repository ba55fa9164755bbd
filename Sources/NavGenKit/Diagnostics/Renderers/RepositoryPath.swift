/// The spec path in the form CI services match against a repository's files.
///
/// Users type `./navgen.yaml` or, on Windows, `specs\navgen.yaml`; GitHub knows the
/// file as `navgen.yaml` and `specs/navgen.yaml`, and an annotation or SARIF result
/// with the typed form would attach to nothing.
enum RepositoryPath {
    /// `path` with backslashes turned into `/` and any leading `./` removed.
    static func normalized(_ path: String) -> String {
        var path = String(path.map { $0 == "\\" ? "/" : $0 })
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
