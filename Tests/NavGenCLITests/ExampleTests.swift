import Foundation
import Testing

/// Every example's flows pass and its URLs match their oracle (`urls.expected`).
@Suite struct ExampleTests {
    @Test func thereAreExamples() {
        #expect(!ExampleFolders.names.isEmpty)
    }

    @Test(arguments: ExampleFolders.names)
    func flowsPass(example: String) throws {
        let folder = "examples/\(example)"
        guard
            FileManager.default.fileExists(
                atPath: ExampleFolders.root.appendingPathComponent("\(folder)/flows.yaml").path)
        else { return }
        let output = try ExampleFolders.run([
            "simulate", "\(folder)/navgen.yaml", "--flows", "\(folder)/flows.yaml",
        ])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.lines.contains { $0.hasSuffix(" passed, 0 failed") }, "\(output.stdout)")
    }

    /// Every line compares whole, reasons included: the oracle is what the
    /// documentation says it is, the output of `simulate --urls`.
    @Test(arguments: ExampleFolders.names)
    func urlsMatchTheirOracle(example: String) throws {
        let folder = "examples/\(example)"
        let expectedURL = ExampleFolders.root.appendingPathComponent("\(folder)/urls.expected")
        let expectedText = try String(contentsOf: expectedURL, encoding: .utf8)
        let output = try ExampleFolders.run([
            "simulate", "\(folder)/navgen.yaml", "--urls", "\(folder)/urls.txt",
        ])
        let expected = expectedText.split(separator: "\n").map(String.init)
        let actual = output.lines.filter { !$0.isEmpty }
        #expect(actual == expected)
        let unmatched = expected.contains { $0.contains(" -> no match") }
        #expect(output.status == (unmatched ? 1 : 0))
    }
}
