import Testing

@testable import NavGenKit

@Suite struct AASACheckTests {
    private func check(_ routes: String, file: String) throws -> [AASADisagreement] {
        let catalog = DeepLinkCatalog(spec: try loadSpec(demoSpec(routes)))
        let deployed = try AASADeployedFile(json: Array(file.utf8))
        return AASACheck.disagreements(deployed, patterns: catalog.patterns, host: "demo.example.com")
    }

    /// A witness writes a literal query item with its value and a rest with two
    /// segments, and opens its own pattern (the app side of a check stands on it).
    @Test func aWitnessOfRestAndLiteralItemsOpensItsPattern() throws {
        let catalog = DeepLinkCatalog(
            spec: try loadSpec(
                demoSpec(
                    """
                    home:
                      transitions: [{ push: files }, { push: other }]
                    files:
                      params: { path: String, q: Int }
                      deeplink: /files/{path...}?tag=caf%C3%A9&q={q}
                    other:
                      params: { path: String }
                      deeplink: /files/{path...}
                    """)))
        let pattern = try #require(catalog.patterns.first { $0.route.route == "files" })
        let (path, query, _) = AASACheck.witness(of: pattern)
        #expect(path == "/files/a/b")
        #expect(query.map { "\($0.key)=\($0.value)" } == ["tag=caf%C3%A9", "q=42"])
        let url =
            "https://demo.example.com" + path + "?"
            + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        let match = try #require(DeepLinkMatcher(catalog: catalog).match(url))
        #expect(match.pattern == catalog.patterns.firstIndex(of: pattern))
        #expect((match.arguments.first ?? nil) == .string("a/b"))
    }

    private func file(_ components: String) -> String {
        #"{"applinks": {"details": [{"appIDs": ["T.B"], "components": ["# + components + "]}]}}"
    }

    static let routes = """
        home: { deeplink: "/" }
        recipe: { params: { id: Int }, deeplink: "/recipes/{id}" }
        search: { params: { q: String }, deeplink: "/search?q={q}" }
        """

