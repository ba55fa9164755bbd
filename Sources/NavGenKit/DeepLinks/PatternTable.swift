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

    /// A query item; its key is `keys[keyStart ..< keyStart + keyLength]`. It binds
    /// param `param`, or, when `param` is -1, requires the literal value
    /// `keys[literalStart ..< literalStart + literalLength]`.
    struct QueryParam: Sendable {
        var keyStart: Int32
        var keyLength: Int32
        var param: Int32
        var type: DeepLinkValueType
        var isRequired: Bool
        var literalStart: Int32 = 0
        var literalLength: Int32 = 0
        /// `{name!}` on an optional param.
        var isDemanded = false

        var isLiteral: Bool { param < 0 }
    }

    /// `#{name}`: the param the fragment binds, or -1 when the pattern binds none.
    struct FragmentParam: Sendable {
        var param: Int32 = -1
        var type: DeepLinkValueType = .string
        var isRequired = false
        var isDemanded = false
    }

    private(set) var paramCounts: [Int32] = []
    /// Per pattern: its fragment param (`param` -1 when it binds none).
    private(set) var fragments: [FragmentParam] = []
    /// Pattern `p`'s path params are `pathParams[pathStart[p] ..< pathStart[p + 1]]`.
    private(set) var pathStart: [Int32] = [0]
    private(set) var pathParams: [PathParam] = []
    /// Pattern `p`'s query params are `queryParams[queryStart[p] ..< queryStart[p + 1]]`.
    private(set) var queryStart: [Int32] = [0]
    private(set) var queryParams: [QueryParam] = []
    private(set) var keys: [UInt8] = []
    /// Per pattern: the position of its rest segment and the param it binds, or -1.
    private(set) var restPosition: [Int32] = []
    private(set) var restParam: [Int32] = []
    /// `deeplinks.caseInsensitive`: keys and literal values are stored lowered, and a
    /// URL's are lowered as they are compared.
    let folding: Bool

    init(_ patterns: [RoutePattern]) {
        folding = patterns.contains(where: \.ignoresCase)
        for pattern in patterns {
            paramCounts.append(Int32(pattern.params.count))
            var rest: (position: Int32, param: Int32) = (-1, -1)
            for (position, segment) in pattern.segments.enumerated() {
                switch segment {
                case .literal: continue
                case .param(let param, let type):
                    pathParams.append(PathParam(position: Int32(position), param: Int32(param), type: type))
                case .rest(let param): rest = (Int32(position), Int32(param))
                }
            }
            restPosition.append(rest.position)
            restParam.append(rest.param)
            pathStart.append(Int32(pathParams.count))
            for binding in pattern.query {
                let key = Array(binding.key.folded(folding).value.utf8)
                var item = QueryParam(
                    keyStart: Int32(keys.count), keyLength: Int32(key.count), param: -1, type: .string,
                    isRequired: binding.isRequired, isDemanded: binding.isDemanded)
                keys += key
                switch binding.kind {
                case .param(let param, let type, _):
                    item.param = Int32(param)
                    item.type = type
                case .literal(let text):
                    item.literalStart = Int32(keys.count)
                    let literal = text.folded(folding).value.utf8
                    item.literalLength = Int32(literal.count)
                    keys += literal
                }
                queryParams.append(item)
            }
            queryStart.append(Int32(queryParams.count))
            fragments.append(
                pattern.fragment.map {
                    FragmentParam(
                        param: Int32($0.param), type: $0.type, isRequired: $0.isRequired,
                        isDemanded: $0.isDemanded)
                } ?? FragmentParam())
        }
    }

    @inline(__always)
    func pathRange(_ pattern: Int) -> Range<Int> { Int(pathStart[pattern])..<Int(pathStart[pattern + 1]) }

    @inline(__always)
    func queryRange(_ pattern: Int) -> Range<Int> { Int(queryStart[pattern])..<Int(queryStart[pattern + 1]) }

    /// Whether `bytes` equal the key of a query param.
    @inline(__always)
    func key(of binding: QueryParam, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored(binding.keyStart, binding.keyLength, equals: bytes)
    }

    /// Whether `bytes` equal the literal value of a literal query item.
    @inline(__always)
    func literal(of binding: QueryParam, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored(binding.literalStart, binding.literalLength, equals: bytes)
    }

    @inline(__always)
    private func stored(_ start: Int32, _ length: Int32, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(length) == bytes.count else { return false }
        let start = Int(start)
        if folding {
            for offset in 0..<bytes.count where keys[start + offset] != ASCIICase.lowered(bytes[offset]) {
                return false
            }
            return true
        }
        for offset in 0..<bytes.count where keys[start + offset] != bytes[offset] {
            return false
        }
        return true
    }
}
