/// A deep-link pattern as the generated matcher tests it: the simulator's typed
/// pattern (``RoutePattern``) with its params named, so the matcher can bind
/// locals and build routes.
struct LinkPattern: Sendable {
    enum Segment: Hashable, Sendable {
        /// Compared with the URL's decoded segment, byte for byte.
        case literal(ExactText)
        case param(LinkParam)
        /// `{name...}`, always last: one or more remaining segments, each non-empty,
        /// joined with `/`.
        case rest(LinkParam)
    }

    /// A route param bound by the pattern.
    struct LinkParam: Hashable, Sendable {
        var name: String
        var type: ParamType
        var valueType: DeepLinkValueType
    }

    /// `key={param}` or `key=literal`.
    struct QueryItem: Hashable, Sendable {
        enum Value: Hashable, Sendable {
            case param(LinkParam)
            /// The decoded value must be this text, byte for byte.
            case literal(ExactText)
        }

        var key: ExactText
        var value: Value
        /// The URL must carry the item: a required param, or `{name!}`.
        var isRequired = false

        /// The param the item binds; nil for a literal.
        var param: LinkParam? {
            if case .param(let param) = value { param } else { nil }
        }
    }

    let target: RouteRef
    /// The action an action link performs; nil for a route's pattern.
    let action: String?
    /// For a redirect's pattern, the param holding the URL it leads to; nil otherwise.
    let redirect: String?
    /// `main.tab`, `action openApp` or `deeplinks.redirects[0]`: what the matcher's
    /// comment names.
    let owner: String
    /// The pattern as written, for the comment above its test and for findings.
    let source: Located<String>
    let segments: [Segment]
    let query: [QueryItem]
    /// `#{name}`: the param the URL's fragment binds, and whether the URL must carry it.
    let fragment: (param: LinkParam, isRequired: Bool)?
    /// `set:`: params the pattern gives constants, in the order written.
    let fixed: [(param: LinkParam, value: ParamValue)]
    /// Declaration order: among patterns of one shape, the earlier wins.
    let order: Int
    /// `open: onTop`: the generated `open(_:)` shows the target by one move when it can.
    /// For a pattern that maps `open` by source, the external link's mode.
    let opensOnTop: Bool
    /// Whether a link tapped in the app opens `onTop`: ``opensOnTop`` unless the pattern
    /// maps `open` by source.
    let opensOnTopInApp: Bool
    /// `deeplinks.caseInsensitive`: literals, keys and literal values compare ASCII letters
    /// without case.
    let ignoresCase: Bool
    /// The origins (``DeepLinkOrigins``) it applies to; nil for every origin.
    let scope: [Int]?
    /// The required query keys and literal values, which order patterns of one path.
    private let queryShape: DeepLinkShape.QueryShape
    /// Literal texts, param types and rest: what patterns of one path share.
    private let path: [DeepLinkShape.Segment]
    /// The pattern itself (shared, not copied): patterns of one path that ranges or
    /// enumerations constrain are ordered by their values too.
    private let typed: RoutePattern

