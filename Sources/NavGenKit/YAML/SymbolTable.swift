import CYaml  // memcmp, from the C headers libyaml's include

/// Every distinct scalar text of a document, stored once and numbered.
///
/// A spec repeats a few dozen words (`params`, `push`, `Int`, route ids) hundreds of
/// thousands of times. Interning them while parsing stores each text once, and lets
/// every later stage compare texts as integers: duplicate-key detection and the spec
/// decoder's key dispatch never build a String or compare bytes. Symbols are numbered
/// in order of first appearance, so texts the reader registers before parsing (the
/// words it will look for) get the numbers it chose.
///
/// Long values (deep-link patterns, mostly each written once) are not worth a hash
/// and a table slot: they are stored *loose*, one negative symbol per occurrence, in
/// a second arena that can be cut back when the subtree holding them is dropped.
/// A loose symbol identifies an occurrence, not a text: only interned symbols may be
/// compared for equality. Keys are always interned.
struct SymbolTable: Sendable {
    /// Values up to this many bytes are interned; longer ones are stored loose.
    static let internLimit = 32
    /// The texts end to end: symbol `s` is `bytes[starts[s]..<starts[s + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    /// Open addressing with linear probing: each slot holds a text's 32-bit hash in
    /// its high half and its symbol plus one in the low half, or 0 when empty, so a
    /// probe rejects other texts without looking anywhere else. Kept at most half full.
    private var slots: [UInt64]
    /// Loose texts end to end: symbol `-1 - i` is `looseBytes[looseStarts[i]..<looseStarts[i + 1]]`.
    private var looseBytes: [UInt8] = []
    private var looseStarts: [Int32] = [0]

    init(expectedCount: Int = 0) {
        var capacity = 64
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = [UInt64](repeating: 0, count: capacity)
    }

    /// How many interned symbols there are: they are `0..<count`.
    var count: Int { starts.count - 1 }

    /// The total length of all texts: the loader stops before it passes 2 GiB, so that
    /// offsets fit in 32 bits.
    var byteCount: Int { bytes.count + looseBytes.count }

    static func isLoose(_ symbol: Int32) -> Bool { symbol < 0 }

    /// Stores a text without interning it; returns its (negative) loose symbol.
    mutating func storeLoose(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
        looseBytes.append(contentsOf: text)
        looseStarts.append(Int32(looseBytes.count))
        return -Int32(looseStarts.count - 1)
    }

    /// A mark to cut the loose texts back to with ``dropLoose(after:)``.
    var looseMark: Int { looseStarts.count - 1 }

    /// Forgets the loose texts stored after `mark`: their symbols may be given again.
    mutating func dropLoose(after mark: Int) {
        looseBytes.removeSubrange(Int(looseStarts[mark])...)
        looseStarts.removeSubrange((mark + 1)...)
    }

    /// The interned symbol with the same text as `symbol`.
    mutating func interned(_ symbol: Int32) -> Int32 {
        guard Self.isLoose(symbol) else { return symbol }
        let copy = withBytes(of: symbol) { Array($0) }
        return copy.withUnsafeBufferPointer { intern($0) }
    }

    /// The symbol for `text`, added if new.
    mutating func intern(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(text)
        let slot = find(text, hash: hash)
        if slots[slot] != 0 { return Int32(truncatingIfNeeded: slots[slot]) - 1 }
        let symbol = count
        bytes.append(contentsOf: text)
        starts.append(Int32(bytes.count))
        slots[slot] = UInt64(hash) << 32 | UInt64(symbol + 1)
        if count * 2 > slots.count { rehash(capacity: slots.count * 2) }
        return Int32(symbol)
    }

    /// The slot that holds `text`, or the empty slot where it would go.
    private func find(_ text: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int {
        let tag = UInt64(hash) << 32
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return slot }
            if entry & 0xFFFF_FFFF_0000_0000 == tag,
                equals(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1, text)
            {
                return slot
            }
            slot = (slot + 1) & mask
        }
    }

    mutating func intern(_ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { intern($0) }
    }

    /// The symbol for `text` if the document has that text anywhere.
    func lookup(_ text: String) -> Int32? {
        var text = text
        return text.withUTF8 { buffer in
            let slot = find(buffer, hash: Self.hash(buffer))
            return slots[slot] == 0 ? nil : Int32(truncatingIfNeeded: slots[slot]) - 1
        }
    }

    func length(of symbol: Int32) -> Int {
        if Self.isLoose(symbol) {
            let index = Int(-1 - symbol)
            return Int(looseStarts[index + 1] - looseStarts[index])
        }
        return Int(starts[Int(symbol) + 1] - starts[Int(symbol)])
    }

    func string(of symbol: Int32) -> String {
        withBytes(of: symbol) { String(decoding: $0, as: UTF8.self) }
    }

    func withBytes<Result>(of symbol: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if Self.isLoose(symbol) {
            let index = Int(-1 - symbol)
            let start = Int(looseStarts[index])
            let end = Int(looseStarts[index + 1])
            return looseBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }
        let start = Int(starts[Int(symbol)])
        let end = Int(starts[Int(symbol) + 1])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    private func equals(_ symbol: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[symbol])
        guard Int(starts[symbol + 1]) - start == text.count else { return false }
        guard let base = text.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, base, text.count) == 0 }
    }

    private mutating func rehash(capacity: Int) {
        let old = slots
        slots = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for entry in old where entry != 0 {
            var slot = Int(entry >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// A multiply-and-shift hash of whole words: spec texts are short, and every
    /// scalar of the file is hashed once. The last word of a long text overlaps the
    /// one before; a text under eight bytes is read as two overlapping halves (or, under
    /// four, as its first, middle and last bytes), so no byte is read twice in a loop.
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = text.count
        var hash = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = text.baseAddress, count > 0 else { return UInt32(truncatingIfNeeded: hash >> 32) }
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        } else if count >= 4 {
            let low = UInt64(raw.loadUnaligned(as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            hash = mix(hash ^ (low | high << 32))
        } else {
            hash = mix(
                hash ^ (UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16))
        }
        return UInt32(truncatingIfNeeded: hash >> 32)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let mixed = value &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 31)
    }
}
