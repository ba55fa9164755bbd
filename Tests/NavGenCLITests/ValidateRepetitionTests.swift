import Foundation
import Testing

/// `navgen validate` on specs that repeat one mistake many times on one line: the run
/// stays fast, the text report shows a few and counts the rest, the other formats
/// list every finding.
@Suite struct ValidateRepetitionTests {
    private func write(_ text: String) throws -> URL {
        let url = try NavGenProcess.temporaryDirectory().appendingPathComponent("navgen.yaml")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func spec(transitions: String) -> String {
        """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [\(transitions)]

        """
    }

    /// Rendering was quadratic in the findings of a line: 64,000 took 77 s in debug. The
    /// timeouts only catch that: on two busy cores a linear run has taken 27 s.
    @Test func sixtyFourThousandBadActionsOnOneLine() throws {
        let url = try write(
            spec(transitions: Array(repeating: "popp", count: 64_000).joined(separator: ", ")))
        let text = try NavGenProcess.run(["validate", url.path], timeout: 60)
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.split(separator: "\n").count < 40)
        #expect(
            text.stdout.contains("note: 63995 more findings like \"unknown action '...' in a transition\""))
        #expect(text.stdout.hasSuffix("\n\(url.path): 64000 errors, 0 warnings\n"))
        let github = try NavGenProcess.run(["validate", url.path, "--format", "github"], timeout: 60)
        #expect(github.stdout.split(separator: "\n").count == 64_001)
    }

    @Test func sixtyFourThousandBadNamesInAFlowList() throws {
        let items = (0..<64_000).map { "{push: Bad\($0)}" }.joined(separator: ", ")
        let outcome = try NavGenProcess.run(
            ["validate", try write(spec(transitions: items)).path], timeout: 30)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stdout.utf8.count < 20_000)
        #expect(outcome.stdout.contains("more findings like"))
    }

    /// One finding on a 3 MB line prints a window of it, not the line.
    @Test func aThreeMegabyteLine() throws {
        let text = spec(transitions: "pop") + "extra: " + String(repeating: "x", count: 3_000_000) + "\n"
        let outcome = try NavGenProcess.run(["validate", try write(text).path], timeout: 30)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stdout.utf8.count < 2_000)
        #expect(outcome.stdout.contains("[unknown-key]"))
    }
}
