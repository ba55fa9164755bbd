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
