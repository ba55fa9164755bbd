/// A pattern reduced to what precedence and ambiguity look at: per path segment,
/// a literal, a param type or the rest of the path; and the required query items.
package struct DeepLinkShape: Hashable, Sendable, CustomStringConvertible {
    package enum Segment: Hashable, Sendable {
        case literal(ExactText)
        case param(DeepLinkValueType)
        /// `{name...}`: one or more segments, always the last.
        case rest

        /// Literal 5, enumeration 4, Int/Bool/UUID 3, Double 2, URL 1, String 0, rest -1.
        package var rank: Int {
            switch self {
            case .literal: 5
            case .param(let type): type.rank
            case .rest: -1
            }
        }
    }

    /// The query items a matching URL must carry, sorted by key: per key, the
    /// literal value it must have, or nil when a param takes any value.
    package struct QueryShape: Hashable, Sendable {
        package struct Item: Hashable, Sendable {
            package var key: ExactText
            package var literal: ExactText?
        }

        /// Sorted by key; one item per key.
        package private(set) var items: [Item]

        package init(items: [Item]) {
            self.items = items.sorted { $0.key < $1.key }
        }

        package static let none = QueryShape(items: [])

        /// Whether no URL can satisfy both: they require different literals at a key.
        package func excludes(_ other: QueryShape) -> Bool {
            for item in items {
                guard let mine = item.literal,
                    let theirs = other.items.first(where: { $0.key == item.key })?.literal
                else { continue }
                if mine != theirs { return true }
            }
            return false
        }
    }

    package var segments: [Segment]
    package var query: QueryShape

    package init(segments: [Segment], query: QueryShape = .none) {
        self.segments = segments
        self.query = query
    }

    /// `/recipes/{Int}`: how findings name a shape (the path; query items are named
    /// by the findings that need them).
    package var description: String {
        guard !segments.isEmpty else { return "/" }
        return segments.map { segment in
            switch segment {
            case .literal(let text): "/" + text.value
            case .param(let type): "/{\(type)}"
            case .rest: "/{String...}"
            }
        }.joined()
    }

    /// Precedence between two patterns that both match a URL. Paths first: at the
    /// first position where they differ, the higher rank wins (a rest loses to
    /// every other kind). Equal paths are ordered by their required query items
    /// (``preferred(query:over:)``). Returns nil when neither wins: equal shapes, or
    /// paths differing only between literals or between Int, Bool and UUID, which
    /// no URL segment can match both of.
    package static func preferred(_ lhs: DeepLinkShape, over rhs: DeepLinkShape) -> Bool? {
        for (left, right) in zip(lhs.segments, rhs.segments) where left != right {
            if left.rank != right.rank { return left.rank > right.rank }
            return nil
        }
        // Equal up to the shorter one, which then has no rest: no URL matches both.
        guard lhs.segments.count == rhs.segments.count else { return nil }
        return preferred(query: lhs.query, over: rhs.query)
    }

    /// Precedence between equal paths: a strict superset of required keys wins;
    /// with equal key sets, a literal where the other has a param (and never the
    /// reverse) wins. Nil when neither wins, including when the literals disagree
    /// at a shared key (no URL matches both: see ``QueryShape/excludes(_:)``).
    package static func preferred(query lhs: QueryShape, over rhs: QueryShape) -> Bool? {
        if lhs.excludes(rhs) { return nil }
        let left = Set(lhs.items.map(\.key))
        let right = Set(rhs.items.map(\.key))
        if left != right {
            if left.isStrictSuperset(of: right) { return true }
            if right.isStrictSuperset(of: left) { return false }
            return nil
        }
        var leftMoreLiteral = false
        var rightMoreLiteral = false
        for (mine, theirs) in zip(lhs.items, rhs.items) {
            if mine.literal != nil, theirs.literal == nil { leftMoreLiteral = true }
            if mine.literal == nil, theirs.literal != nil { rightMoreLiteral = true }
        }
        if leftMoreLiteral != rightMoreLiteral { return leftMoreLiteral }
        return nil
    }
}
