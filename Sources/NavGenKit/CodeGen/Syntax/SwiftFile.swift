/// One generated Swift source file as a structure: what `SwiftRenderer` turns into text.
///
/// Builders describe *what* to declare; only the renderer decides spelling (escaping,
/// indentation, line breaks), so that every generated file is formatted and escaped
/// the same way.
struct SwiftFile: Hashable, Sendable {
    /// The lines of the leading `//` comment, without the slashes.
    var header: [String]
    var items: [SwiftFileItem]
}

/// A top-level element of a file.
indirect enum SwiftFileItem: Hashable, Sendable {
    case `import`(String)
    case declaration(SwiftDeclaration)
    /// `#if condition` … `#endif`, e.g. `canImport(SwiftUI)` around a skeleton.
    case conditional(String, [SwiftFileItem])
    /// A `// MARK: - title` line between top-level declarations.
    case mark(String)
}
