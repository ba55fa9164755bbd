import NavGenKit
import Testing

@Suite struct ActionParserTests {
    @Test func everyAction() throws {
        #expect(
            try ActionParser.parse("push recipeDetail(id: 42, source: \"home\")")
                == .show(
                    "recipeDetail", .push,
                    [
                        ActionArgument(label: "id", value: .integer("42")),
                        ActionArgument(label: "source", value: .string("home")),
                    ]))
        #expect(try ActionParser.parse("sheet filters") == .show("filters", .sheet, []))
        #expect(try ActionParser.parse("cover recipes.editor()") == .show("recipes.editor", .cover, []))
        #expect(try ActionParser.parse("start onboarding") == .start("onboarding"))
        #expect(try ActionParser.parse("  tab settings  ") == .tab("settings"))
        #expect(try ActionParser.parse("pop") == .pop)
        #expect(try ActionParser.parse("popToRoot") == .popToRoot)
        #expect(try ActionParser.parse("dismiss") == .dismiss)
        #expect(try ActionParser.parse("back") == .back)
        #expect(try ActionParser.parse("finish completed") == .finish("completed", []))
        #expect(
            try ActionParser.parse("finish completed(id: 3)")
                == .finish("completed", [ActionArgument(label: "id", value: .integer("3"))]))
        #expect(try ActionParser.parse("open  recipes://x?a=b c ") == .open("recipes://x?a=b c"))
    }

    @Test func literals() throws {
        let action = try ActionParser.parse(
            #"push r(a: -1, b: 2.5, c: 1e3, d: true, e: false, f: nil, g: "x\"y\\z\n\u{E9}", h: +4,)"#)
        guard case .show(_, .push, let arguments) = action else {
            Issue.record("not a push")
            return
        }
        #expect(
            arguments.map(\.value) == [
                .integer("-1"), .float("2.5"), .float("1e3"), .bool(true), .bool(false), .nil,
                .string("x\"y\\z\né"),
                .integer("+4"),
            ])
        #expect(
            action.description
                == #"push r(a: -1, b: 2.5, c: 1e3, d: true, e: false, f: nil, g: "x\"y\\z\né", h: +4)"#)
    }

    @Test(arguments: [
        ("", 0, "expected an action"),
        ("pussh x", 0, "unknown action 'pussh'; did you mean 'push'?"),
        ("push", 4, "'push' needs a route"),
        ("push r(id 4)", 10, "expected ':' after 'id'"),
        ("push r(id: 4", 12, "expected ')'"),
        ("push r(id: four)", 11, "'four' is not a value"),
        ("push r(id: \"x)", 11, "the string does not close"),
        ("push r(id: 1, id: 2)", 14, "'id' is given twice"),
        ("push r(id: 1) extra", 14, "unexpected 'extra'"),
        ("pop now", 4, "unexpected 'now'"),
        ("open", 4, "'open' needs a URL"),
        ("push r(id: \"\\q\")", 12, "not a Swift escape"),
    ])
    func errorsSayWhatAndWhere(text: String, offset: Int, message: String) {
        do {
            let action = try ActionParser.parse(text)
            Issue.record("parsed \(action)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.offset == offset, "\(text)")
        }
    }
}
