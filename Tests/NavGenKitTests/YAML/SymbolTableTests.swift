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
}
