import Foundation
import Testing

@Suite struct GraphCommandTests {
    private let spec = """
        navgen: 1
        app: Demo
        root: main
        deeplinks:
          schemes: [demo]
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [{ sheet: search }]
              search:
                params:
                  q: String
                  page: Int?
                deeplink: /search?q={q}&page={page}
                transitions: [dismiss]
        """

    private func write(_ text: String) throws -> URL {
        let url = try NavGenProcess.temporaryDirectory().appendingPathComponent("navgen.yaml")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func defaultsToMermaid() throws {
        let url = try write(minimal)
        let outcome = try NavGenProcess.run(["graph"], in: url.deletingLastPathComponent())
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("flowchart LR\n"))
        #expect(outcome.stdout.contains(#"app_launch ==>|"launch"| main__home"#))
        #expect(outcome.stderr == "")
    }

    @Test func printsDOTAndJSON() throws {
        let url = try write(minimal)
        let dot = try NavGenProcess.run(["graph", url.path, "--format", "dot"])
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix("digraph \"Demo\" {"))
        let json = try NavGenProcess.run(["graph", url.path, "--format", "json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["app"] as? String == "Demo")
    }

    @Test func theSameSpecGivesByteIdenticalOutput() throws {
        let url = try write(spec)
        for format in ["mermaid", "dot", "json"] {
            let first = try NavGenProcess.run(["graph", url.path, "--format", format])
            let second = try NavGenProcess.run(["graph", url.path, "--format", format])
            #expect(first.status == 0)
            #expect(first.stdout == second.stdout)
        }
    }

    @Test(
        .enabled(
            if: ProcessInfo.dotPath != nil, "Graphviz's `dot` is not installed (apt-get install -y graphviz)")
    )
    func dotOutputRendersWithGraphviz() throws {
        let url = try write(spec)
        let graph = try NavGenProcess.run(["graph", url.path, "--format", "dot"])
        let svg = url.deletingLastPathComponent().appendingPathComponent("graph.svg")
        let dotFile = url.deletingLastPathComponent().appendingPathComponent("graph.dot")
        try Data(graph.stdout.utf8).write(to: dotFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ProcessInfo.dotPath))
        process.arguments = ["-Tsvg", dotFile.path, "-o", svg.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("/search?q={q}&amp;page={page}"))
    }

