/// A map from routes to values, built once and then only read: an open-addressing
/// table probed with each reference's precomputed hash.
///
/// The simulator and the deep-link search look a route up for every screen they
/// touch; a `Dictionary` would run the hasher on every lookup, this compares a few
/// integers and, on a hit, two short names.
struct RouteTable<Value: Sendable>: Sendable {
    private var keys: [RouteRef] = []
    private var values: [Value] = []
    /// Indices into `keys`, or -1 for an empty slot; the count is a power of two at
    /// least twice the number of keys, so probes stay short.
    private var slots: [Int32]

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
    }

    var count: Int { keys.count }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: RouteRef) -> Int {
        let mask = slots.count - 1
        var slot = key.nameHash & mask
        while slots[slot] >= 0, keys[Int(slots[slot])] != key {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Adds a value unless the key has one; returns whether it was added.
    @discardableResult
    mutating func insertIfAbsent(_ key: RouteRef, _ value: Value) -> Bool {
        if (keys.count + 1) * 2 > slots.count { grow() }
        let slot = slot(of: key)
        guard slots[slot] < 0 else { return false }
        slots[slot] = Int32(keys.count)
        keys.append(key)
        values.append(value)
        return true
    }

    subscript(key: RouteRef) -> Value? {
        let index = slots[slot(of: key)]
        return index < 0 ? nil : values[Int(index)]
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, key) in keys.enumerated() {
            slots[slot(of: key)] = Int32(index)
        }
    }
}
