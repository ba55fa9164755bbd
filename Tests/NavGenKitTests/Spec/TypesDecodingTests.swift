import Testing

@testable import NavGenKit

/// `types:` and the constrained param types (`Int(1...12)`, `URL`, an enumeration):
/// what the decoder reads and every finding it gives, at its place.
@Suite struct TypesDecodingTests {
    static func spec(types: String, params: String = "{ }") -> String {
        """
        navgen: 1
        app: Blog
        root: main
        types:
        \(types)
        coordinators:
          main:
            root: home
            routes:
              home: { transitions: [{ push: detail }] }
              detail: { params: \(params) }

        """
    }

    @Test func entriesAreReadWithTheirRawValues() throws {
        let report = validate(
            Self.spec(
                types:
                    "  StatsPeriod: [day, week]\n  ShortcutKind: [newTab, { newPrivateTab: new-private-tab }]",
                params: "{ period: StatsPeriod?, kind: ShortcutKind, month: 'Int(1...12)', url: URL }"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let spec = try #require(report.spec)
        #expect(spec.types.map(\.name.value) == ["StatsPeriod", "ShortcutKind"])
        #expect(spec.types[1].cases.map(\.rawValue.value) == ["newTab", "new-private-tab"])
        let params = spec.coordinators[0].routes[1].params.map(\.type.value)
        #expect(params[0].base == .enumeration("StatsPeriod") && params[0].isOptional)
        #expect(params[1].isEnumeration && !params[1].isCustom)
        #expect(params[2].range == IntRange(lower: 1, upper: 12) && params[2].base == .int)
        #expect(params[2].description == "Int" && params[2].specSpelling == "Int(1...12)")
        #expect(params[3].base == .url)
    }

    @Test(arguments: [
        ("Int(1...12)", IntRange(lower: 1, upper: 12)), ("Int(1901...)", IntRange(lower: 1901, upper: nil)),
        ("Int(...-3)", IntRange(lower: nil, upper: -3)), ("Int(-5...-5)", IntRange(lower: -5, upper: -5)),
    ])
    func rangesAreRead(_ spelling: String, _ range: IntRange) {
        #expect(ParamType(spelling: spelling)?.range == range)
        #expect(ParamType(spelling: spelling + "?")?.isOptional == true)
    }

    @Test(arguments: [
        "Int(1..<5)", "Int(5...1)", "Double(1...2)", "Int(1 ... 2)", "Int(...)", "Int(+1...2)", "Int(1...2",
        "Int(a...b)", "Int(99999999999999999999...)",
    ])
    func badRangesAreWrongTypeAtTheValue(_ spelling: String) throws {
        #expect(ParamType(spelling: spelling) == nil)
        let spec = Self.spec(types: "  P: [a]", params: "{ x: '\(spelling)' }")
        let findings = validate(spec).findings
        let finding = try #require(findings.first)
        #expect(finding.rule == .wrongType)
        let line = spec.split(separator: "\n", omittingEmptySubsequences: false)[10]
        #expect(finding.location.line == 11)
        #expect(
            finding.location.column == line.distance(from: line.startIndex, to: line.firstIndex(of: "'")!) + 1
        )
        #expect(finding.help?.hasPrefix("write a range as Int(1...12)") == true)
    }

    @Test func namesValuesAndRepeatsAreChecked() {
        let findings = validate(
            Self.spec(
                types: """
                      bad: [a]
                      Empty: []
                      Dup: [a, b, a, { c: b }, { Self: x }, { rawValue: r }]
                      String: [x]
                      URL: [x]
                      Long: [{ a: x, b: y }]
                    """)
        ).findings
        #expect(
            findings.map(\.rule) == [
                .invalidName, .wrongType, .nameCollision, .nameCollision, .invalidName, .invalidName,
                .nameCollision, .nameCollision, .wrongType,
            ], "\(findings.map(\.message))")
        #expect(findings[2].message == "type 'Dup' has the case 'a' twice")
        #expect(findings[2].location.column == 15)
        #expect(findings[3].message == "type 'Dup' has the raw value 'b' twice")
        #expect(findings[6].message == "type name 'String' is the name of a built-in param type")
    }

    @Test func aTypeNamedLikeAGeneratedTypeCollides() {
        let findings = validate(Self.spec(types: "  MainRoute: [a]")).findings
        #expect(findings.map(\.rule) == [.nameCollision])
        #expect(findings.first?.message == "type 'MainRoute' has the name of a type navgen generates")
    }

    @Test func includedFilesMayHoldTypesAndARepeatIsACollision() throws {
        let main =
            Self.spec(types: "  StatsPeriod: [day]", params: "{ p: ShortcutKind }") + "include: [more.yaml]\n"
        let sources = InMemorySpecSources(texts: [
            "navgen.yaml": main,
            "more.yaml": "types:\n  ShortcutKind: [newTab]\n  StatsPeriod: [week]\n",
        ])
        let result = try SpecLoader.load(path: "navgen.yaml", sources: sources)
        #expect(result.findings.map(\.rule) == [.nameCollision], "\(result.findings.map(\.message))")
        #expect(result.findings.first?.file == "more.yaml")
        let spec = try #require(result.spec)
        #expect(spec.types.map(\.name.value) == ["StatsPeriod", "ShortcutKind"])
        #expect(spec.coordinators[0].routes[1].params[0].type.value.isEnumeration)
    }
}
