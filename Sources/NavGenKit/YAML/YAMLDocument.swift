/// The index of a node in a ``YAMLDocument``.
public struct NodeID: Hashable, Sendable {
    public let index: Int32

    init(_ index: Int) { self.index = Int32(index) }
}

/// One node of the tree: a scalar, a sequence or a mapping, with where it starts.
///
/// Nodes live in one flat array and refer to their children by index, so a file of
/// a hundred thousand routes costs a few arrays, not a million objects, and an alias
/// is a second reference to the same node rather than a copy.
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
    /// Where the children start in the document's link array, and how many entries
    /// they take: one per item for a sequence, two per entry (key, value) for a mapping.
    var firstLink: Int32
    var linkCount: Int32

    /// The empty plain scalar: what YAML gives for `key:` with nothing after it.
    public var isEmptyScalar: Bool { kind == .scalar && isPlain && text.isEmpty }
}

/// A parsed YAML document: merge keys applied, duplicate keys dropped (each reported),
/// aliases resolved to the node they name.
public struct YAMLDocument: Sendable {
    public internal(set) var nodes: [YAMLNode] = []
    var links: [NodeID] = []
    public internal(set) var root: NodeID?

    public subscript(id: NodeID) -> YAMLNode { nodes[Int(id.index)] }

    /// The items of a sequence (empty for any other node).
    public func items(of id: NodeID) -> ArraySlice<NodeID> {
        let node = self[id]
        guard node.kind == .sequence else { return [] }
        return links[Int(node.firstLink)..<Int(node.firstLink + node.linkCount)]
    }

    /// The entries of a mapping in document order (empty for any other node).
    public func entries(of id: NodeID) -> MappingEntries {
        let node = self[id]
        guard node.kind == .mapping else { return MappingEntries(links: [][...]) }
        return MappingEntries(links: links[Int(node.firstLink)..<Int(node.firstLink + node.linkCount)])
    }

    /// The value stored under a plain-text key, if the node is a mapping that has it.
    public func value(of id: NodeID, forKey key: String) -> NodeID? {
        entries(of: id).first { self[$0.key].text == key }?.value
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
