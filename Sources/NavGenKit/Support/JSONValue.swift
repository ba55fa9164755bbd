/// A JSON value whose objects keep their keys in the order they were built.
///
/// Reports promise byte-identical output for the same input, and readers expect the
/// documented key order (`file`, `line`, `column`, ...), which `JSONEncoder` does not
/// give. Every JSON output of navgen goes through ``rendered(pretty:)``.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(rendered())
    }

    /// The JSON text: compact on one line, or indented by two spaces.
    package func rendered(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let items):
            writeContainer(items, open: "[", close: "]", to: &out, pretty: pretty, indent: indent) {
                item, out in item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            writeContainer(members, open: "{", close: "}", to: &out, pretty: pretty, indent: indent) {
                member, out in
                JSONValue.writeString(member.0, to: &out)
                out += pretty ? ": " : ":"
                member.1.write(to: &out, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to out: inout String, pretty: Bool,
        indent: Int, writeElement: (Element, inout String) -> Void
    ) {
        out += open
        guard !elements.isEmpty else {
            out += close
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { out += "," }
            if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
            writeElement(element, &out)
        }
        if pretty { out += "\n" + String(repeating: "  ", count: indent) }
        out += close
    }

    /// Whole numbers print without a fraction (`3`), others as Swift prints them;
    /// JSON has no infinity or NaN, so those become `null`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A JSON string. Besides what JSON requires (quotes, backslashes, C0 controls),
    /// every scalar a terminal would act on (DEL, C1 controls, line separators,
    /// bidirectional overrides; see ``TerminalText/isHarmless(_:)``) is written as a
    /// `\u` escape, so JSON piped to a terminal cannot drive it either.
    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || !TerminalText.isHarmless(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
