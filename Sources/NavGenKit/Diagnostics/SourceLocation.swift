/// A 1-based line and column in the spec file.
///
/// Columns count Unicode scalars, as libyaml's marks do, so a caret drawn under the
/// source line lands on the right character.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Stored as 32-bit numbers: every name, target and transition of the spec model
    /// carries a location, so halving it takes megabytes off a large spec. The loader
    /// refuses files of 2 GiB or more, so no line or column of a spec reaches 2³¹.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The start of the file: where findings about the whole document point.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}
