import NavGenKit
import Testing

@Suite struct YAMLLoaderTests {
    private func load(_ text: String) -> YAMLLoader.Result {
        YAMLLoader().load(Array(text.utf8), file: "t.yaml")
    }

    @Test func nodesKnowTheirLineAndColumn() throws {
        let result = load("a: 1\nlist:\n  - x\n  - { y: z }\n")
        let document = try #require(result.document)
        let root = try #require(document.root)
        let entries = document.entries(of: root)
        #expect(entries.map { document[$0.key].text } == ["a", "list"])
        let list = entries[1].value
        let items = Array(document.items(of: list))
        #expect(document[items[0]].location == SourceLocation(line: 3, column: 5))
        #expect(document[items[1]].location == SourceLocation(line: 4, column: 5))
        #expect(document[items[1]].kind == .mapping)
        #expect(result.findings.isEmpty)
    }

    @Test func scalarsArePlainText() throws {
        let result = load("a: off\nb: yes\nc: 010\nd: ~\n")
        let document = try #require(result.document)
        let root = try #require(document.root)
        let texts = document.entries(of: root).map { document[$0.value].text }
        #expect(texts == ["off", "yes", "010", "~"])
    }

    @Test func duplicateKeyPointsAtTheSecondWithANoteAtTheFirst() throws {
        let result = load("a: 1\nb: 2\na: 3\n")
        #expect(result.findings.spots == [Spot(.duplicateKey, 3, 1)])
        #expect(result.findings[0].notes == ["its first occurrence is at 1:1"])
        let document = try #require(result.document)
        let root = try #require(document.root)
        let a = try #require(document.value(of: root, forKey: "a"))
        #expect(document[a].text == "1")
    }

    @Test func distinctKeysAreNotDuplicates() {
        #expect(load("a: 1\nA: 2\nb:\n  a: 3\n").findings.isEmpty)
    }

    @Test func mergeKeysInsertAtTheirPlaceAndExplicitKeysWin() throws {
        let text = """
            base: &base { x: 1, y: 2 }
            other: &other { y: 9, z: 3 }
            m:
              first: 0
              <<: [*base, *other]
              x: 5
            """
        let result = load(text)
        #expect(result.findings.isEmpty)
        let document = try #require(result.document)
        let root = try #require(document.root)
        let m = try #require(document.value(of: root, forKey: "m"))
        let pairs = document.entries(of: m).map { "\(document[$0.key].text)=\(document[$0.value].text)" }
        #expect(pairs == ["first=0", "y=2", "z=3", "x=5"])
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let result = load("a: &a { x: 1 }\nb: { '<<': *a }\n")
        let document = try #require(result.document)
        let root = try #require(document.root)
        let b = try #require(document.value(of: root, forKey: "b"))
        #expect(document.entries(of: b).map { document[$0.key].text } == ["<<"])
    }

    @Test func mergeOfAScalarIsWrongType() {
        #expect(load("a: &a 1\nb:\n  <<: *a\n").findings.spots == [Spot(.wrongType, 3, 3)])
    }

    @Test func syntaxErrorUsesLibyamlsMark() {
        let findings = load("a: [1, 2\nb: 3\n").findings
        #expect(findings.count == 1)
        #expect(findings.first?.rule == .yamlSyntax)
        #expect(findings.first?.location.line == 2)
    }

    @Test func undefinedAliasIsSyntax() {
        #expect(load("a: *nope\n").findings.spots == [Spot(.yamlSyntax, 1, 4)])
    }

    @Test func recursiveAliasIsAliasLimit() {
        #expect(load("a: &x [1, *x]\n").findings.spots == [Spot(.aliasLimit, 1, 11)])
    }

    @Test func billionLaughsStopsAtTheLimit() {
        var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "l\(level): &l\(level) [\(refs)]\n"
        }
        let result = load(text)
        #expect(result.document == nil)
        #expect(result.findings.map(\.rule) == [.aliasLimit])
    }

    @Test func aliasesUnderTheLimitAreFine() {
        let result = YAMLLoader(limits: YAMLLimits(maxAliasExpansion: 100, maxDepth: 10))
            .load(Array("a: &a [1, 2, 3]\nb: [*a, *a]\n".utf8))
        #expect(result.findings.isEmpty)
    }

    @Test func deepNestingIsAliasLimitNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = load(text)
        #expect(result.findings.spots == [Spot(.aliasLimit, 1, 1001)])
    }

    @Test func nestingAtTheLimitIsAccepted() {
        let text = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
        #expect(load(text).findings.isEmpty)
    }

    @Test func secondDocumentIsWrongType() {
        #expect(load("a: 1\n---\nb: 2\n").findings.spots == [Spot(.wrongType, 2, 1)])
    }

    @Test func invalidUTF8IsAFindingWithItsPlace() {
        var bytes = Array("a: 1\nb: x".utf8)
        bytes += [0xFF, 0xFE]
        let result = YAMLLoader().load(bytes)
        #expect(result.findings.spots == [Spot(.yamlSyntax, 2, 5)])
        #expect(result.findings[0].message.contains("UTF-8"))
    }

    @Test func nulByteIsAFinding() {
        let result = YAMLLoader().load(Array("a: 1\n".utf8) + [0] + Array("b: 2\n".utf8))
        #expect(result.findings.spots == [Spot(.yamlSyntax, 2, 1)])
    }

    @Test func longTextsWorkAsKeysAndAsAliasedKeys() throws {
        let long = String(repeating: "k", count: 40)
        let result = load("a: &x \(long)\nm:\n  \(long): 1\n  *x : 2\n")
        // An alias is the node it names, so the repeat is located at the anchored scalar.
        #expect(result.findings.spots == [Spot(.duplicateKey, 1, 4)])
        let document = try #require(result.document)
        let root = try #require(document.root)
        let m = try #require(document.value(of: root, forKey: "m"))
        #expect(document.value(of: m, forKey: long).map { document[$0].text } == "1")
        let a = try #require(document.value(of: root, forKey: "a"))
        #expect(document[a].text == long)
    }
}
