import Foundation
import Testing

@testable import NavGenKit

@Suite struct YAMLInputTests {
    /// Writes `bytes` to a scratch file and runs `body` with it open.
    private func withFile<Result>(_ bytes: [UInt8], _ body: (Int32) throws -> Result) throws -> Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-\(UUID()).yaml")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        return try body(descriptor)
    }

    @Test func aFileReadInChunksLoadsLikeItsBytes() throws {
        // Larger than libyaml's 16 KiB input buffer, so it takes several reads.
        let text = (0..<2_000).map { "key\($0): [value \($0), { n: \($0) }]\n" }.joined()
        let bytes = Array(text.utf8)
        let fromFile = try withFile(bytes) { SpecLoader.load(fileDescriptor: $0, file: "f.yaml") }
        let fromBytes = SpecLoader.load(bytes, file: "f.yaml")
        #expect(fromFile.findings == fromBytes.findings)
        #expect(!fromFile.findings.isEmpty)
    }

    @Test func aSpecFromAFileValidatesLikeItsBytes() throws {
        let bytes = Array(specExample.utf8)
        let fromFile = try withFile(bytes) { Validator.validate(fileDescriptor: $0, file: "navgen.yaml") }
        let fromBytes = Validator.validate(bytes, file: "navgen.yaml")
        #expect(fromFile.findings == fromBytes.findings)
        #expect(fromFile.spec?.coordinators == fromBytes.spec?.coordinators)
    }

    @Test func readerErrorsInAFileGetTheirLineAndColumn() throws {
        var bytes = Array("a: 1\nb: x".utf8)
        bytes += [0xFF, 0xFE]
        let findings = try withFile(bytes) { SpecLoader.load(fileDescriptor: $0, file: "f.yaml").findings }
        #expect(findings.spots == [Spot(.yamlSyntax, 2, 5)])
    }

    @Test func theDescriptorsOffsetDoesNotMatter() throws {
        let bytes = Array(specExample.utf8)
        let findings = try withFile(bytes) { descriptor in
            lseek(descriptor, 10, SEEK_SET)
            return SpecLoader.load(fileDescriptor: descriptor, file: "navgen.yaml").findings
        }
        #expect(findings.isEmpty)
    }
}
