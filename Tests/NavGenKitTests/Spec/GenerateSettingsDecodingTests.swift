import NavGenKit
import Testing

/// `generate.minimumOS` and `generate.typePrefix`: what they accept, and where and
/// how a wrong value is reported.
@Suite struct GenerateSettingsDecodingTests {
    /// `minimalSpec` has eight lines: `generate:` is on line 9.
    private func spec(_ generate: String) -> String { minimalSpec + "\ngenerate:\n" + generate }

    @Test func readsBothKeysWithTheirPositions() throws {
        let result = SpecLoader.load(
            Array(spec("  minimumOS: { iOS: 18 }\n  typePrefix: IC\n").utf8), file: "navgen.yaml")
        #expect(result.findings.isEmpty)
        let settings = try #require(result.spec).generate
        #expect(settings.minimumOS?.value == .iOS18)
        #expect(settings.minimumOS?.location == SourceLocation(line: 10, column: 21))
        #expect(settings.typePrefix?.value == "IC")
        #expect(settings.typePrefix?.location == SourceLocation(line: 11, column: 15))
    }

    @Test(arguments: [16, 17, 18]) func acceptsEverySupportedRelease(_ version: Int) throws {
        let result = SpecLoader.load(
            Array(spec("  minimumOS:\n    iOS: \(version)\n").utf8), file: "navgen.yaml")
        #expect(result.findings.isEmpty)
        #expect(try #require(result.spec).generate.minimumOS?.value.rawValue == version)
    }

    @Test func absentKeysAndAnEmptyPrefixAreNoSetting() throws {
        let result = SpecLoader.load(Array(spec("  typePrefix: \"\"\n").utf8), file: "navgen.yaml")
        #expect(result.findings.isEmpty)
        let settings = try #require(result.spec).generate
        #expect(settings.typePrefix == nil)
        #expect(settings.minimumOS == nil)
    }

    @Test func unsupportedReleasesAreWrongTypeAtTheValue() {
        for value in ["15", "19", "17.0", "\"17\"", "seventeen", "[17]"] {
            let findings = decodeFindings(spec("  minimumOS: { iOS: \(value) }\n"))
            #expect(findings.spots == [Spot(.wrongType, 10, 21)], "\(value)")
            #expect(findings.first?.message.contains("16, 17, 18") == true, "\(value)")
            #expect(findings.first?.help?.contains("iOS: 17") == true, "\(value)")
        }
    }

    @Test func aBareVersionIsWrongTypeWithTheMappingAsHelp() {
        let findings = decodeFindings(spec("  minimumOS: 17\n"))
        #expect(findings.spots == [Spot(.wrongType, 10, 14)])
        #expect(findings.first?.help == "write `minimumOS: { iOS: 17 }`")
    }

    @Test func otherKeysUnderMinimumOSAreUnknownWithDidYouMean() {
        let findings = decodeFindings(spec("  minimumOS: { ios: 17 }\n"))
        #expect(findings.spots == [Spot(.missingField, 10, 3), Spot(.unknownKey, 10, 16)])
        #expect(findings.last?.help == "did you mean 'iOS'?")
        let macOS = decodeFindings(spec("  minimumOS: { iOS: 17, macOS: 14 }\n"))
        #expect(macOS.spots == [Spot(.unknownKey, 10, 25)])
    }

    @Test func misspeltGenerateKeysSuggestTheNewOnes() {
        #expect(decodeFindings(spec("  typeprefix: IC\n")).first?.help == "did you mean 'typePrefix'?")
        #expect(decodeFindings(spec("  minimumOs: { iOS: 17 }\n")).first?.help == "did you mean 'minimumOS'?")
    }

    @Test func invalidPrefixesAreWrongTypeWithAFix() {
        let cases: [(String, String?)] = [
            ("ic", "IC"), ("icApp", "IcApp"), ("I_C", "IC"), ("1A", "A"),
            ("ABCDEFGHIJKLMNOPQ", "ABCDEFGHIJKLMNOP"), ("Ä", nil),
            ("[IC]", nil),
        ]
        for (value, fix) in cases {
            let findings = decodeFindings(spec("  typePrefix: \(value)\n"))
            #expect(findings.spots == [Spot(.wrongType, 10, 15)], "\(value)")
            guard let help = findings.first?.help else { continue }
            #expect(help.hasPrefix("a type prefix is 1 to 16 ASCII letters and digits"), "\(help)")
            if let fix { #expect(help.hasSuffix("write '\(fix)'"), "\(help)") }
        }
    }
}
