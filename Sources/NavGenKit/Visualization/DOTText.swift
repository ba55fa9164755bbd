/// Graphviz's quoting rules for the strings navgen writes into a DOT file.
enum DOTText {
    /// A double-quoted DOT string. Inside one only `"` and `\` need escaping; a `\`
    /// left alone would start an escape such as `\N` (the node's name) or `\l`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r", "\t": out += " "
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// Label lines joined with DOT's centred line break, `\n`.
    static func label(lines: [String]) -> String {
        "\"" + lines.map { String(quoted($0).dropFirst().dropLast()) }.joined(separator: "\\n") + "\""
    }

    /// `[key=value, ...]` from pairs whose values are already DOT text.
    static func attributes(_ pairs: [(String, String)]) -> String {
        "[" + pairs.map { "\($0.0)=\($0.1)" }.joined(separator: ", ") + "]"
    }
}
