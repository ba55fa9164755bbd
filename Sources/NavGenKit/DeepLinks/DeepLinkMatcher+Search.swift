/// The matcher's hot path: decode the segments once into a stack buffer, then a
/// depth-first search of the trie that prefers better edges and backtracks.
///
/// The search keeps its own stack of frames, one per segment, rather than recursing:
/// a pattern (and a URL) may have any number of segments, and a thread's stack
/// does not.
extension DeepLinkMatcher {
    /// Per-URL working memory, all of it borrowed from temporary allocations.
    struct SearchRun {
        let bytes: UnsafeBufferPointer<UInt8>
        let scratch: UnsafeMutableBufferPointer<UInt8>
        var scratchEnd = 0
        /// Per segment: decoded start and end in `scratch`, and an info word: the
        /// interned literal id in the low 32 bits (-1: no literal has this text), and
        /// per param type a "tested" bit (32 + type) and an "accepted" bit (40 + type).
        let segmentStarts: UnsafeMutableBufferPointer<Int>
        let segmentEnds: UnsafeMutableBufferPointer<Int>
        let segmentInfo: UnsafeMutableBufferPointer<Int>
        var segmentCount = 0
        /// Per query item, four words: decoded key start, key end, value start, value
        /// end, in `scratch`.
        let queryWords: UnsafeMutableBufferPointer<Int>
        var queryCount = 0
        let query: Range<Int>?
        /// The trie walk's stack: per depth, the node there shifted left by 4, and in
        /// the low 4 bits the next of its edges to try (see ``nextChild(_:node:depth:edge:)``).
        let frames: UnsafeMutableBufferPointer<Int>
        var queryDecoded = false
        /// Whether the first segment is a custom scheme's host.
        var hostIsFirst = false
        /// The URL's fragment as it is, and once decoded (lazily), its value in `scratch`.
        var fragment: Range<Int>? = nil
        var fragmentValue: Range<Int>? = nil
        var fragmentDecoded = false
        /// The origins the URL arrived through (only when the matcher checks scopes).
        var origins: [Int] = []
        /// Whether patterns out of scope are still candidates: for explaining that
        /// only a scope refused a URL.
        var ignoresScopes = false

