/// `deeplink-ambiguous`: two patterns of the same shape, which no URL could
/// tell apart.
public struct DeeplinkAmbiguousRule: Rule {
    public static let description = RuleDescription(
        id: .deeplinkAmbiguous, severity: .error, configurable: true,
        summary: "two deep-link patterns have the same shape",
        rationale: """
            When two patterns have the same segment count and the same literal or param \
            type at every position, precedence cannot choose between them: the later one \
            would never open. Query items do not tell them apart.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: recipe }, { push: user }]
                    recipe:
                      params: { id: Int }
                      deeplink: /items/{id}
                    user:
                      params: { number: Int }
                      deeplink: ↓/items/{number}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: search }]
                    search:
                      params: { query: String?, tag: String? }
                      deeplink: ["/search?q={query}", ↓"/search?tag={tag}"]
                    """),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: recipe }, { push: user }]
                    recipe:
                      params: { id: Int }
                      deeplink: /items/{id}
                    user:
                      params: { name: String }
                      deeplink: /items/{name}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /
                      transitions: [{ push: latest }, { push: recipe }]
                    latest:
                      deeplink: /recipes/latest
                    recipe:
                      params: { id: String }
                      deeplink: ["/recipes/{id}", "/recipes/{id}/steps"]
                    """),
        ])

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let patterns = Patterns(context.deepLinks.patterns)
        var first: [ShapeKey: Int] = [:]
        first.reserveCapacity(patterns.all.count)
        var findings: [Finding] = []
        for (position, pattern) in patterns.all.enumerated() {
            let key = ShapeKey(patterns: patterns, position: position)
            guard let earlierPosition = first[key] else {
                first[key] = position
                continue
            }
            let earlier = patterns.all[earlierPosition]
            let shape = pattern.shape
            let location = earlier.source.location
            let owner = earlier.route == pattern.route ? "this route" : "\(earlier.route)"
            findings.append(
                context.finding(
                    .deeplinkAmbiguous, at: pattern.source.location,
                    "deep link '\(pattern.source.value)' has the same shape (\(shape)) as '\(earlier.source.value)' "
                        + "of \(owner)",
                    notes: [
                        "'\(earlier.source.value)' is at \(location.line):\(location.column); "
                            + "it opens every URL both match"
                    ],
                    help: "change a literal, a param type or the segment count so that URLs tell them apart",
                    scope: pattern.route))
        }
        return findings
    }
}

/// The patterns the keys below point into, shared rather than copied into each key.
private final class Patterns: Sendable {
    let all: [RoutePattern]

    init(_ all: [RoutePattern]) {
        self.all = all
    }
}

/// A pattern's shape as a dictionary key, read off the pattern in place: a large
/// spec would otherwise build a shape, an array, for each of its patterns.
private struct ShapeKey: Hashable {
    let patterns: Patterns
    let position: Int

    static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
        lhs.patterns.all[lhs.position].hasSameShape(as: rhs.patterns.all[rhs.position])
    }

    func hash(into hasher: inout Hasher) {
        patterns.all[position].hashShape(into: &hasher)
    }
}
