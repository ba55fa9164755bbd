import CYaml

/// Turns libyaml events into the flat node tree, enforcing ``YAMLLimits``, and hands
/// finished subtrees to a ``YAMLSubtreeConsumer`` as they close.
struct YAMLTreeBuilder<Consumer: YAMLSubtreeConsumer> {
    /// A collection whose end event has not come yet; its children so far are
    /// `pending[firstChild...]`.
    private struct OpenCollection {
        var node: Int32
        var isMapping: Bool
        var firstChild: Int
        /// The link count when it opened: every link after that belongs to its subtree.
        var firstLink: Int
        /// The anchor count when it opened: if it grew, something may refer into it.
        var anchorsBefore: Int
        /// The loose texts stored when it opened: its subtree's come after.
        var looseMark: Int
        /// The key it is the value of, when its parent is a mapping.
        var key: NodeID?
        /// The parent's ``YAMLTreeBuilder/openSize`` while this collection is open.
        var parentSize: Int
        var isAnchored: Bool
    }

    private let limits: YAMLLimits
    private let file: String
    /// The file's index in the spec's ``SpecFiles``, recorded in every node.
    private let fileIndex: UInt16
    private(set) var document = YAMLDocument()
    private(set) var consumer: Consumer
    /// The symbol of `<<`, interned up front so a merge key is one comparison.
    private let mergeSymbol: Int32
    /// The expanded size of each anchored node: what an alias to it adds.
    private var anchoredSize: [Int32: Int] = [:]
    private var open: [OpenCollection] = []
    /// The innermost open collection's size once aliases are expanded, so far (capped):
    /// kept out of `open` because every node adds to it.
    private var openSize = 1
    /// Whether the innermost open collection is a mapping, and where its children
    /// start in `pending`: read for every node, so kept out of `open` too.
    private var innermostIsMapping = false
    private var innermostFirstChild = 0
    /// Per open collection, the symbol of its key or -1: the path the consumer sees.
    private var keyPath: [Int32] = []
    /// The children of every open collection, innermost last: one array for the whole
    /// parse instead of one per collection.
    private var pending: [NodeID] = []
    private var anchors: [String: NodeID] = [:]
    private var anchorCount = 0
    /// Anchored collections not yet closed: an alias to one of them would recurse.
    private var openAnchors: Set<Int32> = []
    private var mappingKeys = MappingKeySet()
    private var aliasExpansion = 0
    private var documentCount = 0
    private var findings: [Finding] = []
    private(set) var isFinished = false
    private var failed = false

    init(limits: YAMLLimits, file: String, fileIndex: Int = 0, consumer: Consumer) {
        self.limits = limits
        self.file = file
        self.fileIndex = UInt16(clamping: fileIndex)
        self.consumer = consumer
        for text in consumer.predefinedSymbols { _ = document.symbols.intern(text) }
        mergeSymbol = document.symbols.intern("<<")
    }

    func result() -> YAMLLoader.Result {
        YAMLLoader.Result(document: failed ? nil : document, findings: findings)
    }

    mutating func fail(
        _ rule: RuleID, at location: SourceLocation, _ message: String, help: String? = nil,
        notes: [String] = []
    ) {
        findings.append(
            Finding(file: file, location: location, rule: rule, message: message, notes: notes, help: help))
        failed = true
        isFinished = true
    }

