import NavGenKit
import Testing

/// `start` items in `then` values (then-starts), and `at`/`args` on any `start` item.
@Suite struct StartEntryDecodingTests {
    private static func spec(_ items: String) -> String {
        """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            children: [launch]
            routes:
              home:
                transitions:
        \(items)
          launch:
            root: welcome
            outcomes: [done]
            routes:
              welcome:
              survey:
                params: { kind: String }
        """
    }

    @Test func aStartDecodesItsAtAndArgs() throws {
        let yaml = Self.spec(
            "          - { start: launch, at: survey, args: { kind: exit }, then: { done: stay } }")
        let loaded = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
        #expect(loaded.findings.isEmpty)
        let home = try #require(loaded.spec?.coordinators[0].routes[0])
        guard case .start(_, _, _, let entry) = home.transitions[0].action else {
            Issue.record("expected a start")
            return
        }
        #expect(entry.route?.value == "survey")
        #expect(entry.route?.location == SourceLocation(line: 11, column: 34))
        #expect(entry.args.map(\.name.value) == ["kind"])
        #expect(entry.args.map(\.text.value) == ["exit"])
    }

    @Test func aThenValueMayStartAFlowWithItsOwnThen() throws {
        let yaml = Self.spec(
            """
                      - start: launch
                        then: { done: { start: launch, at: survey, as: cover, then: { done: pop } } }
            """)
        let loaded = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
        #expect(loaded.findings.isEmpty)
        let home = try #require(loaded.spec?.coordinators[0].routes[0])
        guard case .start(_, _, let then?, _) = home.transitions[0].action,
            case .start(let child, let style, let nested?, let entry)? = then.handlers.first?.action?.action
        else {
            Issue.record("expected a then-start")
            return
        }
        #expect(child.value == "launch")
        #expect(style?.value == .cover)
        #expect(entry.route?.value == "survey")
        #expect(nested.handlers.first?.action?.action == .pop)
    }

    @Test func aNinthNestedStartIsWrongType() {
        var value = "stay"
        for _ in 0..<9 { value = "{ start: launch, then: { done: \(value) } }" }
        let findings = decodeFindings(Self.spec("          - \(value)"))
        #expect(findings.map(\.rule) == [.wrongType])
        #expect(findings.first?.message.contains("nested in 8 others") == true)
        // The ninth `start` key: eight `{ start: launch, then: { done: ` (31 characters) before it.
        #expect(findings.first?.location.column == 15 + 8 * 31)
    }

    @Test func eightNestedStartsAreFine() {
        var value = "stay"
        for _ in 0..<8 { value = "{ start: launch, then: { done: \(value) } }" }
        #expect(decodeFindings(Self.spec("          - \(value)")).isEmpty)
    }

    @Test func atAndArgsBelongToAStart() {
        let findings = decodeFindings(
            Self.spec("          - { push: survey, at: survey }\n          - { tab: x, args: {} }"))
        #expect(findings.map(\.rule) == [.unknownKey, .unknownKey])
        #expect(findings.first?.message == "'at' belongs to a `start` item")
    }

    @Test func argsMustBeAMapping() {
        let findings = decodeFindings(
            Self.spec("          - { start: launch, args: [kind], then: { done: stay } }"))
        #expect(findings.map(\.rule) == [.wrongType])
        #expect(findings.first?.message == "args must be a mapping of param to value, not a list")
    }

    @Test func aThenValueStillCannotShowAnAlert() {
        let findings = decodeFindings(
            Self.spec("          - start: launch\n            then: { done: { alert: oops } }"))
        #expect(findings.map(\.rule) == [.wrongType])
        #expect(findings.first?.message == "a `then` action cannot show an alert")
    }
}
