import NavGenKit
import Testing

/// Action links (`actions:`): decoding, their rules, the one precedence pool and what
/// the simulator says of them.
@Suite struct ActionLinkTests {
    /// A browser-like spec whose actions sit beside routes with near-miss patterns.
    static let spec = """
        navgen: 1
        app: Browser
        root: main
        deeplinks: { schemes: [browser], hosts: [browser.example.com] }
        actions:
          closePrivateTabs: { deeplink: '/deep-link?url=/action/close-private-tabs' }
          setTelemetry: { params: { url: String }, deeplink: '/glean?url={url}' }
          openApp: { deeplink: [/app, { pattern: /get }] }
          setLevel: { params: { level: Int, note: String? }, deeplink: '/level/{level}?note={note}' }
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: tab }, { push: page }]
              tab:
                params: { id: Int }
                deeplink: /tabs/{id}
              page:
                params: { name: String }
                deeplink: ['/level/{name}', '/deep-link?url={name}']

        """

    @Test func actionsDecodeWithTheirParamsAndPatterns() throws {
        let spec = try loadSpec(Self.spec)
        #expect(spec.actions.map(\.id.value) == ["closePrivateTabs", "setTelemetry", "openApp", "setLevel"])
        #expect(spec.actions[1].params.map(\.name.value) == ["url"])
        #expect(spec.actions[2].deepLinks.map(\.value) == ["/app", "/get"])
        #expect(validate(Self.spec).findings.isEmpty)
    }

