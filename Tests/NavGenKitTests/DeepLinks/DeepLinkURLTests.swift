import NavGenKit
import Testing

/// §2 and §6 (Deep links): which URLs are accepted and how they are split.
@Suite struct DeepLinkURLTests {
    let matcher: DeepLinkMatcher

    init() throws {
        matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  deeplink: /
                  transitions: [{ push: allergies }, { push: file }, { push: cafe }, { push: search }]
                allergies:
                  deeplink: /settings/allergies
                file:
                  params: { name: String }
                  deeplink: /files/{name}
                cafe:
                  deeplink: /caf%C3%A9
                search:
                  params: { query: String, page: Int?, tag: String? }
                  deeplink: /search?q={query}&page={page}&tag={tag}
                """))
    }

    // MARK: - Schemes and hosts

    @Test func customSchemeHostIsTheFirstSegment() {
        #expect(matcher.target("demo://settings/allergies") == "main.allergies")
    }

    @Test func customSchemeWithEmptyHostUsesThePath() {
        #expect(matcher.target("demo:///settings/allergies") == "main.allergies")
        #expect(matcher.target("demo:settings/allergies") == "main.allergies")
    }

    @Test func httpsWithADeclaredHostUsesThePath() {
        #expect(matcher.target("https://demo.example.com/settings/allergies") == "main.allergies")
    }

    @Test func httpsWithAnUndeclaredHostIsRefused() {
        #expect(matcher.result(for: "https://example.com/settings/allergies").failure == .host("example.com"))
        #expect(matcher.result(for: "https:///settings/allergies").failure == .host(""))
        #expect(matcher.match("https://www.demo.example.com/settings/allergies") == nil)
    }

    @Test func otherSchemesAreRefused() {
        #expect(matcher.result(for: "http://demo.example.com/settings/allergies").failure == .scheme("http"))
        #expect(matcher.result(for: "demox://settings/allergies").failure == .scheme("demox"))
        #expect(matcher.result(for: "settings/allergies").failure == .notAURL)
        #expect(matcher.result(for: "/settings/allergies").failure == .notAURL)
    }

    @Test func schemesAndHostsCompareCaseInsensitively() {
        #expect(matcher.target("DEMO://settings/allergies") == "main.allergies")
        #expect(matcher.target("Demo:///settings/allergies") == "main.allergies")
        #expect(matcher.target("HTTPS://Demo.Example.COM/settings/allergies") == "main.allergies")
    }

    @Test func pathLiteralsCompareCaseSensitively() {
        #expect(matcher.match("https://demo.example.com/Settings/allergies") == nil)
        #expect(matcher.match("https://demo.example.com/settings/Allergies") == nil)
        // The host of a custom-scheme URL is a path segment, so it is case-sensitive too.
        #expect(matcher.match("demo://Settings/allergies") == nil)
    }

    @Test func userInfoAndPortsAreRefused() {
        #expect(matcher.result(for: "https://ada@demo.example.com/settings/allergies").failure != nil)
        #expect(matcher.result(for: "https://demo.example.com:443/settings/allergies").failure != nil)
    }

    // MARK: - Path

    @Test func aTrailingSlashIsIgnored() {
        #expect(matcher.target("demo://settings/allergies/") == "main.allergies")
        #expect(matcher.target("https://demo.example.com/settings/allergies/") == "main.allergies")
    }

    @Test func onlyOneTrailingSlashIsIgnored() {
        #expect(matcher.match("demo://settings/allergies//") == nil)
        #expect(matcher.match("demo://settings//allergies") == nil)
    }

    @Test func theFragmentIsIgnored() {
        #expect(matcher.target("demo://settings/allergies#top") == "main.allergies")
        #expect(
            matcher.target("demo://search?q=soup#page=2")
                == "main.search(query: \"soup\", page: nil, tag: nil)")
        #expect(matcher.target("demo://settings/allergies#?q=1") == "main.allergies")
    }

    @Test func theRootPatternMatchesNoSegments() {
        for url in ["demo://", "demo:///", "demo:", "https://demo.example.com/", "https://demo.example.com"] {
            #expect(matcher.target(url) == "main.home", "\(url)")
        }
        #expect(matcher.target("https://demo.example.com/?utm=x") == "main.home")
    }

    @Test func pathsAreSplitBeforePercentDecoding() {
        #expect(matcher.target("demo://files/a%2Fb") == "main.file(name: \"a/b\")")
        #expect(matcher.match("demo://files/a/b") == nil)
        #expect(matcher.match("demo://settings%2Fallergies") == nil)
    }

    @Test func literalsCompareAfterPercentDecoding() {
        #expect(matcher.target("demo://settings/allergie%73") == "main.allergies")
        #expect(matcher.target("demo://caf%C3%A9") == "main.cafe")
        #expect(matcher.target("demo://café") == "main.cafe")
        #expect(matcher.target("demo://caf%c3%a9") == "main.cafe")
    }

    @Test func aMalformedEscapeInThePathMatchesNothing() {
        #expect(matcher.result(for: "demo://files/100%").failure == .malformedEscape("100%"))
        #expect(matcher.result(for: "demo://files/%zz").failure == .malformedEscape("%zz"))
    }

    @Test func plusStaysPlusInThePath() {
        #expect(matcher.target("demo://files/a+b") == "main.file(name: \"a+b\")")
    }

    // MARK: - Query

    @Test func extraQueryItemsAreIgnored() {
        #expect(matcher.target("demo://settings/allergies?utm_source=mail&x") == "main.allergies")
        #expect(
            matcher.target("demo://search?utm=1&q=soup&z=2")
                == "main.search(query: \"soup\", page: nil, tag: nil)")
    }

    @Test func aRequiredQueryParamMustBePresent() {
        #expect(matcher.match("demo://search") == nil)
        #expect(matcher.match("demo://search?page=2") == nil)
    }

    @Test func aMissingOptionalQueryParamIsNil() {
        #expect(matcher.target("demo://search?q=soup") == "main.search(query: \"soup\", page: nil, tag: nil)")
        #expect(
            matcher.target("demo://search?q=soup&page=2") == "main.search(query: \"soup\", page: 2, tag: nil)"
        )
    }

    @Test func aPresentOptionalValueThatDoesNotParseMeansNoMatch() {
        #expect(matcher.match("demo://search?q=soup&page=two") == nil)
        #expect(matcher.match("demo://search?q=soup&page=%zz") == nil)
    }

    @Test func anEmptyValueCountsAsAbsent() {
        #expect(matcher.match("demo://search?q=") == nil)
        #expect(matcher.match("demo://search?q") == nil)
        #expect(
            matcher.target("demo://search?q=soup&page=")
                == "main.search(query: \"soup\", page: nil, tag: nil)")
    }

    @Test func theFirstOfRepeatedKeysCounts() {
        #expect(
            matcher.target("demo://search?q=soup&q=stew")
                == "main.search(query: \"soup\", page: nil, tag: nil)")
        // The first is empty, so absent: the later one does not stand in for it.
        #expect(matcher.match("demo://search?q=&q=stew") == nil)
    }

    @Test func queryKeysAreCaseSensitiveAndDecoded() {
        #expect(matcher.match("demo://search?Q=soup") == nil)
        #expect(
            matcher.target("demo://search?%71=soup") == "main.search(query: \"soup\", page: nil, tag: nil)")
    }

    @Test func queryValuesAreDecodedAndPlusStaysPlus() {
        #expect(
            matcher.target("demo://search?q=a+b%20c%26d")
                == "main.search(query: \"a+b c&d\", page: nil, tag: nil)")
        #expect(
            matcher.target("demo://search?q=soup&tag=%C3%A9t%C3%A9")
                == "main.search(query: \"soup\", page: nil, tag: \"été\")")
    }

    @Test func valuesThatAreNotUTF8AreNotText() {
        #expect(matcher.match("demo://files/%FF") == nil)
        #expect(matcher.match("demo://search?q=%C3") == nil)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
