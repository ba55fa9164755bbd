import Foundation
import NavGenKit
import Testing

/// Which segment text each param type accepts, and how values print.
@Suite struct ParamTypeMatchingTests {
    let matcher: DeepLinkMatcher

    init() throws {
        matcher = try makeMatcher(
            demoSpec(
                """
                home:
                  transitions: [{ push: int }, { push: double }, { push: bool }, { push: uuid }, { push: text }]
                int:
                  params: { value: Int }
                  deeplink: /int/{value}
                double:
                  params: { value: Double }
                  deeplink: /double/{value}
                bool:
                  params: { value: Bool }
                  deeplink: /bool/{value}
                uuid:
                  params: { value: UUID }
                  deeplink: /uuid/{value}
                text:
                  params: { value: String }
                  deeplink: /text/{value}
                """))
    }

    @Test(arguments: [
        ("42", "42"), ("-7", "-7"), ("+7", "7"), ("007", "7"), ("0", "0"), ("-0", "0"),
        ("9223372036854775807", "9223372036854775807"), ("-9223372036854775808", "-9223372036854775808"),
    ])
    func intAcceptsAnOptionalSignAndDigits(text: String, printed: String) {
        #expect(matcher.target("demo://int/\(text)") == "main.int(value: \(printed))")
    }

    @Test(arguments: [
        "9223372036854775808", "-9223372036854775809", "99999999999999999999", "4.2", "1e3", "0x10", "+", "-",
        "1_000", "%20%31", "٣", "12a",
    ])
    func intRejectsEverythingElse(text: String) {
        #expect(matcher.match("demo://int/\(text)") == nil)
    }

    @Test(arguments: [
        ("2.5", "2.5"), ("1e3", "1000.0"), (".5", "0.5"), ("5.", "5.0"), ("-0.25", "-0.25"), ("+3", "3.0"),
        ("0x1p3", "8.0"), ("1e308", "1e+308"),
    ])
    func doubleAcceptsWhatSwiftParses(text: String, printed: String) {
        #expect(matcher.target("demo://double/\(text)") == "main.double(value: \(printed))")
    }

    @Test(arguments: [
        "inf", "-inf", "infinity", "Infinity", "nan", "NaN", "1e400", "-1e400", "abc", "1,5", "1_0",
    ])
    func doubleMustBeFinite(text: String) {
        #expect(matcher.match("demo://double/\(text)") == nil)
    }

    @Test func boolIsTrueOrFalseOnly() {
        #expect(matcher.target("demo://bool/true") == "main.bool(value: true)")
        #expect(matcher.target("demo://bool/false") == "main.bool(value: false)")
        for text in ["True", "FALSE", "1", "0", "yes", "no", "t"] {
            #expect(matcher.match("demo://bool/\(text)") == nil, "\(text)")
        }
    }

    @Test func uuidIsWhatFoundationAcceptsAndPrintsUppercase() {
        #expect(
            matcher.target("demo://uuid/e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
                == "main.uuid(value: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")")
        for text in [
            "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", "E621E1F8C36C495A93FC0C247A3E6E5F",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        ] {
            #expect(matcher.match("demo://uuid/\(text)") == nil, "\(text)")
        }
    }

    /// The matcher's own UUID reader takes exactly the strict form (Apple's
    /// `UUID(uuidString:)`), and reads the same value as Foundation.
    @Test func uuidAgreesWithFoundationOnMutations() {
        let valid = Array("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        let alphabet = Array("0123456789abcdefABCDEFgG-{} ")
        var generator = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            var text = valid
            for _ in 0..<Int(generator.next() % 3) {
                let position = Int(generator.next() % UInt64(text.count))
                switch generator.next() % 3 {
                case 0: text[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: text.remove(at: position)
                default: text.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                }
            }
            let string = String(text)
            let expected =
                Self.isStrictUUID(text)
                ? UUID(uuidString: string).map { "main.uuid(value: \"\($0.uuidString)\")" } : nil
            #expect(
                matcher.target("demo://uuid/\(string.replacingOccurrences(of: " ", with: "%20"))")
                    == expected, "\(string)")
        }
    }

    private static func isStrictUUID(_ text: [Character]) -> Bool {
        text.count == 36
            && text.enumerated().allSatisfy { offset, character in
                [8, 13, 18, 23].contains(offset) ? character == "-" : character.isHexDigit
            }
    }

    @Test func stringIsAnyNonEmptyTextPrintedWithSwiftEscapes() {
        #expect(matcher.target("demo://text/hello") == "main.text(value: \"hello\")")
        #expect(matcher.target("demo://text/say%20%22hi%22%5C") == "main.text(value: \"say \\\"hi\\\"\\\\\")")
        #expect(matcher.target("demo://text/line%0Abreak") == "main.text(value: \"line\\nbreak\")")
        #expect(matcher.target("demo://text/42") == "main.text(value: \"42\")")
        #expect(matcher.match("demo://text/") == nil)
    }
}

/// A small deterministic random generator, so property tests are reproducible.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
