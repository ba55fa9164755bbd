/// Reads an action from text (docs/spec.md, "Actions").
///
/// Grammar, with spaces allowed between tokens:
///
///     action  = style route [args]
///             | ("tab" | "alert") name | ("start" | "finish" | "answer") name [args]
///             | "replace" route [args]
///             | "pop" | "popToRoot" | "dismiss" | "back" | "open" ["external"] URL
///             | "set" name [args] ("true" | "false") *("," name [args] ("true" | "false"))
///     style   = a PresentationStyle's keyword ("push" | "sheet" | ...)
///     route   = name | name "." name
///     args    = "(" [arg *("," arg) [","]] ")"
///     arg     = name ":" literal
///     literal = ["-" | "+"] digits ["." digits] [("e" | "E") ["-" | "+"] digits]
///             | "true" | "false" | "nil" | '"' Swift string '"'
///
/// Strings take Swift's escapes: `\"`, `\\`, `\n`, `\r`, `\t`, `\0`, `\'`, `\u{…}`.
/// `open` takes the rest of the line, trimmed, as the URL.
package enum ActionParser {
    /// Why the text is not an action, and where (a 0-based offset in scalars).
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package var message: String
        package var offset: Int

        package var description: String { "\(message) (at column \(offset + 1))" }
    }

    /// Every word an action starts with: each style's keyword, then the other verbs.
    package static let keywords =
        PresentationStyle.allCases.map(\.keyword) + [
            "start", "tab", "pop", "popToRoot", "dismiss", "finish", "back", "open", "alert", "answer", "set",
            "replace", "go", "emit", "minimise", "expand",
        ]

    package static func parse(_ text: String) throws(Failure) -> SimulatorAction {
        var scanner = ActionScanner(text)
        return try scanner.action()
    }
}

