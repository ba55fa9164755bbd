import Foundation
import Testing

@Suite struct ValidateCommandTests {
    private func write(_ bytes: [UInt8], name: String = "navgen.yaml") throws -> URL {
        let url = try NavGenProcess.temporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    private let valid = """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            routes:
              home:
        """

    @Test func validSpecExitsZero() throws {
        let url = try write(Array(valid.utf8))
        let outcome = try NavGenProcess.run(["validate", url.path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "\(url.path): 0 errors, 0 warnings\n")
    }

    @Test func defaultSpecPathIsNavgenYamlInTheWorkingDirectory() throws {
        let url = try write(Array(valid.utf8))
        let outcome = try NavGenProcess.run(["validate"], in: url.deletingLastPathComponent())
        #expect(outcome.status == 0)
    }

    @Test func errorsExitOneWithSwiftcStyleText() throws {
        let url = try write(Array(valid.replacingOccurrences(of: "app: Demo", with: "app: demo").utf8))
        let outcome = try NavGenProcess.run(["validate", url.path], environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("\(url.path):2:6: error: app name 'demo' is not UpperCamelCase"))
        #expect(outcome.stdout.contains("help: rename it 'Demo'\n"))
        #expect(outcome.stdout.hasSuffix("\n\(url.path): 1 error, 0 warnings\n"))
        #expect(!outcome.stdout.contains("\u{1B}"))
    }

    @Test func missingFileExitsTwo() throws {
        let outcome = try NavGenProcess.run(["validate", "/nonexistent/navgen.yaml"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot read '/nonexistent/navgen.yaml'"))
    }

    @Test func folderExitsTwo() throws {
        let outcome = try NavGenProcess.run(["validate", try NavGenProcess.temporaryDirectory().path])
        #expect(outcome.status == 2)
    }

    @Test func usageErrorExits64() throws {
        #expect(try NavGenProcess.run(["validate", "--format", "xml"]).status == 64)
    }

    @Test func jsonFormatParses() throws {
        let url = try write(Array(valid.replacingOccurrences(of: "app: Demo", with: "app: demo").utf8))
        let outcome = try NavGenProcess.run(["validate", url.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(object?["errors"] as? Int == 1)
        #expect(outcome.status == 1)
    }

    // MARK: - Hostile input: a clear finding, exit 1 or 2, no crash, no hang.

    private func expectRejected(_ bytes: [UInt8], rule: String) throws {
        let url = try write(bytes)
        let outcome = try NavGenProcess.run(["validate", url.path, "--format", "json"], timeout: 30)
        #expect(outcome.status == 1, "status \(outcome.status): \(outcome.stderr)")
        #expect(outcome.stdout.contains("\"rule\": \"\(rule)\""))
        #expect(NavGenProcess.peakMemory(["validate", url.path, "--format", "json"]) < 1 << 30)
    }

    @Test func billionLaughs() throws {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...12 {
            let refs = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        try expectRejected(Array(text.utf8), rule: "alias-limit")
    }

    @Test func deeplyNestedSequence() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try expectRejected(Array(text.utf8), rule: "alias-limit")
    }

    @Test func deeplyNestedBlockMappings() throws {
        var text = ""
        for depth in 0..<5_000 { text += String(repeating: " ", count: depth) + "k:\n" }
        try expectRejected(Array(text.utf8), rule: "alias-limit")
    }

    @Test func fiftyMegabytesOfRandomBytes() throws {
        var generator = SplitMix64(seed: 0x6E61_7667_656E)
        let words = (0..<(50 << 17)).map { _ in generator.next() }
        let bytes = words.withUnsafeBytes { Array($0) }
        try expectRejected(bytes, rule: "yaml-syntax")
    }

    @Test func nulBytes() throws {
        try expectRejected(Array(valid.utf8) + [0, 0, 0], rule: "yaml-syntax")
    }

    @Test func invalidUTF8() throws {
        try expectRejected(
            Array("navgen: 1\napp: ".utf8) + [0xC3, 0x28] + Array("\n".utf8), rule: "yaml-syntax")
    }
}

/// A small deterministic generator, so the random-bytes test is the same every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
