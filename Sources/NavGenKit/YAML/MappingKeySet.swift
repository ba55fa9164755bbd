/// The keys of the mapping being closed, for duplicate-key detection.
///
/// Keys are interned symbols, and mappings close one at a time, so "seen in this
/// mapping" is one stamp per symbol: starting a mapping bumps the stamp instead of
/// clearing anything, and each lookup is an array read. A route's four keys and a
/// coordinator's ten thousand routes cost the same per key, with no hashing and no
/// allocation per mapping.
struct MappingKeySet {
    /// `stamps[symbol] == stamp` when the current mapping has that key.
    private var stamps: [UInt32] = []
    /// The key node that first had the symbol, valid where the stamp matches.
    private var firstKeys: [NodeID] = []
    private var stamp: UInt32 = 0

    /// Empties the set for a new mapping whose keys are all below `symbolCount`.
    mutating func startMapping(symbolCount: Int) {
        if stamp == UInt32.max {
            for index in stamps.indices { stamps[index] = 0 }
            stamp = 0
        }
        stamp += 1
        if stamps.count < symbolCount {
            let added = symbolCount - stamps.count
            stamps.append(contentsOf: repeatElement(0, count: added))
            firstKeys.append(contentsOf: repeatElement(NodeID(0), count: added))
        }
    }

    /// The key node that already has this symbol in the current mapping, if any.
    func first(_ symbol: Int32) -> NodeID? {
        stamps[Int(symbol)] == stamp ? firstKeys[Int(symbol)] : nil
    }

    mutating func insert(_ symbol: Int32, key: NodeID) {
        stamps[Int(symbol)] = stamp
        firstKeys[Int(symbol)] = key
    }
}
