/// Decodes a ``YAMLDocument`` into a ``NavigationSpec``, reporting every shape problem
/// it meets (`missing-field`, `unknown-key`, `wrong-type`, `invalid-name`,
/// `unsupported-version`) and carrying on past each one, so a single run lists them
/// all. It records the names `name-collision` judges (``NameFacts``) without judging them.
///
/// Keys and action words are recognised by their interned symbols (``SpecKeywords``)
/// and texts become Strings through a ``SymbolMemo``: on a large spec the decoder
/// never compares or builds the same String twice.
package struct SpecDecoder {
    let document: YAMLDocument
    let file: String
    let keywords: SpecKeywords
    var memo = SymbolMemo()
    /// Routes decoded while the document was read; detached nodes refer to them.
    var detachedRoutes = DetachedRoutes()
    private(set) var findings: [Finding] = []
    /// The names `name-collision` judges (``NameCollisionRule``).
    var names = NameFacts()
    /// The file's `include:` entries, as written, once decoded.
    var includes: [Located<String>] = []

    init(document: YAMLDocument, file: String, keywords: SpecKeywords? = nil) {
        self.document = document
        self.file = file
        self.keywords = keywords ?? SpecKeywords(document.symbols)
    }

    /// A decoder for a document whose routes `consumer` took while it was read.
    init(document: YAMLDocument, file: String, routes consumer: consuming SpecRouteConsumer) {
        self.init(document: document, file: file)
        memo = consumer.memo
        detachedRoutes = consumer.routes
        detachedRoutes.finishGroup()
    }

    /// The spec, when the file has the keys to build one, and the findings.
    package static func decode(_ document: YAMLDocument, file: String) -> (
        spec: NavigationSpec?, findings: [Finding]
    ) {
        var decoder = SpecDecoder(document: document, file: file)
        var spec = decoder.decodeSpec()
        if spec != nil { decoder.checkWholeSpec(&spec!) }
        return (spec, decoder.findings)
    }

    /// The checks that read the whole spec, every file of it: run once, after the
    /// included files are merged in.
    mutating func checkWholeSpec(_ spec: inout NavigationSpec) {
        spec.resolveEnumerations()
        checkParamTypeKeywords(spec)
        checkConditionParamTypes(spec)
    }

    // MARK: - Reporting

    mutating func report(
        _ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
        help: String? = nil
    ) {
        findings.append(
            Finding(file: file, location: location, rule: rule, message: message, notes: notes, help: help))
    }

    mutating func report(contentsOf earlier: [Finding]) {
        findings.append(contentsOf: earlier)
    }

    // MARK: - Shapes

    func location(_ id: NodeID) -> SourceLocation { document.location(id) }

    func kind(_ id: NodeID) -> YAMLNode.Kind { document.stored(id).publicKind }

    /// The keyword a scalar spells, if any.
    func keyword(_ id: NodeID) -> SpecKeyword? {
        document.symbol(of: id).flatMap(keywords.keyword)
    }

    /// A scalar's text (empty for a collection), for messages.
    mutating func spelling(_ id: NodeID) -> String {
        guard let symbol = document.symbol(of: id) else { return "" }
        return memo.string(symbol, in: document.symbols)
    }

    /// `key:` with nothing after it.
    func isEmptyScalar(_ id: NodeID) -> Bool {
        let node = document.stored(id)
        return node.kind == .scalar && node.isPlain && node.count == 0
    }

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
        _ id: NodeID, _ what: @autoclosure () -> String, allowed: [SpecKeyword],
        misplaced: [String: String] = [:]
    ) -> KnownEntries? {
        guard kind(id) == .mapping else {
            report(.wrongType, at: location(id), "\(what()) must be a mapping, not \(describe(id))")
            return nil
        }
        var known = KnownEntries()
        for entry in document.entries(of: id) {
            if let keyword = keyword(entry.key), allowed.contains(keyword) {
                known.add(keyword, key: entry.key, value: entry.value)
            } else {
                let key = spelling(entry.key)
                report(
                    .unknownKey, at: location(entry.key), "unknown key '\(key)' in \(what())",
                    help: misplaced[key] ?? Suggestion.help(for: key, among: allowed.map(\.spelling)))
            }
        }
        return known
    }

    /// Reports `missing-field` at `owner` (the key of the mapping that lacks `key`).
    mutating func require(
        _ key: SpecKeyword, in entries: KnownEntries, of what: @autoclosure () -> String,
        at owner: SourceLocation, help: String? = nil
    ) -> NodeID? {
        if let value = entries[key]?.value { return value }
        report(
            .missingField, at: owner, "\(what()) is missing the required key '\(key.spelling)'", help: help)
        return nil
    }

    /// A scalar's text; `wrong-type` for a collection or an empty value.
    mutating func text(_ id: NodeID, _ what: @autoclosure () -> String) -> Located<String>? {
        let node = document.stored(id)
        guard node.kind == .scalar, !(node.isPlain && node.count == 0) else {
            report(.wrongType, at: node.location, "\(what()) must be a single value, not \(describe(id))")
            return nil
        }
        return Located(memo.string(node.start, in: document.symbols), at: node.location)
    }

    /// A name that this key defines: reported `invalid-name` when it breaks `pattern`.
    mutating func name(
        _ id: NodeID, _ what: @autoclosure () -> String, pattern: NamePattern = .identifier
    ) -> Located<String>? {
        guard let name = text(id, what()) else { return nil }
        let valid: Bool
        switch pattern {
        case .identifier: valid = memo.isIdentifier(document.stored(id).start, in: document.symbols)
        case .typeName: valid = pattern.matches(name.value)
        }
        if !valid {
            report(
                .invalidName, at: name.location, "\(what()) '\(name.value)' is not \(pattern.requirement)",
                help: NameFix.suggestion(for: name.value, pattern: pattern).map { "rename it '\($0)'" })
        }
        return name
    }

    /// A list of scalars; `wrong-type` when the value is not a list.
    mutating func textList(_ id: NodeID, _ what: @autoclosure () -> String) -> [Located<String>] {
        guard kind(id) == .sequence else {
            report(
                .wrongType, at: location(id), "\(what()) must be a list, not \(describe(id))",
                help: kind(id) == .scalar ? "write it as a list: [\(document[id].text)]" : nil)
            return []
        }
        let items = document.items(of: id)
        var texts: [Located<String>] = []
        texts.reserveCapacity(items.count)
        for item in items {
            if let text = text(item, "an entry of \(what())") { texts.append(text) }
        }
        return texts
    }

    /// A value from a closed set (`kind`, `ui`, a severity...); `wrong-type` lists the set.
    mutating func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ id: NodeID, _ what: @autoclosure () -> String, as: Value.Type
    ) -> Located<Value>? where Value.RawValue == String {
        guard let word = text(id, what()) else { return nil }
        if let value = Value(rawValue: word.value) { return Located(value, at: word.location) }
        let allowed = Value.allCases.map(\.rawValue)
        report(
            .wrongType, at: word.location,
            "\(what()) must be one of \(allowed.joined(separator: ", ")), not '\(word.value)'",
            help: Suggestion.help(for: word.value, among: allowed))
        return nil
    }

    /// Like ``choice(_:_:as:)``, but among a part of the values (the styles a flow may
    /// be shown in), which the error message lists in their order.
    mutating func choice<Value: RawRepresentable & Sendable>(
        _ id: NodeID, _ what: @autoclosure () -> String, among allowed: [Value]
    ) -> Located<Value>? where Value.RawValue == String {
        guard let word = text(id, what()) else { return nil }
        if let value = allowed.first(where: { $0.rawValue == word.value }) {
            return Located(value, at: word.location)
        }
        let spellings = allowed.map(\.rawValue)
        report(
            .wrongType, at: word.location,
            "\(what()) must be one of \(spellings.joined(separator: ", ")), not '\(word.value)'",
            help: Suggestion.help(for: word.value, among: spellings))
        return nil
    }
}

/// The entries of a mapping whose keys were checked against the allowed ones.
///
/// A spec mapping allows at most ``capacity`` keys (every list of allowed keys fits:
/// a test checks), so the entries live inline in three vectors (keyword, key node,
/// value node) rather than in a heap-allocated array: decoding a mapping allocates
/// nothing.
struct KnownEntries {
    static let capacity = 16
    private var keywords = SIMD16<Int32>(repeating: -1)
    private var keys = SIMD16<Int32>(repeating: 0)
    private var values = SIMD16<Int32>(repeating: 0)
    private var count = 0

    /// Adds an entry; the builder has dropped repeated keys, so each keyword comes once.
    mutating func add(_ keyword: SpecKeyword, key: NodeID, value: NodeID) {
        precondition(count < Self.capacity, "a spec mapping allows at most sixteen keys")
        keywords[count] = keyword.rawValue
        keys[count] = key.index
        values[count] = value.index
        count += 1
    }

    subscript(keyword: SpecKeyword) -> (key: NodeID, value: NodeID)? {
        for index in 0..<count where keywords[index] == keyword.rawValue {
            return (NodeID(Int(keys[index])), NodeID(Int(values[index])))
        }
        return nil
    }
}
