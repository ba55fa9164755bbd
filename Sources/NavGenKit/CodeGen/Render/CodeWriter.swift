/// Lines of source with the current indentation: the renderer's output buffer.
struct CodeWriter {
    static let indentUnit = "    "

    private(set) var lines: [String] = []
    /// The indentation level of the next line.
    var level = 0

    /// The indentation of a level, as text.
    static func pad(_ level: Int) -> String {
        String(repeating: indentUnit, count: level)
    }

    /// The column (0-based) where text starts on a line of the current level.
    var column: Int { level * Self.indentUnit.count }

    /// Appends text at the current level. Text with line breaks is appended as is
    /// after its first line: the expression renderer indents continuation lines itself.
    mutating func line(_ text: String) {
        lines.append(Self.pad(level) + text)
    }

    /// An empty line; never two in a row, and none right after an opening line.
    mutating func blank() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// Runs `body` one level deeper.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// The text, each line ending in a newline, trailing blank lines dropped.
    var text: String {
        var result = lines
        while result.last?.isEmpty == true { result.removeLast() }
        return result.map { $0 + "\n" }.joined()
    }
}
