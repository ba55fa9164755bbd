/// The patterns' path segments as a trie: one node per distinct prefix of shapes,
/// literal edges keyed by interned literal id, and at most one edge per param type.
///
/// Stored as flat arrays of integers (struct of arrays) so that walking it touches
/// no reference-counted storage per step.
struct SegmentTrie: Sendable {
    static let none: Int32 = -1
    static let typeCount = DeepLinkValueType.allCases.count

    /// Per node: its literal edges are `edgeLiterals[literalStart[n] ..< literalStart[n + 1]]`,
    /// sorted by literal id, with children in `edgeChildren` at the same positions.
    private(set) var literalStart: [Int32] = []
    private(set) var edgeLiterals: [Int32] = []
    private(set) var edgeChildren: [Int32] = []
    /// Per node, `typeCount` children indexed by ``DeepLinkValueType/rawValue``; -1 if none.
    private(set) var typedChildren: [Int32] = []
    /// Per node: the patterns ending here are `terminals[terminalStart[n] ..< terminalStart[n + 1]]`,
    /// in declaration order.
    private(set) var terminalStart: [Int32] = []
    private(set) var terminals: [Int32] = []
    /// The longest pattern's segment count: a URL with more segments matches nothing.
    private(set) var maxDepth = 0
    let literals: LiteralTable

    /// Builds the trie of `patterns` (indexed by their position in the array).
    init(_ patterns: [RoutePattern]) {
        var literalIDs: [String: Int32] = [:]
        var literalList: [String] = []
        // Build with dictionaries, then freeze into flat arrays.
        var literalEdges: [[Int32: Int32]] = [[:]]
        var typed: [[Int32]] = [[Int32](repeating: Self.none, count: Self.typeCount)]
        var ends: [[Int32]] = [[]]
        for (index, pattern) in patterns.enumerated() {
            var node = 0
            for segment in pattern.segments {
                let next: Int32
                switch segment {
                case .literal(let text):
                    let id: Int32
                    if let known = literalIDs[text] {
                        id = known
                    } else {
                        id = Int32(literalList.count)
                        literalIDs[text] = id
                        literalList.append(text)
                    }
                    if let child = literalEdges[node][id] {
                        next = child
                    } else {
                        next = Int32(ends.count)
                        literalEdges[node][id] = next
                        literalEdges.append([:])
                        typed.append([Int32](repeating: Self.none, count: Self.typeCount))
                        ends.append([])
                    }
                case .param(_, let type):
                    let slot = Int(type.rawValue)
                    if typed[node][slot] != Self.none {
                        next = typed[node][slot]
                    } else {
                        next = Int32(ends.count)
                        typed[node][slot] = next
                        literalEdges.append([:])
                        typed.append([Int32](repeating: Self.none, count: Self.typeCount))
                        ends.append([])
                    }
                }
                node = Int(next)
            }
            ends[node].append(Int32(index))
            maxDepth = max(maxDepth, pattern.segments.count)
        }
        literals = LiteralTable(literalList)
        for node in ends.indices {
            literalStart.append(Int32(edgeLiterals.count))
            for (literal, child) in literalEdges[node].sorted(by: { $0.key < $1.key }) {
                edgeLiterals.append(literal)
                edgeChildren.append(child)
            }
            typedChildren += typed[node]
            terminalStart.append(Int32(terminals.count))
            terminals += ends[node]
        }
        literalStart.append(Int32(edgeLiterals.count))
        terminalStart.append(Int32(terminals.count))
    }

    /// The child of `node` along the literal `literal`, by binary search; -1 if none.
    @inline(__always)
    func literalChild(_ node: Int, _ literal: Int32) -> Int32 {
        var low = Int(literalStart[node])
        var high = Int(literalStart[node + 1])
        while low < high {
            let middle = (low + high) / 2
            let value = edgeLiterals[middle]
            if value == literal { return edgeChildren[middle] }
            if value < literal { low = middle + 1 } else { high = middle }
        }
        return Self.none
    }

    @inline(__always)
    func typedChild(_ node: Int, _ type: DeepLinkValueType) -> Int32 {
        typedChildren[node * Self.typeCount + Int(type.rawValue)]
    }

    @inline(__always)
    func terminalRange(_ node: Int) -> Range<Int> {
        Int(terminalStart[node])..<Int(terminalStart[node + 1])
    }
}
