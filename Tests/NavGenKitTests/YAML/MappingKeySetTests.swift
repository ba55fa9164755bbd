import Testing

@testable import NavGenKit

@Suite struct MappingKeySetTests {
    @Test func remembersTheFirstKeyOfEachSymbolWithinAMapping() {
        var keys = MappingKeySet()
        keys.startMapping(symbolCount: 3)
        #expect(keys.first(1) == nil)
        keys.insert(1, key: NodeID(7))
        #expect(keys.first(1) == NodeID(7))
        #expect(keys.first(2) == nil)
    }

    @Test func aNewMappingStartsEmpty() {
        var keys = MappingKeySet()
        keys.startMapping(symbolCount: 2)
        keys.insert(0, key: NodeID(1))
        keys.startMapping(symbolCount: 2)
        #expect(keys.first(0) == nil)
    }

    @Test func growsWithTheSymbolTable() {
        var keys = MappingKeySet()
        keys.startMapping(symbolCount: 1)
        keys.insert(0, key: NodeID(3))
        keys.startMapping(symbolCount: 1_000)
        keys.insert(999, key: NodeID(4))
        #expect(keys.first(999) == NodeID(4))
        #expect(keys.first(0) == nil)
    }
}
