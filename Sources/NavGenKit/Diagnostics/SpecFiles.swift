/// The files a spec is read from, by the index its ``SourceLocation``s carry: the
/// main file is 0, then each included file in the order it was first included.
///
/// Paths are display paths: the main file as it was given, an included file
/// resolved against the file that includes it (``IncludePath``), so a finding names
/// a path the user can open from where they ran navgen.
package struct SpecFiles: Hashable, Sendable {
    /// The most files one spec may have, the main file included: far more feature
    /// modules than an app has, and within what a location can carry.
    package static let maxCount = 1_000

    package private(set) var paths: [String]

    /// A table holding only the main file.
    package init(main: String) {
        paths = [main]
    }

    /// The main file's path.
    package var main: String { paths[0] }

    package var count: Int { paths.count }

    /// The path of the file at `index`; the main file's for an index it does not hold,
    /// so a location from elsewhere still names a file.
    package subscript(index: Int) -> String {
        paths.indices.contains(index) ? paths[index] : paths[0]
    }

    /// The path of the file a location is in.
    package func path(of location: SourceLocation) -> String {
        self[location.fileIndex]
    }

    /// Where a note points: `line:column` in a spec of one file, as always;
    /// `path:line:column` in a spec of several, where a note may point into another
    /// file than its finding's.
    package func reference(to location: SourceLocation) -> String {
        count > 1 ? describe(location) : location.description
    }

    /// `path:line:column`, for a note that points into another file than its finding's.
    package func describe(_ location: SourceLocation) -> String {
        "\(path(of: location)):\(location)"
    }

    /// Names each finding's own file: a finding placed in an included file by its
    /// location gets that file's path. Findings in the main file are left as they are.
    package func place(_ findings: inout [Finding]) {
        guard count > 1 else { return }
        for index in findings.indices where findings[index].location.fileIndex != 0 {
            findings[index].file = path(of: findings[index].location)
        }
    }

    /// The index of `path`, if the table holds it.
    package func index(of path: String) -> Int? {
        paths.firstIndex(of: path)
    }

    /// Adds a file and returns its index; nil when the table is full
    /// (``maxCount``). A path already in the table keeps its index.
    package mutating func add(_ path: String) -> Int? {
        if let existing = index(of: path) { return existing }
        guard paths.count < Self.maxCount else { return nil }
        paths.append(path)
        return paths.count - 1
    }
}
