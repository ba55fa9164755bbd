import Foundation
import NavGenKit
import Testing

/// The one sanitiser every text output uses, and the JSON encoder's escapes for
/// the same characters.
@Suite struct TerminalTextTests {
    /// Every class of scalar a terminal acts on, none of them NUL.
    static let hostile: [(Unicode.Scalar, Unicode.Scalar)] = [
        ("\u{1B}", "␛"), ("\r", "␍"), ("\u{07}", "␇"), ("\u{08}", "␈"), ("\n", "␊"), ("\u{7F}", "␡"),
        ("\u{85}", "�"), ("\u{9B}", "�"), ("\u{9D}", "�"), ("\u{061C}", "�"), ("\u{200E}", "�"),
        ("\u{200F}", "�"), ("\u{2028}", "�"), ("\u{2029}", "�"), ("\u{202A}", "�"), ("\u{202E}", "�"),
        ("\u{2066}", "�"), ("\u{2069}", "�"),
    ]

    @Test func everyUnsafeScalarGetsAVisibleStandIn() {
        for (scalar, shown) in Self.hostile {
            let text = "a" + String(Character(scalar)) + "b"
            #expect(
                TerminalText.sanitized(text).unicodeScalars.map(\.value) == ["a", shown, "b"].map(\.value))
            #expect(!TerminalText.isHarmless(scalar) || scalar == "\n")
        }
    }

    @Test func harmlessTextIsKeptAsItIs() {
        let text = "recipes://x/é/日本/🍝\tend ‹›"
        #expect(TerminalText.sanitized(text) == text)
        var copy = text
        #expect(copy.withUTF8 { TerminalText.isSafe(utf8: $0) })
    }

    @Test func lineBreaksAreKeptOnlyWhenAsked() {
        #expect(TerminalText.sanitized("a\nb\r\n") == "a␊b␍␊")
        #expect(TerminalText.sanitized("a\nb\r\n", keepingLineBreaks: true) == "a\nb␍\n")
    }

    @Test func bytesAreSafeOnlyWhenEveryScalarIs() {
        func safe(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { TerminalText.isSafe(utf8: $0) }
        }
        #expect(safe(Array("plain ascii\tand tab".utf8)))
        #expect(safe(Array("é 日本".utf8)))
        #expect(!safe(Array("a\u{1B}[2J".utf8)))
        #expect(!safe(Array("a\u{9B}31m".utf8)))
        #expect(!safe(Array("a\u{202E}b".utf8)))
        #expect(!safe([0x61, 0xFF]))
        #expect(!safe(Array("a\nb".utf8)))
        #expect(
            [UInt8]("a\nb".utf8).withUnsafeBufferPointer {
                TerminalText.isSafe(utf8: $0, keepingLineBreaks: true)
            })
    }

    @Test func jsonEscapesEveryControlDELAndBidiCharacter() throws {
        for (scalar, _) in Self.hostile {
            let rendered = JSONValue.string("a" + String(Character(scalar)) + "b").rendered()
            #expect(rendered.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, "\(rendered)")
            let decoded = try JSONSerialization.jsonObject(
                with: Data(rendered.utf8), options: .fragmentsAllowed)
            #expect(decoded as? String == "a" + String(Character(scalar)) + "b")
        }
        #expect(JSONValue.string("\u{1B}\u{7F}\u{9B}\u{202E}").rendered() == #""\u001b\u007f\u009b\u202e""#)
        #expect(JSONValue.string("é日本").rendered() == "\"é日本\"")
    }
}
