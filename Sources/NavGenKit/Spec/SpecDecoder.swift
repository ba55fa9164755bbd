/// Decodes a ``YAMLDocument`` into a ``NavigationSpec``, reporting every shape problem
/// it meets (`missing-field`, `unknown-key`, `wrong-type`, `invalid-name`,
/// `unsupported-version`, `name-collision`) and carrying on past each one, so a single
/// run lists them all.
public struct SpecDecoder {
    let document: YAMLDocument
    let file: String
    private(set) var findings: [Finding] = []

    init(document: YAMLDocument, file: String) {
        self.document = document
        self.file = file
    }

    /// The spec, when the file has the keys to build one, and the findings.
    public static func decode(_ document: YAMLDocument, file: String) -> (
        spec: NavigationSpec?, findings: [Finding]
    ) {
        var decoder = SpecDecoder(document: document, file: file)
        let spec = decoder.decodeSpec()
        if let spec { decoder.checkTypeNameCollisions(spec) }
        return (spec, decoder.findings)
    }

    // MARK: - Reporting

    mutating func report(
        _ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
        help: String? = nil
    ) {
        findings.append(
            Finding(file: file, location: location, rule: rule, message: message, notes: notes, help: help))
    }

    // MARK: - Shapes

    func location(_ id: NodeID) -> SourceLocation { document[id].location }

    func describe(_ id: NodeID) -> String {
        let node = document[id]
        switch node.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return node.isEmptyScalar ? "nothing" : "'\(node.text)'"
        }
    }

    /// The entries of a mapping, checked against the keys allowed there. Reports
    /// `wrong-type` when the node is not a mapping and `unknown-key` for each stray key.
    mutating func mapping(
        _ id: NodeID, _ what: String, allowed: [String], misplaced: [String: String] = [:]
    ) -> KnownEntries? {
        guard document[id].kind == .mapping else {
            report(.wrongType, at: location(id), "\(what) must be a mapping, not \(describe(id))")
            return nil
        }
        var byKey = KnownEntries()
        for entry in document.entries(of: id) {
            let key = document[entry.key].text
            if allowed.contains(key) {
                byKey.entries.append((key, entry.key, entry.value))
            } else {
                report(
                    .unknownKey, at: location(entry.key), "unknown key '\(key)' in \(what)",
                    help: misplaced[key] ?? Suggestion.help(for: key, among: allowed))
            }
        }
        return byKey
    }

    /// Reports `missing-field` at `owner` (the key of the mapping that lacks `key`).
    mutating func require(
        _ key: String, in entries: KnownEntries, of what: String,
        at owner: SourceLocation, help: String? = nil
    ) -> NodeID? {
        if let entry = entries[key] { return entry.value }
        report(.missingField, at: owner, "\(what) is missing the required key '\(key)'", help: help)
        return nil
    }

    /// A scalar's text; `wrong-type` for a collection or an empty value.
    mutating func text(_ id: NodeID, _ what: String) -> Located<String>? {
        let node = document[id]
        guard node.kind == .scalar, !node.isEmptyScalar else {
            report(.wrongType, at: node.location, "\(what) must be a single value, not \(describe(id))")
            return nil
        }
        return Located(node.text, at: node.location)
    }

    /// A name that this key defines: reported `invalid-name` when it breaks `pattern`.
    mutating func name(_ id: NodeID, _ what: String, pattern: NamePattern = .identifier) -> Located<String>? {
        guard let name = text(id, what) else { return nil }
        if !pattern.matches(name.value) {
            report(
                .invalidName, at: name.location, "\(what) '\(name.value)' is not \(pattern.requirement)",
                help: NameFix.suggestion(for: name.value, pattern: pattern).map { "rename it '\($0)'" })
        }
        return name
    }

    /// A list of scalars; `wrong-type` when the value is not a list.
    mutating func textList(_ id: NodeID, _ what: String) -> [Located<String>] {
        guard document[id].kind == .sequence else {
            report(
                .wrongType, at: location(id), "\(what) must be a list, not \(describe(id))",
                help: document[id].kind == .scalar ? "write it as a list: [\(document[id].text)]" : nil)
            return []
        }
        return document.items(of: id).compactMap { text($0, "an entry of \(what)") }
    }

    /// A value from a closed set (`kind`, `ui`, a severity...); `wrong-type` lists the set.
    mutating func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ id: NodeID, _ what: String, as: Value.Type
    ) -> Located<Value>? where Value.RawValue == String {
        guard let word = text(id, what) else { return nil }
        if let value = Value(rawValue: word.value) { return Located(value, at: word.location) }
        let allowed = Value.allCases.map(\.rawValue)
        report(
            .wrongType, at: word.location,
            "\(what) must be one of \(allowed.joined(separator: ", ")), not '\(word.value)'",
            help: Suggestion.help(for: word.value, among: allowed))
        return nil
    }

    /// Reports `name-collision` for each repeat in a list of names.
    mutating func checkUnique(_ names: [Located<String>], _ what: String) {
        var seen: [String: SourceLocation] = [:]
        for name in names {
            if let first = seen[name.value] {
                report(
                    .nameCollision, at: name.location, "'\(name.value)' appears twice in \(what)",
                    notes: ["its first occurrence is at \(first)"], help: "remove the repeated entry")
            } else {
                seen[name.value] = name.location
            }
        }
    }
}

/// The entries of a mapping whose keys were checked against the allowed ones. A spec
/// mapping has a handful of keys, so lookup is a linear scan rather than a hash.
struct KnownEntries {
    var entries: [(name: String, key: NodeID, value: NodeID)] = []

    subscript(name: String) -> (key: NodeID, value: NodeID)? {
        entries.first { $0.name == name }.map { ($0.key, $0.value) }
    }
}
