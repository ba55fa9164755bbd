import Testing

@testable import NavGenKit

/// What `simulate` says of redirect links: `--urls`, `--trace`, JSON and flows.
@Suite struct RedirectSimulateTests {
    static let spec = """
        navgen: 1
        app: Blog
        root: main
        deeplinks:
          schemes: [blog]
          hosts: [blog.example.com, '*.blog.example.com']
          redirects:
            - { pattern: '/mbar?redirect_to={to}', redirect: to }
            - { pattern: '/get#{target}', redirect: target, hosts: ['*.blog.example.com'] }
        actions:
          refresh: { deeplink: /refresh }
        coordinators:
          main:
            root: home
            routes:
              home: { deeplink: /home, transitions: [{ push: post }, { sheet: share }] }
              post: { params: { id: Int }, deeplink: '/post/{id}', transitions: [{ sheet: share }] }
              share: { deeplink: { pattern: /share, open: onTop } }

        """

    func lines(_ urls: [String], _ format: SimulateFormat) throws -> String {
        let simulator = try makeSimulator(Self.spec)
        let lines = URLLines(
            simulator: simulator, launch: simulator.launchState, renderer: format.renderer(useColor: false),
            limit: 1000)
        var bytes: [UInt8] = []
        for url in urls {
            var text = url
            _ = text.withUTF8 { lines.match($0, to: &bytes) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let urls = [
        "blog://mbar?redirect_to=https%3A%2F%2Fa.blog.example.com%2Fget%23post%252F9",
        "blog://mbar?redirect_to=refresh", "blog://post/2", "blog://mbar?redirect_to=/post/x",
    ]

    @Test func urlsLinesNameTheRedirectsFollowed() throws {
        #expect(
            try lines(Self.urls, .text) == """
                blog://mbar?redirect_to=https%3A%2F%2Fa.blog.example.com%2Fget%23post%252F9 -> main.post(id: 9), \
                via redirect https://a.blog.example.com/get#post%2F9, https://a.blog.example.com/post/9
                blog://mbar?redirect_to=refresh -> action refresh, via redirect blog:///refresh
                blog://post/2 -> main.post(id: 2)
                blog://mbar?redirect_to=/post/x -> no match: redirected to 'blog:///post/x': no pattern matches \
                '/post/x': after '/post', 'x' is not an Int

                """)
        #expect(
            try lines(Array(Self.urls[1...2]), .json) == """
                {"ok":true,"url":"blog://mbar?redirect_to=refresh","redirects":["blog:///refresh"],"action":"refresh","target":null}
                {"ok":true,"url":"blog://post/2","redirects":[],"action":null,"target":"main.post(id: 2)"}

                """)
    }

    @Test func theTraceHasAStepPerRedirectAndTheFinalPatternDecidesTheMode() throws {
        let simulator = try makeSimulator(Self.spec)
        let run = simulator.steps(
            from: simulator.launchState, url: "blog://post/1",
            route: nil, actions: [.open("https://blog.example.com/mbar?redirect_to=share")], trace: true)
        #expect(run.failure == nil)
        #expect(
            run.steps.map(\.title) == [
                "launch", "open blog://post/1",
                "redirect https://blog.example.com/mbar?redirect_to=share -> https://blog.example.com/share",
                "open https://blog.example.com/mbar?redirect_to=share",
            ])
        // `/share` opens on top: the post stays under the sheet.
        #expect(run.steps.last?.state.pathTexts == ["main.home", "main.post(id: 1)", "main.share"])
        #expect(run.steps.last?.redirects == ["https://blog.example.com/share"])
        let text = SimulateFormat.text.renderer(useColor: false).render(run)
        #expect(
            text.contains(
                "\n# redirect https://blog.example.com/mbar?redirect_to=share -> https://blog.example.com/share\n"
            ))
    }

    @Test func jsonHasRedirectsAfterURLOnlyInSpecsWithRedirects() throws {
        let simulator = try makeSimulator(Self.spec)
        let run = simulator.steps(
            from: simulator.launchState, url: "blog://mbar?redirect_to=/post/3", route: nil, actions: [],
            trace: false)
        let json = SimulateFormat.json.renderer(useColor: false).render(run)
        #expect(
            json.contains(
                "\"url\": \"blog://mbar?redirect_to=/post/3\",\n  \"redirects\": [\n    \"blog:///post/3\"\n  ],\n  \"action\": null,\n  \"target\": \"main.post(id: 3)\""
            ), "\(json)")
        let plain = try makeSimulator(minimalSpec + "\ndeeplinks: { schemes: [demo] }\n")
        let plainRun = plain.steps(from: plain.launchState, url: nil, route: nil, actions: [], trace: false)
        #expect(!SimulateFormat.json.renderer(useColor: false).render(plainRun).contains("redirects"))
    }

    @Test func flowsOpenRedirectLinksWithNoChange() throws {
        let simulator = try makeSimulator(Self.spec)
        let text = """
            flows:
              - name: tracked
                steps:
                  - open: blog://mbar?redirect_to=/post/4
                  - expect: { top: 'main.post(id: 4)' }
            """
        let results = try FlowFile.parse(Array(text.utf8), file: "flows.yaml").get().flows.map(simulator.run)
        #expect(results.map(\.passed) == [true], "\(results.compactMap(\.failure))")
    }
}

