/// The spec's text split into lines the way libyaml counts them, so that a finding's
/// line number finds the text the user sees there.
///
/// libyaml ends a line at LF, CR, CRLF, NEL, LS and PS, and skips a leading byte
/// order mark without counting it as a column; so does this type. The breaks
/// themselves are not part of any line, which keeps a CRLF file from showing a
/// stray carriage return.
struct SourceLines {
    private var lines: [String] = []

    init(_ text: String) {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var current = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in scalars {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if scalar == "\n" { continue }
            }
            switch scalar {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(String(current))
                current = String.UnicodeScalarView()
                afterCarriageReturn = scalar == "\r"
            default:
                current.append(scalar)
            }
        }
        // A final break ends the last line; it does not start an empty one.
        if !current.isEmpty { lines.append(String(current)) }
    }

    var count: Int { lines.count }

    /// The text of the 1-based line `number`, or nil past either end of the file.
    subscript(number: Int) -> String? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }
}
