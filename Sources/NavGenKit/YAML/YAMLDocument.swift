/// The index of a node in a ``YAMLDocument``.
package struct NodeID: Hashable, Sendable {
    package let index: Int32

    init(_ index: Int) { self.index = Int32(index) }
}

/// One node of the tree as callers see it: a scalar, a sequence or a mapping, with
/// where it starts.
package struct YAMLNode: Sendable {
    package enum Kind: Sendable, Hashable {
        case scalar
        case sequence
        case mapping
    }

    package var kind: Kind
    package var location: SourceLocation
    /// The scalar's text exactly as YAML gives it; empty for collections.
    package var text: String
    /// Whether the scalar was written without quotes or block indicators.
    ///
    /// navgen reads scalars as text, but `<<` is a merge key only when plain and a
    /// version number must be a plain integer.
    package var isPlain: Bool

    /// The empty plain scalar: what YAML gives for `key:` with nothing after it.
    package var isEmptyScalar: Bool { kind == .scalar && isPlain && text.isEmpty }
}

/// A node as stored: 20 bytes, its text interned in the document's symbol table.
///
/// Nodes live in one flat array and refer to their children by index, so a file of
/// a hundred thousand routes costs a few arrays, not a million objects, and an alias
/// is a second reference to the same node rather than a copy. A scalar has text and
/// no children, a collection the reverse, so the two share their fields.
struct StoredNode {
    enum Kind: UInt8 {
        case scalar
        case sequence
        case mapping
        /// A mapping that a ``YAMLSubtreeConsumer`` took while the document was read:
        /// its entries are gone, `start` holds what the consumer made of them.
        case detached
    }

    var line: Int32
    var column: Int32
    /// Scalar: its symbol. Collection: where its children start in the link array.
    /// Detached: the consumer's payload.
    var start: Int32
    /// Scalar: its text's length in bytes. Collection: how many links its children
    /// take: one per item for a sequence, two per entry (key, value) for a mapping.
    var count: Int32
    var kind: Kind
    var isPlain: Bool
    /// The node's file in the spec's ``SpecFiles``: fits in the two bytes the
    /// fields above leave of the 20, so the node does not grow.
    var file: UInt16 = 0

    var publicKind: YAMLNode.Kind {
        switch kind {
        case .scalar: .scalar
        case .sequence: .sequence
        case .mapping, .detached: .mapping
        }
    }

    var location: SourceLocation {
        SourceLocation(line: Int(line), column: Int(column), fileIndex: Int(file))
    }
}

/// A parsed YAML document: merge keys applied, duplicate keys dropped (each reported),
/// aliases resolved to the node they name.
package struct YAMLDocument: Sendable {
    var storage: [StoredNode] = []
    /// Every scalar's text, once per distinct text.
    var symbols = SymbolTable()
    var links: [NodeID] = []
    package internal(set) var root: NodeID?

    package var nodeCount: Int { storage.count }

    package subscript(id: NodeID) -> YAMLNode {
        let node = storage[Int(id.index)]
        return YAMLNode(
            kind: node.publicKind, location: node.location,
            text: node.kind == .scalar ? symbols.string(of: node.start) : "", isPlain: node.isPlain)
    }

    /// The stored form of a node, for readers that want its parts without a String.
    func stored(_ id: NodeID) -> StoredNode { storage[Int(id.index)] }

    func location(_ id: NodeID) -> SourceLocation { storage[Int(id.index)].location }

    /// The symbol of a scalar's text; nil for a collection.
    func symbol(of id: NodeID) -> Int32? {
        let node = storage[Int(id.index)]
        return node.kind == .scalar ? node.start : nil
    }

    /// The items of a sequence (empty for any other node).
    package func items(of id: NodeID) -> ArraySlice<NodeID> {
        let node = storage[Int(id.index)]
        guard node.kind == .sequence else { return [] }
        return links[Int(node.start)..<Int(node.start + node.count)]
    }

    /// The entries of a mapping in document order (empty for any other node).
    package func entries(of id: NodeID) -> MappingEntries {
        let node = storage[Int(id.index)]
        guard node.kind == .mapping else { return MappingEntries(links: [][...]) }
        return MappingEntries(links: links[Int(node.start)..<Int(node.start + node.count)])
    }

    /// The value stored under a plain-text key, if the node is a mapping that has it.
    package func value(of id: NodeID, forKey key: String) -> NodeID? {
        guard let symbol = symbols.lookup(key) else { return nil }
        return entries(of: id).first { self.symbol(of: $0.key) == symbol }?.value
    }
}

/// A mapping's (key, value) pairs, read in place from the document's links: walking
/// a mapping allocates nothing.
package struct MappingEntries: RandomAccessCollection, Sendable {
    let links: ArraySlice<NodeID>

    package var startIndex: Int { 0 }
    package var endIndex: Int { links.count / 2 }

    package subscript(position: Int) -> (key: NodeID, value: NodeID) {
        let base = links.startIndex + position * 2
        return (links[base], links[base + 1])
    }
}
