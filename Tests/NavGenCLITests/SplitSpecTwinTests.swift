import Foundation
import Testing

/// The acceptance test of several files: `examples/social`, split into the app's file
/// and two feature modules, reads, simulates and generates exactly as its one-file
/// twin (`Fixtures/SocialInOneFile`). Only where a location is printed may the two
/// differ: the file and line of a node are not the twin's.
@Suite struct SplitSpecTwinTests {
    static let split = "examples/social/navgen.yaml"
    static let twin = "Tests/NavGenCLITests/Fixtures/SocialInOneFile/navgen.yaml"

    /// The output of one command on both specs, `SPEC` standing for the spec's path.
    private func outputs(_ arguments: [String]) throws -> (split: String, twin: String) {
        let split = try ExampleFolders.run(arguments.map { $0 == "SPEC" ? Self.split : $0 })
        let twin = try ExampleFolders.run(arguments.map { $0 == "SPEC" ? Self.twin : $0 })
        #expect(split.status == twin.status, "\(arguments)")
        #expect(split.stderr == twin.stderr, "\(arguments)")
        return (split.stdout, twin.stdout)
    }

    /// JSON without the members that locate a node (`file`, `line`, `column`).
    private func withoutLocations(_ json: String) -> String {
        json.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.drop { $0 == " " }
            return !["\"file\": ", "\"line\": ", "\"column\": "].contains { trimmed.hasPrefix($0) }
        }.joined(separator: "\n")
    }

    @Test func theSplitSpecIsReadInThreeFiles() throws {
        let text = try String(
            contentsOf: ExampleFolders.root.appendingPathComponent(Self.split), encoding: .utf8)
        #expect(text.contains("include:"))
        let graph = try ExampleFolders.run(["graph", Self.split, "--format", "json"])
        #expect(graph.stdout.contains(#""file": "examples/social/Features/Browsing.navgen.yaml""#))
        #expect(graph.stdout.contains(#""file": "examples/social/Features/Accounts.navgen.yaml""#))
    }

    @Test(arguments: [
        ["validate", "SPEC"], ["validate", "SPEC", "--format", "json"],
        ["validate", "SPEC", "--format", "sarif"],
        ["routes", "SPEC"], ["graph", "SPEC"], ["graph", "SPEC", "--format", "dot"],
        ["simulate", "SPEC", "--urls", "examples/social/urls.txt"],
        ["simulate", "SPEC", "--urls", "examples/social/urls.txt", "--format", "json"],
        ["simulate", "SPEC", "--flows", "examples/social/flows.yaml"],
        ["simulate", "SPEC", "--given", "signedIn=true", "--url", "social://messages/7", "--trace"],
        ["aasa", "SPEC", "--app-id", "ABCDE12345.com.example.social"],
    ])
    func textOutputsAreTheTwins(arguments: [String]) throws {
        let (split, twin) = try outputs(arguments)
        #expect(!split.isEmpty)
        // The summary of `validate` names the spec, as the user named it.
        #expect(
            split.replacingOccurrences(of: Self.split, with: "SPEC")
                == twin.replacingOccurrences(of: Self.twin, with: "SPEC"))
    }

    @Test(arguments: [["routes", "SPEC", "--format", "json"], ["graph", "SPEC", "--format", "json"]])
    func jsonOutputsAreTheTwinsLocationsAside(arguments: [String]) throws {
        let (split, twin) = try outputs(arguments)
        #expect(split != twin, "the split spec's lines are its own")
        #expect(withoutLocations(split) == withoutLocations(twin))
    }

    @Test func generatedFilesAreTheTwins() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, spec) in [("split", Self.split), ("twin", Self.twin)] {
            let out = folder.appendingPathComponent(name).path
            let run = try ExampleFolders.run(["generate", spec, "--output", out])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("split").path
        ).sorted()
        #expect(names.count > 2)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("twin").path)
                .sorted() == names)
        for name in names {
            let split = try String(
                contentsOf: folder.appendingPathComponent("split/\(name)"), encoding: .utf8)
            let twin = try String(contentsOf: folder.appendingPathComponent("twin/\(name)"), encoding: .utf8)
            #expect(split == twin, "\(name)")
        }
    }
}
