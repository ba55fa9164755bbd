/// `deeplink-ambiguous`: two patterns of the same path shape that some URL matches
/// both of, and whose required query items do not say which one opens it. Routes'
/// and actions' patterns are one pool: a URL shows a screen or performs an action.
package struct DeeplinkAmbiguousRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkAmbiguous, severity: .error, configurable: true,
        summary: "two deep-link patterns have the same shape",
        rationale: """
            When two patterns have the same segment count and the same literal, param \
            type or rest segment at every position, only their required query items can \
            choose between them: one whose required keys are a strict superset of the \
            other's wins, and with the same keys, one with a literal value where the other \
            has a param (and never the reverse) wins. Patterns whose literal values differ \
            at a shared key never match the same URL. Then scopes (`schemes`, `hosts`): \
            patterns whose scopes share no origin never see the same URL, and one whose \
            scope is a strict subset of the other's (a pattern without scope applies to \
            every origin) wins. Then values: patterns whose ranges or enumerations share \
            no value at some position never match the same URL, and at the first position \
            whose values differ, one whose values are a strict subset of the other's wins \
            (`Int(1...12)` over `Int`); values that overlap otherwise clash. Otherwise the \
            later one would never open. Optional query params do not tell patterns apart.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: month }, { push: late }]
                    month:
                      params: { month: 'Int(1...12)' }
                      deeplink: /m/{month}
                    late:
                      params: { month: 'Int(10...)' }
                      deeplink: ↓/m/{month}
                    """),
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
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: project }, { push: comments }]
                    project:
                      params: { slug: String, ref: String }
                      deeplink: /projects/{slug}?ref={ref}
                    comments:
                      params: { slug: String, comment: String }
                      deeplink: ↓/projects/{slug}?comment={comment}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: project }, { push: comments }]
                    project:
                      params: { slug: String, ref: String }
                      deeplink: /projects/{slug}?ref={ref}
                    comments:
                      params: { slug: String, from: String }
                      deeplink: ↓/projects/{slug}?ref={from}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: editor }, { push: post }]
                    editor:
                      deeplink: { pattern: /new, schemes: [blog] }
                    post:
                      deeplink: { pattern: ↓/new, schemes: [blog] }
                    """,
                deepLinks: "deeplinks: { schemes: [blog], hosts: [blog.example.com] }"),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: month }, { push: other }, { push: any }, { push: period }]
                    month:
                      params: { month: 'Int(1...12)' }
                      deeplink: /m/{month}
                    other:
                      params: { month: 'Int(13...)' }
                      deeplink: /m/{month}
                    any:
                      params: { month: Int }
                      deeplink: /m/{month}
                    period:
                      params: { period: Period }
                      deeplink: /m/{period}
                    """,
                types: "types: { Period: [day, week] }"),
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
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: project }, { push: comments }]
                    project:
                      params: { slug: String }
                      deeplink: /projects/{slug}
                    comments:
                      params: { slug: String, comment: String }
                      deeplink: /projects/{slug}?comment={comment}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: discover }, { push: art }, { push: film }]
                    discover:
                      params: { category: String }
                      deeplink: /discover?category={category}
                    art:
                      deeplink: /discover?category=art
                    film:
                      deeplink: /discover?category=film
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: files }, { push: readme }]
                    files:
                      params: { path: String }
                      deeplink: /files/{path...}
                    readme:
                      deeplink: /files/README
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: editor }, { push: post }]
                    editor:
                      deeplink: { pattern: /new, schemes: [blog] }
                    post:
                      deeplink: { pattern: /new, hosts: [blog.example.com] }
                    """,
                deepLinks: "deeplinks: { schemes: [blog], hosts: [blog.example.com] }"),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: editor }, { push: post }]
                    editor:
                      deeplink: { pattern: /new, schemes: [blog] }
                    post:
                      deeplink: /new
                    """,
                deepLinks: "deeplinks: { schemes: [blog], hosts: [blog.example.com] }"),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let patterns = Patterns(context.deepLinks.pool)
        let total = context.deepLinks.origins.all.count
        // Per path shape, the first and the last earlier pattern that has it; `next`
        // links each to the following one, in declaration order. Most shapes are one
        // pattern's, so this keeps no array per shape.
        var earlier: [ShapeKey: (first: Int32, last: Int32)] = [:]
        earlier.reserveCapacity(patterns.all.count)
        var next = [Int32](repeating: -1, count: patterns.all.count)
        var findings: [Finding] = []
        for (position, pattern) in patterns.all.enumerated() {
            let key = ShapeKey(patterns: patterns, position: position)
            guard let group = earlier[key] else {
                earlier[key] = (Int32(position), Int32(position))
                continue
            }
            next[Int(group.last)] = Int32(position)
            earlier[key] = (group.first, Int32(position))
            // The group as it was before this pattern joined it.
            let members = sequence(first: Int(group.first)) { member in
                member == Int(group.last) ? nil : Int(next[member])
            }
            let query = pattern.queryShape
            let clash = members.lazy.map { patterns.all[$0] }.first { other in
                let otherQuery = other.queryShape
                return !query.excludes(otherQuery)
                    && DeepLinkShape.preferred(query: query, over: otherQuery) == nil
                    && !Self.scopesDecide(pattern.scope, other.scope, total: total)
                    && !Self.valuesDecide(pattern, other)
            }
            guard let clash else { continue }
            findings.append(finding(pattern, clashesWith: clash, in: context))
        }
        return findings
    }

    private static func finding(
        _ pattern: RoutePattern, clashesWith earlier: RoutePattern, in context: RuleContext
    )
        -> Finding
    {
        let location = earlier.source.location
        let owner =
            earlier.action.map { earlier.action == pattern.action ? "this action" : "action \($0)" }
            ?? (earlier.route == pattern.route && pattern.action == nil ? "this route" : "\(earlier.route)")
        let scope = pattern.action == nil ? pattern.route : nil
        let query = pattern.queryShape
        let samePath =
            "deep link '\(pattern.source.value)' has the same shape (\(pattern.shape)) as "
            + "'\(earlier.source.value)' of \(owner)"
        if pattern.valueOrder(against: earlier) == .overlapping {
            return context.finding(
                .deeplinkAmbiguous, at: pattern.source.location,
                samePath + ", and their values overlap without one holding the other's",
                notes: [
                    "'\(earlier.source.value)' is at \(context.spec.files.reference(to: location)); "
                        + "it opens every URL both match"
                ],
                help: "make the ranges or enumerations disjoint, or one a subset of the other",
                scope: scope)
        }
        // Equal required query items: the path alone is the problem, as in format 1.
        guard query != earlier.queryShape else {
            return context.finding(
                .deeplinkAmbiguous, at: pattern.source.location, samePath,
                notes: [
                    "'\(earlier.source.value)' is at \(context.spec.files.reference(to: location)); "
                        + "it opens every URL both match"
                ],
                help: "change a literal, a param type or the segment count so that URLs tell them apart",
                scope: scope)
        }
        return context.finding(
            .deeplinkAmbiguous, at: pattern.source.location,
            samePath + ", and their required query items (\(Self.describe(query)) and "
                + "\(Self.describe(earlier.queryShape))) do not decide between them",
            notes: [
                "'\(earlier.source.value)' is at \(context.spec.files.reference(to: location)); "
                    + "it opens every URL both match"
            ],
            help:
                "require a query key the other lacks, give one a literal value where the other has a param, "
                + "or change the path",
            scope: scope)
    }

    /// Whether ranges or enumerations keep two patterns of one shape apart: no URL
    /// matches both, or one's values are a strict subset of the other's where they first
    /// differ (that one wins).
    private static func valuesDecide(_ lhs: RoutePattern, _ rhs: RoutePattern) -> Bool {
        switch lhs.valueOrder(against: rhs) {
        case .disjoint, .narrower, .wider: true
        case .overlapping, nil: false
        }
    }

    /// Whether the patterns' scopes keep them apart: disjoint scopes never see one
    /// URL, and a strict subset of the other's origins wins.
    private static func scopesDecide(_ lhs: [Int]?, _ rhs: [Int]?, total: Int) -> Bool {
        guard lhs != nil || rhs != nil else { return false }
        return !DeepLinkScope.intersects(lhs, rhs) || DeepLinkScope.isStrictSubset(lhs, of: rhs, total: total)
            || DeepLinkScope.isStrictSubset(rhs, of: lhs, total: total)
    }

    /// `comment={…}&ref=home`, or `none`.
    private static func describe(_ query: DeepLinkShape.QueryShape) -> String {
        guard !query.items.isEmpty else { return "none" }
        return query.items.map { item in
            "\(item.key)=" + (item.literal.map(\.value) ?? "{…}")
        }.joined(separator: "&")
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
