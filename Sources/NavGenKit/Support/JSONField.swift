/// A value of a read JSON document with the path that names it
/// (`applinks.details[1].components[0]`), for readers of a file's shape that refuse
/// what they do not know: a value of another type, or a key they do not read, is an
/// error at its line and column, never skipped. A key navgen skips could be one
/// that changes what the file means.
package struct JSONField: Sendable {
    package var node: JSONNode
    /// Empty for the document's top value.
    package var path: String

    package init(_ node: JSONNode, path: String = "") {
        self.node = node
        self.path = path
    }

    /// The members of an object, each with its path.
    package struct Members: Sendable {
        package var fields: [(key: String, field: JSONField)]

        /// The value of `key`, compared character by character (as the reader
        /// compared keys).
        package subscript(key: String) -> JSONField? {
            fields.first { $0.key.utf8.elementsEqual(key.utf8) }?.field
        }
    }

    /// The members of an object whose keys are all among `keys` (any key when nil);
    /// another key is refused at its place, with the keys allowed.
    package func object(keys: [String]? = nil) throws(JSONReadError) -> Members {
        guard case .object(let members) = node.content else { throw expected("an object") }
        if let keys {
            for member in members where !keys.contains(where: { $0.utf8.elementsEqual(member.key.utf8) }) {
                let key = JSONValue.string(member.key).rendered()
                let help = Suggestion.help(for: member.key, among: keys).map { "; \($0)" } ?? ""
                throw JSONReadError(
                    at: member.keyPosition,
                    "\(here)unknown key \(key) (expected \(keys.map { "'\($0)'" }.joined(separator: ", ")))\(help)"
                )
            }
        }
        return Members(
            fields: members.map { ($0.key, JSONField($0.value, path: DataPath.joined(path, $0.key))) })
    }

    /// The items of an array, each with its path.
    package func array() throws(JSONReadError) -> [JSONField] {
        guard case .array(let items) = node.content else { throw expected("an array") }
        return items.enumerated().map { JSONField($0.element, path: DataPath.indexed(path, $0.offset)) }
    }

    package func string() throws(JSONReadError) -> String {
        guard case .scalar(.string(let text)) = node.content else { throw expected("a string") }
        return text
    }

    package func bool() throws(JSONReadError) -> Bool {
        guard case .scalar(.bool(let value)) = node.content else { throw expected("true or false") }
        return value
    }

    /// A refusal at this value: `path: message`.
    package func refusal(_ message: String) -> JSONReadError {
        JSONReadError(at: node.position, here + message)
    }

    /// `expected an array, found a string`.
    package func expected(_ what: String) -> JSONReadError {
        refusal("expected \(what), found \(node.quoted)")
    }

    /// `path: `, or nothing at the top.
    private var here: String { path.isEmpty ? "" : path + ": " }
}
