/// A pattern reduced to what precedence and ambiguity look at: per path segment,
/// a literal or a param type. Query items are not part of it.
public struct DeepLinkShape: Hashable, Sendable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable {
        case literal(ExactText)
        case param(DeepLinkValueType)

        /// Literal 3, Int/Bool/UUID 2, Double 1, String 0.
        public var rank: Int {
            switch self {
            case .literal: 3
            case .param(let type): type.rank
            }
        }
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// `/recipes/{Int}`: how findings name a shape.
    public var description: String {
        guard !segments.isEmpty else { return "/" }
        return segments.map { segment in
            switch segment {
            case .literal(let text): "/" + text.value
            case .param(let type): "/{\(type)}"
            }
        }.joined()
    }

    /// Precedence between two patterns that both match a URL (same segment
    /// count): at the first segment where they differ, the higher rank wins.
    /// Returns nil when neither wins: equal shapes, or differing only between
    /// literals or between Int, Bool and UUID, which no URL segment can match both of.
    public static func preferred(_ lhs: DeepLinkShape, over rhs: DeepLinkShape) -> Bool? {
        for (left, right) in zip(lhs.segments, rhs.segments) where left != right {
            if left.rank != right.rank { return left.rank > right.rank }
            return nil
        }
        return nil
    }
}
