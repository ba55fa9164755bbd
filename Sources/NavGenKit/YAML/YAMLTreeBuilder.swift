import CYaml

/// Turns libyaml events into the flat node tree, enforcing ``YAMLLimits``.
struct YAMLTreeBuilder {
    /// A collection whose end event has not come yet; its children so far are
    /// `pending[firstChild...]`.
    private struct OpenCollection {
        var node: Int
        var firstChild: Int
        /// The collection's size once aliases are expanded, so far (capped).
        var expandedSize = 1
        var isAnchored: Bool
    }

    private let limits: YAMLLimits
    private let file: String
    private var document = YAMLDocument()
    /// The expanded size of each anchored node: what an alias to it adds.
    private var anchoredSize: [Int32: Int] = [:]
    private var open: [OpenCollection] = []
    /// The children of every open collection, innermost last: one array for the whole
    /// parse instead of one per collection.
    private var pending: [NodeID] = []
    private var anchors: [String: NodeID] = [:]
    /// Anchored collections not yet closed: an alias to one of them would recurse.
    private var openAnchors: Set<Int32> = []
    private var aliasExpansion = 0
    private var documentCount = 0
    private var findings: [Finding] = []
    private(set) var isFinished = false
    private var failed = false

    /// `sizeHint` is the input's length in bytes. A spec spends at least a few bytes
    /// per node, so reserving for that many up front avoids the copies (and the doubled
    /// peak memory) of growing the arrays; pages never written are never resident.
    init(limits: YAMLLimits, file: String, sizeHint: Int = 0) {
        self.limits = limits
        self.file = file
        document.storage.reserveCapacity(sizeHint / 6)
        document.links.reserveCapacity(sizeHint / 6)
        document.textBytes.reserveCapacity(sizeHint)
    }

    func result() -> YAMLLoader.Result {
        YAMLLoader.Result(document: failed ? nil : document, findings: findings)
    }

    mutating func fail(_ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = []) {
        findings.append(Finding(file: file, location: location, rule: rule, message: message, notes: notes))
        failed = true
        isFinished = true
    }

