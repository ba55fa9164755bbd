/// A value of a JSON document as ``JSONReader`` read it, with where it starts.
///
/// ``JSONValue`` is what navgen writes; a file navgen reads also needs the place of
/// each value and key, so that a refusal can say `3:17: applinks.details[1]: ...`,
/// and the number as written, so that `1.0` is not taken for the integer `1`. The
/// scalars are ``JSONValue``s, so both sides agree on what a value is.
package struct JSONNode: Sendable {
    /// A 1-based line and column; columns count characters (Unicode scalars), as
    /// the findings of a spec do.
    package struct Position: Hashable, Sendable, CustomStringConvertible {
        package var line: Int
        package var column: Int

        /// `line:column`.
        package var description: String { "\(line):\(column)" }
    }

    package enum Content: Sendable {
        /// `null`, `true`, `false`, a number or a string. A number is `.int` when it
        /// is written as an integer (no fraction, no exponent) that fits an `Int`,
        /// and `.double` otherwise (a huge one is infinite).
        case scalar(JSONValue)
        case array([JSONNode])
        /// The members in file order; no two keys are the same string.
        case object([JSONMember])
    }

    package var content: Content
    package var position: Position
    /// A number's text as the file writes it (`1.0`, `1e0`, `-0`); nil for anything
    /// else.
    package var numberText: String?

    package init(_ content: Content, at position: Position, numberText: String? = nil) {
        self.content = content
        self.position = position
        self.numberText = numberText
    }

    /// What the node holds without its places: equal to what was read for any
    /// document ``JSONValue`` renders.
    package var value: JSONValue {
        switch content {
        case .scalar(let value): value
        case .array(let items): .array(items.map(\.value))
        case .object(let members): .object(members.map { ($0.key, $0.value.value) })
        }
    }

    /// `a string`, `an object`: what a message says the node is.
    package var kindName: String {
        switch content {
        case .scalar(.null): "null"
        case .scalar(.bool): "a boolean"
        case .scalar(.int), .scalar(.double): "a number"
        case .scalar(.string): "a string"
        case .scalar(.array), .array: "an array"
        case .scalar(.object), .object: "an object"
        }
    }

    /// The node as a message quotes it: a number as written, any other scalar as
    /// JSON; a collection, or a scalar longer than 40 characters, by its kind.
    package var quoted: String {
        let text: String
        switch content {
        case .scalar(let value): text = numberText ?? value.rendered()
        case .array, .object: return kindName
        }
        return text.unicodeScalars.count <= 40 ? text : kindName
    }
}

/// One `"key": value` of an object, with the key's own place.
package struct JSONMember: Sendable {
    package var key: String
    package var keyPosition: JSONNode.Position
    package var value: JSONNode

    package init(key: String, at keyPosition: JSONNode.Position, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
