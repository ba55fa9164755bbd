/// Mermaid's lexical rules for the two things navgen writes into a flowchart: ids and
/// quoted labels.
enum MermaidText {
    /// Words Mermaid's flowchart lexer reads as keywords when an id starts with them:
    /// the lexer takes the first rule that matches, so `styleGuide__home` would lex as
    /// `style` followed by garbage. Ids that start with one get an `id_` prefix, which
    /// no other diagram id has.
    static let keywordPrefixes = [
        "style", "linkStyle", "classDef", "class", "interpolate", "graph", "flowchart", "subgraph", "end",
        "default", "click", "call", "href", "direction", "accTitle", "accDescr",
    ]

    /// A diagram id as a Mermaid node or subgraph id: `[A-Za-z0-9_]+`, never a keyword.
    static func id(_ id: String) -> String {
        keywordPrefixes.contains { id.hasPrefix($0) } ? "id_" + id : id
    }

    /// Text inside a double-quoted label, with every character that Mermaid or the
    /// HTML it renders to could read as syntax written as an entity code (`#quot;`,
    /// `#123;`). Patterns like `/search?q={query}&page={page}` stay readable.
    static func label(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "&": out += "#amp;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "{": out += "#123;"
            case "}": out += "#125;"
            case "|": out += "#124;"
            case "`": out += "#96;"
            case "\n", "\r", "\t": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// Label lines, escaped one by one and joined with Mermaid's line break.
    static func label(lines: [String]) -> String {
        "\"" + lines.map(label).joined(separator: "<br>") + "\""
    }
}
