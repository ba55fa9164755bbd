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

    /// Matched lines compare whole; for `no match` lines only the part before `: `
    /// (the reason is free text).
    @Test(arguments: ExampleFolders.names)
    func urlsMatchTheirOracle(example: String) throws {
        let folder = "examples/\(example)"
        let expectedURL = ExampleFolders.root.appendingPathComponent("\(folder)/urls.expected")
        guard let expectedText = try? String(contentsOf: expectedURL, encoding: .utf8) else { return }
        let output = try ExampleFolders.run([
            "simulate", "\(folder)/navgen.yaml", "--urls", "\(folder)/urls.txt",
        ])
        let expected = expectedText.split(separator: "\n").map(String.init)
        let actual = output.lines.filter { !$0.isEmpty }
        #expect(actual.count == expected.count, "\(output.stdout)")
        for (got, want) in zip(actual, expected) {
            if want.contains(" -> no match") {
                #expect(Self.beforeReason(got) == Self.beforeReason(want))
            } else {
                #expect(got == want)
            }
        }
        let unmatched = expected.contains { $0.contains(" -> no match") }
        #expect(output.status == (unmatched ? 1 : 0))
    }

    private static func beforeReason(_ line: String) -> String {
        guard let range = line.range(of: ": ") else { return line }
        return String(line[..<range.lowerBound])
    }
}
