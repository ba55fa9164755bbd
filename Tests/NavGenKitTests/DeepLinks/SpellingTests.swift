import NavGenKit
import Testing

/// Text that Unicode spells two ways (`é` precomposed, U+00E9, or `e` and a
/// combining U+0301): a URL's bytes differ, so matching, the ambiguity rule, the
/// pattern parser and the catalog treat the spellings as different text, and
/// findings print them differently.
@Suite struct SpellingTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func theSpellingsAreOneStringToSwift() {
        // Why navgen cannot compare them as `String`: Swift calls them equal.
        #expect(Self.composed == Self.decomposed)
        #expect(ExactText(Self.composed) != ExactText(Self.decomposed))
        #expect(Set([ExactText(Self.composed), ExactText(Self.decomposed)]).count == 2)
        #expect(ExactText("a") < ExactText("b"))
    }

    /// Both spellings, as raw text or percent-encoded, in path literals and query keys.
    static let patterns: [(composed: String, decomposed: String)] = [
        ("/\(composed)", "/\(decomposed)"),
        ("/caf%C3%A9", "/cafe%CC%81"),
        ("/menu/\(composed)", "/menu/cafe%CC%81"),
    ]

    @Test(arguments: patterns)
    func literalsDifferingInSpellingAreNotAmbiguousAndMatchTheirOwnBytes(
        composed: String, decomposed: String
    ) throws {
        let yaml = demoSpec(
            """
            home:
              transitions: [{ push: one }, { push: two }]
            one:
              deeplink: "\(composed)"
            two:
              deeplink: "\(decomposed)"
            """)
        #expect(validate(yaml).findings.filter { $0.rule == .deeplinkAmbiguous }.isEmpty)
        let matcher = try makeMatcher(yaml)
        let prefix = composed.hasPrefix("/menu") ? "demo:///menu/" : "demo:///"
        #expect(matcher.target(prefix + "caf%C3%A9") == "main.one")
        #expect(matcher.target(prefix + "cafe%CC%81") == "main.two")
        #expect(matcher.target(prefix + Self.composed) == "main.one")
        #expect(matcher.target(prefix + Self.decomposed) == "main.two")
    }

    @Test func queryKeysDifferingInSpellingAreTwoKeys() throws {
        let yaml = demoSpec(
            """
            home:
              transitions: [{ push: search }, { push: other }]
            search:
              params: { a: String?, b: String? }
              deeplink: "/search?caf%C3%A9={a}&cafe%CC%81={b}"
            other:
              params: { c: String }
              deeplink: "/other?cafe%CC%81={c}"
            """)
        #expect(validate(yaml).findings.isEmpty)
        let matcher = try makeMatcher(yaml)
        #expect(
            matcher.target("demo://search?cafe%CC%81=2&caf%C3%A9=1") == "main.search(a: \"1\", b: \"2\")")
        // The catalog shares a query list between neighbouring patterns only when
        // their keys are the same bytes.
        #expect(matcher.target("demo://other?cafe%CC%81=3") == "main.other(c: \"3\")")
        #expect(matcher.match("demo://other?caf%C3%A9=3") == nil)
    }

    @Test func aClosestLiteralInAnotherSpellingIsNotCalledACaseDifference() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: cafe }]
                cafe:
                  deeplink: /caf%C3%A9
                """))
        let why = try #require(matcher.result(for: "demo:///cafe%CC%81").failure).description
        #expect(!why.contains("case-sensitive"), "\(why)")
        #expect(why == "no pattern matches '/cafe\\u{301}': 'cafe\\u{301}' is not 'caf\\u{E9}'")
        #expect(
            matcher.result(for: "demo:///CAF%C3%A9").failure?.description
                == "no pattern matches '/CAF\\u{E9}': path literals are case-sensitive, and 'CAF\\u{E9}' is not "
                + "'caf\\u{E9}'")
    }

    /// The ambiguity finding quotes both patterns; which spelling each is shows.
    @Test func anAmbiguityQuotesEachSpellingDistinctly() {
        let found = validate(
            demoSpec(
                """
                home:
                  transitions: [{ push: one }, { push: two }]
                one:
                  params: { id: Int }
                  deeplink: "/\(Self.composed)/{id}"
                two:
                  params: { n: Int }
                  deeplink: "/caf%C3%A9/{n}"
                """)
        ).findings.filter { $0.rule == .deeplinkAmbiguous }
        #expect(
            found.map(\.message) == [
                "deep link '/caf%C3%A9/{n}' has the same shape (/caf\\u{E9}/{Int}) as '/caf\\u{E9}/{id}' of main.one"
            ])
    }
}
