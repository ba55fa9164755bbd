import NavGenKit
import Testing

/// Letter case and slashes: a custom scheme's host compares without case, as hosts do;
/// `deeplinks.caseInsensitive` folds literals, keys and literal values (ASCII only); one
/// trailing slash is ignored and any other empty segment matches nothing.
@Suite struct LetterCaseTests {
    static let hostSpec = demoSpec(
        """
        home:
          deeplink: /
          transitions: [{ push: item }, { push: named }, { push: upper }, { push: lower }, { push: child }]
        item:
          params: { id: Int }
          deeplink: /Deep-Link/{id}
        named:
          params: { name: String }
          deeplink: /{name}/x
        upper:
          deeplink: /Settings
        lower:
          deeplink: /settings
        child:
          params: { tab: String }
          deeplink: /SETTINGS/{tab}
        """)

    @Test func aCustomSchemesHostComparesWithoutCase() throws {
        let matcher = try makeMatcher(Self.hostSpec)
        for url in ["demo://Deep-Link/3", "demo://deep-link/3", "demo://DEEP-LINK/3", "DEMO://dEEP-lINK/3"] {
            #expect(matcher.target(url) == "main.item(id: 3)", "\(url)")
        }
        // From the path, or through https, the first segment keeps its case.
        #expect(matcher.match("demo:///deep-link/3") == nil)
        #expect(matcher.match("https://demo.example.com/deep-link/3") == nil)
        #expect(matcher.target("demo:///Deep-Link/3") == "main.item(id: 3)")
        // The segments after the host keep theirs.
        #expect(matcher.target("demo://Foo/x") == "main.named(name: \"Foo\")")
        #expect(matcher.match("demo://Foo/X") == nil)
    }

    @Test func aParamAtTheHostTakesItsTextAsWritten() throws {
        let matcher = try makeMatcher(Self.hostSpec)
        #expect(matcher.target("demo://SeTtInGs/x") == "main.named(name: \"SeTtInGs\")")
    }

    @Test func ofLiteralsEqualButForCaseTheHostStandsForItsOwnSpellingElseTheFirst() throws {
        let matcher = try makeMatcher(Self.hostSpec)
        #expect(matcher.target("demo://Settings") == "main.upper")
        #expect(matcher.target("demo://settings") == "main.lower")
        // None spelled so: the first declared, `/Settings`.
        #expect(matcher.target("demo://SeTTings") == "main.upper")
        #expect(matcher.target("demo://setTINGS") == "main.upper")
        // Spelled as `/SETTINGS/{tab}`, which is one segment longer.
        #expect(matcher.target("demo://SETTINGS/a") == "main.child(tab: \"a\")")
        #expect(matcher.target("demo://SETTINGS") == nil)
        // The host stands for one literal, with no fall back to another spelling.
        #expect(matcher.target("demo://settings/a") == nil)
        #expect(matcher.target("demo://SeTTings/a") == nil)
        #expect(matcher.match("demo:///SETTINGS") == nil)
        // Variants are not ambiguous: no URL matches two of them.
        #expect(validate(Self.hostSpec).findings.filter { $0.rule == .deeplinkAmbiguous }.isEmpty)
    }

    static let foldedSpec = """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo], hosts: [demo.example.com], caseInsensitive: true }
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: settings }, { push: setting }, { push: named }, { push: search }, { push: newTab }]
              settings:
                deeplink: /Settings
              setting:
                params: { id: Int }
                deeplink: '/SETTINGS/{id}'
              named:
                params: { name: String }
                deeplink: '/settings/{name}'
              search:
                params:
                  query: String
                  page: Int?
                deeplink: '/Search?Q={query}&Page={page}'
              newTab:
                params: { query: String }
                deeplink: '/search?tab=NewTab&q={query}'

        """

    @Test func caseInsensitiveFoldsLiteralsKeysAndLiteralValues() throws {
        let matcher = try makeMatcher(Self.foldedSpec)
        #expect(matcher.target("https://demo.example.com/settings") == "main.settings")
        #expect(matcher.target("demo:///sEtTiNgS") == "main.settings")
        // Literals equal but for case are one: the Int param beats the String one.
        #expect(matcher.target("demo:///Settings/12") == "main.setting(id: 12)")
        // Param values keep their text.
        #expect(matcher.target("demo:///settings/AbC") == "main.named(name: \"AbC\")")
        #expect(matcher.target("demo:///search?q=Soup&PAGE=2") == "main.search(query: \"Soup\", page: 2)")
        // A superset of keys, compared without case, wins; the literal value too.
        #expect(matcher.target("demo:///SEARCH?TAB=newtab&Q=Hi") == "main.newTab(query: \"Hi\")")
        #expect(matcher.target("demo:///search?tab=newtabs&q=Hi") == "main.search(query: \"Hi\", page: nil)")
    }

    @Test func theFirstItemOfAKeyInEitherCaseCounts() throws {
        let matcher = try makeMatcher(Self.foldedSpec)
        #expect(matcher.target("demo:///search?Q=a&q=b") == "main.search(query: \"a\", page: nil)")
        #expect(matcher.target("demo:///search?q=b&Q=a") == "main.search(query: \"b\", page: nil)")
        // The first is empty, so absent: the later one does not stand in for it.
        #expect(matcher.match("demo:///search?q=&Q=b") == nil)
    }

