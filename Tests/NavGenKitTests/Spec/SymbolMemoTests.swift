import Testing

@testable import NavGenKit

@Suite struct SymbolMemoTests {
    @Test func answersMatchTheUncachedOnesAndStayStableWhenTheTableGrows() {
        var table = SymbolTable()
        var memo = SymbolMemo()
        let id = table.intern("id")
        let type = table.intern("String?")
        #expect(memo.string(id, in: table) == "id")
        let idIsIdentifier = memo.isIdentifier(id, in: table)
        #expect(idIsIdentifier)
        #expect(memo.paramType(type, in: table) == ParamType(base: .string, isOptional: true))
        let bad = table.intern("Bad-Name")
        let custom = table.intern("Recipe")
        let badIsIdentifier = memo.isIdentifier(bad, in: table)
        #expect(!badIsIdentifier)
        #expect(memo.paramType(bad, in: table) == nil)
        #expect(memo.paramType(bad, in: table) == nil)
        #expect(memo.paramType(custom, in: table) == ParamType(base: .custom("Recipe")))
        #expect(memo.string(id, in: table) == "id")
        #expect(memo.string(custom, in: table) == "Recipe")
    }
}