    @Test func highlightsUnreachableRoutesAndCycleEdges() throws {
        let url = try write(
            """
            navgen: 1
            app: Loops
            root: main
            rules:
              unreachable-route: warning
            coordinators:
              main:
                root: detail
                routes:
                  detail:
                    transitions: [{ push: reviews }]
                  reviews:
                    transitions: [{ push: detail }]
                  lost:
            """)
        let mermaid = try NavGenProcess.run(["graph", url.path])
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.contains(#"main__lost["lost<br>⚠ unreachable"]"#))
        #expect(mermaid.stdout.contains("    class main__lost unreachable\n"))
        #expect(mermaid.stdout.contains(#"main__detail -->|"↻ push"| main__reviews"#))
        #expect(mermaid.stdout.contains(#"main__reviews -->|"↻ push"| main__detail"#))
        #expect(mermaid.stdout.contains("    linkStyle 1,2 stroke:#d7263d,stroke-width:3px\n"))
        let json = try NavGenProcess.run(["graph", url.path, "--format", "json"])
        #expect(json.stdout.contains(#""cycle": true"#))
        #expect(json.stdout.contains(#""unreachable": true"#))
    }

    /// Every example in the repository, through the command as users run it.
    @Test func everyExampleRenders() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
        let specs = try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted().map {
            examples.appendingPathComponent($0).appendingPathComponent("navgen.yaml")
        }.filter { FileManager.default.fileExists(atPath: $0.path) }
        #expect(!specs.isEmpty)
        for spec in specs {
            for format in ["mermaid", "dot", "json"] {
                let outcome = try NavGenProcess.run(["graph", spec.path, "--format", format])
                #expect(outcome.status == 0, "\(spec.path) \(format): \(outcome.stderr)")
            }
            if let dot = ProcessInfo.dotPath {
                let graph = try NavGenProcess.run(["graph", spec.path, "--format", "dot"])
                let file = try NavGenProcess.temporaryDirectory().appendingPathComponent("graph.dot")
                try Data(graph.stdout.utf8).write(to: file)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: dot)
                process.arguments = ["-Tsvg", file.path, "-o", "/dev/null"]
                try process.run()
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "\(spec.path)")
            }
        }
    }

    @Test func refusesASpecWithErrorsAndPrintsItsFindingsOnStderr() throws {
        let url = try write(minimal.replacingOccurrences(of: "app: Demo", with: "app: demo"))
        let outcome = try NavGenProcess.run(["graph", url.path], environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.contains("\(url.path):2:6: error: app name 'demo' is not UpperCamelCase"))
        #expect(outcome.stderr.contains("1 error, 0 warnings"))
    }

    @Test func missingSpecExitsTwoAndBadFormatExits64() throws {
        #expect(try NavGenProcess.run(["graph", "/nonexistent/navgen.yaml"]).status == 2)
        let url = try write(minimal)
        let usage = try NavGenProcess.run(["graph", url.path, "--format", "svg"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("mermaid"))
    }

    @Test func focusDrawsOneCoordinatorAndItsNeighboursInEveryFormat() throws {
        let url = try write(shop)
        let mermaid = try NavGenProcess.run(["graph", url.path, "--focus", "checkout"])
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        #expect(mermaid.stderr == "")
        #expect(mermaid.stdout.contains("    %% focus on checkout, depth 1\n"))
        #expect(mermaid.stdout.contains(#"    more_main[["⋯ main"]]"#))
        #expect(!mermaid.stdout.contains("account"))
        let alone = try NavGenProcess.run([
            "graph", url.path, "--focus", "checkout", "--depth", "0", "--format", "dot",
        ])
        #expect(alone.status == 0)
        #expect(alone.stdout.contains(#""more_home" [label="⋯ home""#))
        #expect(!alone.stdout.contains("home__feed"))
        let json = try NavGenProcess.run([
            "graph", url.path, "--focus", "checkout", "--depth=2", "--format", "json",
        ])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let nodes = (object?["nodes"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(nodes?.contains("tabbar_main") == true)
        #expect(nodes?.contains("more_account") == true)
    }

    @Test func anUnknownCoordinatorOrABadDepthIsAUsageError() throws {
        let url = try write(shop)
        let unknown = try NavGenProcess.run(["graph", url.path, "--focus", "chekout"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout == "")
        #expect(
            unknown.stderr.contains("--focus: no coordinator 'chekout' in the spec; did you mean 'checkout'?")
        )
        let negative = try NavGenProcess.run(["graph", url.path, "--focus", "checkout", "--depth", "-1"])
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("--depth must be 0 or more, not -1"))
        let alone = try NavGenProcess.run(["graph", url.path, "--depth", "2"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--depth needs --focus COORDINATOR"))
        // A spec with errors is refused before its coordinators are looked at.
        let broken = try write(shop.replacingOccurrences(of: "app: Shop", with: "app: shop"))
        #expect(try NavGenProcess.run(["graph", broken.path, "--focus", "nowhere"]).status == 1)
    }

    /// Past Mermaid's defaults even with deep links in labels: the graph is still
    /// printed whole, and stderr says how big it is and what to do.
    @Test func aGraphTooBigForMermaidIsPrintedWithAWarning() throws {
        var lines = [
            "navgen: 1", "app: Long", "root: main", "rules:", "  push-cycle: off", "coordinators:", "  main:",
            "    root: r0", "    routes:",
        ]
        for index in 0..<520 {
            lines += ["      r\(index):", "        transitions: [{ push: r\((index + 1) % 520) }]"]
        }
        let url = try write(lines.joined(separator: "\n") + "\n")
        let outcome = try NavGenProcess.run(["graph", url.path], environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("flowchart LR\n"))
        #expect(outcome.stdout.contains(#"main__r519 -->|"push"| main__r0"#))
        let characters = outcome.stdout.utf16.count
        #expect(
            outcome.stderr
                == "navgen: warning: the Mermaid graph has 521 edges and \(characters) characters, more than Mermaid "
                + "draws by default (maxEdges 500, maxTextSize 50000), so GitHub will not draw it; draw a feature at "
                + "a time with --focus COORDINATOR\n")
        let dot = try NavGenProcess.run(["graph", url.path, "--format", "dot"])
        #expect(dot.status == 0)
        #expect(dot.stderr == "")
    }

    /// `Benchmarks/generate_spec.py --layout app 200`, drawn whole without a warning.
    @Test func aTwoHundredRouteAppDrawsWithinMermaidsDefaults() throws {
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NavGenKitTests/Fixtures/Graph/app-200.yaml")
        let outcome = try NavGenProcess.run(["graph", spec.path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.utf16.count <= 50_000)
        let edges = outcome.stdout.split(separator: "\n").filter { line in
            ["-->|", "-.->|", "==>|", "--o|"].contains { line.contains(" \($0)") }
        }
        #expect(edges.count <= 500)
        #expect(edges.count > 400, "the count above must find the edges")
    }

    private let shop = """
        navgen: 1
        app: Shop
        root: main
        coordinators:
          main:
            kind: tabs
            children: [home, account]
          home:
            root: feed
            children: [checkout]
            routes:
              feed:
                transitions:
                  - start: checkout
                    then: { paid: stay }
          account:
            root: profile
            routes:
              profile:
          checkout:
            root: cart
            outcomes: [paid]
            routes:
              cart:
                transitions: [{ finish: paid }]
        """

    private let minimal = """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            routes:
              home:
        """
}

extension ProcessInfo {
    /// Graphviz's `dot`, if it is on `PATH`.
    static var dotPath: String? {
        (processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/dot" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
