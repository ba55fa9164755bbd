import Foundation
import Testing

/// Shell completion of the spec's names, through the entry point the generated
/// scripts call: `navgen ---completion SUBCOMMAND -- OPTION INDEX CURSOR WORDS...`.
@Suite struct SpecNameCompletionTests {
    /// What a script asks for while the user presses Tab at `words[index]`, the cursor
    /// at the end of that word.
    private func complete(
        _ subcommand: String, _ option: String, _ words: [String], at index: Int, in directory: URL? = nil
    ) throws -> NavGenProcess.Outcome {
        let arguments =
            ["---completion", subcommand, "--", option, String(index), String(words[index].count)] + words
        return try NavGenProcess.run(arguments, in: directory ?? ExampleFolders.root)
    }

    @Test func theScriptsAskNavgenForOpenAndFocus() throws {
        let bash = try NavGenProcess.run(["--generate-completion-script", "bash"]).stdout
        #expect(bash.contains("---completion simulate -- --open"))
        #expect(bash.contains("---completion graph -- --focus"))
    }

    @Test func openOffersEveryRouteOfTheSpecAndItsIncludedFiles() throws {
        let words = ["navgen", "simulate", "examples/social/navgen.yaml", "--open", ""]
        let outcome = try complete("simulate", "--open", words, at: 4)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let routes = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(routes.contains("newPost.draft"), "\(routes)")
        #expect(routes.allSatisfy { $0.split(separator: ".").count == 2 }, "\(routes)")
        #expect(Set(routes).count == routes.count)
    }

    @Test func openOffersTheRoutesThatStartWithWhatIsTyped() throws {
        let words = ["navgen", "simulate", "examples/social/navgen.yaml", "--open", "newP"]
        let routes = try complete("simulate", "--open", words, at: 4).stdout.split(separator: "\n")
        #expect(!routes.isEmpty)
        #expect(routes.allSatisfy { $0.hasPrefix("newPost.") }, "\(routes)")
    }

    /// The spec may come after the option, and another option's value is not the spec.
    @Test func findsTheSpecAmongTheWords() throws {
        let after = ["navgen", "simulate", "--open", "", "examples/recipes/navgen.yaml"]
        #expect(try complete("simulate", "--open", after, at: 3).stdout.contains("settings."))
        let flows = [
            "navgen", "simulate", "--flows", "examples/social/flows.yaml", "--trace",
            "examples/social/navgen.yaml", "--open", "",
        ]
        #expect(try complete("simulate", "--open", flows, at: 7).stdout.contains("newPost.draft"))
    }

    @Test func focusOffersEveryCoordinator() throws {
        let words = ["navgen", "graph", "examples/social/navgen.yaml", "--focus", ""]
        let outcome = try complete("graph", "--focus", words, at: 4)
        #expect(outcome.status == 0)
        let ids = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(ids.first == "main")
        #expect(ids.contains("newPost") && ids.contains("accountSwitcher"), "\(ids)")
        #expect(ids.allSatisfy { !$0.contains(".") })
    }

    /// Without a spec on the line, the one in the current folder, as the commands read.
    @Test func readsNavgenYamlByDefault() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec =
            "navgen: 1\napp: Demo\nroot: main\ncoordinators:\n  main:\n    root: home\n    routes:\n      home:\n"
        try Data(spec.utf8).write(to: folder.appendingPathComponent("navgen.yaml"))
        let outcome = try complete(
            "simulate", "--open", ["navgen", "simulate", "--open", ""], at: 3, in: folder)
        #expect(outcome.stdout == "main.home\n")
    }

    /// A spec that is missing, not YAML or has errors completes nothing, silently.
    @Test(arguments: [
        "", "navgen: 1\napp: [\n", "navgen: 1\napp: demo\nroot: main\ncoordinators: {}\n",
        // Decoded, with an error: an unknown key.
        "navgen: 1\napp: Demo\nroot: main\ncoordinators:\n  main:\n    root: home\n    routes:\n      home:\n"
            + "        colour: red\n",
    ])
    func aBadSpecCompletesNothing(_ text: String) throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        if !text.isEmpty { try Data(text.utf8).write(to: folder.appendingPathComponent("navgen.yaml")) }
        for (command, option) in [("simulate", "--open"), ("graph", "--focus")] {
            let outcome = try complete(command, option, ["navgen", command, option, ""], at: 3, in: folder)
            #expect(outcome.status == 0)
            #expect(outcome.stdout.isEmpty, "\(outcome.stdout)")
            #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        }
    }
}
