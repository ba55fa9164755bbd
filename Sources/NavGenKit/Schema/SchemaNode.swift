/// Builders for the few JSON Schema shapes the spec's schema is made of, so that
/// ``SpecSchema`` reads as a description of the format rather than as nested literals.
///
/// Every builder takes a description first: editors show it on hover and in
/// completion, and the schema promises one on every property.
enum SchemaNode {
    /// A property: its name and its schema, in the order editors list them.
    typealias Property = (name: String, schema: JSONValue)

    /// An object with known keys and no others.
    static func object(
        _ description: String, properties: [Property], required: [String] = [], nullable: Bool = false
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", nullable ? .array([.string("object"), .string("null")]) : .string("object")),
            ("description", .string(description)),
            ("properties", .object(properties.map { ($0.name, $0.schema) })),
        ]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }

    /// An object used as a dictionary: keys are identifiers (every mapping of the format is
    /// keyed by ids or names, `keys` unless told), each with a value of `values`.
    static func map(
        _ description: String, values: JSONValue, minProperties: Int? = nil,
        keys: String = SchemaPatterns.identifier
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("description", .string(description)),
        ]
        if let minProperties { members.append(("minProperties", .int(minProperties))) }
        members += [
            ("propertyNames", .object([("pattern", .string(keys))])),
            ("additionalProperties", values),
        ]
        return .object(members)
    }

    static func string(_ description: String, pattern: String? = nil, examples: [String] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("string")), ("description", .string(description)),
        ]
        if let pattern { members.append(("pattern", .string(pattern))) }
        if !examples.isEmpty { members.append(("examples", .array(examples.map(JSONValue.string)))) }
        return .object(members)
    }

    /// One of a closed set of words.
    static func choice(_ description: String, _ values: [String], default value: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("string")),
            ("description", .string(description)),
            ("enum", .array(values.map(JSONValue.string))),
        ]
        if let value { members.append(("default", .string(value))) }
        return .object(members)
    }

    /// Exactly one word; used to tell the kinds of coordinators apart.
    static func constant(_ description: String, _ value: String) -> JSONValue {
        .object([("description", .string(description)), ("const", .string(value))])
    }

    static func array(
        _ description: String, items: JSONValue, minItems: Int? = nil, uniqueItems: Bool = false
    )
        -> JSONValue
    {
        var members: [(String, JSONValue)] = [
            ("type", .string("array")),
            ("description", .string(description)),
            ("items", items),
        ]
        if let minItems { members.append(("minItems", .int(minItems))) }
        if uniqueItems { members.append(("uniqueItems", .bool(true))) }
        return .object(members)
    }

    /// A reference to a definition in `$defs`, with a description of its own: draft
    /// 2020-12 allows keywords next to `$ref`, so each use can say what it is for.
    static func ref(_ definition: String, _ description: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/\(definition)")), ("description", .string(description))])
    }

    /// One item of a list of moves: `action` names the move and is required; its
    /// companions (`as`, `at`, `then`, ...) are valid only next to it.
    ///
    /// The companions' schemas sit in a `then` that applies once the action key is
    /// written (an `if` on the key, typed `object` so that an empty item, `null`, does
    /// not pass it), which every valid item does. Among the item's own properties each
    /// companion is only declared, with its description, so that
    /// `additionalProperties: false` lets it through, and marked with
    /// yaml-language-server's `doNotSuggest`: an editor merges the properties of every
    /// alternative of an empty item, and would otherwise offer `as` or `then` as if
    /// they were moves.
    static func action(_ description: String, _ action: Property, companions: [Property] = []) -> JSONValue {
        let declarations: [Property] = companions.map {
            (
                $0.name,
                .object([
                    ("description", $0.schema.member("description") ?? .null), ("doNotSuggest", .bool(true)),
                ])
            )
        }
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("description", .string(description)),
            ("properties", .object(([action] + declarations).map { ($0.name, $0.schema) })),
            ("required", .array([.string(action.name)])),
            ("additionalProperties", .bool(false)),
        ]
        if !companions.isEmpty {
            members += [
                (
                    "if",
                    .object([("type", .string("object")), ("required", .array([.string(action.name)]))])
                ),
                ("then", .object([("properties", .object(companions.map { ($0.name, $0.schema) }))])),
            ]
        }
        return .object(members)
    }

    static func oneOf(_ description: String, _ alternatives: [JSONValue], examples: [JSONValue] = [])
        -> JSONValue
    {
        var members: [(String, JSONValue)] = [
            ("description", .string(description)), ("oneOf", .array(alternatives)),
        ]
        // An editor offers examples as completions: one per form the node takes.
        if !examples.isEmpty { members.append(("examples", .array(examples))) }
        return .object(members)
    }
}

extension SchemaNode {
    /// `value` with a `markdownDescription` beside every `description`, the same text.
    ///
    /// Descriptions quote spec text in backticks (`start: flow`). yaml-language-server
    /// escapes a plain `description` before showing it as Markdown, so the backticks
    /// would show as typed; from `markdownDescription`, VS Code's hover and completion
    /// details show them as code. `description` stays for other editors.
    static func withMarkdownDescriptions(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(
                members.flatMap { name, member -> [(String, JSONValue)] in
                    // `properties` and `$defs` name keys: a key spelled `description` is no description.
                    let converted =
                        name == "properties" || name == "$defs"
                        ? keyed(member) : withMarkdownDescriptions(member)
                    guard name == "description", case .string = member else { return [(name, converted)] }
                    return [(name, member), ("markdownDescription", member)]
                })
        case .array(let items):
            return .array(items.map(withMarkdownDescriptions))
        default:
            return value
        }
    }

    /// A mapping of names to schemas, each converted.
    private static func keyed(_ value: JSONValue) -> JSONValue {
        guard case .object(let members) = value else { return value }
        return .object(members.map { ($0.0, withMarkdownDescriptions($0.1)) })
    }
}

extension JSONValue {
    /// The value of an object's member, or nil.
    func member(_ name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == name }?.1
    }

    /// This object with one more member; any other value unchanged.
    func adding(_ name: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members + [(name, value)])
    }
}
