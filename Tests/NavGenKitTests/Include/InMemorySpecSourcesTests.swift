import NavGenKit
import Testing

@Suite struct InMemorySpecSourcesTests {
    @Test func readsWhatItHoldsAndNothingElse() throws {
        let sources: any SpecSources = InMemorySpecSources(texts: ["a/b.yaml": "coordinators: {}\n"])
        #expect(try sources.bytes(at: "a/b.yaml") == Array("coordinators: {}\n".utf8))
        #expect(throws: SpecSourceError.missing) { try sources.bytes(at: "a/c.yaml") }
        #expect(throws: SpecSourceError.missing) { try sources.bytes(at: "b.yaml") }
    }

    @Test func refusesAFileOverTheLimit() {
        let limit = SpecSourceError.sizeLimit
        let sources = InMemorySpecSources([
            "big.yaml": [UInt8](repeating: 0x20, count: limit + 1),
            "edge.yaml": [UInt8](repeating: 0x20, count: limit),
        ])
        #expect(throws: SpecSourceError.tooLarge) { try sources.bytes(at: "big.yaml") }
        #expect((try? sources.bytes(at: "edge.yaml"))?.count == limit)
        #expect(SpecSourceError.tooLarge.kind == .tooLarge)
        #expect(SpecSourceError.missing.description == "no such file")
    }
}
