import Testing

@testable import NavGenKit

@Suite struct SymbolTableTests {
    @Test func equalTextsShareASymbolAndDistinctTextsDoNot() {
        var table = SymbolTable()
        let push = table.intern("push")
        let pop = table.intern("pop")
        #expect(table.intern("push") == push)
        #expect(push != pop)
        #expect(table.count == 2)
    }

    @Test func symbolsAreNumberedInOrderOfFirstAppearance() {
        var table = SymbolTable()
        #expect(["a", "b", "a", "c"].map { table.intern($0) } == [0, 1, 0, 2])
    }

    @Test func textsComeBackExactly() {
        var table = SymbolTable()
        let texts = ["", "r12", "/tab0/r1/{id}?src={source}", "Grüße 👋", "String?"]
        let symbols = texts.map { table.intern($0) }
        #expect(symbols.map { table.string(of: $0) } == texts)
        #expect(symbols.map { table.length(of: $0) } == texts.map(\.utf8.count))
        #expect(table.byteCount == texts.map(\.utf8.count).reduce(0, +))
    }

    @Test func lookupFindsOnlyInternedTexts() {
        var table = SymbolTable()
        let routes = table.intern("routes")
        #expect(table.lookup("routes") == routes)
        #expect(table.lookup("route") == nil)
        #expect(table.lookup("") == nil)
        #expect(table.intern("") == table.lookup(""))
    }

    @Test func growingKeepsEverySymbol() {
        var table = SymbolTable(expectedCount: 4)
        let symbols = (0..<10_000).map { table.intern("r\($0)") }
        #expect(symbols == (0..<10_000).map(Int32.init))
        #expect((0..<10_000).allSatisfy { table.lookup("r\($0)") == Int32($0) })
        #expect(table.string(of: 9_999) == "r9999")
    }

    @Test func textsThatDifferOnlyInLengthAreDistinct() {
        var table = SymbolTable()
        let short = table.intern("ab")
        let long = table.intern("abc")
        let prefix = table.intern("a")
        #expect(Set([short, long, prefix]).count == 3)
    }

    @Test func looseTextsAreStoredPerOccurrenceAndCanBeDropped() {
        var table = SymbolTable()
        let name = table.intern("name")
        let long = Array("/a/very/long/deep/link/{id}?from={source}".utf8)
        let first = long.withUnsafeBufferPointer { table.storeLoose($0) }
        let mark = table.looseMark
        let second = long.withUnsafeBufferPointer { table.storeLoose($0) }
        #expect(SymbolTable.isLoose(first) && SymbolTable.isLoose(second) && !SymbolTable.isLoose(name))
        #expect(first != second)
        #expect(table.string(of: second) == String(decoding: long, as: UTF8.self))
        #expect(table.length(of: first) == long.count)
        #expect(table.count == 1)
        #expect(table.lookup(String(decoding: long, as: UTF8.self)) == nil)
        table.dropLoose(after: mark)
        let third = Array("other".utf8).withUnsafeBufferPointer { table.storeLoose($0) }
        #expect(third == second)
        #expect(table.string(of: third) == "other")
        #expect(table.string(of: first) == String(decoding: long, as: UTF8.self))
        #expect(table.byteCount == 4 + long.count + 5)
    }

    @Test func aLooseTextCanBeInterned() {
        var table = SymbolTable()
        let interned = table.intern("same text")
        let loose = Array("same text".utf8).withUnsafeBufferPointer { table.storeLoose($0) }
        #expect(table.interned(loose) == interned)
        #expect(table.interned(interned) == interned)
    }
}
