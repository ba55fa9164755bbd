/// The index of a node in a ``YAMLDocument``.
public struct NodeID: Hashable, Sendable {
    public let index: Int32

    init(_ index: Int) { self.index = Int32(index) }
}

/// One node of the tree as callers see it: a scalar, a sequence or a mapping, with
/// where it starts.
public struct YAMLNode: Sendable {
    public enum Kind: Sendable, Hashable {
        case scalar
        case sequence
        case mapping
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The scalar's text exactly as YAML gives it; empty for collections.
    public var text: String
    /// Whether the scalar was written without quotes or block indicators.
    ///
    /// navgen reads scalars as text, but `<<` is a merge key only when plain and a
    /// version number must be a plain integer.
    public var isPlain: Bool

    /// The empty plain scalar: what YAML gives for `key:` with nothing after it.
    public var isEmptyScalar: Bool { kind == .scalar && isPlain && text.isEmpty }
}

/// A node as stored: 20 bytes, with its text in the document's byte arena.
///
/// Nodes live in one flat array and refer to their children by index, so a file of
/// a hundred thousand routes costs a few arrays, not a million objects, and an alias
/// is a second reference to the same node rather than a copy. A scalar has text and
/// no children, a collection the reverse, so the two ranges share their fields.
struct StoredNode {
    var line: Int32
    var column: Int32
    /// Scalar: where its text starts in the arena. Collection: where its children
    /// start in the link array.
    var start: Int32
    /// Scalar: its text's length in bytes. Collection: how many links its children
    /// take: one per item for a sequence, two per entry (key, value) for a mapping.
    var count: Int32
    var kind: YAMLNode.Kind
    var isPlain: Bool

    var textStart: Int32 { kind == .scalar ? start : 0 }
    var textLength: Int32 { kind == .scalar ? count : 0 }
    var firstLink: Int32 { kind == .scalar ? 0 : start }
    var linkCount: Int32 { kind == .scalar ? 0 : count }
}

/// A parsed YAML document: merge keys applied, duplicate keys dropped (each reported),
/// aliases resolved to the node they name.
public struct YAMLDocument: Sendable {
    var storage: [StoredNode] = []
    /// Every scalar's UTF-8 text, end to end.
    var textBytes: [UInt8] = []
    var links: [NodeID] = []
    public internal(set) var root: NodeID?

    public var nodeCount: Int { storage.count }

    public subscript(id: NodeID) -> YAMLNode {
        let node = storage[Int(id.index)]
        return YAMLNode(
            kind: node.kind, location: SourceLocation(line: Int(node.line), column: Int(node.column)),
            text: text(of: node), isPlain: node.isPlain)
    }

    func text(of node: StoredNode) -> String {
        guard node.textLength > 0 else { return "" }
        let start = Int(node.textStart)
        return String(decoding: textBytes[start..<start + Int(node.textLength)], as: UTF8.self)
    }

    /// Whether the node is a scalar whose text is exactly `text`, without building a String.
    func scalar(_ id: NodeID, equals text: String) -> Bool {
        let node = storage[Int(id.index)]
        guard node.kind == .scalar, Int(node.textLength) == text.utf8.count else { return false }
        let start = Int(node.textStart)
        return textBytes[start..<start + Int(node.textLength)].elementsEqual(text.utf8)
    }

    /// The items of a sequence (empty for any other node).
    public func items(of id: NodeID) -> ArraySlice<NodeID> {
        let node = storage[Int(id.index)]
        guard node.kind == .sequence else { return [] }
        return links[Int(node.firstLink)..<Int(node.firstLink + node.linkCount)]
    }

    /// The entries of a mapping in document order (empty for any other node).
    public func entries(of id: NodeID) -> MappingEntries {
        let node = storage[Int(id.index)]
        guard node.kind == .mapping else { return MappingEntries(links: [][...]) }
        return MappingEntries(links: links[Int(node.firstLink)..<Int(node.firstLink + node.linkCount)])
    }

    /// The value stored under a plain-text key, if the node is a mapping that has it.
    public func value(of id: NodeID, forKey key: String) -> NodeID? {
        entries(of: id).first { scalar($0.key, equals: key) }?.value
    }
}

/// A mapping's (key, value) pairs, read in place from the document's links: walking
/// a mapping allocates nothing.
public struct MappingEntries: RandomAccessCollection, Sendable {
    let links: ArraySlice<NodeID>

    public var startIndex: Int { 0 }
    public var endIndex: Int { links.count / 2 }

    public subscript(position: Int) -> (key: NodeID, value: NodeID) {
        let base = links.startIndex + position * 2
        return (links[base], links[base + 1])
    }
}
