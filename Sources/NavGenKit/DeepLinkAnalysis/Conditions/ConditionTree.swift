/// What a computation gives for every combination of condition values, as the
/// `if`s of generated code: each branch reads one condition, in the order the
/// computation read them. Built by running the computation and splitting on each
/// condition it reads that the run has no value for yet, so the tree holds only the
/// conditions that matter, and a deep link guarded by three conditions costs four
/// runs, not eight.
indirect enum ConditionTree<Leaf: Hashable & Sendable>: Hashable, Sendable {
    case leaf(Leaf)
    /// `read` decides: `expected` is the value the way forward needs (a met guard,
    /// a visible tab), the tree under it what follows; `otherwise` the rest.
    case branch(ConditionRead, expected: Bool, whenExpected: ConditionTree, otherwise: ConditionTree)

    /// The most leaves a tree may have: past it, a spec's conditions combine in more
    /// ways than generated code should spell out (and navgen would take exponential time).
    static var leafLimit: Int { 256 }
    /// The most conditions one way through may read: the depth of the exploration.
    static var depthLimit: Int { 64 }

    /// Too many combinations (more than ``leafLimit`` leaves).
    struct TooLarge: Error {}

    /// Runs `body` once per distinct way of reading conditions. `body` must read
    /// conditions only through the reader and depend on nothing else that changes.
    static func explore(_ body: (inout ConditionReader) throws -> Leaf) throws -> ConditionTree {
        var leaves = 0
        return try explore([:], leaves: &leaves, body)
    }

    private static func explore(
        _ values: [ConditionRead: Bool], leaves: inout Int, _ body: (inout ConditionReader) throws -> Leaf
    ) throws -> ConditionTree {
        var reader = ConditionReader(values: values)
        do {
            let leaf = try body(&reader)
            leaves += 1
            if leaves > leafLimit { throw TooLarge() }
            return .leaf(leaf)
        } catch is ConditionReader.Unassigned {
            // Each level assigns one more condition: depthLimit bounds the recursion.
            guard let (condition, expected) = reader.wanted, values.count < depthLimit else {
                throw TooLarge()
            }
            var onPath = values
            onPath[condition] = expected
            let forward = try explore(onPath, leaves: &leaves, body)
            onPath[condition] = !expected
            let other = try explore(onPath, leaves: &leaves, body)
            if forward == other { return forward }
            return .branch(condition, expected: expected, whenExpected: forward, otherwise: other)
        }
    }

    /// Every leaf, in order.
    var leaves: [Leaf] {
        var result: [Leaf] = []
        var pending = [self]
        while let tree = pending.popLast() {
            switch tree {
            case .leaf(let leaf): result.append(leaf)
            case .branch(_, _, let forward, let other): pending += [other, forward]
            }
        }
        return result
    }

    /// The leaf for given values (a value the tree reads and `values` lacks is false).
    func leaf(for values: (ConditionRead) -> Bool) -> Leaf {
        var tree = self
        while true {
            switch tree {
            case .leaf(let leaf): return leaf
            case .branch(let condition, let expected, let forward, let other):
                tree = values(condition) == expected ? forward : other
            }
        }
    }
}

/// The condition values one run of a ``ConditionTree`` exploration has been given;
/// reading any other stops the run, and the exploration runs it again once per value.
struct ConditionReader {
    fileprivate var values: [ConditionRead: Bool]
    fileprivate var wanted: (condition: ConditionRead, expected: Bool)?

    /// A reader that knows these values (and stops at any other).
    init(values: [ConditionRead: Bool]) {
        self.values = values
    }

    fileprivate struct Unassigned: Error {}

    /// The value of `condition`; `expected` is the value that lets the run go on
    /// as the spec's way in does, which the generated `if` tests against.
    mutating func value(of condition: ConditionIndex, expecting expected: Bool) throws -> Bool {
        try value(of: ConditionRead(condition), expecting: expected)
    }

    /// The value of one read: a condition, or one tuple of a condition with params.
    mutating func value(of read: ConditionRead, expecting expected: Bool) throws -> Bool {
        if let value = values[read] { return value }
        wanted = (read, expected)
        throw Unassigned()
    }
}

/// What one branch of a ``ConditionTree`` reads: a condition, or for an entry with
/// args (`joined(roomId)`) the tuple of the values those params have where the
/// generated code reads it. In a deep link every screen takes its params from the
/// URL by name, so the arg names alone say which of the URL's values pick the tuple:
/// two entries that name the same params read the same tuple.
struct ConditionRead: Hashable, Sendable {
    var condition: ConditionIndex
    /// The params whose values, in the condition's param order, pick the tuple; nil
    /// for a condition without params.
    var args: [String]?

    init(_ condition: ConditionIndex, args: [String]? = nil) {
        self.condition = condition
        self.args = args
    }
}
