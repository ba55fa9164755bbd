import Foundation
import Testing

/// `navgen simulate` and `navgen routes` as a user runs them: output and exit codes.
@Suite struct SimulateCommandTests {
    static let recipes = "examples/recipes/navgen.yaml"

    @Test func launchStateAsText() throws {
        let output = try ExampleFolders.run(["simulate", Self.recipes])
        #expect(output.status == 0)
        #expect(output.lines.contains("top: recipes.recipeList"))
    }

    /// The matcher benchmark is Benchmarks/MatcherBench, not an option of the product:
    /// not even a hidden one.
    @Test func benchIsNoOption() throws {
        let help = try ExampleFolders.run(["simulate", "--help-hidden"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("--bench"), "\(help.stdout)")
        let urls = "examples/recipes/urls.txt"
        #expect(try ExampleFolders.run(["simulate", Self.recipes, "--urls", urls, "--bench"]).status == 64)
    }

    /// An action link leaves the state as it was, so `--interactive` says what it performed.
    @Test func interactiveSaysWhatAnActionLinkPerformed() throws {
        let spec = "Tests/NavGenKitTests/CodeGen/Fixtures/specs/actions.yaml"
        let output = try ExampleFolders.run(
            ["simulate", spec, "--interactive"],
            stdin: "open browser://glean?url=x\nopen browser://tabs/2\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.lines.filter { $0.hasPrefix("action: ") } == ["action: setTelemetry(url: \"x\")"])
        #expect(output.lines.contains("top: main.tab(id: 2)"))
    }

    @Test func urlAndActionsWithTrace() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.recipes, "--url", "recipes://settings/allergies", "--do", "back", "--trace",
        ])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.lines.filter { $0.hasPrefix("# ") }.count == 3)
        #expect(output.lines.contains("# open recipes://settings/allergies -> settings.allergies"))
        #expect(output.lines.last { $0.hasPrefix("top: ") } == "top: settings.settingsMain")
    }

    @Test func jsonOfOneState() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.recipes, "--url", "recipes://settings/allergies", "--format", "json",
        ])
        #expect(output.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["ok"] as? Bool == true)
        #expect(object["url"] as? String == "recipes://settings/allergies")
        #expect(object["target"] as? String == "settings.allergies")
        #expect(object["path"] as? [String] == ["settings.settingsMain", "settings.allergies"])
        #expect(object["tabs"] as? [String: String] == ["main": "settings"])
        #expect((object["state"] as? [String: Any])?["kind"] as? String == "tabs")
    }

    @Test func refusedActionExitsOneWithTheAllowedActions() throws {
        let text = try ExampleFolders.run(["simulate", Self.recipes, "--do", "pop"])
        #expect(text.status == 1)
        #expect(text.stdout.contains("'pop' refused"))
        #expect(text.stdout.contains("allowed here: "))
        let json = try ExampleFolders.run(["simulate", Self.recipes, "--do", "pop", "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["ok"] as? Bool == false)
        #expect(object["error"] as? String == "refused")
    }

    @Test func unmatchedURLExitsOne() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.recipes, "--url", "recipes://nowhere", "--format", "json",
        ])
        #expect(output.status == 1)
        #expect(output.stdout.contains(#""error": "no-match""#))
    }

    @Test func urlsFromStdinStreamALinePerURL() throws {
        let output = try ExampleFolders.run(
            ["simulate", Self.recipes, "--urls", "-"],
            stdin: "recipes://settings/allergies\n\n# a comment\n  recipes://recipes/7  \r\nhttp://x/y\n")
        #expect(
            output.lines == [
                "recipes://settings/allergies -> settings.allergies",
                "recipes://recipes/7 -> recipes.recipeDetail(id: 7, source: nil)",
                "http://x/y -> no match: the scheme 'http' is not accepted",
                "2 matched, 1 unmatched",
                "",
            ])
        #expect(output.status == 1)
        let clean = try ExampleFolders.run(
            ["simulate", Self.recipes, "--urls", "-"], stdin: "recipes://settings\n")
        #expect(clean.status == 0)
    }

    @Test func flowFileErrorsAreLocated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = folder.appendingPathComponent("flows.yaml")
        try "flows:\n  - steps:\n      - do: pussh x\n".write(to: flows, atomically: true, encoding: .utf8)
        let output = try ExampleFolders.run(["simulate", Self.recipes, "--flows", flows.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("flows.yaml:3:13: error: unknown action 'pussh'"))
        let failing = folder.appendingPathComponent("failing.yaml")
        try "flows:\n  - name: f\n    steps:\n      - expect: { top: x }\n".write(
            to: failing, atomically: true, encoding: .utf8)
        let failed = try ExampleFolders.run(["simulate", Self.recipes, "--flows", failing.path])
        #expect(failed.status == 1)
        #expect(failed.lines.contains("0 passed, 1 failed"))
        #expect(failed.stdout.contains("FAIL f: \(failing.path):4:9: top is recipes.recipeList, expected x"))
    }

    @Test func interactiveReadsPipedActions() throws {
        let output = try ExampleFolders.run(
            ["simulate", Self.recipes, "--interactive"], stdin: "2\npussh\npop\nquit\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("actions:\n  1. "))
        #expect(output.stdout.contains("error: unknown action 'pussh'"))
        #expect(output.stdout.contains("'pop' refused"))
        #expect(!output.stdout.contains("> "))
    }

    @Test func exitCodes() throws {
        #expect(try ExampleFolders.run(["simulate", "does-not-exist.yaml"]).status == 2)
        #expect(try ExampleFolders.run(["simulate", Self.recipes, "--do", "pussh x"]).status == 64)
        #expect(
            try ExampleFolders.run(["simulate", Self.recipes, "--urls", "-", "--flows", "x"]).status == 64)
        #expect(try ExampleFolders.run(["routes", "does-not-exist.yaml"]).status == 2)
    }

    @Test func aSpecWithErrorsIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("navgen.yaml")
        try """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: home
        """.write(to: spec, atomically: true, encoding: .utf8)
        let output = try ExampleFolders.run(["simulate", spec.path], environment: ["NO_COLOR": "1"])
        #expect(output.status == 1)
        // As `graph` does: the findings go to stderr, stdout stays empty.
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("navgen.yaml:10:19: error: malformed deep link 'home'"))
        #expect(output.stderr.contains("has errors; fix them to simulate it"))
    }

    @Test func routesAsTextAndJSON() throws {
        let text = try ExampleFolders.run(["routes", Self.recipes])
        #expect(text.status == 0)
        #expect(text.stdout.contains("builds: settings.settingsMain › settings.allergies"))
        let json = try ExampleFolders.run(["routes", Self.recipes, "--format", "json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["routes"] as? [Any])?.isEmpty == false)
    }
}