    init(_ pattern: RoutePattern) {
        func param(_ index: Int, _ type: DeepLinkValueType) -> LinkParam {
            LinkParam(
                name: pattern.params[index].name.value, type: pattern.params[index].type.value,
                valueType: type)
        }
        target = pattern.route
        action = pattern.action
        redirect = pattern.redirect.map { pattern.params[$0.param].name.value }
        owner = pattern.owner
        source = pattern.source
        order = pattern.order
        opensOnTop = pattern.mode == .onTop
        opensOnTopInApp = pattern.inAppMode == .onTop
        ignoresCase = pattern.ignoresCase
        scope = pattern.scope
        queryShape = pattern.queryShape
        path = pattern.shape.segments
        typed = pattern
        segments = pattern.segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .param(let index, let type): .param(param(index, type))
            case .rest(let index): .rest(param(index, .string))
            }
        }
        fixed = pattern.fixed.map { (param($0.param, $0.type), $0.value) }
        query = pattern.query.map { item in
            switch item.kind {
            case .param(let index, let type, let isRequired):
                QueryItem(key: item.key, value: .param(param(index, type)), isRequired: isRequired)
            case .literal(let text): QueryItem(key: item.key, value: .literal(text), isRequired: true)
            }
        }
        fragment = pattern.fragment.map { (param($0.param, $0.type), $0.isRequired) }
    }

    /// Every param the pattern binds, path first, then those it sets.
    var bindings: [LinkParam] {
        segments.compactMap { segment in
            switch segment {
            case .literal: nil
            case .param(let param), .rest(let param): param
            }
        } + query.compactMap(\.param) + (fragment.map { [$0.param] } ?? []) + fixed.map(\.param)
    }

    /// Whether the last segment is a rest, which takes any number (one or more) of
    /// the URL's segments.
    var hasRest: Bool {
        if case .rest = segments.last { true } else { false }
    }

    /// The order in which the simulator's trie tries a segment: the literal, then
    /// `Int`, `Bool`, `UUID`, then `Double`, then `String`, then a rest.
    private var edges: [Int] {
        segments.map { segment in
            switch segment {
            case .literal: 0
            case .param(let param): 1 + Int(param.valueType.rawValue)
            case .rest: 1 + DeepLinkValueType.allCases.count
            }
        }
    }

    /// Patterns in the order the matcher may try them, which is the order in which
    /// the simulator's depth-first trie search reaches them: by edge order from the
    /// left (where one pattern's edges are a prefix of another's, no URL matches
    /// both, rest segments being last), then by declaration; and among patterns of
    /// one path, by required query keys, literal query values and scope (as the trie orders
    /// a node's patterns), in the places they took. So the first pattern that matches
    /// is the winner by precedence, and patterns no URL shares keep their order.
    static func precedenceOrder(_ patterns: [LinkPattern]) -> [LinkPattern] {
        var ordered = patterns.sorted { left, right in
            if left.edges != right.edges { return left.edges.lexicographicallyPrecedes(right.edges) }
            return left.order < right.order
        }
        var places: [[DeepLinkShape.Segment]: [Int]] = [:]
        for (place, pattern) in ordered.enumerated() { places[pattern.path, default: []].append(place) }
        for group in places.values where group.count > 1 {
            let members = group.map { ordered[$0] }.sorted { left, right in
                let leftRank = left.queryRank
                let rightRank = right.queryRank
                if leftRank.keys != rightRank.keys { return leftRank.keys > rightRank.keys }
                if leftRank.literals != rightRank.literals { return leftRank.literals > rightRank.literals }
                if leftRank.origins != rightRank.origins { return leftRank.origins < rightRank.origins }
                return left.order < right.order
            }
            guard members.contains(where: { !$0.typed.constraints.isEmpty }) else {
                for (place, member) in zip(group, members) { ordered[place] = member }
                continue
            }
            let valued = RoutePattern.narrowerFirst(
                members, pattern: \.typed,
                ties: {
                    $0.queryRank.keys == $1.queryRank.keys && $0.queryRank.literals == $1.queryRank.literals
                })
            for (place, member) in zip(group, valued) { ordered[place] = member }
        }
        return ordered
    }

    /// More required keys first, then more literal values, then fewer origins in
    /// scope: a linear extension of ``DeepLinkShape/preferred(query:over:)`` and of a
    /// strict subset of origins winning, the same as the trie's.
    private var queryRank: (keys: Int, literals: Int, origins: Int) {
        (queryShape.items.count, queryShape.items.count { $0.literal != nil }, scope?.count ?? .max)
    }

    /// Whether some URL's path might match both patterns: false only when their
    /// lengths or a segment rule it out (two literals that differ, a literal that
    /// does not parse as the other's param type). Queries are not looked at.
    func mayShareAPath(with other: LinkPattern) -> Bool {
        switch (hasRest, other.hasRest) {
        case (false, false) where segments.count != other.segments.count: return false
        case (true, false) where other.segments.count < segments.count: return false
        case (false, true) where segments.count < other.segments.count: return false
        default: break
        }
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal(let left), .literal(let right))
            where left.folded(ignoresCase) != right.folded(other.ignoresCase):
                return false
            case (.literal(let text), .param(let param)), (.param(let param), .literal(let text)):
                if ValueParser.parse(text.value, as: param.valueType) == nil { return false }
            default:
                continue
            }
        }
        return true
    }
}
