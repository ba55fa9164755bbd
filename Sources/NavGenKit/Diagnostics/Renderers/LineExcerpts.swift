/// Source excerpts for a report's findings, each line decoded once.
///
/// Reports list findings by position, so the findings on one line come one after
/// another: the line last asked for is kept as scalars, and a thousand findings on
/// one minified line decode it once rather than a thousand times.
struct LineExcerpts {
    private let lines: SourceLines
    private var cachedNumber = 0
    private var cachedScalars: [Unicode.Scalar] = []

    init(_ text: String) {
        lines = SourceLines(text)
    }

    /// The excerpt of `line` (1-based) with a caret at `column`, or nil when the line
    /// does not exist or is empty.
    mutating func excerpt(line number: Int, column: Int) -> SourceExcerpt? {
        if number != cachedNumber {
            guard let text = lines[number] else { return nil }
            cachedNumber = number
            cachedScalars = Array(text.unicodeScalars)
        }
        return SourceExcerpt(scalars: cachedScalars, column: column)
    }
}