    mutating func handle(_ event: yaml_event_t) {
        let location = SourceLocation(
            line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_STREAM_END_EVENT:
            isFinished = true
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                fail(
                    .wrongType, at: location,
                    "a spec is one YAML document, but a second one starts here",
                    notes: ["remove the `---` and everything after the first document"])
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            guard let textStart = appendText(scalar.value, length: scalar.length) else {
                fail(.yamlSyntax, at: location, "the file holds more than 2 GiB of text")
                return
            }
            let id = addNode(
                .scalar, at: location, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE,
                textStart: textStart, textLength: Int32(scalar.length))
            if register(anchor: scalar.anchor, for: id, open: false) { anchoredSize[id.index] = 1 }
            attach(id, size: 1)
        case YAML_SEQUENCE_START_EVENT:
            startCollection(.sequence, at: location, anchor: event.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT:
            startCollection(.mapping, at: location, anchor: event.data.mapping_start.anchor)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            endCollection()
        case YAML_ALIAS_EVENT:
            alias(Self.string(event.data.alias.anchor), at: location)
        default:
            break
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        let count = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Copies a scalar's bytes into the arena; nil when the arena would pass 2 GiB.
    private mutating func appendText(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> Int32? {
        let start = document.textBytes.count
        guard start + length < Int(Int32.max) else { return nil }
        if let pointer, length > 0 {
            document.textBytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: length))
        }
        return Int32(start)
    }

    private mutating func addNode(
        _ kind: YAMLNode.Kind, at location: SourceLocation, isPlain: Bool = false, textStart: Int32 = 0,
        textLength: Int32 = 0
    ) -> NodeID {
        document.storage.append(
            StoredNode(
                line: Int32(clamping: location.line), column: Int32(clamping: location.column),
                start: textStart, count: textLength, kind: kind, isPlain: isPlain))
        return NodeID(document.storage.count - 1)
    }

    /// Records an anchor; returns whether there was one.
    private mutating func register(anchor: UnsafeMutablePointer<yaml_char_t>?, for id: NodeID, open: Bool)
        -> Bool
    {
        guard anchor != nil else { return false }
        anchors[Self.string(anchor)] = id
        if open { openAnchors.insert(id.index) }
        return true
    }

    /// Adds a finished node to the innermost open collection (or makes it the root),
    /// counting its expanded size into that collection's.
    private mutating func attach(_ id: NodeID, size: Int) {
        if open.isEmpty {
            if document.root == nil { document.root = id }
        } else {
            pending.append(id)
            let last = open.count - 1
            open[last].expandedSize = min(open[last].expandedSize + size, limits.maxAliasExpansion + 1)
        }
    }

    private mutating func startCollection(
        _ kind: YAMLNode.Kind, at location: SourceLocation, anchor: UnsafeMutablePointer<yaml_char_t>?
    ) {
        guard open.count < limits.maxDepth else {
            fail(
                .aliasLimit, at: location,
                "collections nest deeper than \(limits.maxDepth) levels",
                notes: ["a navigation spec needs a handful of levels; this file is not one"])
            return
        }
        let id = addNode(kind, at: location)
        let anchored = register(anchor: anchor, for: id, open: true)
        open.append(OpenCollection(node: Int(id.index), firstChild: pending.count, isAnchored: anchored))
    }

    private mutating func endCollection() {
        guard let collection = open.popLast() else { return }
        let index = collection.node
        openAnchors.remove(Int32(index))
        let firstLink = document.links.count
        if document.storage[index].kind == .mapping {
            appendMappingLinks(pending[collection.firstChild...])
        } else {
            document.links.append(contentsOf: pending[collection.firstChild...])
        }
        pending.removeSubrange(collection.firstChild...)
        document.storage[index].start = Int32(firstLink)
        document.storage[index].count = Int32(document.links.count - firstLink)
        if collection.isAnchored { anchoredSize[Int32(index)] = collection.expandedSize }
        attach(NodeID(index), size: collection.expandedSize)
    }

    private mutating func alias(_ name: String, at location: SourceLocation) {
        guard let target = anchors[name] else {
            fail(.yamlSyntax, at: location, "alias '*\(name)' names no anchor defined before it")
            return
        }
        guard !openAnchors.contains(target.index) else {
            fail(
                .aliasLimit, at: location,
                "alias '*\(name)' is inside the node it names, so it would expand forever")
            return
        }
        let size = anchoredSize[target.index] ?? 1
        aliasExpansion += size
        guard aliasExpansion <= limits.maxAliasExpansion else {
            fail(
                .aliasLimit, at: location,
                "aliases expand to more than \(limits.maxAliasExpansion) nodes",
                notes: ["this looks like a 'billion laughs' file; a spec needs far fewer aliases"])
            return
        }
        attach(target, size: size)
    }

    /// Appends a mapping's links (key, value, key, value, ...) after applying merge
    /// keys and dropping duplicate keys.
    ///
    /// Merged entries take the place of their `<<` key; keys written in the mapping
    /// itself win over merged ones, and among merged sources the first wins.
    private mutating func appendMappingLinks(_ children: ArraySlice<NodeID>) {
        let pairs = MappingEntries(links: children)
        let hasMerge = pairs.contains { isMergeKey($0.key) }
        var explicitKeys: Set<String> = []
        if hasMerge {
            for pair in pairs where !isMergeKey(pair.key) { explicitKeys.insert(document[pair.key].text) }
        }
        var seen = SeenKeys(expectedCount: pairs.count)
        for pair in pairs {
            let key = document[pair.key]
            guard key.kind == .scalar else {
                findings.append(
                    Finding(
                        file: file, location: key.location, rule: .wrongType,
                        message: "a mapping key must be plain text, not a \(key.kind)"))
                continue
            }
            if hasMerge, isMergeKey(pair.key) {
                for source in mergeSources(pair.value, mergeKey: key.location) {
                    for entry in document.entries(of: source) {
                        let mergedKey = document[entry.key]
                        guard !explicitKeys.contains(mergedKey.text),
                            seen.firstLocation(of: mergedKey.text, in: document) == nil
                        else { continue }
                        seen.insert(entry.key, text: mergedKey.text)
                        document.links.append(entry.key)
                        document.links.append(entry.value)
                    }
                }
                continue
            }
            if let first = seen.firstLocation(of: key.text, in: document) {
                findings.append(
                    Finding(
                        file: file, location: key.location, rule: .duplicateKey,
                        message: "key '\(key.text)' appears twice in this mapping",
                        notes: ["its first occurrence is at \(first)"],
                        help: "remove or rename one of them; YAML keeps only one value per key"))
                continue
            }
            seen.insert(pair.key, text: key.text)
            document.links.append(pair.key)
            document.links.append(pair.value)
        }
    }

    private func isMergeKey(_ id: NodeID) -> Bool {
        document.storage[Int(id.index)].isPlain && document.scalar(id, equals: "<<")
    }

    /// Merge problems point at the `<<` key: an alias has no place of its own in the tree.
    private mutating func mergeSources(_ value: NodeID, mergeKey: SourceLocation) -> [NodeID] {
        let node = document[value]
        switch node.kind {
        case .mapping:
            return [value]
        case .sequence:
            var sources: [NodeID] = []
            for item in document.items(of: value) {
                if document[item].kind == .mapping {
                    sources.append(item)
                } else {
                    findings.append(
                        Finding(
                            file: file, location: mergeKey, rule: .wrongType,
                            message: "a merge key list takes mappings only"))
                }
            }
            return sources
        case .scalar:
            findings.append(
                Finding(
                    file: file, location: mergeKey, rule: .wrongType,
                    message: "a merge key '<<' takes a mapping or a list of mappings",
                    help: "write '<<: *anchor' where the anchor names a mapping"))
            return []
        }
    }
}

/// The keys a mapping has so far. Most mappings in a spec have a handful of keys, for
/// which a linear scan beats hashing; large ones (a coordinator's routes) get a table.
private struct SeenKeys {
    private static let linearLimit = 12
    private var keys: [NodeID] = []
    private var table: [String: NodeID]?

    init(expectedCount: Int) {
        if expectedCount > Self.linearLimit { table = Dictionary(minimumCapacity: expectedCount) }
    }

    func firstLocation(of text: String, in document: YAMLDocument) -> SourceLocation? {
        if let table { return table[text].map { document[$0].location } }
        return keys.first { document[$0].text == text }.map { document[$0].location }
    }

    mutating func insert(_ key: NodeID, text: String) {
        if table != nil {
            table?[text] = key
        } else {
            keys.append(key)
        }
    }
}
