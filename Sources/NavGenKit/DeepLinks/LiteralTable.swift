/// Interns the literal segments of all patterns: a URL segment is hashed once and
/// looked up here, and the trie's literal edges are keyed by the small integer id
/// instead of by text.
///
/// Open addressing over FNV-1a hashes of the decoded UTF-8 bytes; equality is
/// byte-for-byte (no Unicode normalization), exactly like the matcher's literal
/// comparison.
struct LiteralTable: Sendable {
    private var slots: [Int32]
    private var mask: Int
    private var starts: [Int] = []
    private var lengths: [Int] = []
    private var hashes: [UInt64] = []
    private var pool: [UInt8] = []

    /// The literals in id order (id = index).
    init(_ literals: [String]) {
        var capacity = 8
        while capacity < literals.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
        for literal in literals {
            let bytes = Array(literal.utf8)
            let id = Int32(starts.count)
            starts.append(pool.count)
            lengths.append(bytes.count)
            pool += bytes
            let hash = bytes.withUnsafeBufferPointer(Self.hash)
            hashes.append(hash)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = id
        }
    }

    var count: Int { starts.count }

    /// The id of a literal equal to these bytes, or -1.
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { return -1 }
            let index = Int(id)
            if hashes[index] == hash, lengths[index] == bytes.count, equals(index, bytes) { return id }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func equals(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[index]
        for offset in 0..<bytes.count where pool[start + offset] != bytes[offset] {
            return false
        }
        return true
    }

    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
