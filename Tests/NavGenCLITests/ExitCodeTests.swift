import Foundation
import Testing

/// The exit codes of docs/spec.md ("Exit status"), command by command: 0 ok; 1 the
/// spec has errors or a simulated action or URL is refused; 2 could not run; 64 a
/// usage error. Flow files and `--interactive` report failures, not exit codes.
@Suite struct ExitCodeTests {
    static let recipes = "examples/recipes/navgen.yaml"

    @Test func bareNavgenPrintsTheHelpAndIsAUsageError() throws {
        let output = try ExampleFolders.run([])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("USAGE: navgen <subcommand>"))
        #expect(output.stderr.contains("SUBCOMMANDS:"))
        #expect(try ExampleFolders.run(["--help"]).status == 0)
        #expect(try ExampleFolders.run(["--version"]).status == 0)
        #expect(try ExampleFolders.run(["frobnicate"]).status == 64)
    }

    @Test func generateRefusesCheckWithForce() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let refused = try ExampleFolders.run([
            "generate", Self.recipes, "--check", "--force", "--output", output.path,
        ])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--check writes nothing, so --force cannot go with it"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(
            try ExampleFolders.run(["generate", Self.recipes, "--check", "--output", output.path]).status == 1
        )
    }

    /// `--do` and `--url`: what is a usage error (64, nothing runs), what a refusal (1).
    @Test(
        arguments: [
            // The text is not an action.
            (["--do", "pussh recipeDetail"], 64),
            (["--do", "push recipeDetail(id: 1"], 64),
            (["--do", "push"], 64),
            // Arguments that fit no route the name can mean, whatever the state.
            (["--do", "push recipeDetail(id: \"x\")"], 64),
            (["--do", "push recipeDetail"], 64),
            (["--do", "push recipeDetail(idd: 1)"], 64),
            (["--do", "push recipeDetail(id: 1, source: 2)"], 64),
            (["--do", "push recipeDetail(id: 99999999999999999999)"], 64),
            (["--do", "sheet filters(x: 1)"], 64),
            (["--do", "finish skipped(x: 1)"], 64),
            (["--do", "finish completed(x: 1)"], 64),
            // Checked before anything runs: a good first action does not run either.
            (["--do", "push recipeDetail(id: 1)", "--do", "push recipeDetail(id: \"x\")"], 64),
            (["--url", "recipes://recipes/1", "--do", "push search(query: 1)"], 64),
            // Well-formed, but not allowed where the state is.
            (["--do", "pop"], 1),
            (["--do", "dismiss"], 1),
            (["--do", "finish skipped"], 1),
            (["--do", "push consent"], 1),
            (["--url", "recipes://recipes/1", "--do", "pop"], 1),
            // A name the spec does not have: refused, with the actions allowed.
            (["--do", "push recipeDetial(id: 1)"], 1),
            (["--do", "tab nowhere"], 1),
            (["--do", "start nowhere"], 1),
            // URLs that match no pattern are refusals.
            (["--url", "recipes://nowhere"], 1),
            (["--url", "not a url"], 1),
            (["--do", "open recipes://nowhere"], 1),
            // Fine.
            (["--do", "push recipeDetail(id: 1)"], 0),
            (["--do", "push recipeDetail(id: 1)", "--do", "push recipeDetail(id: 2)"], 0),
            (["--url", "recipes://recipes/1", "--do", "popToRoot"], 0),
        ] as [([String], Int32)])
    func simulatedActions(arguments: [String], status: Int32) throws {
        for format in ["text", "json"] {
            let output = try ExampleFolders.run(["simulate", Self.recipes, "--format", format] + arguments)
            #expect(output.status == status, "\(format): \(output.stdout) \(output.stderr)")
            switch status {
            case 64:
                #expect(output.stdout.isEmpty)
                #expect(output.stderr.hasPrefix("Error: --do '"))
                #expect(output.stderr.contains("Usage: navgen simulate"))
            case 1 where format == "text":
                #expect(output.stdout.contains("error: "))
                #expect(output.stderr.isEmpty)
            case 1:
                let object =
                    try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
                #expect(object?["ok"] as? Bool == false)
            default:
                #expect(output.stderr.isEmpty)
            }
        }
    }

    /// A flow that starts itself runs at most 50 times on one branch: the 51st start is a
    /// refusal (1) that says why, not a usage error, and the 50th is fine.
    @Test func theFiftyFirstStartOfARecursiveFlowIsRefused() throws {
        let wikipedia = "examples/wikipedia/navgen.yaml"
        let starts = (1...51).flatMap { ["--do", "start article(title: \"\($0)\")"] }
        let refused = try ExampleFolders.run(["simulate", wikipedia] + starts)
        #expect(refused.status == 1, "\(refused.stdout) \(refused.stderr)")
        #expect(refused.stderr.isEmpty)
        #expect(refused.stdout.contains("error: "))
        #expect(refused.stdout.contains("a branch runs at most 50 flows started by `start`"))
        let fifty = try ExampleFolders.run(["simulate", wikipedia] + starts.dropLast(2))
        #expect(fifty.status == 0, "\(fifty.stdout) \(fifty.stderr)")
    }

    @Test func refusalsNameTheActionsAllowedAndUsageErrorsSayWhatIsWrong() throws {
        let misspelt = try ExampleFolders.run(["simulate", Self.recipes, "--do", "push recipeDetial(id: 1)"])
        #expect(misspelt.stdout.contains("allowed here: push recipeDetail(id: Int, source: String?)"))
        let mistyped = try ExampleFolders.run([
            "simulate", Self.recipes, "--do", "push recipeDetail(id: \"x\")",
        ])
        #expect(
            mistyped.stderr.hasPrefix(
                "Error: --do 'push recipeDetail(id: \"x\")': 'id' is Int: \"x\" is not an integer\n"))
    }

    /// A flow file reports each of these as a failure of its flow, and exits 1
    /// only because a flow failed.
    @Test func flowsReportFailuresNotExitCodes() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = folder.appendingPathComponent("flows.yaml")
        try """
        flows:
          - name: mistyped
            steps:
              - do: 'push recipeDetail(id: "x")'
          - name: mistyped refusal
            steps:
              - expect-refused: 'push recipeDetail(id: "x")'
          - name: misspelt refusal
            steps:
              - expect-refused: 'push recipeDetial(id: 1)'
          - name: refused
            steps:
              - do: pop
          - name: no match
            steps:
              - open: recipes://nowhere
          - name: fine
            steps:
              - expect-refused: pop
        """.write(to: flows, atomically: true, encoding: .utf8)
        let output = try ExampleFolders.run(["simulate", Self.recipes, "--flows", flows.path])
        #expect(output.status == 1)
        #expect(output.stderr.isEmpty)
        let verdicts = output.lines.compactMap { line in
            line.hasPrefix("PASS ") || line.hasPrefix("FAIL ") ? String(line.prefix(4)) : nil
        }
        #expect(verdicts == ["FAIL", "FAIL", "PASS", "FAIL", "FAIL", "PASS"])
        #expect(
            output.stdout.contains(
                "FAIL mistyped refusal: \(flows.path):7:9: expected 'push recipeDetail(id: \"x\")' to be refused, "
                    + "but no screen takes it: 'id' is Int: \"x\" is not an integer"))
        #expect(output.lines.contains("2 passed, 4 failed"))
    }

    @Test func interactiveReportsBothKindsAndGoesOn() throws {
        let output = try ExampleFolders.run(
            ["simulate", Self.recipes, "--interactive"],
            stdin: "push recipeDetail(id: \"x\")\npop\npush recipeDetail(id: 1)\n")
        #expect(output.status == 0)
        #expect(
            output.lines.contains(
                "error: 'push recipeDetail(id: \"x\")': 'id' is Int: \"x\" is not an integer"))
        #expect(output.stdout.contains("error: 'pop' refused: "))
        #expect(output.lines.contains("top: recipes.recipeDetail(id: 1, source: nil)"))
    }

    @Test func inputsThatCannotBeReadExitTwo() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["validate", "graph", "routes", "simulate", "generate"] {
            #expect(try ExampleFolders.run([command, "does-not-exist.yaml"]).status == 2)
            #expect(try ExampleFolders.run([command, folder.path]).status == 2)
        }
        for option in ["--urls", "--flows"] {
            let missing = try ExampleFolders.run(["simulate", Self.recipes, option, "does-not-exist.txt"])
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("cannot read 'does-not-exist.txt': No such file or directory"))
            let aFolder = try ExampleFolders.run(["simulate", Self.recipes, option, folder.path])
            #expect(aFolder.status == 2)
            #expect(aFolder.stderr.contains("it is a folder"))
        }
        let spec = folder.appendingPathComponent("navgen.yaml")
        #expect(try NavGenProcess.run(["init", spec.path]).status == 0)
        #expect(try NavGenProcess.run(["init", spec.path]).status == 2)
    }

    @Test func urlsExitOneWhenALineDoesNotMatch() throws {
        #expect(
            try ExampleFolders.run(["simulate", Self.recipes, "--urls", "-"], stdin: "recipes://settings\n")
                .status
                == 0)
        #expect(
            try ExampleFolders.run(["simulate", Self.recipes, "--urls", "-"], stdin: "recipes://nowhere\n")
                .status
                == 1)
    }
}