    /// navgen's own file has nothing to report, for every spec of the corpus.
    @Test(arguments: SpecCorpus.all)
    func theWrittenFileAgrees(_ entry: SpecCorpus.Entry) throws {
        guard
            let spec = SpecLoader.load(Array(entry.text.utf8), file: "navgen.yaml", includes: entry.includes)
                .spec
        else { return }
        let catalog = DeepLinkCatalog(spec: spec)
        // Judged on the patterns the file covers, as `aasa --check` judges it: a pattern
        // scoped to a custom scheme alone never reaches the web.
        guard case .success(let scope)? = AASAHostScope.choose(in: catalog, hosts: []),
            let written = AASADocument(catalog: catalog, appIDs: ["T.B"])
        else {
            return
        }
        let deployed = try AASADeployedFile(json: Array(written.rendered.utf8))
        #expect(deployed.details.first?.components == written.components)
        #expect(
            AASACheck.disagreements(deployed, patterns: scope.patterns, host: scope.host.exampleHost).isEmpty)
    }

    @Test func aPatternTheFileLeavesOutGoesToTheBrowser() throws {
        let found = try check(Self.routes, file: file(#"{"/": "/"}, {"/": "/search", "?": {"q": "?*"}}"#))
        #expect(found.map(\.kind) == [.toBrowser])
        #expect(found.first?.witness == "https://demo.example.com/recipes/42")
        #expect(found.first?.route?.description == "main.recipe")
    }

    @Test func aStarThatCrossesSegmentsSendsLongerPathsToTheApp() throws {
        let found = try check(
            Self.routes, file: file(#"{"/": "/"}, {"/": "/recipes/*"}, {"/": "/search", "?": {"q": "?*"}}"#))
        #expect(found.map(\.kind) == [.toApp])
        #expect(found.first?.witness == "https://demo.example.com/recipes/", "the shortest instance first")
        #expect(found.first?.component == "applinks.details[0].components[1]")
    }

    @Test func anExcludedLongerPathIsHonoured() throws {
        let found = try check(
            Self.routes,
            file: file(
                #"{"/": "/"}, {"/": "/recipes/?*/?*", "exclude": true}, {"/": "/recipes/?*"}, {"/": "/search", "?": {"q": "?*"}}"#
            ))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aMissingRequiredQueryItemIsReported() throws {
        let found = try check(
            Self.routes,
            file: file(
                #"{"/": "/"}, {"/": "/recipes/?*/?*", "exclude": true}, {"/": "/recipes/?*"}, {"/": "/search"}"#
            ))
        #expect(found.map(\.witness) == ["https://demo.example.com/search"])
        #expect(found.map(\.kind) == [.toApp])
    }

    @Test func aRestURLThatAnExcludeAboveItHidesGoesToTheBrowser() throws {
        let found = try check(
            """
            files: { params: { path: String }, deeplink: "/files/{path...}" }
            raw: { params: { name: String }, deeplink: "/files/{name}/raw" }
            """,
            file: file(
                #"{"/": "/files/?*/?*/raw", "exclude": true}, {"/": "/files/?*/raw"}, {"/": "/files/?*"}"#))
        #expect(found.map(\.kind) == [.toBrowser])
        #expect(found.first?.witness == "https://demo.example.com/files/x/x/raw")
        #expect(found.first?.route?.description == "main.files")
    }

    @Test func aRestIsTriedWithOneAndThreeSegmentsToo() throws {
        // Without the rest's own component, /files/a/b opens through /?*/?*/?*, but
        // /files/a and /files/a/b/c go to the browser.
        let found = try check(
            """
            files: { params: { path: String }, deeplink: "/files/{path...}" }
            branch: { params: { a: String, b: String, c: String }, deeplink: "/{a}/{b}/{c}" }
            """,
            file: file(#"{"/": "/?*/?*/?*/?*", "exclude": true}, {"/": "/?*/?*/?*"}"#))
        #expect(found.map(\.witness) == ["https://demo.example.com/files/a"])
        #expect(found.first?.route?.description == "main.files")
    }

    @Test func aRestAsStarSendsItsBareFolderToTheApp() throws {
        let found = try check(
            "files: { params: { path: String }, deeplink: \"/files/{path...}\" }",
            file: file(#"{"/": "/files/*"}"#))
        #expect(found.map(\.witness) == ["https://demo.example.com/files/"])
        #expect(found.map(\.kind) == [.toApp])
    }

    @Test func aLiteralQueryItemMustBeRequired() throws {
        let routes = "art: { deeplink: \"/discover?category=art\" }"
        #expect(try check(routes, file: file(#"{"/": "/discover", "?": {"category": "art"}}"#)).isEmpty)
        let found = try check(routes, file: file(#"{"/": "/discover", "?": {"category": "?*"}}"#))
        #expect(found.map(\.witness) == ["https://demo.example.com/discover?category=x"])
    }

    @Test func aParamBeforeALiteralOfARestPatternIsNotHeldAgainstTheFile() throws {
        // `/blog/a/b/posts/c` goes to the app; no exclude could keep it without hiding
        // `/blog/42/posts/x/posts/y`, which the pattern opens.
        let found = try check(
            "posts: { params: { id: String, path: String }, deeplink: \"/blog/{id}/posts/{path...}\" }",
            file: file(#"{"/": "/blog/?*/posts/?*"}"#))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A hand-kept copy of the `links` spec's file with drifts of the new kinds: a rest
    /// written `*`, and a literal query value changed (one URL to each side).
    @Test func plantedRestAndLiteralDriftsAreReported() throws {
        let catalog = DeepLinkCatalog(spec: try CodeGenFixtures.spec(text: LinkSpecs.links.text))
        var components = try #require(AASADocument(catalog: catalog, appIDs: ["T.B"])).components
        #expect(
            components.prefix(4).map(\.path) == [
                "/files/?*", "/users/?*/?*", "/blog/?*/posts/?*", "/docs/?*",
            ])
        components[0].path = "/files/*"
        components[3].query = [AASAComponent.QueryItem(key: "lang", value: "de")]
        let text = AASADocument(appIDs: ["T.B"], components: components).rendered
        let found = AASACheck.disagreements(
            try AASADeployedFile(json: Array(text.utf8)), patterns: catalog.patterns, host: "links.example")
        #expect(
            found.map(\.message) == [
                "main.everything /docs/{all...}?lang=en opens https://links.example/docs/a/b?lang=en, "
                    + "but the file sends it to the browser",
                #"applinks.details[0].components[0] ("/files/*") sends https://links.example/files/ to the app, "#
                    + "but no pattern opens it",
                #"applinks.details[0].components[3] ("/docs/?*") sends https://links.example/docs/x?lang=de "#
                    + "to the app, but no pattern opens it",
            ])
    }

    @Test func aCaseInsensitiveComponentSendsOtherSpellingsToTheApp() throws {
        let found = try check(
            Self.routes,
            file: file(
                #"{"/": "/"}, {"/": "/recipes/?*/?*", "exclude": true}, {"/": "/recipes/?*", "caseSensitive": false}, {"/": "/search", "?": {"q": "?*"}}"#
            ))
        #expect(found.map(\.witness) == ["https://demo.example.com/RECIPES/X"])
        #expect(found.map(\.kind) == [.toApp])
    }

    @Test func aQueryWrittenAsOnePatternIsMatchedWithTheQueryText() throws {
        let routes = "search: { params: { q: String }, deeplink: \"/search?q={q}\" }"
        // The router ignores other items, and takes an empty `q` for none; the pattern
        // wants `q` first, and its `?*` takes `&y=` after an empty `q`.
        let first = try check(routes, file: file(#"{"/": "/search", "?": "q=?*"}"#))
        #expect(
            first.map(\.witness) == [
                "https://demo.example.com/search?utm_source=x&q=abc", "https://demo.example.com/search?q=&y=",
            ])
        #expect(first.map(\.kind) == [.toBrowser, .toApp])
        let anywhere = try check(routes, file: file(#"{"/": "/search", "?": "*q=?*"}"#))
        #expect(anywhere.map(\.witness) == ["https://demo.example.com/search?q=&y="])
        let any = try check(routes, file: file(#"{"/": "/search", "?": "*"}"#))
        #expect(any.map(\.witness) == ["https://demo.example.com/search"])
        let reread = try AASADeployedFile(json: Array(file(#"{"/": "/search", "?": "q=?*"}"#).utf8))
        #expect(reread.details[0].components[0].json.rendered(pretty: false).contains(#""?":"q=?*""#))
    }

    @Test func theTypeOfAParamIsNotHeldAgainstTheFile() throws {
        // `/recipes/x` is refused by the router (`id` is an Int), but `?*` cannot say so.
        let found = try check(
            "recipe: { params: { id: Int }, deeplink: \"/recipes/{id}\" }",
            file: file(#"{"/": "/recipes/?*/?*", "exclude": true}, {"/": "/recipes/?*"}"#))
        #expect(found.isEmpty)
    }

    @Test(arguments: [
        "[]", #"{"applinks": {}}"#, "not json", #"{"applinks": {"details": [{"paths": ["/a"]}]}}"#,
        #"{"applinks": {"details": [{"components": [{"/": "/a", "percentEncoded": false}]}]}}"#,
    ])
    func aFileThatIsNotUnderstoodIsRefused(_ text: String) {
        #expect(throws: AASADeployedFile.ReadError.self) { try AASADeployedFile(json: Array(text.utf8)) }
    }

    @Test func wildcardsFollowApplesRules() {
        #expect(AASAMatcher.wildcard("/a/*", matches: "/a/b/c"))
        #expect(AASAMatcher.wildcard("/a/?*", matches: "/a/b"))
        #expect(!AASAMatcher.wildcard("/a/?*", matches: "/a/"))
        #expect(AASAMatcher.wildcard("/a/?", matches: "/a/b"))
        #expect(!AASAMatcher.wildcard("/a/?", matches: "/a/bc"))
        #expect(!AASAMatcher.wildcard("/A", matches: "/a"))
        #expect(AASAMatcher.wildcard("*", matches: ""))
    }
}
