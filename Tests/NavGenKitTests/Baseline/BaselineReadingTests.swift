import NavGenKit
import Testing

/// A baseline is read strictly: what navgen did not write is refused at its line
/// and column, never read some other way.
@Suite struct BaselineReadingTests {
    private static func refusal(_ text: String) -> String? {
        refusal(Array(text.utf8))
    }

    private static func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try Baseline(json: bytes)
            return nil
        } catch {
            return error.description
        }
    }

    private static let entry = #"{"rule": "r", "file": "f", "path": "p", "message": "m"}"#

    @Test(arguments: [
        (
            #"{"version": 1, "findings": [], "findings": [{"rule": "r", "file": "f", "path": "p"}]}"#,
            "1:32: not a navgen baseline: findings is given twice (first at 1:16); JSON readers differ on "
                + "which one counts, so navgen reads neither"
        ),
        (
            #"{"version": 1.0, "findings": []}"#,
            "1:13: baseline version 1.0 is not supported (expected the integer 1)"
        ),
        (
            #"{"version": "1", "findings": []}"#,
            #"1:13: baseline version "1" is not supported (expected the integer 1)"#
        ),
        (
            #"{"version": 1e0, "findings": []}"#,
            "1:13: baseline version 1e0 is not supported (expected the integer 1)"
        ),
        (#"{"version": 7, "findings": []}"#, "1:13: baseline version 7 is not supported (expected 1)"),
        (
            #"{"version": 1, "findings": [], "comment": "x"}"#,
            #"1:32: not a navgen baseline: unknown key "comment" (expected 'version', 'findings')"#
        ),
        (
            #"{"version": 1, "findings": [{"rule": "r", "file": "f", "path": "p", "mesage": "m"}]}"#,
            #"1:69: not a navgen baseline: findings[0]: unknown key "mesage" (expected 'rule', 'file', "#
                + #"'path', 'message'); did you mean 'message'?"#
        ),
        (
            #"{"version": 1, "findings": [{"rule": "r", "file": "f"}]}"#,
            "1:29: not a navgen baseline: findings[0]: missing 'path'"
        ),
        (
            #"{"version": 1, "findings": [{"rule": ["r"], "file": "f", "path": "p"}]}"#,
            "1:38: not a navgen baseline: findings[0].rule: expected a string, found an array"
        ),
        (#"{"findings": []}"#, "1:1: not a navgen baseline: missing 'version' (a baseline is " + shape + ")"),
        (#"{"version": 1}"#, "1:1: not a navgen baseline: missing 'findings'"),
        ("[]", "1:1: not a navgen baseline: expected an object, found an array"),
        (
            #"{"version": 1, "findings": "#
                + String(repeating: "[", count: 600),
            "1:539: not a navgen baseline: arrays and objects nest deeper than 512 levels"
        ),
    ])
    func whatNavgenDidNotWriteIsRefusedWhereItIs(_ text: String, _ message: String) {
        #expect(Self.refusal(text) == message)
    }

    private static let shape = #"{"version": 1, "findings": [{"rule", "file", "path", "message"}]}"#

    @Test func invalidUTF8IsRefused() {
        let bytes =
            Array(#"{"version": 1, "findings": [{"rule": "r", "file": ""#.utf8) + [0xC3, 0x28]
            + Array(#"", "path": "p"}]}"#.utf8)
        #expect(
            Self.refusal(bytes)
                == "1:52: not a navgen baseline: invalid UTF-8 (byte 0xC3); a JSON file is UTF-8")
    }

    /// What navgen writes reads back, and an entry's message may be left out.
    @Test func aWrittenBaselineAndAnEntryWithoutMessageAreRead() throws {
        let written = Baseline(entries: [
            BaselineEntry(rule: "r", file: "f", path: "a[\"b.c\"]", message: "é\n")
        ])
        #expect(try Baseline(json: Array(written.json.utf8)) == written)
        let bare = try Baseline(
            json: Array(#"{"version": 1, "findings": [{"rule": "r", "file": "f", "path": "p"}]}"#.utf8))
        #expect(bare.entries.map(\.message) == [""])
        #expect(Self.refusal(#"{"version": 1, "findings": [\#(Self.entry)]}"#) == nil)
    }
}
