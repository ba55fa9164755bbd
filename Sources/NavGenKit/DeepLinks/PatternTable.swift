/// What the matcher needs of each pattern once the trie has chosen it, in flat
/// arrays of plain values: reading them in the hot loop touches no reference
/// counts (a `RoutePattern` holds strings and arrays, whose copies would).
struct PatternTable: Sendable {
    /// A path segment that binds a param.
    struct PathParam: Sendable {
        var position: Int32
        var param: Int32
        var type: DeepLinkValueType
    }

    /// A query item that binds a param; its key is `keys[keyStart ..< keyStart + keyLength]`.
    struct QueryParam: Sendable {
        var keyStart: Int32
        var keyLength: Int32
        var param: Int32
        var type: DeepLinkValueType
        var isRequired: Bool
    }

    private(set) var paramCounts: [Int32] = []
    /// Pattern `p`'s path params are `pathParams[pathStart[p] ..< pathStart[p + 1]]`.
    private(set) var pathStart: [Int32] = [0]
    private(set) var pathParams: [PathParam] = []
    /// Pattern `p`'s query params are `queryParams[queryStart[p] ..< queryStart[p + 1]]`.
    private(set) var queryStart: [Int32] = [0]
    private(set) var queryParams: [QueryParam] = []
    private(set) var keys: [UInt8] = []

    init(_ patterns: [RoutePattern]) {
        for pattern in patterns {
            paramCounts.append(Int32(pattern.params.count))
            for (position, segment) in pattern.segments.enumerated() {
                if case .param(let param, let type) = segment {
                    pathParams.append(PathParam(position: Int32(position), param: Int32(param), type: type))
                }
            }
            pathStart.append(Int32(pathParams.count))
            for binding in pattern.query {
                let key = Array(binding.key.value.utf8)
                queryParams.append(
                    QueryParam(
                        keyStart: Int32(keys.count), keyLength: Int32(key.count), param: Int32(binding.param),
                        type: binding.type, isRequired: binding.isRequired))
                keys += key
            }
            queryStart.append(Int32(queryParams.count))
        }
    }

    @inline(__always)
    func pathRange(_ pattern: Int) -> Range<Int> { Int(pathStart[pattern])..<Int(pathStart[pattern + 1]) }

    @inline(__always)
    func queryRange(_ pattern: Int) -> Range<Int> { Int(queryStart[pattern])..<Int(queryStart[pattern + 1]) }

    /// Whether `bytes` equal the key of a query param.
    @inline(__always)
    func key(of binding: QueryParam, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(binding.keyLength) == bytes.count else { return false }
        let start = Int(binding.keyStart)
        for offset in 0..<bytes.count where keys[start + offset] != bytes[offset] {
            return false
        }
        return true
    }
}
