/// A 1-based line and column in the spec file.
///
/// Columns count Unicode scalars, as libyaml's marks do, so a caret drawn under the
/// source line lands on the right character.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of the file: where findings about the whole document point.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
