import Testing

@testable import NavGenKit

/// Takes every mapping at depth 2 under the key `take`, recording what it was shown.
private struct Recorder: YAMLSubtreeConsumer {
    var predefinedSymbols: [String] { ["take"] }
    var depth: Int { 2 }
    var offered: [String] = []

    mutating func consume(
        _ node: NodeID, key: NodeID, parent: NodeID, path: ArraySlice<Int32>, in document: YAMLDocument
    ) -> Int32? {
        #expect(document.entries(of: parent).isEmpty, "the parent is still open")
        offered.append(document[key].text)
        guard path.first == 0 else { return nil }
        #expect(path.last == document.symbol(of: key))
        #expect(document[node].kind == .mapping)
        return Int32(offered.count - 1)
    }
}

@Suite struct YAMLSubtreeConsumerTests {
    private func load(_ text: String) -> (YAMLLoader.Result, Recorder) {
        var recorder = Recorder()
        let result = YAMLLoader().load(.bytes(Array(text.utf8)), file: "t.yaml", consumer: &recorder)
        return (result, recorder)
    }

    @Test func predefinedTextsGetTheFirstSymbols() throws {
        let (result, _) = load("other: 1\ntake: 2\n")
        let document = try #require(result.document)
        #expect(document.symbols.lookup("take") == 0)
    }

    @Test func takenMappingsLeaveADetachedNodeWithThePayload() throws {
        let (result, recorder) = load(
            """
            take:
              a: { x: 1, y: [1, 2] }
              b: { z: 3 }
            keep:
              c: { w: 4 }
            """)
        #expect(recorder.offered == ["a", "b", "c"])
        let document = try #require(result.document)
        let root = try #require(document.root)
        let take = try #require(document.value(of: root, forKey: "take"))
        let values = document.entries(of: take).map { document.stored($0.value) }
        #expect(values.map(\.kind) == [.detached, .detached])
        #expect(values.map(\.start) == [0, 1])
        #expect(document.entries(of: take).map { document[$0.key].text } == ["a", "b"])
        // The detached node still reads as the mapping it was, at its place.
        let a = document.entries(of: take)[0].value
        #expect(document[a].kind == .mapping)
        #expect(document[a].location == SourceLocation(line: 2, column: 6))
        // What was not taken is intact.
        let keep = try #require(document.value(of: root, forKey: "keep"))
        let c = try #require(document.value(of: keep, forKey: "c"))
        #expect(document.entries(of: c).map { document[$0.key].text } == ["w"])
    }

    @Test func nodesOfTakenSubtreesAreDropped() throws {
        let text = "take:\n" + (0..<100).map { "  r\($0): { a: 1, b: [2, 3], c: { d: 4 } }\n" }.joined()
        let (result, _) = load(text)
        let document = try #require(result.document)
        // Root, `take`, its mapping, and per route its key and detached node.
        #expect(document.nodeCount == 3 + 2 * 100)
    }

    @Test func subtreesAnAliasCouldReachAreNotOffered() {
        #expect(load("take:\n  a: &x { y: 1 }\n").1.offered.isEmpty)
        #expect(load("take:\n  a: { y: &x 1 }\n").1.offered.isEmpty)
        #expect(load("take: &t\n  a: { y: 1 }\n").1.offered.isEmpty)
        #expect(load("take:\n  <<: { y: 1 }\n").1.offered.isEmpty)
    }

    @Test func aliasesOutOfATakenSubtreeStillResolve() throws {
        let (result, recorder) = load("base: &b [1, 2]\ntake:\n  a: { list: *b }\n")
        #expect(recorder.offered == ["a"])
        #expect(result.findings.isEmpty)
        let document = try #require(result.document)
        let root = try #require(document.root)
        let base = try #require(document.value(of: root, forKey: "base"))
        #expect(document.items(of: base).map { document[$0].text } == ["1", "2"])
    }

    @Test func duplicateKeysInsideATakenSubtreeAreStillReported() {
        let (result, _) = load("take:\n  a: { x: 1, x: 2 }\n")
        #expect(result.findings.spots == [Spot(.duplicateKey, 2, 14)])
    }
}
