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
