/// Why a JSON file was refused, and where: by ``JSONReader`` (not JSON, a key given
/// twice, too deep) or by a reader of its shape (``JSONField``).
package struct JSONReadError: Error, Sendable, CustomStringConvertible {
    package var position: JSONNode.Position
    /// The reason, naming the value's path when it has one
    /// (`applinks.details[1]: expected an object, found a string`).
    package var message: String

    package init(at position: JSONNode.Position, _ message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    package var description: String { "\(position): \(message)" }

    /// `FILE:line:column: message`, the form editors and terminals jump to.
    package func located(in file: String) -> String { "\(file):\(description)" }

    /// The same place, with `prefix` before the reason (`not a navgen baseline: `).
    package func prefixed(_ prefix: String) -> JSONReadError {
        JSONReadError(at: position, prefix + message)
    }
}
