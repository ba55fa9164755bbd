/// Takes finished mappings off the tree builder's hands while the file is still being
/// read.
///
/// A reader that turns each part of a large document into its own model as soon as
/// the part is complete (the spec decoder does this with routes) need not keep the
/// whole node tree in memory: what it consumes is dropped from the document and
/// replaced by one detached node that remembers the consumer's payload. Only
/// subtrees that no alias or merge can reach are offered: no anchor is defined in
/// them or on any collection around them, and their key is not `<<`.
protocol YAMLSubtreeConsumer {
    /// Texts to intern before parsing, so that symbol `i` is `predefinedSymbols[i]`:
    /// the consumer can then recognise its words by number from the first event on.
    var predefinedSymbols: [String] { get }

    /// How deep the mappings it wants sit: the root is at depth 0, so 4 means a value
    /// four keys down (`coordinators.X.routes.Y`). Other mappings are not offered.
    var depth: Int { get }

    /// Called when a mapping at ``depth`` closes. `path` holds, for each level from the
    /// root's value down to this mapping, the symbol of the key it is the value of, or
    /// -1 where that level is not under a scalar key; `key` is this mapping's own key
    /// node and `parent` the mapping it is a value of. Returns a payload to detach
    /// the subtree, or nil to leave it in place.
    mutating func consume(
        _ node: NodeID, key: NodeID, parent: NodeID, path: ArraySlice<Int32>, in document: YAMLDocument
    ) -> Int32?
}

/// The consumer of plain loads: takes nothing, so the document keeps every node.
struct KeepEverything: YAMLSubtreeConsumer {
    var predefinedSymbols: [String] { [] }
    var depth: Int { -1 }

    func consume(
        _ node: NodeID, key: NodeID, parent: NodeID, path: ArraySlice<Int32>, in document: YAMLDocument
    ) -> Int32? {
        nil
    }
}
