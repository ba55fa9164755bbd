import Testing

@testable import NavGenKit

/// Escaping happens in one place, the renderer; these pin what it does in each
/// position a spec name or text can reach.
@Suite struct SwiftRendererTests {
    private let renderer = SwiftRenderer()

    private func render(_ statements: [SwiftStatement]) -> String {
        var writer = CodeWriter()
        renderer.statements(statements, into: &writer)
        return writer.text
    }

    private func render(_ declaration: SwiftDeclaration) -> String {
        var writer = CodeWriter()
        renderer.declaration(declaration, into: &writer)
        return writer.text
    }

    @Test func keywordsAreEscapedWhereSwiftNeedsIt() {
        let enumCase = SwiftDeclaration.enumCase(
            SwiftEnumCase(
                name: "default",
                associatedValues: [
                    SwiftAssociatedValue(label: "self", type: .int),
                    SwiftAssociatedValue(label: "inout", type: .int),
                ]))
        #expect(render(enumCase) == "case `default`(`self`: Int, `inout`: Int)\n")
        let call = SwiftExpression.dotCall(
            "class", [SwiftArgument("default", .local("default")), SwiftArgument("inout", .local("self"))])
        #expect(renderer.flat(call) == ".`class`(default: `default`, `inout`: self_)")
        #expect(renderer.flat(.member(.self, "init")) == "self.`init`")
        #expect(renderer.flat(.call(.initializer(.self), [], trailing: nil)) == "self.init()")
        #expect(renderer.flat(.metatype(.named(["Route"]))) == "Route.self")
        #expect(
            renderer.pattern(.enumCase("self", [.binding("self"), .binding("init")]))
                == ".`self`(let self_, let `init`)")
        #expect(renderer.typeName(.named(["Type"])) == "`Type`")
        #expect(renderer.typeName(.named(["Recipe"])) == "Recipe")
    }

    @Test func parametersKeepLabelsAndRenameSelf() {
        let function = SwiftDeclaration.function(
            SwiftFunction(
                kind: .named("show"),
                parameters: [
                    SwiftParameter("self", .string), SwiftParameter("default", .int),
                    SwiftParameter(label: "for", name: "route", type: .int),
                ],
                body: []))
        #expect(render(function) == "func show(self self_: String, `default`: Int, for route: Int) {}\n")
    }

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(x)"#, #""\\(x)""#),
        ("line\nbreak\ttab\r\0", #""line\nbreak\ttab\r\0""#),
        ("café 🍝", "\"café 🍝\""),
        ("e\u{301}", #""e\u{301}""#),
        ("\u{202E}evil", #""\u{202E}evil""#),
        ("zero\u{200B}width", #""zero\u{200B}width""#),
        ("\u{1}", #""\u{1}""#),
    ])
    func stringLiteralsReadBackAsTheirText(_ text: String, _ literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test func commentsCannotEndEarly() {
        let declaration = SwiftDeclaration.enumCase(SwiftEnumCase(docs: ["a\nfunc evil() {}"], name: "x"))
        #expect(render(declaration) == "/// a\\u{A}func evil() {}\ncase x\n")
    }

    @Test func longCallsBreakOneArgumentPerLine() {
        let arguments = (1...8).map { SwiftArgument("argument\($0)", .integer($0 * 1_000_000)) }
        let text = render([.expression(.call(.local("function"), arguments, trailing: nil))])
        #expect(text.hasPrefix("function(\n    argument1: 1000000,\n"))
        #expect(text.hasSuffix("    argument8: 8000000\n)\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= renderer.lineLimit })
    }

    @Test func longConditionsPutTheBraceOnItsOwnLine() {
        let conditions = (1...4).map {
            SwiftCondition.optionalBinding(
                "value\($0)", .call(.local("parseSomethingLong"), [.unlabelled(.integer($0))], trailing: nil))
        }
        let text = render([.if(conditions, then: [.return(nil)], else: nil)])
        #expect(text.contains("if let value1 = parseSomethingLong(1),\n    let value2"))
        #expect(text.contains("\n{\n    return\n}\n"))
    }

    @Test func trailingClosuresInConditionsAreParenthesized() {
        let condition = SwiftCondition.expression(
            .call(
                .member(.local("list"), "contains"), [],
                trailing: SwiftClosure(body: [.expression(.boolean(true))])))
        #expect(
            render([.if([condition], then: [.break], else: nil)])
                == "if (list.contains { true }) {\n    break\n}\n")
    }

    @Test func aCaseWithOnlyACommentGetsBreak() {
        let text = render([
            .switch(.local("x"), [SwiftSwitchCase(patterns: [.enumCase("a", [])], body: [.comment("why")])])
        ])
        #expect(text == "switch x {\ncase .a:\n    // why\n    break\n}\n")
    }

    /// A call stays on one line exactly when it fits. Built from parts whose length the
    /// renderer counts exactly (names, labels, punctuation, one-digit numbers), so a
    /// count that ran one over would break the call that fits to the last column.
    @Test func aCallThatFitsToTheLastColumnStaysOnOneLine() {
        func call(padding: Int) -> SwiftExpression {
            .call(
                .local("stack"),
                [
                    SwiftArgument("coordinator", .local("café")),
                    SwiftArgument("entries", .array([.integer(4), .local("zutaten"), .array([])])),
                    SwiftArgument(nil, .local("note" + String(repeating: "x", count: padding))),
                ],
                trailing: nil)
        }
        let limit = renderer.lineLimit
        let unpadded = renderer.flat(call(padding: 0)).count
        let fitting = call(padding: limit - unpadded)
        #expect(renderer.flat(fitting).count == limit)
        #expect(renderer.expression(fitting, level: 0, column: 0) == renderer.flat(fitting))
        let tooLong = call(padding: limit - unpadded + 1)
        #expect(renderer.expression(tooLong, level: 0, column: 0).contains("\n"))
    }
}