        @inline(__always)
        func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: scratch[segmentStarts[index]..<segmentEnds[index]])
        }

        @inline(__always)
        func scratchBytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: scratch[range])
        }
    }

    enum QueryLookup {
        case absent
        case value(Range<Int>)
    }

    /// The best match, or `.noPattern` (with an explanation only when `explain`:
    /// the hot path never builds one).
    func search(_ bytes: UnsafeBufferPointer<UInt8>, _ accepted: AcceptedURL, explain: Bool = false)
        -> Result<
            DeepLinkMatch, DeepLinkMismatch
        >
    {
        var segmentCapacity = accepted.hostSegment == nil ? 1 : 2
        for index in accepted.path where bytes[index] == UInt8(ascii: "/") { segmentCapacity += 1 }
        var queryCapacity = 1
        if let query = accepted.query {
            for index in query where bytes[index] == UInt8(ascii: "&") { queryCapacity += 1 }
        }
        let queryEnd = segmentCapacity * 3 + queryCapacity * 4
        let wordCount = queryEnd + segmentCapacity + 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { scratch in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: wordCount) { words in
                var run = SearchRun(
                    bytes: bytes, scratch: scratch,
                    segmentStarts: UnsafeMutableBufferPointer(rebasing: words[0..<segmentCapacity]),
                    segmentEnds: UnsafeMutableBufferPointer(
                        rebasing: words[segmentCapacity..<segmentCapacity * 2]),
                    segmentInfo: UnsafeMutableBufferPointer(
                        rebasing: words[segmentCapacity * 2..<segmentCapacity * 3]),
                    queryWords: UnsafeMutableBufferPointer(rebasing: words[segmentCapacity * 3..<queryEnd]),
                    query: accepted.query,
                    frames: UnsafeMutableBufferPointer(rebasing: words[queryEnd..<wordCount]))
                run.fragment = accepted.fragment
                run.origins = accepted.origins
                decodeSegments(&run, accepted)
                let found = run.segmentCount <= trie.maxDepth ? descend(&run) : -1
                guard found >= 0 else { return .failure(.noPattern(explain ? explainFailure(&run) : "")) }
                return .success(extract(&run, pattern: Int(found)))
            }
        }
    }

    /// Decodes every segment into the scratch buffer and interns it.
    private func decodeSegments(_ run: inout SearchRun, _ accepted: AcceptedURL) {
        var segments = PathSegments(run.bytes, path: accepted.path)
        var next = accepted.hostSegment ?? segments.next()
        while let range = next {
            let end = PercentDecoding.decode(run.bytes, range, into: run.scratch, at: run.scratchEnd)
            let index = run.segmentCount
            run.segmentStarts[index] = run.scratchEnd
            run.segmentEnds[index] = end
            run.scratchEnd = end
            var literal = trie.literals.lookup(run.segment(index))
            if index == 0, accepted.hostSegment != nil {
                run.hostIsFirst = true
                // A host compares without letter case: `app://Settings` is `app://settings`.
                literal = trie.hostLiteral(run.segment(0), exact: literal)
            }
            run.segmentInfo[index] = Int(UInt32(bitPattern: literal))
            run.segmentCount += 1
            next = segments.next()
        }
    }

    /// The first pattern (by preference) matching every segment, with its query; -1
    /// if none. Depth first: at each depth the node's edges in preference order,
    /// back to the depth above when they are used up.
    func descend(_ run: inout SearchRun) -> Int32 {
        let frames = run.frames
        frames[0] = 0
        var depth = 0
        while depth >= 0 {
            let node = frames[depth] >> 4
            if depth == run.segmentCount {
                for slot in trie.terminalRange(node) {
                    let pattern = trie.terminals[slot]
                    if inScope(run, pattern: Int(pattern)), pathValuesHold(run, pattern: Int(pattern)),
                        queryMatches(&run, pattern: Int(pattern))
                    {
                        return pattern
                    }
                }
                depth -= 1
                continue
            }
            var edge = frames[depth] & 15
            let child = nextChild(&run, node: node, depth: depth, edge: &edge)
            frames[depth] = node << 4 | edge
            if child >= 0 {
                depth += 1
                frames[depth] = Int(child) << 4
                continue
            }
            // Every other edge is used up: a rest segment takes what is left, if no
            // segment of it is empty.
            let rest = trie.restChild(node)
            if rest >= 0, restAccepts(run, from: depth) {
                for slot in trie.terminalRange(Int(rest)) {
                    let pattern = trie.terminals[slot]
                    if inScope(run, pattern: Int(pattern)), pathValuesHold(run, pattern: Int(pattern)),
                        queryMatches(&run, pattern: Int(pattern))
                    {
                        return pattern
                    }
                }
            }
            depth -= 1
        }
        return -1
    }

    /// The child that segment `depth` leads to along the first of `node`'s edges from
    /// `edge` on, or -1; `edge` moves past the one taken. Edge 0 is the literal, edges
    /// 1 to 7 the param types in ``DeepLinkValueType`` order: an enumeration, Int, Bool
    /// and UUID (no text is two of them), then Double, then a web URL, then String.
    @inline(__always)
    func nextChild(_ run: inout SearchRun, node: Int, depth: Int, edge: inout Int) -> Int32 {
        while edge <= 7 {
            let current = edge
            edge += 1
            if current == 0 {
                let literal = Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: run.segmentInfo[depth]))
                guard literal >= 0 else { continue }
                let child = trie.literalChild(node, literal)
                if child >= 0 { return child }
            } else if let type = DeepLinkValueType(rawValue: UInt8(current - 1)) {
                let child = trie.typedChild(node, type)
                if child >= 0, accepts(&run, segment: depth, type) { return child }
            }
        }
        return -1
    }

    /// Whether a pattern applies to the origins the URL arrived through: out of its
    /// scope it is no candidate.
    @inline(__always)
    func inScope(_ run: SearchRun, pattern: Int) -> Bool {
        !checksScopes || run.ignoresScopes || DeepLinkScope.applies(patterns[pattern].scope, to: run.origins)
    }

    /// Whether the path's values are in the pattern's ranges and enumerations: the trie
    /// checked only their types.
    @inline(__always)
    func pathValuesHold(_ run: SearchRun, pattern: Int) -> Bool {
        let constraints = patterns[pattern].constraints
        guard !constraints.isEmpty else { return true }
        for slot in table.pathRange(pattern) {
            let param = table.pathParams[slot]
            guard let constraint = constraints[Int(param.param)] else { continue }
            if !constraint.accepts(run.segment(Int(param.position))) { return false }
        }
        return true
    }

    /// Whether a query or fragment value reads as the param: its type, then its constraint.
    @inline(__always)
    func valueHolds(_ bytes: UnsafeBufferPointer<UInt8>, pattern: Int, param: Int, _ type: DeepLinkValueType)
        -> Bool
    {
        guard ValueParser.accepts(bytes, as: type) else { return false }
        return patterns[pattern].constraint(of: param)?.accepts(bytes) ?? true
    }

    /// The value of text that matched: its constraint's reading (an enumeration's case),
    /// else its type's.
    private func value(
        _ bytes: UnsafeBufferPointer<UInt8>, pattern: Int, param: Int, _ type: DeepLinkValueType
    )
        -> ParamValue?
    {
        if let constraint = patterns[pattern].constraint(of: param) { return constraint.value(bytes) }
        return ValueParser.parse(bytes, as: type)
    }

    @inline(__always)
    func accepts(_ run: inout SearchRun, segment index: Int, _ type: DeepLinkValueType) -> Bool {
        let tested = 1 << (32 + Int(type.rawValue))
        let accepted = 1 << (40 + Int(type.rawValue))
        let info = run.segmentInfo[index]
        if info & tested != 0 { return info & accepted != 0 }
        let result = ValueParser.accepts(run.segment(index), as: type)
        run.segmentInfo[index] = info | tested | (result ? accepted : 0)
        return result
    }

    private func queryMatches(_ run: inout SearchRun, pattern: Int) -> Bool {
        for slot in table.queryRange(pattern) {
            let binding = table.queryParams[slot]
            switch lookup(&run, binding) {
            case .absent:
                if binding.isRequired { return false }
            case .value(let range):
                let value = run.scratchBytes(range)
                if binding.isLiteral {
                    if !table.literal(of: binding, equals: value) { return false }
                } else if !valueHolds(value, pattern: pattern, param: Int(binding.param), binding.type) {
                    return false
                }
            }
        }
        let fragment = table.fragments[pattern]
        guard fragment.param >= 0 else { return true }
        switch lookupFragment(&run) {
        case .absent: return !fragment.isRequired
        case .value(let range):
            return valueHolds(
                run.scratchBytes(range), pattern: pattern, param: Int(fragment.param), fragment.type)
        }
    }

    /// The URL's fragment, decoded once: absent when there is none or it is empty.
    func lookupFragment(_ run: inout SearchRun) -> QueryLookup {
        if !run.fragmentDecoded {
            run.fragmentDecoded = true
            if let fragment = run.fragment, !fragment.isEmpty {
                let start = run.scratchEnd
                run.scratchEnd = PercentDecoding.decode(run.bytes, fragment, into: run.scratch, at: start)
                run.fragmentValue = start..<run.scratchEnd
            }
        }
        return run.fragmentValue.map { .value($0) } ?? .absent
    }

    /// The first query item with this decoded key.
    func lookup(_ run: inout SearchRun, _ binding: PatternTable.QueryParam) -> QueryLookup {
        if !run.queryDecoded { decodeQuery(&run) }
        for item in 0..<run.queryCount {
            let keyStart = run.queryWords[item * 4]
            let keyEnd = run.queryWords[item * 4 + 1]
            guard table.key(of: binding, equals: run.scratchBytes(keyStart..<keyEnd)) else { continue }
            let valueStart = run.queryWords[item * 4 + 2]
            let valueEnd = run.queryWords[item * 4 + 3]
            return valueEnd > valueStart ? .value(valueStart..<valueEnd) : .absent
        }
        return .absent
    }

    /// Splits the query on `&` (empty items skipped), each item at its first `=`,
    /// and decodes keys and values into the scratch buffer.
    private func decodeQuery(_ run: inout SearchRun) {
        run.queryDecoded = true
        guard let query = run.query else { return }
        var itemStart = query.lowerBound
        while itemStart <= query.upperBound {
            var itemEnd = itemStart
            while itemEnd < query.upperBound, run.bytes[itemEnd] != UInt8(ascii: "&") { itemEnd += 1 }
            if itemEnd > itemStart {
                var equals = itemStart
                while equals < itemEnd, run.bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                let base = run.queryCount * 4
                let keyStart = run.scratchEnd
                let keyEnd = PercentDecoding.decode(
                    run.bytes, itemStart..<equals, into: run.scratch, at: keyStart)
                let valueRange = equals < itemEnd ? equals + 1..<itemEnd : itemEnd..<itemEnd
                let valueEnd = PercentDecoding.decode(run.bytes, valueRange, into: run.scratch, at: keyEnd)
                run.queryWords[base] = keyStart
                run.queryWords[base + 1] = keyEnd
                run.queryWords[base + 2] = keyEnd
                run.queryWords[base + 3] = valueEnd
                run.scratchEnd = valueEnd
                run.queryCount += 1
            }
            itemStart = itemEnd + 1
        }
    }

    /// The values of a pattern that matched: parsing succeeds, as the search tested it.
    private func extract(_ run: inout SearchRun, pattern index: Int) -> DeepLinkMatch {
        var arguments = [ParamValue?](repeating: nil, count: Int(table.paramCounts[index]))
        for slot in table.pathRange(index) {
            let param = table.pathParams[slot]
            arguments[Int(param.param)] = value(
                run.segment(Int(param.position)), pattern: index, param: Int(param.param), param.type)
        }
        let restPosition = Int(table.restPosition[index])
        if restPosition >= 0 {
            arguments[Int(table.restParam[index])] = .string(restText(run, from: restPosition))
        }
        for slot in table.queryRange(index) {
            let binding = table.queryParams[slot]
            guard !binding.isLiteral else { continue }
            if case .value(let range) = lookup(&run, binding) {
                arguments[Int(binding.param)] = value(
                    run.scratchBytes(range), pattern: index, param: Int(binding.param), binding.type)
            }
        }
        let fragment = table.fragments[index]
        if fragment.param >= 0, case .value(let range) = lookupFragment(&run) {
            arguments[Int(fragment.param)] = value(
                run.scratchBytes(range), pattern: index, param: Int(fragment.param), fragment.type)
        }
        for fixed in patterns[index].fixed { arguments[fixed.param] = fixed.value }
        return DeepLinkMatch(pattern: index, route: patterns[index].route, arguments: arguments)
    }

    /// Whether a rest segment takes the segments from `position` on: each must be
    /// what a `String` param accepts, non-empty text that is valid UTF-8
    /// (`/files/a//b` has an empty one).
    func restAccepts(_ run: SearchRun, from position: Int) -> Bool {
        (position..<run.segmentCount).allSatisfy { ValueParser.accepts(run.segment($0), as: .string) }
    }

    /// The decoded segments from `position` on, joined with `/`: a rest param's value.
    func restText(_ run: SearchRun, from position: Int) -> String {
        var text = ""
        for index in position..<run.segmentCount {
            if index > position { text += "/" }
            text += String(decoding: run.segment(index), as: UTF8.self)
        }
        return text
    }
}
