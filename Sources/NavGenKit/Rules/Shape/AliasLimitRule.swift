/// `alias-limit`: aliases that expand past the reader's limit, or nesting too deep.
/// The YAML reader reports it and stops reading.
package enum AliasLimitRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .aliasLimit, severity: .error, configurable: false,
        summary: "aliases expand past the limit, or nesting is too deep",
        rationale: """
            Aliases can expand exponentially ("billion laughs"); a CI check must not be taken down \
            by a hostile or careless spec. Nesting deeper than 1,000 levels is refused for the same reason.
            """,
        triggeringExamples: [
            """
            navgen: 1
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: [*e, *e, *e, *e, *e, *e, *e, ↓*e, *e, *e]   # past 1,000,000 nodes
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators: \(String(repeating: "[", count: 999))↓[   # the 1,000th level
            """,
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      params: &ids { id: Int }
                    detail:
                      params: *ids
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            coordinators: { main: { root: home, routes: { home: { transitions: [{ push: home }] } } } }
            """,
        ])
}