/// Redirect links around the router: `aasa` (the app receives a redirect's URLs, so its
/// patterns are components), the schema and baselines.
@Suite struct RedirectSurfaceTests {
    @Test func aasaWritesRedirectPatternsAsComponents() throws {
        let spec = try loadSpec(
            RedirectSimulateTests.spec.replacingOccurrences(
                of: ", hosts: ['*.blog.example.com'] }", with: " }"))
        let file = try #require(AASADocument(catalog: DeepLinkCatalog(spec: spec), appIDs: ["T.B"]))
        let mbar = try #require(file.components.first { $0.path == "/mbar" })
        #expect(mbar.comment == "deeplinks.redirects[0] /mbar?redirect_to={to}")
        #expect(
            file.components.contains {
                $0.path == "/get" && $0.comment == "deeplinks.redirects[1] /get#{target}"
            })
    }

    @Test func theSchemaOffersRedirects() throws {
        let spec = RedirectSimulateTests.spec
        let errors = try SchemaCheck.errors(of: [
            spec,
            spec.replacingOccurrences(of: "redirect: to }", with: "redirect: to, open: onTop }"),
            spec.replacingOccurrences(
                of: "{ pattern: '/mbar?redirect_to={to}', redirect: to }", with: "{ pattern: /mbar }"),
        ])
        #expect(errors.first == [])
        #expect(errors[1].isEmpty == false)
        #expect(errors[2].isEmpty == false)
    }

    @Test func baselinesNameARedirectFindingByItsSpecPath() throws {
        let yaml = RedirectSimulateTests.spec.replacingOccurrences(
            of: "{ pattern: '/mbar?redirect_to={to}', redirect: to }",
            with: "{ pattern: '/{to...}', redirect: to }")
        let bytes = Array(yaml.utf8)
        let report = Validator.validate(bytes, file: "navgen.yaml")
        let document = try #require(YAMLLoader().load(bytes, file: "navgen.yaml").document)
        let baseline = Baseline(findings: report.findings, paths: SpecPathIndex(document))
        #expect(report.findings.map(\.rule) == [.redirectLoop])
        #expect(baseline.entries.map(\.path) == ["deeplinks.redirects[0].redirect"], "\(report.findings)")
    }

    @Test func routesListsTheRedirects() throws {
        let report = RoutesReport(simulator: try makeSimulator(RedirectSimulateTests.spec))
        let text = RoutesTextRenderer().text(report)
        #expect(
            text.contains(
                """
                redirects
                  /mbar?redirect_to={to} -> to
                  /get#{target} -> target, only *.blog.example.com
                main (stack)
                """), "\(text)")
        let json = RoutesJSONRenderer().render(report)
        #expect(json.contains("\"redirects\""))
        #expect(
            json.contains("\"redirect\": \"target\"") || json.contains("\"redirect\" : \"target\""), "\(json)"
        )
        // A spec without redirects has no such member.
        #expect(
            !RoutesJSONRenderer().render(RoutesReport(simulator: try makeSimulator(recipesSpec))).contains(
                "redirects"))
    }
}
