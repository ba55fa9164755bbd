import Foundation
import NavGenKit
import Testing

/// What the README promises an adopter besides the commands: `--version` and the
/// shell completion scripts.
@Suite struct VersionAndCompletionTests {
    /// The version has one definition, and the CLI and SARIF reports both read it.
    @Test func versionPrintsTheLibrarysVersion() throws {
        let output = try NavGenProcess.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == NavGenVersion.current + "\n")
        #expect(output.stderr.isEmpty)

        let sarif = try ExampleFolders.run(["validate", "examples/recipes/navgen.yaml", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"version\": \"\(NavGenVersion.current)\""))
    }

    @Test func versionIsMajorMinorPatch() {
        let parts = NavGenVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    }

    /// Each script completes navgen's subcommands; an unknown shell is a usage error.
    @Test(arguments: ["zsh", "bash", "fish"])
    func completionScriptNamesTheSubcommands(shell: String) throws {
        let output = try NavGenProcess.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        for command in ["validate", "simulate", "generate", "graph", "routes", "rules", "schema", "init"] {
            #expect(output.stdout.contains(command), "\(shell) script lacks \(command)")
        }
    }

    @Test func completionScriptForAnUnknownShellIsAUsageError() throws {
        let output = try NavGenProcess.run(["--generate-completion-script", "tcsh"])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("zsh bash fish"))
    }
}
