/// `deeplink-syntax`: a pattern that is not `/segment/{param}?key={param}`.
package struct DeeplinkSyntaxRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkSyntax, severity: .error, configurable: true,
        summary: "a deep-link pattern is malformed",
        rationale: """
            A malformed pattern matches no URL, or not the URLs its author meant; iOS would \
            silently ignore the links that should open the screen.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: ↓home
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int }
                      deeplink: ↓/detail{id}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: search }]
                    search:
                      params: { query: String?, page: Int? }
                      deeplink: [/search, ↓"/search?q={query}&q={page}", ↓/find//all]
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: post }]
                    post:
                      params: { id: Int?, path: String, anchor: String? }
                      deeplink: [↓"/posts/{id!}", ↓"/files/{path...!}", ↓"/top#top", ↓"/a/{path...}#{anchor}?x=1"]
                    """),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: /
                      transitions: [{ push: detail }]
                    detail:
                      params: { id: Int, source: String? }
                      deeplink: /recipes/{id}?from={source}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: [/home, "/caf%C3%A9"]
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: post }]
                    post:
                      params: { blogId: Int?, postId: Int?, anchor: String? }
                      deeplink: ["/viewpost?blogId={blogId!}&postId={postId!}", "/p/{postId}#{anchor}"]
                    """),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        context.deepLinks.entries.flatMap { entry in
            entry.problems.compactMap { problem -> Finding? in
                guard case .syntax(let error) = problem else { return nil }
                let pattern = entry.source.value
                return context.finding(
                    .deeplinkSyntax, at: entry.source.location,
                    "malformed deep link '\(pattern)': \(error.message)",
                    notes: [Self.pointer(pattern, at: error.offset)], help: error.help, scope: entry.scope)
            }
        }
    }

    /// `at character 3: '/a' then '{id}'`: where in the pattern the problem starts.
    static func pointer(_ pattern: String, at offset: Int) -> String {
        let scalars = Array(pattern.unicodeScalars)
        let clamped = min(max(offset, 0), scalars.count)
        let before = String(String.UnicodeScalarView(scalars[..<clamped]))
        let after = String(String.UnicodeScalarView(scalars[clamped...]))
        return "at character \(clamped + 1) of the pattern: '\(before)' then '\(after)'"
    }
}
