/// A 1-based line and column in one file of the spec, and which file.
///
/// Columns count Unicode scalars, as libyaml's marks do, so a caret drawn under the
/// source line lands on the right character. The file is an index into the spec's
/// ``SpecFiles``: 0 is the main file, each included file has its own.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// File, line and column packed into one 64-bit number, in that order from the
    /// top bits: every name, target and transition of the spec model carries a
    /// location, so it stays as small as two 32-bit numbers were. Comparing the
    /// packed numbers compares (file, line, column).
    private var packed: UInt64

    /// Bits of a line or a column: 134,217,727 at most, twice the 64 MiB the CLI
    /// reads of a spec, so no line or column of a file it reads is cut. A larger
    /// number (only through the library, for a file of over 128 MiB) is clamped.
    static let positionBits: UInt64 = 27
    /// The bits left for the file index: room for ``SpecFiles/maxCount`` files.
    static let fileBits: UInt64 = 64 - 2 * positionBits

    /// The largest line or column stored as itself.
    package static let maxPosition = Int(1 << positionBits) - 1
    /// The largest file index stored as itself.
    package static let maxFileIndex = Int(1 << fileBits) - 1

    package var line: Int {
        get { Int((packed >> Self.positionBits) & UInt64(Self.maxPosition)) }
        set { self = SourceLocation(line: newValue, column: column, fileIndex: fileIndex) }
    }

    package var column: Int {
        get { Int(packed & UInt64(Self.maxPosition)) }
        set { self = SourceLocation(line: line, column: newValue, fileIndex: fileIndex) }
    }

    /// The file's index in the spec's ``SpecFiles``; 0, the main file, unless set.
    package var fileIndex: Int {
        get { Int(packed >> (2 * Self.positionBits)) }
        set { self = SourceLocation(line: line, column: column, fileIndex: newValue) }
    }

    package init(line: Int, column: Int, fileIndex: Int = 0) {
        let file = UInt64(Self.clamp(fileIndex, to: Self.maxFileIndex))
        let line = UInt64(Self.clamp(line, to: Self.maxPosition))
        let column = UInt64(Self.clamp(column, to: Self.maxPosition))
        packed = file << (2 * Self.positionBits) | line << Self.positionBits | column
    }

    /// The same line and column in another file of the spec.
    package func inFile(_ index: Int) -> SourceLocation {
        SourceLocation(line: line, column: column, fileIndex: index)
    }

    /// The start of the main file: where findings about the whole document point.
    package static let start = SourceLocation(line: 1, column: 1)

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.packed < rhs.packed
    }

    /// `line:column`; the file is printed by whoever knows its path.
    package var description: String { "\(line):\(column)" }

    private static func clamp(_ value: Int, to maximum: Int) -> Int {
        min(max(value, 0), maximum)
    }
}
