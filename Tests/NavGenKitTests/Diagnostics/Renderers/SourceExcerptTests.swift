import Testing

@testable import NavGenKit

@Suite struct SourceExcerptTests {
    @Test func repeatsTabsBeforeTheColumn() throws {
        let excerpt = try #require(SourceExcerpt(line: "\t- \tpush: x", column: 5))
        #expect(excerpt.text == "\t- \tpush: x")
        #expect(excerpt.caretIndent == "\t  \t")
    }

    @Test func countsColumnsInScalarsAndWidthsInCells() throws {
        // "é" written as e + combining acute is two scalars but one cell; "レ" and
        // "🍜" take two cells each.
        let excerpt = try #require(SourceExcerpt(line: "e\u{301}レ🍜: x", column: 7))
        #expect(excerpt.caretIndent == String(repeating: " ", count: 7))
    }

    @Test func clampsColumnsOutsideTheLine() throws {
        #expect(try #require(SourceExcerpt(line: "abc", column: 0)).caretIndent == "")
        #expect(try #require(SourceExcerpt(line: "abc", column: 4)).caretIndent == "   ")
        #expect(try #require(SourceExcerpt(line: "abc", column: 99)).caretIndent == "   ")
    }

    @Test func showsNothingForMissingOrEmptyLines() {
        #expect(SourceExcerpt(line: nil, column: 1) == nil)
        #expect(SourceExcerpt(line: "", column: 1) == nil)
    }

    @Test func cutsLongLinesAroundTheColumn() throws {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let excerpt = try #require(SourceExcerpt(line: line, column: 501, maximumLength: 200))
        #expect(
            excerpt.text == "..." + String(repeating: "a", count: 100) + "X"
                + String(repeating: "b", count: 99) + "...")
        #expect(excerpt.caretIndent == String(repeating: " ", count: 103))
    }

    @Test func cutsOnlyTheFarSideNearAnEnd() throws {
        let line = String(repeating: "a", count: 300)
        let start = try #require(SourceExcerpt(line: line, column: 2, maximumLength: 200))
        #expect(start.text == String(repeating: "a", count: 200) + "...")
        #expect(start.caretIndent == " ")
        let end = try #require(SourceExcerpt(line: line, column: 301, maximumLength: 200))
        #expect(end.text == "..." + String(repeating: "a", count: 200))
        #expect(end.caretIndent == String(repeating: " ", count: 203))
    }

    @Test func keepsLinesUpToTheMaximumWhole() throws {
        let line = String(repeating: "a", count: 200)
        #expect(try #require(SourceExcerpt(line: line, column: 150)).text == line)
    }

    @Test func makesBinaryJunkPrintable() throws {
        let excerpt = try #require(SourceExcerpt(line: "\u{0}\u{1B}\u{8}\u{9B}x", column: 5))
        #expect(excerpt.text == "\u{2400}\u{241B}\u{2408}\u{FFFD}x")
        #expect(excerpt.caretIndent == "    ")
    }
}

@Suite struct SourceLinesTests {
    @Test func splitsAtEveryLibyamlLineBreak() {
        let lines = SourceLines("a\r\nb\rc\nd\u{85}e\u{2028}f\u{2029}g")
        #expect(lines.count == 7)
        #expect((1...7).compactMap { lines[$0] } == ["a", "b", "c", "d", "e", "f", "g"])
    }

    @Test func aFinalBreakStartsNoLine() {
        let lines = SourceLines("a\n\nb\n")
        #expect(lines.count == 3)
        #expect(lines[2] == "")
        #expect(lines[3] == "b")
        #expect(lines[4] == nil)
        #expect(lines[0] == nil)
        #expect(SourceLines("").count == 0)
    }

    @Test func dropsTheByteOrderMark() {
        #expect(SourceLines("\u{FEFF}navgen: 1")[1] == "navgen: 1")
    }
}
