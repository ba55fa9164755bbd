import NavGenKit
import Testing

/// The YAML mistakes newcomers meet most get a help line that names the fix.
@Suite struct YAMLSyntaxHelpTests {
    private func help(_ line: String) -> String? {
        let text = "navgen: 1\ncoordinators:\n  main:\n    routes:\n      home:\n        \(line)\n"
        let findings = YAMLLoader().load(Array(text.utf8), file: "t.yaml").findings
        #expect(findings.first?.rule == .yamlSyntax, "\(findings.map(\.message))")
        return findings.first?.help
    }

    @Test func aPatternWithBracesInAFlowListIsShownQuoted() {
        #expect(
            help("deeplink: [/page, /page/{domain}]")
                == "inside [ ] or { }, a '{' opens a mapping: quote each pattern that holds { }: "
                + "deeplink: [/page, '/page/{domain}']")
        #expect(
            help("deeplink: [{ pattern: /a/{id}/b, via: [me] }]")?.hasSuffix(
                "deeplink: [{ pattern: '/a/{id}/b', via: [me] }]") == true)
        #expect(
            help("deeplink: [/p, '/q/{x}', /r/{y}?a={b}]")?.hasSuffix(
                "deeplink: [/p, '/q/{x}', '/r/{y}?a={b}']") == true)
    }

    @Test func aTabIndentationSaysToUseSpaces() {
        #expect(help("\tdeeplink: /x")?.hasPrefix("YAML indents with spaces, never tabs") == true)
    }

    @Test func aValueStartingWithAStarOrAnAtSaysToQuoteIt() {
        #expect(help("deeplink: *")?.contains("alias") == true)
        #expect(help("deeplink: @home")?.hasPrefix("'@' cannot start a plain value") == true)
    }

    @Test func aValueHoldingAColonIsShownQuoted() {
        #expect(help("title: Note: read this")?.hasSuffix("title: 'Note: read this'") == true)
    }

    @Test func otherSyntaxErrorsGetNoGuess() {
        #expect(help("deeplink: [/a, /b") == nil)
    }
}
