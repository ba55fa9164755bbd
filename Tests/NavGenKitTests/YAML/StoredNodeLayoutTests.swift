import Testing

@testable import NavGenKit

/// Every node of a spec's YAML is stored, so a node's size is the reader's memory:
/// the file index each node carries must fit in the bytes it already had.
@Suite struct StoredNodeLayoutTests {
    @Test func aNodeStaysTwentyBytesWithItsFile() {
        #expect(MemoryLayout<StoredNode>.size == 20)
        #expect(MemoryLayout<StoredNode>.stride == 20)
    }

    @Test func aNodeCarriesTheFileItWasReadFrom() throws {
        let loaded = YAMLLoader().load(Array("a: [b]\n".utf8), file: "f.yaml", fileIndex: 7)
        let document = try #require(loaded.document)
        let root = try #require(document.root)
        #expect(document[root].location == NavGenKit.SourceLocation(line: 1, column: 1, fileIndex: 7))
        let value = try #require(document.value(of: root, forKey: "a"))
        #expect(document[value].location.fileIndex == 7)
    }
}
