/// A deep-link pattern as the generated matcher tests it: the simulator's typed
/// pattern (``RoutePattern``) with its params named, so the matcher can bind
/// locals and build routes.
struct LinkPattern: Sendable {
    enum Segment: Hashable, Sendable {
        /// Compared with the URL's decoded segment, byte for byte.
        case literal(ExactText)
        case param(LinkParam)
    }

    /// A route param bound by the pattern.
    struct LinkParam: Hashable, Sendable {
        var name: String
        var type: ParamType
        var valueType: DeepLinkValueType
    }

    /// `key={param}`
    struct QueryItem: Hashable, Sendable {
        var key: ExactText
        var param: LinkParam
    }

    let target: RouteRef
    /// The pattern as written, for the comment above its test and for findings.
    let source: Located<String>
    let segments: [Segment]
    let query: [QueryItem]
    /// Declaration order: among patterns of one shape, the earlier wins.
    let order: Int
    /// `open: onTop`: the generated `open(_:)` shows the target by one move when it can.
    let opensOnTop: Bool

    /// Whether the generated router can match the pattern: not yet one with a rest
    /// segment or a literal query item (the generated reader has no test for
    /// them), which ``DeepLinkPlans`` leaves out until it does.
    static func isSupported(_ pattern: RoutePattern) -> Bool {
        pattern.segments.allSatisfy { if case .rest = $0 { false } else { true } }
            && pattern.query.allSatisfy { $0.binding != nil }
    }

    /// The pattern's format-1 parts; only called for ``isSupported(_:)`` patterns.
    init(_ pattern: RoutePattern) {
        func param(_ index: Int, _ type: DeepLinkValueType) -> LinkParam {
            LinkParam(
                name: pattern.params[index].name.value, type: pattern.params[index].type.value,
                valueType: type)
        }
        target = pattern.route
        source = pattern.source
        order = pattern.order
        opensOnTop = pattern.mode == .onTop
        segments = pattern.segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .param(let index, let type): .param(param(index, type))
            case .rest(let index): .param(param(index, .string))
            }
        }
        query = pattern.query.compactMap { item in
            // A switch rather than `item.binding.map`: Swift 6.3.1's optimizer crashes on
            // the latter in release builds.
            switch item.kind {
            case .param(let index, let type, _): QueryItem(key: item.key, param: param(index, type))
            case .literal: nil
            }
        }
    }

    /// Every param the pattern binds, path first.
    var bindings: [LinkParam] {
        segments.compactMap { segment in
            if case .param(let param) = segment { param } else { nil }
        } + query.map(\.param)
    }

    /// The order in which the simulator's trie tries a segment: the literal, then
    /// `Int`, `Bool`, `UUID`, then `Double`, then `String`.
    private var edges: [Int] {
        segments.map { segment in
            switch segment {
            case .literal: 0
            case .param(let param): 1 + Int(param.valueType.rawValue)
            }
        }
    }

    /// Patterns in the order the matcher tries them, which is the order in which
    /// the simulator's depth-first trie search reaches them: by segment count (only
    /// equal counts can match one URL), then by edge order from the left, then by
    /// declaration. So the first pattern that matches is the winner by precedence.
    static func precedenceOrder(_ patterns: [LinkPattern]) -> [LinkPattern] {
        patterns.sorted { left, right in
            if left.segments.count != right.segments.count {
                return left.segments.count < right.segments.count
            }
            if left.edges != right.edges { return left.edges.lexicographicallyPrecedes(right.edges) }
            return left.order < right.order
        }
    }
}
