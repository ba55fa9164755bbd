/// The patterns' path segments as a trie: one node per distinct prefix of shapes,
/// literal edges keyed by interned literal id, and at most one edge per param type.
///
/// A rest segment `{name...}` is a node's `rest` child, which only has terminals.
/// A node's terminals are in precedence order: by required query keys, then
/// literal query values (see ``DeepLinkShape/preferred(query:over:)``), then
/// declaration.
///
/// Laid out for the matcher's hot loop: a node's typed children and terminal range
/// sit together in one small struct, every literal edge of the trie lives in one
/// open-addressing table keyed by (node, literal id), and nothing is reference
/// counted. A step down the trie is about two cache lines, whatever the node's width.
struct SegmentTrie: Sendable {
    static let none: Int32 = -1

    /// One node: its child per param type (-1 if none) and the patterns ending here.
    struct Node: Sendable {
        var enumeration: Int32 = SegmentTrie.none
        var int: Int32 = SegmentTrie.none
        var bool: Int32 = SegmentTrie.none
        var uuid: Int32 = SegmentTrie.none
        var double: Int32 = SegmentTrie.none
        var url: Int32 = SegmentTrie.none
        var string: Int32 = SegmentTrie.none
        /// The node of the patterns whose rest segment starts here.
        var rest: Int32 = SegmentTrie.none
        /// `terminals[terminalStart ..< terminalEnd]`, in precedence order.
        var terminalStart: Int32 = 0
        var terminalEnd: Int32 = 0

        @inline(__always)
        func child(_ type: DeepLinkValueType) -> Int32 {
            switch type {
            case .enumeration: enumeration
            case .int: int
            case .bool: bool
            case .uuid: uuid
            case .double: double
            case .url: url
            case .string: string
            }
        }

        mutating func setChild(_ type: DeepLinkValueType, _ child: Int32) {
            switch type {
            case .enumeration: enumeration = child
            case .int: int = child
            case .bool: bool = child
            case .uuid: uuid = child
            case .double: double = child
            case .url: url = child
            case .string: string = child
            }
        }
    }

    /// A literal edge: `key` packs (node, literal id); `UInt64.max` marks a free slot.
    struct Edge: Sendable {
        var key: UInt64 = .max
        var child: Int32 = SegmentTrie.none
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var terminals: [Int32] = []
    private var edges: [Edge] = []
    private var edgeMask = 0
    /// The longest pattern's segment count: a URL with more segments matches nothing
    /// (`Int.max` when a pattern has a rest segment).
    private(set) var maxDepth = 0
    let literals: LiteralTable
    /// The first segment's literals lowered (each spelling once, the first declared
    /// kept), for a custom scheme's host, which compares without letter case:
    /// ``hostLiteral(_:)``.
    private let hostLiterals: LiteralTable
    /// The literal id of each entry of ``hostLiterals``.
    private var hostLiteralIDs: [Int32] = []
    /// The literal of each id, and each node's literal edges (for explanations).
    private(set) var literalList: [ExactText] = []
    private var literalEdges: [[(literal: Int32, child: Int32)]] = [[]]

    /// Builds the trie of `patterns` (indexed by their position in the array).
    init(_ patterns: [RoutePattern]) {
        // Keyed by bytes, as the matcher compares: two spellings of `é` are two literals;
        // under `caseInsensitive`, by the lowered bytes: `Settings` and `settings` are one.
        let folding = patterns.contains(where: \.ignoresCase)
        var literalIDs: [ExactText: Int32] = [:]
        var ends: [[Int32]] = [[]]
        var edgeMap: [UInt64: Int32] = [:]
        for (index, pattern) in patterns.enumerated() {
            var node = 0
            for segment in pattern.segments {
                var next: Int32
                switch segment {
                case .literal(let text):
                    let id: Int32
                    if let known = literalIDs[text.folded(folding)] {
                        id = known
                    } else {
                        id = Int32(literalList.count)
                        literalIDs[text.folded(folding)] = id
                        literalList.append(text)
                    }
                    let key = Self.edgeKey(node, id)
                    if let child = edgeMap[key] {
                        next = child
                    } else {
                        next = Int32(nodes.count)
                        edgeMap[key] = next
                        literalEdges[node].append((id, next))
                        nodes.append(Node())
                        literalEdges.append([])
                        ends.append([])
                    }
                case .param(_, let type):
                    next = nodes[node].child(type)
                    if next == Self.none {
                        next = Int32(nodes.count)
                        nodes[node].setChild(type, next)
                        nodes.append(Node())
                        literalEdges.append([])
                        ends.append([])
                    }
                case .rest:
                    next = nodes[node].rest
                    if next == Self.none {
                        next = Int32(nodes.count)
                        nodes[node].rest = next
                        nodes.append(Node())
                        literalEdges.append([])
                        ends.append([])
                    }
                    maxDepth = .max
                }
                node = Int(next)
            }
            ends[node].append(Int32(index))
            maxDepth = max(maxDepth, pattern.segments.count)
        }
        for node in ends.indices where ends[node].count > 1 {
            ends[node] = Self.precedenceOrder(ends[node], patterns)
        }
        literals = LiteralTable(literalList.map { $0.folded(folding).value }, folding: folding)
        var hostTexts: [String] = []
        var seen: Set<ExactText> = []
        for edge in literalEdges[0] where seen.insert(literalList[Int(edge.literal)].caseFolded).inserted {
            hostTexts.append(literalList[Int(edge.literal)].caseFolded.value)
            hostLiteralIDs.append(edge.literal)
        }
        hostLiterals = LiteralTable(hostTexts, folding: true)
        for node in nodes.indices {
            nodes[node].terminalStart = Int32(terminals.count)
            terminals += ends[node]
            nodes[node].terminalEnd = Int32(terminals.count)
        }
        var capacity = 16
        while capacity < edgeMap.count * 2 { capacity *= 2 }
        edges = [Edge](repeating: Edge(), count: capacity)
        edgeMask = capacity - 1
        for (key, child) in edgeMap.sorted(by: { $0.key < $1.key }) {
            var slot = Self.slot(key) & edgeMask
            while edges[slot].key != .max { slot = (slot + 1) & edgeMask }
            edges[slot] = Edge(key: key, child: child)
        }
    }

