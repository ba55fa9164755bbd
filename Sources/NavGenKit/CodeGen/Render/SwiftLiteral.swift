/// Escaping of text that ends up inside string literals and comments.
enum SwiftLiteral {
    /// The body of a string literal (without the quotes) that reads back as `text`.
    ///
    /// Quotes, backslashes (and with them `\(`) and the usual control characters get
    /// their short escapes; anything invisible or able to reorder the line
    /// (controls, format characters such as bidi overrides, line separators, lone
    /// combining marks, unassigned code points) becomes `\u{...}`, so that what a
    /// reviewer sees is what the program contains.
    static func escapedBody(_ text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": body += "\\\\"
            case "\"": body += "\\\""
            case "\n": body += "\\n"
            case "\r": body += "\\r"
            case "\t": body += "\\t"
            case "\0": body += "\\0"
            default:
                if isVisible(scalar) {
                    body.unicodeScalars.append(scalar)
                } else {
                    body += "\\u{" + hex(scalar.value) + "}"
                }
            }
        }
        return body
    }

    /// A string literal, quotes included.
    static func string(_ text: String) -> String {
        "\"" + escapedBody(text) + "\""
    }

    /// A line of comment text: the same escapes as a literal for what could break the
    /// line or hide, so that no spec text can end a comment early and become code.
    static func commentText(_ text: String) -> String {
        var line = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || isVisible(scalar) {
                line.unicodeScalars.append(scalar)
            } else {
                line += "\\u{" + hex(scalar.value) + "}"
            }
        }
        return line
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate,
            .unassigned, .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }

    private static func hex(_ value: UInt32) -> String {
        String(value, radix: 16, uppercase: true)
    }
}
