/// How a condition is named where it is checked or changed: `signedIn`, `"!signedIn"`,
/// or, for a condition with params, `joined(roomId)` and `"!joined(roomId)"`, whose
/// args name params of the route the entry stands on.
///
/// One reading for `requires` entries, keys of a keyed `otherwise` and keys of `set`,
/// so that the three spell an entry alike and match by ``spelling``.
struct ConditionEntry: Hashable, Sendable {
    var isNegated: Bool
    var name: String
    /// The arg names inside the parentheses, in order; nil when none are written.
    var args: [String]?

    /// Reads `!name(a, b)`; nil when the text is not a negation mark, an identifier
    /// and, optionally, a parenthesised list of identifiers. Spaces around the args
    /// are not significant: `joined( roomId )` reads as `joined(roomId)`.
    init?(_ text: String) {
        isNegated = text.hasPrefix("!")
        let body = isNegated ? text.dropFirst() : Substring(text)
        guard let open = body.firstIndex(of: "(") else {
            guard NamePattern.identifier.matches(String(body)) else { return nil }
            name = String(body)
            args = nil
            return
        }
        guard body.last == ")" else { return nil }
        let head = String(body[..<open])
        guard NamePattern.identifier.matches(head) else { return nil }
        let inside = body[body.index(after: open)..<body.index(before: body.endIndex)]
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        // `joined()` writes no arg: read as an empty list, which names no param.
        let written = parts == [""] ? [] : parts
        guard written.allSatisfy({ NamePattern.identifier.matches($0) }) else { return nil }
        name = head
        args = written
    }

    /// The written name without any `!` or args, for suggestions when the text is none.
    static func bareName(_ text: String) -> String {
        let body = text.hasPrefix("!") ? String(text.dropFirst()) : text
        return body.firstIndex(of: "(").map { String(body[..<$0]) } ?? body
    }

    /// As entries are compared: `!joined(roomId, spaceId)`, one space after each comma.
    var spelling: String {
        (isNegated ? "!" : "") + name + (args.map { "(" + $0.joined(separator: ", ") + ")" } ?? "")
    }
}