    mutating func handle(_ event: UnsafePointer<yaml_event_t>) {
        let mark = event.pointee.start_mark
        let line = Int32(clamping: mark.line + 1)
        let column = Int32(clamping: mark.column + 1)
        switch event.pointee.type {
        case YAML_STREAM_END_EVENT:
            isFinished = true
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                fail(
                    .wrongType, at: location(line, column),
                    "a spec is one YAML document, but a second one starts here",
                    notes: ["remove the `---` and everything after the first document"])
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.pointee.data.scalar
            guard document.symbols.byteCount + scalar.length < Int(Int32.max) else {
                fail(.yamlSyntax, at: location(line, column), "the file holds more than 2 GiB of text")
                return
            }
            let text = UnsafeBufferPointer(start: UnsafePointer(scalar.value), count: scalar.length)
            let symbol =
                text.count <= SymbolTable.internLimit || isKeyPosition()
                ? document.symbols.intern(text) : document.symbols.storeLoose(text)
            let id = addNode(
                StoredNode(
                    line: line, column: column, start: symbol, count: Int32(scalar.length), kind: .scalar,
                    isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE))
            if register(anchor: scalar.anchor, for: id, open: false) { anchoredSize[id.index] = 1 }
            attach(id, size: 1)
        case YAML_SEQUENCE_START_EVENT:
            startCollection(
                .sequence, line: line, column: column, anchor: event.pointee.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT:
            startCollection(
                .mapping, line: line, column: column, anchor: event.pointee.data.mapping_start.anchor)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            endCollection()
        case YAML_ALIAS_EVENT:
            alias(Self.string(event.pointee.data.alias.anchor), at: location(line, column))
        default:
            break
        }
    }

    private func location(_ line: Int32, _ column: Int32) -> SourceLocation {
        SourceLocation(line: Int(line), column: Int(column), fileIndex: Int(fileIndex))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        let count = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    private mutating func addNode(_ node: StoredNode) -> NodeID {
        var node = node
        node.file = fileIndex
        document.storage.append(node)
        return NodeID(document.storage.count - 1)
    }

    /// Records an anchor; returns whether there was one.
    private mutating func register(anchor: UnsafeMutablePointer<yaml_char_t>?, for id: NodeID, open: Bool)
        -> Bool
    {
        guard anchor != nil else { return false }
        anchors[Self.string(anchor)] = id
        anchorCount += 1
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
            openSize = min(openSize + size, limits.maxAliasExpansion + 1)
        }
    }

    /// Whether a node starting now is a key: the innermost collection is a mapping
    /// with an even number of children so far.
    private func isKeyPosition() -> Bool {
        innermostIsMapping && (pending.count - innermostFirstChild) % 2 == 0
    }

    /// The key a collection starting now is the value of: the last pending child of
    /// the innermost mapping, when that mapping has an odd number of children so far.
    private func currentKey() -> NodeID? {
        guard innermostIsMapping, (pending.count - innermostFirstChild) % 2 == 1 else { return nil }
        return pending.last
    }

    private mutating func startCollection(
        _ kind: StoredNode.Kind, line: Int32, column: Int32, anchor: UnsafeMutablePointer<yaml_char_t>?
    ) {
        guard open.count < limits.maxDepth else {
            fail(
                .aliasLimit, at: location(line, column),
                "collections nest deeper than \(limits.maxDepth) levels",
                notes: ["a navigation spec needs a handful of levels; this file is not one"])
            return
        }
        let key = currentKey()
        let anchorsBefore = anchorCount
        let id = addNode(
            StoredNode(line: line, column: column, start: 0, count: 0, kind: kind, isPlain: false))
        let anchored = register(anchor: anchor, for: id, open: true)
        keyPath.append(key.flatMap { document.symbol(of: $0) } ?? -1)
        open.append(
            OpenCollection(
                node: id.index, isMapping: kind == .mapping, firstChild: pending.count,
                firstLink: document.links.count, anchorsBefore: anchorsBefore,
                looseMark: document.symbols.looseMark, key: key, parentSize: openSize, isAnchored: anchored))
        openSize = 1
        innermostIsMapping = kind == .mapping
        innermostFirstChild = pending.count
    }

    private mutating func endCollection() {
        guard let collection = open.last else { return }
        let index = Int(collection.node)
        if collection.isAnchored { openAnchors.remove(collection.node) }
        let firstLink = document.links.count
        if collection.isMapping {
            appendMappingLinks(from: collection.firstChild)
        } else {
            document.links.append(contentsOf: pending[collection.firstChild...])
        }
        pending.removeSubrange(collection.firstChild...)
        var node = document.storage[index]
        node.start = Int32(firstLink)
        node.count = Int32(document.links.count - firstLink)
        document.storage[index] = node
        // Offered only when no alias can reach the subtree: no anchor inside it or on it
        // (anchorCount), none on an ancestor (openAnchors), and not merged by a `<<` key.
        if collection.isMapping, open.count - 1 == consumer.depth, anchorCount == collection.anchorsBefore,
            openAnchors.isEmpty, let key = collection.key, !isMergeKey(key)
        {
            offer(collection, key: key)
        }
        open.removeLast()
        keyPath.removeLast()
        if let parent = open.last {
            innermostIsMapping = parent.isMapping
            innermostFirstChild = parent.firstChild
        } else {
            innermostIsMapping = false
            innermostFirstChild = 0
        }
        let size = openSize
        openSize = collection.parentSize
        if collection.isAnchored { anchoredSize[collection.node] = size }
        attach(NodeID(index), size: size)
    }

    /// Lets the consumer take a finished mapping; if it does, the mapping's subtree
    /// (the last nodes and links added) is dropped and the mapping becomes a detached
    /// node holding the consumer's payload.
    private mutating func offer(_ collection: OpenCollection, key: NodeID) {
        let index = Int(collection.node)
        guard
            let payload = consumer.consume(
                NodeID(index), key: key, parent: NodeID(Int(open[open.count - 2].node)), path: keyPath[1...],
                in: document)
        else { return }
        document.storage.removeSubrange((index + 1)...)
        document.links.removeSubrange(collection.firstLink...)
        document.symbols.dropLoose(after: collection.looseMark)
        var node = document.storage[index]
        node.kind = .detached
        node.start = payload
        node.count = 0
        document.storage[index] = node
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
    private mutating func appendMappingLinks(from firstChild: Int) {
        let end = pending.count
        var hasMerge = false
        for offset in stride(from: firstChild, to: end, by: 2) {
            let key = Int(pending[offset].index)
            let node = document.storage[key]
            guard node.kind == .scalar else { continue }
            // A key reached through an alias may be a long value's loose text: keys are
            // compared by symbol, so give it its interned one (the text is the same).
            if SymbolTable.isLoose(node.start) {
                document.storage[key].start = document.symbols.interned(node.start)
            } else if node.isPlain, node.start == mergeSymbol {
                hasMerge = true
            }
        }
        var explicitKeys: Set<Int32> = []
        if hasMerge {
            for offset in stride(from: firstChild, to: end, by: 2) where !isMergeKey(pending[offset]) {
                if let symbol = document.symbol(of: pending[offset]) { explicitKeys.insert(symbol) }
            }
        }
        mappingKeys.startMapping(symbolCount: document.symbols.count)
        for offset in stride(from: firstChild, to: end, by: 2) {
            let key = pending[offset]
            let node = document.storage[Int(key.index)]
            guard node.kind == .scalar else {
                findings.append(
                    Finding(
                        file: file, location: node.location, rule: .wrongType,
                        message: "a mapping key must be plain text, not a \(node.publicKind)"))
                continue
            }
            if hasMerge, isMergeKey(key) {
                appendMerged(pending[offset + 1], mergeKey: node.location, except: explicitKeys)
                continue
            }
            if let first = mappingKeys.first(node.start) {
                let text = document.symbols.string(of: node.start)
                findings.append(
                    Finding(
                        file: file, location: node.location, rule: .duplicateKey,
                        message: "key '\(text)' appears twice in this mapping",
                        notes: ["its first occurrence is at \(document.location(first))"],
                        help: "remove or rename one of them; YAML keeps only one value per key"))
                continue
            }
            mappingKeys.insert(node.start, key: key)
            document.links.append(key)
            document.links.append(pending[offset + 1])
        }
    }

    /// The entries a `<<` key brings in, skipping keys the mapping has already or
    /// writes itself.
    private mutating func appendMerged(
        _ value: NodeID, mergeKey: SourceLocation, except explicitKeys: Set<Int32>
    ) {
        for source in mergeSources(value, mergeKey: mergeKey) {
            for entry in document.entries(of: source) {
                guard let symbol = document.symbol(of: entry.key), !explicitKeys.contains(symbol),
                    mappingKeys.first(symbol) == nil
                else { continue }
                mappingKeys.insert(symbol, key: entry.key)
                document.links.append(entry.key)
                document.links.append(entry.value)
            }
        }
    }

    private func isMergeKey(_ id: NodeID) -> Bool {
        let node = document.storage[Int(id.index)]
        return node.kind == .scalar && node.isPlain && node.start == mergeSymbol
    }

    /// Merge problems point at the `<<` key: an alias has no place of its own in the tree.
    private mutating func mergeSources(_ value: NodeID, mergeKey: SourceLocation) -> [NodeID] {
        switch document.stored(value).kind {
        case .mapping, .detached:
            return [value]
        case .sequence:
            var sources: [NodeID] = []
            for item in document.items(of: value) {
                if document.stored(item).publicKind == .mapping {
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
