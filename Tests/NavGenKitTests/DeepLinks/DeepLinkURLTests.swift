import NavGenKit
import Testing

/// Deep links: which URLs are accepted and how they are split.
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
        // The host of a custom-scheme URL is a host: it compares without case (LetterCaseTests),
        // but the segments after it keep theirs.
        #expect(matcher.target("demo://Settings/allergies") == "main.allergies")
        #expect(matcher.match("demo://settings/Allergies") == nil)
        #expect(matcher.match("demo:///Settings/allergies") == nil)
    }

    @Test func userInfoAndPortsAreRefused() {
        #expect(
            matcher.result(for: "https://ada@demo.example.com/settings/allergies").failure
                == .authority("ada@demo.example.com"))
        #expect(
            matcher.result(for: "https://demo.example.com:443/settings/allergies").failure
                == .authority("demo.example.com:443"))
        #expect(matcher.result(for: "demo://settings:1/allergies").failure == .authority("settings:1"))
    }

    /// `URL(string:)` drops the `:` of an empty port whenever it rewrites a URL, and
    /// keeps it otherwise: both spellings read alike.
    @Test func anEmptyPortIsNoPort() {
        #expect(matcher.target("https://demo.example.com:/settings/allergies") == "main.allergies")
        #expect(matcher.target("demo://settings:/allergies") == "main.allergies")
        #expect(matcher.target("demo://:/settings/allergies") == "main.allergies")
        #expect(matcher.result(for: "demo://settings::/allergies").failure == .authority("settings:"))
    }

    /// Foundation IDNA-encodes a host that is not plain ASCII (`café` becomes
    /// `xn--caf-dma`, a fullwidth letter its ASCII letter) or percent-encodes it, so
    /// navgen reads no host but a plain one, and no punycode, which an app may have
    /// been given for a non-ASCII host.
    @Test func onlyPlainHostsAreRead() {
        for host in [
            "café", "caf%C3%A9", "xn--caf-dma", "XN--caf-dma", "a.xn--caf-dma", "a b", "a%zz", "[x]",
            "ｓｅｔｔｉｎｇｓ",
        ] {
            #expect(
                matcher.result(for: "demo://\(host)/allergies").failure == .unreadableHost(host), "\(host)")
        }
        #expect(
            matcher.result(for: "https://bücher.example/settings/allergies").failure
                == .unreadableHost("bücher.example"))
        // A plain host compares without letter case (LetterCaseTests).
        #expect(matcher.target("demo://Settings/allergies") == "main.allergies")
        #expect(matcher.target("demo://settings/allergies") == "main.allergies")
        // A label that only contains `xn--` is not punycode.
        #expect(matcher.result(for: "demo://axn--b/x").failure != .unreadableHost("axn--b"))
        #expect(
            DeepLinkMismatch.unreadableHost("café").description
                == "the host 'caf\\u{E9}' is not plain ASCII; Foundation rewrites such a host (IDNA or "
                + "percent-encoding), so navgen reads only hosts of letters, digits and -._~!$&'()*+,;=")
        #expect(DeepLinkMismatch.unreadableHost("xn--caf-dma").description.contains("is punycode (xn--)"))
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
        #expect(matcher.target("demo:///caf%C3%A9") == "main.cafe")
        #expect(matcher.target("demo:///café") == "main.cafe")
        #expect(matcher.target("demo:///caf%c3%a9") == "main.cafe")
        // Byte for byte: `e` and a combining acute are other text.
        #expect(matcher.match("demo:///cafe%CC%81") == nil)
    }

    /// `URL(string:)` writes such a `%` as `%25`, so an app reads a `%`.
    @Test func aPercentThatStartsNoEscapeIsAPercent() {
        #expect(matcher.target("demo://files/100%") == "main.file(name: \"100%\")")
        #expect(matcher.target("demo://files/%zz") == "main.file(name: \"%zz\")")
        #expect(matcher.target("demo://files/%2") == "main.file(name: \"%2\")")
        #expect(matcher.target("demo://files/%%41") == "main.file(name: \"%A\")")
        #expect(matcher.target("demo://files/%+1") == "main.file(name: \"%+1\")")
        #expect(
            matcher.target("demo://search?q=%ZZ&page=1") == "main.search(query: \"%ZZ\", page: 1, tag: nil)")
        #expect(matcher.target("demo://search?%=x&q=1%") == "main.search(query: \"1%\", page: nil, tag: nil)")
    }

    /// `URL(string:)` percent-encodes what a URL may not hold, which decodes back to
    /// the same bytes: the raw text reads as the app reads its URL.
    @Test func charactersFoundationEncodesReadAsThemselves() {
        for (raw, name) in [
            ("a b", "a b"), ("[x]", "[x]"), ("a|b", "a|b"), ("é", "é"), ("e\u{301}", "e\u{301}"),
            ("\"<>^`{}\\", "\"<>^`{}\\"), ("a\tb", "a\tb"),
        ] {
            #expect(
                matcher.target("demo://files/\(raw)") == "main.file(name: \(name.debugDescription))", "\(raw)"
            )
        }
        #expect(
            matcher.target("demo://search?q=a b&tag=[1]|2")
                == "main.search(query: \"a b\", page: nil, tag: \"[1]|2\")")
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
        #expect(matcher.match("demo://search?q=soup&page=%FF") == nil)
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