private struct ActionScanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    typealias Failure = ActionParser.Failure

    func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(message: message, offset: offset ?? position)
    }

    var atEnd: Bool { position >= scalars.count }

    mutating func skipSpaces() {
        while !atEnd, scalars[position].properties.isWhitespace { position += 1 }
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && scalar.properties.isAlphabetic
    }

    static func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }

    mutating func word() -> String? {
        guard !atEnd, Self.isNameStart(scalars[position]) else { return nil }
        let start = position
        while !atEnd, Self.isNameContinue(scalars[position]) { position += 1 }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    mutating func action() throws(Failure) -> SimulatorAction {
        skipSpaces()
        let keywordStart = position
        guard let keyword = word() else {
            throw fail(
                atEnd ? "expected an action, e.g. 'push recipeDetail(id: 42)'" : "expected an action keyword")
        }
        if let column = SplitColumn(rawValue: keyword), !atEnd, scalars[position] == ":" {
            // `sidebar: push invites`: one column's action; a column names no other.
            position += 1
            let inner = try action()
            if case .inColumn = inner { throw fail("an action names one column", at: keywordStart) }
            return .inColumn(column, inner)
        }
        guard ActionParser.keywords.contains(keyword) else {
            let hint = Suggestion.help(for: keyword, among: ActionParser.keywords).map { "; " + $0 } ?? ""
            throw fail("unknown action '\(keyword)'\(hint)", at: keywordStart)
        }
        if keyword == "open" {
            // The rest of the line is the URL, spaces and all.
            skipSpaces()
            // `open external URL`: the word, then spaces, then the URL.
            let wordStart = position
            let source: LinkSource
            if word() == "external", !atEnd, scalars[position].properties.isWhitespace {
                source = .external
                skipSpaces()
            } else {
                (source, position) = (.inApp, wordStart)
            }
            let url = String(String.UnicodeScalarView(scalars[position...]))
            let trimmed = url.trimmingSpaces
            guard !trimmed.isEmpty else { throw fail("'open' needs a URL") }
            return .open(trimmed, source: source)
        }
        let action: SimulatorAction
        if let style = PresentationStyle(rawValue: keyword) {
            action = .show(try name(after: keyword, dotted: true), style, try arguments())
        } else {
            action = try nonShowing(keyword)
        }
        skipSpaces()
        guard atEnd else {
            throw fail(
                "unexpected '\(String(String.UnicodeScalarView(scalars[position...])))' after the action")
        }
        return action
    }

    /// An action whose keyword is not a style's.
    private mutating func nonShowing(_ keyword: String) throws(Failure) -> SimulatorAction {
        let action: SimulatorAction
        switch keyword {
        case "pop": action = .pop
        case "popToRoot": action = .popToRoot
        case "dismiss": action = .dismiss
        case "back": action = .back
        case "minimise": action = .minimise
        case "expand": action = .expand
        case "start":
            let child = try name(after: keyword, dotted: false)
            action = .start(child, at: try startRoute(), try arguments())
        case "alert": action = .alert(try name(after: keyword, dotted: false))
        case "answer": action = .answer(try name(after: keyword, dotted: false), try arguments())
        case "tab": action = .tab(try name(after: keyword, dotted: false))
        case "set": action = .set(try settings())
        case "replace": action = .replace(try name(after: keyword, dotted: true), try arguments())
        case "go": action = .go(try name(after: keyword, dotted: true), try arguments())
        case "emit": action = .emit(try name(after: keyword, dotted: false), try arguments())
        default: action = .finish(try name(after: keyword, dotted: false), try arguments())
        }
        return action
    }

    mutating func name(after keyword: String, dotted: Bool) throws(Failure) -> String {
        let before = position
        skipSpaces()
        guard position > before || atEnd else { throw fail("expected a space after '\(keyword)'") }
        guard var result = word() else {
            let noun = Self.placeholder(keyword, dotted: dotted)
            throw fail("'\(keyword)' needs \(noun == "event" ? "an" : "a") \(noun)")
        }
        if dotted, !atEnd, scalars[position] == "." {
            position += 1
            guard let route = word() else { throw fail("expected a route after '\(result).'") }
            result += "." + route
        }
        return result
    }

    /// `at survey` after a started coordinator: the route its flow begins with; nil
    /// (nothing read) without the word `at`.
    mutating func startRoute() throws(Failure) -> String? {
        let before = position
        skipSpaces()
        guard position > before, word() == "at" else {
            position = before
            return nil
        }
        return try name(after: "at", dotted: false)
    }

    /// `signedIn false, joined(roomId: "!a") true`: the pairs after `set`, at least one.
    mutating func settings() throws(Failure) -> [ConditionSetting] {
        let first = try name(after: "set", dotted: false)
        let firstArguments = try arguments()
        var result = [ConditionSetting(first, try truthValue(), arguments: firstArguments)]
        while true {
            skipSpaces()
            guard !atEnd, scalars[position] == "," else { return result }
            position += 1
            skipSpaces()
            guard let condition = word() else { throw fail("expected a condition after ','") }
            let arguments = try arguments()
            result.append(ConditionSetting(condition, try truthValue(), arguments: arguments))
        }
    }

    /// `true` or `false` after a condition's name.
    mutating func truthValue() throws(Failure) -> Bool {
        skipSpaces()
        let start = position
        switch word() {
        case "true": return true
        case "false": return false
        case let other?: throw fail("'\(other)' is not true or false", at: start)
        case nil: throw fail("'set' needs a value after the condition: true or false")
        }
    }

    /// What the word after `keyword` names, for messages.
    static func placeholder(_ keyword: String, dotted: Bool) -> String {
        switch keyword {
        case "finish", "answer": "outcome"
        case "alert": "alert"
        case "emit": "event"
        case "set": "condition"
        default: dotted ? "route" : "coordinator"
        }
    }

    mutating func arguments() throws(Failure) -> [ActionArgument] {
        skipSpaces()
        guard !atEnd, scalars[position] == "(" else { return [] }
        position += 1
        var result: [ActionArgument] = []
        var labels: Set<String> = []
        while true {
            skipSpaces()
            if !atEnd, scalars[position] == ")" {
                position += 1
                return result
            }
            let labelStart = position
            guard let label = word() else {
                throw fail(
                    atEnd
                        ? "expected ')' to close the arguments" : "expected an argument label, e.g. 'id: 42'")
            }
            guard labels.insert(label).inserted else {
                throw fail("'\(label)' is given twice", at: labelStart)
            }
            skipSpaces()
            guard !atEnd, scalars[position] == ":" else { throw fail("expected ':' after '\(label)'") }
            position += 1
            skipSpaces()
            result.append(ActionArgument(label: label, value: try literal()))
            skipSpaces()
            guard !atEnd else { throw fail("expected ')' to close the arguments") }
            if scalars[position] == "," {
                position += 1
            } else if scalars[position] != ")" {
                throw fail("expected ',' or ')'")
            }
        }
    }

    mutating func literal() throws(Failure) -> ArgumentLiteral {
        guard !atEnd else { throw fail("expected a value") }
        let scalar = scalars[position]
        if scalar == "\"" { return .string(try string()) }
        if scalar == "-" || scalar == "+" || ("0"..."9").contains(scalar) { return try number() }
        if scalar == "." {
            position += 1
            guard let name = word() else { throw fail("expected a case name after '.', e.g. .week") }
            return .member(name)
        }
        let start = position
        switch word() {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .nil
        case let other?:
            throw fail("'\(other)' is not a value; quote text: \"\(other)\"", at: start)
        case nil:
            throw fail("expected a value: a number, true, false, nil, a \"string\" or a .case")
        }
    }

    mutating func digits() -> Int {
        let start = position
        while !atEnd, ("0"..."9").contains(scalars[position]) { position += 1 }
        return position - start
    }

    mutating func number() throws(Failure) -> ArgumentLiteral {
        let start = position
        if scalars[position] == "-" || scalars[position] == "+" { position += 1 }
        guard digits() > 0 else { throw fail("expected digits", at: position) }
        var isFloat = false
        if !atEnd, scalars[position] == "." {
            position += 1
            guard digits() > 0 else { throw fail("expected digits after '.'") }
            isFloat = true
        }
        if !atEnd, scalars[position] == "e" || scalars[position] == "E" {
            position += 1
            if !atEnd, scalars[position] == "-" || scalars[position] == "+" { position += 1 }
            guard digits() > 0 else { throw fail("expected digits in the exponent") }
            isFloat = true
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        return isFloat ? .float(text) : .integer(text)
    }

    mutating func string() throws(Failure) -> String {
        let start = position
        position += 1
        var result = String.UnicodeScalarView()
        while true {
            guard !atEnd else { throw fail("the string does not close: add '\"'", at: start) }
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case "\"":
                return String(result)
            case "\\":
                result.append(try escape())
            default:
                result.append(scalar)
            }
        }
    }

    mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard !atEnd else { throw fail("a string cannot end with '\\'") }
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "0": return "\0"
        case "\"", "\\", "'": return scalar
        case "u":
            guard !atEnd, scalars[position] == "{" else { throw fail("expected '{' after '\\u'") }
            position += 1
            let start = position
            while !atEnd, scalars[position] != "}" { position += 1 }
            let hex = String(String.UnicodeScalarView(scalars[start..<position]))
            guard !atEnd, (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
                let decoded = Unicode.Scalar(value)
            else { throw fail("'\\u{\(hex)}' is not a Unicode scalar", at: start) }
            position += 1
            return decoded
        default:
            throw fail("'\\\(scalar)' is not a Swift escape", at: position - 2)
        }
    }
}

extension String {
    /// Without leading and trailing whitespace (spaces, tabs, newlines, `\r`).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