    /// Patterns of one path shape, best first: more required query keys, then more
    /// literal query values, then fewer origins in scope, then declaration order. A strict superset of keys has
    /// more keys, and a literal everywhere the other differs means more literals, so
    /// this order never puts a pattern before one that takes precedence over it.
    private static func precedenceOrder(_ terminals: [Int32], _ patterns: [RoutePattern]) -> [Int32] {
        func rank(_ index: Int32) -> (keys: Int, literals: Int, origins: Int) {
            let pattern = patterns[Int(index)]
            let query = pattern.queryShape.items
            return (query.count, query.count { $0.literal != nil }, pattern.scope?.count ?? .max)
        }
        let sorted = terminals.map { ($0, rank($0)) }.sorted { left, right in
            if left.1.keys != right.1.keys { return left.1.keys > right.1.keys }
            if left.1.literals != right.1.literals { return left.1.literals > right.1.literals }
            // A strict subset of origins has fewer of them: the narrower scope first.
            if left.1.origins != right.1.origins { return left.1.origins < right.1.origins }
            return left.0 < right.0
        }
        guard terminals.contains(where: { !patterns[Int($0)].constraints.isEmpty }) else {
            return sorted.map(\.0)
        }
        // Among patterns of equal keys and literals, one whose values are a strict subset
        // of another's (`Int(1...12)` and `Int`) goes before it.
        return RoutePattern.narrowerFirst(
            sorted, pattern: { patterns[Int($0.0)] },
            ties: { $0.1.keys == $1.1.keys && $0.1.literals == $1.1.literals }
        ).map(\.0)
    }

    @inline(__always)
    private static func edgeKey(_ node: Int, _ literal: Int32) -> UInt64 {
        UInt64(truncatingIfNeeded: node) << 32 | UInt64(UInt32(bitPattern: literal))
    }

    /// Fibonacci hashing: the high bits of the product, spread over the table.
    @inline(__always)
    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// The literal id a custom scheme's host stands for as the first segment: the
    /// first segment's literal spelled as the host, else the first declared one equal
    /// to it but for ASCII letter case; `exact` (the host's own id) when none is.
    func hostLiteral(_ host: UnsafeBufferPointer<UInt8>, exact: Int32) -> Int32 {
        if exact >= 0, literalChild(0, exact) >= 0 { return exact }
        let index = hostLiterals.lookup(host)
        return index >= 0 ? hostLiteralIDs[Int(index)] : exact
    }

    /// The child of `node` along the literal `literal`; -1 if none.
    @inline(__always)
    func literalChild(_ node: Int, _ literal: Int32) -> Int32 {
        let key = Self.edgeKey(node, literal)
        var slot = Self.slot(key) & edgeMask
        while true {
            let edge = edges[slot]
            if edge.key == key { return edge.child }
            if edge.key == .max { return Self.none }
            slot = (slot + 1) & edgeMask
        }
    }

    @inline(__always)
    func typedChild(_ node: Int, _ type: DeepLinkValueType) -> Int32 {
        nodes[node].child(type)
    }

    /// The node of the rest segments starting at `node`; -1 if none.
    @inline(__always)
    func restChild(_ node: Int) -> Int32 {
        nodes[node].rest
    }

    @inline(__always)
    func terminalRange(_ node: Int) -> Range<Int> {
        Int(nodes[node].terminalStart)..<Int(nodes[node].terminalEnd)
    }

    /// Up to three of the literals on a node's edges, sorted by bytes, and how many
    /// there are: what an explanation says was expected.
    func literalSummary(_ node: Int) -> (first: [ExactText], count: Int) {
        var first: [ExactText] = []
        for edge in literalEdges[node] {
            let text = literalList[Int(edge.literal)]
            // Keep the three smallest, without sorting every literal of a wide node.
            if first.count < 3 || text < first[2] {
                first.insert(text, at: first.firstIndex { text < $0 } ?? first.count)
                if first.count > 3 { first.removeLast() }
            }
        }
        return (first, literalEdges[node].count)
    }

    /// A literal on the node's edges equal to `text` but for letter case, bytes
    /// compared after lowercasing (not by Unicode equivalence, as matching).
    func literal(matchingIgnoringCase text: String, at node: Int) -> ExactText? {
        let folded = ExactText(text.lowercased())
        for edge in literalEdges[node] {
            let literal = literalList[Int(edge.literal)]
            if literal.value.utf8.count == text.utf8.count, ExactText(literal.value.lowercased()) == folded {
                return literal
            }
        }
        return nil
    }
}