    @Test func onlyASCIILettersFold() throws {
        let matcher = try makeMatcher(
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo], caseInsensitive: true }
            coordinators:
              main:
                root: cafe
                routes:
                  cafe:
                    deeplink: /Caf%C3%A9
            """)
        #expect(matcher.target("demo:///CAF%C3%A9") == "main.cafe")
        #expect(matcher.match("demo:///caf%C3%89") == nil)
        #expect(
            matcher.result(for: "demo:///caf%C3%89").failure?.description
                == "no pattern matches '/caf\\u{C9}': path literals compare only ASCII letters without case, "
                + "and 'caf\\u{C9}' is not 'Caf\\u{E9}'")
    }

    @Test func literalsEqualButForCaseClashUnderCaseInsensitive() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo], caseInsensitive: true }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    deeplink: /Settings
                    transitions: [{ push: other }]
                  other:
                    deeplink: /settings

            """
        let found = validate(yaml).findings.filter { $0.rule == .deeplinkAmbiguous }
        #expect(found.count == 1)
        #expect(found.first?.location.line == 13)
        // Without the key they are two literals.
        #expect(
            validate(yaml.replacingOccurrences(of: ", caseInsensitive: true", with: "")).findings.filter {
                $0.rule == .deeplinkAmbiguous
            }.isEmpty)
    }

    @Test func aKeyRepeatedInAnotherCaseIsMalformedUnderCaseInsensitive() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo], caseInsensitive: true }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    params: { a: String?, b: String? }
                    deeplink: /search?q={a}&Q={b}

            """
        let found = validate(yaml).findings.filter { $0.rule == .deeplinkSyntax }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("the query key 'Q' is 'q' but for letter case") == true)
        // The note points at the repeated item.
        #expect(found.first?.notes.contains { $0.contains("at character 15 of the pattern") } == true)
        #expect(validate(yaml.replacingOccurrences(of: ", caseInsensitive: true", with: "")).findings.isEmpty)
    }

    @Test(arguments: ["yes", "1", "[true]", "True"])
    func caseInsensitiveMustBeABoolean(_ value: String) {
        let found = validate(
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo], caseInsensitive: \(value) }
            coordinators:
              main:
                root: home
                routes:
                  home: { deeplink: / }
            """
        ).findings
        #expect(found.contains { $0.rule == .wrongType && $0.location.line == 4 }, "\(found.map(\.message))")
    }

    // MARK: - Slashes

    @Test func oneTrailingSlashIsIgnoredAndOtherEmptySegmentsMatchNothing() throws {
        let matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  deeplink: /
                  transitions: [{ push: settings }, { push: named }, { push: files }]
                settings:
                  deeplink: /settings
                named:
                  params: { name: String }
                  deeplink: /settings/{name}
                files:
                  params: { path: String }
                  deeplink: /files/{path...}
                """))
        #expect(matcher.target("demo:///settings/") == "main.settings")
        #expect(matcher.target("demo://settings/") == "main.settings")
        for url in ["demo:///settings//", "demo:///settings//x", "demo:////settings", "demo:///files/a//b"] {
            #expect(matcher.match(url) == nil, "\(url)")
        }
        #expect(matcher.target("demo:///files/a/b/") == "main.files(path: \"a/b\")")
    }

    @Test(arguments: ["/settings/", "/a//b", "//a", "/settings/?q={q}"])
    func aPatternWithAnEmptySegmentIsMalformed(_ pattern: String) {
        let found = validate(
            demoSpec(
                """
                home:
                  params: { q: String? }
                  deeplink: "\(pattern)"
                """)
        ).findings.filter { $0.rule == .deeplinkSyntax }
        #expect(found.count == 1, "\(pattern)")
    }
}

/// `routes` and `graph` say that literals match in any letter case.
@Suite struct LetterCaseOutputTests {
    @Test func routesAndGraphSayLetterCaseIsIgnored() throws {
        let report = RoutesReport(simulator: try makeSimulator(LetterCaseTests.foldedSpec))
        let text = RoutesTextRenderer().render(report)
        #expect(
            text.hasPrefix(
                "deep links\n  schemes: demo\n  hosts: demo.example.com\n  letter case: ignored (caseInsensitive)\n"
            ),
            "\(text)")
        #expect(RoutesJSONRenderer().render(report).contains(#""caseInsensitive""#))
        let diagram = DiagramBuilder(spec: try loadSpec(LetterCaseTests.foldedSpec)).build()
        #expect(
            MermaidRenderer().render(diagram).contains(
                "%% deep links from demo://, https://demo.example.com, in any letter case"))
        // Without the key, plain entries print nothing of the kind.
        let plain = LetterCaseTests.foldedSpec.replacingOccurrences(of: ", caseInsensitive: true", with: "")
        #expect(RoutesReport(simulator: try makeSimulator(plain)).deepLinkSources == nil)
    }
}
