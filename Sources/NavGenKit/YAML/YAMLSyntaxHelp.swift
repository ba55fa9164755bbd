/// A help line for the YAML mistakes a newcomer to the format meets most, read from
/// libyaml's problem and the line it is on. libyaml names the grammar (`did not find
/// expected ',' or ']'`); the help names the fix, with the line rewritten when it can.
enum YAMLSyntaxHelp {
    /// The help for libyaml's `problem` at `column` (from 0) of `line`, or nil when
    /// the mistake is not one of those recognised.
    static func help(problem: String, line: String, column: Int) -> String? {
        let characters = Array(line)
        let offending = characters.indices.contains(column) ? characters[column] : nil
        if problem.hasPrefix("found character that cannot start any token") {
            if offending == "\t" || characters.prefix(column).contains("\t") {
                return
                    "YAML indents with spaces, never tabs: replace the tabs at the start of this line with spaces"
            }
            if let offending, offending == "@" || offending == "`" {
                return
                    "'\(offending)' cannot start a plain value in YAML: quote the value ('\(offending)...')"
            }
        }
        if problem.hasPrefix("did not find expected alphabetic or numeric character"), line.contains("*") {
            return "a value that starts with '*' is an alias in YAML: quote it ('*')"
        }
        if problem.hasPrefix("mapping values are not allowed") {
            return "a value that holds ': ' must be quoted: write it in single quotes"
                + (quotingValue(of: line).map { ": \($0)" } ?? "")
        }
        if problem.hasPrefix("did not find expected ',' or ']'")
            || problem.hasPrefix("did not find expected ',' or '}'"),
            let quoted = quotingPatterns(in: line)
        {
            return "inside [ ] or { }, a '{' opens a mapping: quote each pattern that holds { }: "
                + quoted.trimmingLeadingSpaces
        }
        return nil
    }

    /// The line with each unquoted value that starts with `/` and holds `{` quoted,
    /// inside a flow collection; nil when there is none.
    static func quotingPatterns(in line: String) -> String? {
        let characters = Array(line)
        var output = ""
        var changed = false
        var index = 0
        var inFlow = false
        while index < characters.count {
            let character = characters[index]
            if character == "'" || character == "\"" {
                // A quoted scalar is copied whole.
                var end = index + 1
                while end < characters.count, characters[end] != character { end += 1 }
                output += String(characters[index..<min(end + 1, characters.count)])
                index = end + 1
                continue
            }
            if character == "[" || (character == "{" && !inFlow) { inFlow = true }
            let startsValue = index > 0 && [",", "[", " "].contains(characters[index - 1])
            if inFlow, character == "/", startsValue {
                // The pattern runs to the `,` or closing bracket outside its own braces.
                var depth = 0
                var end = index
                while end < characters.count {
                    let next = characters[end]
                    if next == "{" { depth += 1 }
                    if next == "}" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if depth == 0, next == "," || next == "]" { break }
                    end += 1
                }
                var pattern = String(characters[index..<end])
                while pattern.last == " " { pattern.removeLast() }
                if pattern.contains("{") {
                    output += "'" + pattern.doublingQuotes + "'"
                    changed = true
                } else {
                    output += pattern
                }
                index += pattern.count
                continue
            }
            output.append(character)
            index += 1
        }
        return changed ? output : nil
    }

    /// `key: value: more` as `key: 'value: more'`; nil when the line is not a
    /// `key: value` line.
    private static func quotingValue(of line: String) -> String? {
        let characters = Array(line)
        guard
            let colon = characters.indices.first(where: {
                characters[$0] == ":" && $0 + 1 < characters.count && characters[$0 + 1] == " "
            })
        else { return nil }
        let value = String(characters[(colon + 2)...]).trimmingCharacters(in: " ")
        guard !value.isEmpty, value.first != "'", value.first != "\"" else { return nil }
        return String(characters[...(colon + 1)]).trimmingLeadingSpaces + "'" + value.doublingQuotes + "'"
    }
}

extension StringProtocol {
    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " })
    }

    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }

    /// Each `'` doubled, as a single-quoted YAML scalar writes it.
    fileprivate var doublingQuotes: String {
        split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''")
    }
}
