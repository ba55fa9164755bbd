import Foundation
import NavGenKit
import Testing

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

    /// A UTF-8 byte order mark is not a character of line 1: with it, text loads as
    /// without it, from bytes and from a file, and every finding keeps its line and
    /// column (libyaml, told the encoding, would count it as column 1 and read the
    /// first key as indented).
    @Test(arguments: [
        Array(specExample.utf8),
        Array("navgen: 1\napp: Demo\nroot: [\n".utf8),
        Array("navgen: 2\n".utf8),
        Array("a: 1\nb: x".utf8) + [0xFF, 0xFE],
        Array("\u{FEFF}".utf8),
        [],
    ])
    func aByteOrderMarkChangesNothing(plain: [UInt8]) throws {
        let marked = [0xEF, 0xBB, 0xBF] + plain
        let expected = Validator.validate(plain, file: "f.yaml")
        let fromBytes = Validator.validate(marked, file: "f.yaml")
        let fromFile = try withFile(marked) { Validator.validate(fileDescriptor: $0, file: "f.yaml") }
        #expect(fromBytes.findings == expected.findings)
        #expect(fromFile.findings == expected.findings)
        #expect(fromBytes.spec?.coordinators == expected.spec?.coordinators)
        #expect(fromFile.spec?.coordinators == expected.spec?.coordinators)
    }

    @Test func theSpecExampleWithAByteOrderMarkIsValid() throws {
        let marked = [0xEF, 0xBB, 0xBF] + Array(specExample.utf8)
        #expect(Validator.validate(marked, file: "f.yaml").findings.isEmpty)
        // Columns on line 1 count from the first character after the mark.
        let findings = Validator.validate([0xEF, 0xBB, 0xBF] + Array("navgen: 2\n".utf8), file: "f.yaml")
            .findings
        #expect(findings.first?.location == SourceLocation(line: 1, column: 9))
    }
}
