/// Interns the literal segments of all patterns: a URL segment is hashed once and
/// looked up here, and the trie's literal edges are keyed by the small integer id
/// instead of by text.
///
/// Open addressing over FNV-1a hashes of the decoded UTF-8 bytes; equality is
/// byte-for-byte (no Unicode normalization), exactly like the matcher's literal
/// comparison, or with ASCII letters lowered on both sides when the table folds
/// case (`deeplinks.caseInsensitive`, and a custom scheme's host). Each slot holds the hash, id and length together, so a probe reads
/// one slot and, on a hash hit, the literal's bytes.
struct LiteralTable: Sendable {
    struct Slot: Sendable {
        var hash: UInt64 = 0
        /// -1: free.
        var id: Int32 = -1
        var length: Int32 = 0
        var start: Int32 = 0
    }

    private var slots: [Slot]
    private var mask: Int
    private var pool: [UInt8] = []
    /// Whether lookups lower ASCII capitals first; the literals are then given lowered.
    let folding: Bool

    /// The literals in id order (id = index); lowered already when `folding`.
    init(_ literals: [String], folding: Bool = false) {
        self.folding = folding
        var capacity = 8
        while capacity < literals.count * 2 { capacity *= 2 }
        slots = [Slot](repeating: Slot(), count: capacity)
        mask = capacity - 1
        for (id, literal) in literals.enumerated() {
            let bytes = Array(literal.utf8)
            let hash = bytes.withUnsafeBufferPointer(Self.hash)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].id >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(
                hash: hash, id: Int32(id), length: Int32(bytes.count), start: Int32(pool.count))
            pool += bytes
        }
    }

    /// The id of a literal equal to these bytes, or -1.
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = folding ? Self.foldedHash(bytes) : Self.hash(bytes)
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.id < 0 { return -1 }
            if slot.hash == hash, Int(slot.length) == bytes.count, equals(Int(slot.start), bytes) {
                return slot.id
            }
            index = (index + 1) & mask
        }
    }

    @inline(__always)
    private func equals(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if folding {
            for offset in 0..<bytes.count where pool[start + offset] != ASCIICase.lowered(bytes[offset]) {
                return false
            }
            return true
        }
        for offset in 0..<bytes.count where pool[start + offset] != bytes[offset] {
            return false
        }
        return true
    }

    /// ``hash(_:)`` of the bytes with ASCII capitals lowered.
    @inline(__always)
    static func foldedHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(ASCIICase.lowered(byte))) &* 0x100_0000_01b3
        }
        return hash
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
