import NavGenKit
import Testing

/// Findings never print two different texts alike: whatever a message, note or
/// help line quotes from the spec is written with non-ASCII escaped.
@Suite struct UnambiguousTextTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func findingTextEscapesNonASCIIAndBackslashesAndKeepsNavgensSeparators() {
        let finding = Finding(
            location: .start, rule: .unknownReference, message: "'\(Self.composed)' → 'a\\u{E9}'",
            notes: ["'\(Self.decomposed)' › … \u{1B}"], help: "'\u{202E}x'")
        #expect(finding.message == "'caf\\u{E9}' → 'a\\\\u{E9}'")
        #expect(finding.notes == ["'cafe\\u{301}' › … \u{1B}"])
        #expect(finding.help == "'\\u{202E}x'")
        // A typed escape and the escaped text differ.
        #expect(
            Finding(location: .start, rule: .unknownReference, message: "caf\\u{E9}").message
                != finding.message)
    }

    /// Specs that quote a spelling `X` in findings of many kinds: the decoder's
    /// (schemes, hosts, rule ids, keys, types, names) and the rules'
    /// (references, outcomes, deep-link syntax, params and ambiguity).
    static let specs: [String] = [
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks:
          schemes: [demo, X]
          hosts: [X.example, a/X]
        rules:
          X: error
        coordinators:
          main:
            root: home
            routes:
              home:
                X: 1
                allow: [X]
                params:
                  x: X
              X:
        """,
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        coordinators:
          main:
            root: home
            outcomes: [done]
            children: [other]
            routes:
              home:
                deeplink: ["/X{id}", "/a/{X}", "/b?X={q}&X={q}"]
                transitions:
                  - push: X
                  - finish: X
                  - start: other
                    then: { X: stay }
              b:
                params: { id: Int }
                deeplink: /X/{id}
              c:
                params: { n: Int }
                deeplink: /X/{n}
          other:
            root: r
            outcomes: [done]
            routes:
              r:
                transitions: [{ finish: done }]
        """,
    ]

    @Test(arguments: specs)
    func everyFindingDistinguishesSpellings(template: String) {
        func texts(_ spelling: String) -> [[String]] {
            let yaml = template.replacingEvery("X", with: spelling)
            return validate(yaml).findings.map { [$0.message] + $0.notes + ($0.help.map { [$0] } ?? []) }
        }
        let composed = texts(Self.composed)
        let decomposed = texts(Self.decomposed)
        #expect(composed.count == decomposed.count)
        #expect(composed.filter { $0.joined().contains("caf") }.count >= 4, "\(composed)")
        for text in (composed + decomposed).joined() {
            let plain = text.unicodeScalars.allSatisfy { $0.isASCII || "→›…".unicodeScalars.contains($0) }
            #expect(plain, "\(text)")
        }
        for (left, right) in zip(composed, decomposed) where left.joined().contains("caf") {
            #expect(left != right, "\(left)")
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { result += character == target ? replacement : String(character) }
        return result
    }
}