    @Test func shapeMistakesAreReportedWhereTheyAre() {
        let found = decodeFindings(
            minimalSpec + """

                actions:
                  Close-Tabs: { deeplink: /close }
                  noLink: { params: { x: Int } }
                  setMode: { deeplink: [{ pattern: /mode, via: [home] }] }
                  other: { deeplink: /o, parms: {} }
                """)
        #expect(
            found.map(\.rule) == [.invalidName, .missingField, .unknownKey, .unknownKey],
            "\(found.map(\.message))")
        #expect(found[0].message.hasPrefix("action id 'Close-Tabs' is not lowerCamelCase"))
        #expect(found[0].help == "rename it 'closeTabs'")
        #expect(found[1].message == "action 'noLink' is missing the required key 'deeplink'")
        #expect(found[2].message == "unknown key 'via' in a long-hand deeplink")
        #expect(found[2].help?.contains("no open mode") == true)
        #expect(found[3].help == "did you mean 'params'?")
    }

    @Test func actionIdsAreGlobalAcrossFiles() {
        let files = [
            "navgen.yaml": minimalSpec + "\ninclude: [more.yaml]\nactions:\n  share: { deeplink: /share }\n",
            "more.yaml": "actions:\n  share: { deeplink: /s }\n  other: { deeplink: /o }\n",
        ]
        let loaded = SpecLoader.load(
            Array(files["navgen.yaml"]!.utf8), file: "navgen.yaml",
            includes: InMemorySpecSources(texts: files))
        #expect(loaded.findings.map(\.rule) == [.nameCollision], "\(loaded.findings.map(\.message))")
        #expect(loaded.findings.first?.message.hasPrefix("action 'share' is defined in two files") == true)
        // A file of actions alone is a part of the spec.
        #expect(loaded.spec?.actions.map(\.id.value) == ["share", "other"])
    }

    @Test func paramsAreCheckedAgainstEachPattern() {
        let found = validate(
            minimalSpec + """

                deeplinks: { schemes: [demo] }
                actions:
                  setMode: { params: { mode: String }, deeplink: [/mode, '/m/{mod}'] }
                  share: { params: { item: Item? }, deeplink: /share }
                """
        ).findings.filter { $0.rule == .deeplinkParam }
        #expect(
            found.map(\.message) == [
                "'/mode' does not bind the required param 'mode: String' of action setMode",
                "'{mod}' in '/m/{mod}' is not a param of action setMode",
                "param 'item' of action share has type Item, which a URL cannot carry",
            ])
        #expect(found.allSatisfy { $0.scope == nil })
    }

    @Test func actionAndRoutePatternsShareOnePool() throws {
        let found = validate(
            demoSpec(
                """
                home:
                  transitions: [{ push: tab }]
                tab:
                  params: { id: Int }
                  deeplink: /tabs/{id}
                """) + "actions:\n  dup: { params: { n: Int }, deeplink: '/tabs/{n}' }\n"
        ).findings
        #expect(found.map(\.rule) == [.deeplinkAmbiguous])
        #expect(
            found.first?.message
                == "deep link '/tabs/{n}' has the same shape (/tabs/{Int}) as '/tabs/{id}' of main.tab")
        #expect(found.first?.scope == nil)
        // An action alone still needs a scheme.
        let noScheme = validate(minimalSpec + "\nactions:\n  a: { deeplink: /a }\n").findings
        #expect(noScheme.map(\.rule) == [.deeplinkNoScheme])
        #expect(noScheme.first?.message.hasPrefix("actions have deep links") == true)
    }

    @Test func precedenceDecidesBetweenActionsAndRoutes() throws {
        let simulator = try makeSimulator(Self.spec)
        func opened(_ url: String) -> String {
            switch simulator.open(url) {
            case .success(let opening): opening.action.map { "action \($0)" } ?? opening.target.description
            case .failure(let why): "\(why.label): \(why)"
            }
        }
        #expect(opened("browser://deep-link?url=/action/close-private-tabs") == "action closePrivateTabs")
        #expect(opened("browser://deep-link?url=other") == #"main.page(name: "other")"#)
        #expect(opened("browser://level/3") == "action setLevel(level: 3, note: nil)")
        #expect(opened("browser://level/3?note=hi") == #"action setLevel(level: 3, note: "hi")"#)
        #expect(opened("browser://level/abc") == #"main.page(name: "abc")"#)
        #expect(opened("https://browser.example.com/get") == "action openApp")
        #expect(
            opened("browser://glean")
                == "no match: no pattern matches '/glean': '/glean?url={url}' of action setTelemetry would, "
                + "but the required query item 'url' is missing or empty")
    }

    @Test func anActionLeavesTheStateAsItWas() throws {
        let simulator = try makeSimulator(Self.spec)
        let launch = simulator.launchState
        let opening = try simulator.open("browser://glean?url=x").get()
        #expect(opening.state == launch)
        #expect(opening.routeTarget == nil)
        let deeper = try simulator.open("browser://tabs/3").get().state
        #expect(try simulator.open("browser://app", on: deeper).get().state == deeper)
    }

    @Test func simulateWritesTheAction() throws {
        let simulator = try makeSimulator(Self.spec)
        let run = simulator.steps(
            from: simulator.launchState, url: "browser://glean?url=x", route: nil, actions: [], trace: false)
        #expect(
            SimulateFormat.text.renderer(useColor: false).render(run) == """
                opened browser://glean?url=x -> action setTelemetry(url: "x")
                main: home
                path: main.home
                top: main.home
                action: setTelemetry(url: "x")
                """)
        let json = SimulateFormat.json.renderer(useColor: false).render(run)
        #expect(
            json.contains(
                #""url": "browser://glean?url=x",\#n  "action": "setTelemetry(url: \"x\")",\#n  "target": null"#
            ))
        let route = simulator.steps(
            from: simulator.launchState, url: "browser://tabs/2", route: nil, actions: [], trace: false)
        #expect(
            SimulateFormat.json.renderer(useColor: false).render(route).contains(
                #""action": null,\#n  "target": "main.tab(id: 2)""#)
        )
    }

    @Test func urlsLinesSayWhichLinksAreActions() throws {
        let simulator = try makeSimulator(Self.spec)
        func lines(_ renderer: any SimulateRenderer) -> String {
            let urls = URLLines(
                simulator: simulator, launch: simulator.launchState, renderer: renderer, limit: 1000)
            var bytes: [UInt8] = []
            for url in ["browser://glean?url=x", "browser://tabs/4"] {
                var text = url
                _ = text.withUTF8 { urls.match($0, to: &bytes) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(
            lines(SimulateFormat.text.renderer(useColor: false))
                == "browser://glean?url=x -> action setTelemetry(url: \"x\")\nbrowser://tabs/4 -> main.tab(id: 4)\n"
        )
        #expect(
            lines(SimulateFormat.json.renderer(useColor: false)) == """
                {"ok":true,"url":"browser://glean?url=x","action":"setTelemetry(url: \\"x\\")","target":null}
                {"ok":true,"url":"browser://tabs/4","action":null,"target":"main.tab(id: 4)"}

                """)
    }

    @Test func flowFilesExpectTheLastLinksAction() throws {
        let simulator = try makeSimulator(Self.spec)
        let text = """
            flows:
              - name: telemetry
                steps:
                  - open: browser://tabs/1
                  - expect: { action: nothing, top: 'main.tab(id: 1)' }
                  - open: browser://glean?url=x
                  - expect: { action: setTelemetry, top: 'main.tab(id: 1)' }
                  - expect: { action: 'setTelemetry(url: "x")' }
              - name: wrong
                steps:
                  - open: browser://app
                  - expect: { action: closePrivateTabs }
            """
        let results = try FlowFile.parse(Array(text.utf8), file: "flows.yaml").get().flows.map(simulator.run)
        #expect(results.map(\.passed) == [true, false], "\(results.compactMap(\.failure))")
        #expect(results[1].failure?.message == "action is openApp, expected closePrivateTabs")
    }
}
