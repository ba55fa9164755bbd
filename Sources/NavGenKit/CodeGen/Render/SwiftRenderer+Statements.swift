extension SwiftRenderer {
    func statements(_ statements: [SwiftStatement], into writer: inout CodeWriter) {
        for statement in statements { self.statement(statement, into: &writer) }
    }

    func statement(_ statement: SwiftStatement, into writer: inout CodeWriter) {
        switch statement {
        case .expression(let value):
            writer.line(expression(value, level: writer.level, column: writer.column))
        case .binding(let isLet, let name, let type, let value):
            var head = (isLet ? "let " : "var ") + SwiftSpelling.local(name)
            if let type { head += ": " + typeName(type) }
            if let value {
                head += " = "
                head += expression(value, level: writer.level, column: writer.column + head.count)
            }
            writer.line(head)
        case .assignment(let target, let value):
            let head = expression(target, level: writer.level, column: writer.column) + " = "
            writer.line(head + expression(value, level: writer.level, column: writer.column + head.count))
        case .return(let value):
            if let value {
                writer.line("return " + expression(value, level: writer.level, column: writer.column + 7))
            } else {
                writer.line("return")
            }
        case .if(let conditions, let body, let otherwise):
            ifStatement("if", conditions, body, otherwise, into: &writer)
        case .guard(let conditions, let otherwise):
            guardStatement(conditions, otherwise, into: &writer)
        case .switch(let subject, let cases):
            switchStatement(subject, cases, into: &writer)
        case .forIn(let names, let sequence, let body):
            let spelled = names.map(SwiftSpelling.local)
            let head =
                "for " + (spelled.count == 1 ? spelled[0] : "(" + spelled.joined(separator: ", ") + ")")
                + " in "
            let sequenceText = expression(sequence, level: writer.level, column: writer.column + head.count)
            block(head + sequenceText, body, into: &writer, allowSingleLine: false)
        case .whileLet(let name, let value, let body):
            let head = "while let " + SwiftSpelling.local(name) + " = "
            let valueText = expression(value, level: writer.level, column: writer.column + head.count)
            block(head + valueText, body, into: &writer, allowSingleLine: false)
        case .break:
            writer.line("break")
        case .continue:
            writer.line("continue")
        case .comment(let text):
            writer.line("// " + SwiftLiteral.commentText(text))
        }
    }

    /// `if` and its `else if` chain; the opening brace goes on its own line when the
    /// conditions had to be broken, so that the body stands apart from them.
    private func ifStatement(
        _ keyword: String, _ conditions: [SwiftCondition], _ body: [SwiftStatement],
        _ otherwise: [SwiftStatement]?,
        into writer: inout CodeWriter
    ) {
        conditionHead(keyword, conditions, into: &writer)
        writer.indented { writer in statements(body, into: &writer) }
        guard let otherwise else {
            writer.line("}")
            return
        }
        if otherwise.count == 1, case .if(let nextConditions, let nextBody, let nextOtherwise) = otherwise[0]
        {
            ifStatement("} else if", nextConditions, nextBody, nextOtherwise, into: &writer)
        } else {
            writer.line("} else {")
            writer.indented { writer in statements(otherwise, into: &writer) }
            writer.line("}")
        }
    }

    private func conditionHead(
        _ keyword: String, _ conditions: [SwiftCondition], into writer: inout CodeWriter
    ) {
        let flat = conditions.map { condition($0, level: writer.level, column: writer.column) }
        let line = keyword + " " + flat.joined(separator: ", ") + " {"
        if writer.column + line.count <= lineLimit, !flat.contains(where: { $0.contains("\n") }) {
            writer.line(line)
            return
        }
        let continuation = writer.column + CodeWriter.indentUnit.count
        for (index, item) in conditions.enumerated() {
            let last = index == conditions.count - 1
            let prefix = index == 0 ? keyword + " " : CodeWriter.indentUnit
            let column = index == 0 ? writer.column + prefix.count : continuation
            let text = condition(item, level: writer.level + 1, column: column)
            writer.line(prefix + text + (last ? "" : ","))
        }
        writer.line("{")
    }

    private func guardStatement(
        _ conditions: [SwiftCondition], _ otherwise: [SwiftStatement], into writer: inout CodeWriter
    ) {
        let flat = conditions.map { condition($0, level: writer.level, column: writer.column) }
        let head = "guard " + flat.joined(separator: ", ") + " else"
        if otherwise.count == 1, let exit = simpleLine(otherwise[0]) {
            let line = head + " { " + exit + " }"
            if writer.column + line.count <= lineLimit, !line.contains("\n") {
                writer.line(line)
                return
            }
        }
        writer.line(head + " {")
        writer.indented { writer in statements(otherwise, into: &writer) }
        writer.line("}")
    }

    private func switchStatement(
        _ subject: SwiftExpression, _ cases: [SwiftSwitchCase], into writer: inout CodeWriter
    ) {
        writer.line("switch " + expression(subject, level: writer.level, column: writer.column + 7) + " {")
        for var item in cases {
            // A case needs a statement; one that only explains itself gets `break`.
            if !item.body.isEmpty, item.body.allSatisfy({ if case .comment = $0 { true } else { false } }) {
                item.body.append(.break)
            }
            let label =
                item.patterns.isEmpty
                ? "default:" : "case " + item.patterns.map(pattern).joined(separator: ", ") + ":"
            if item.body.count <= 1 {
                let body = item.body.first.flatMap(simpleLine) ?? (item.body.isEmpty ? "break" : nil)
                if let body, writer.column + label.count + 1 + body.count <= lineLimit {
                    writer.line(label + " " + body)
                    continue
                }
            }
            writer.line(label)
            writer.indented { writer in statements(item.body, into: &writer) }
        }
        writer.line("}")
    }

    /// A statement's text when it fits on one line, for `case x: body` and
    /// `guard ... else { return nil }`.
    private func simpleLine(_ statement: SwiftStatement) -> String? {
        switch statement {
        case .expression(let value): flatOrNil(value)
        case .return(nil): "return"
        case .return(let value?): flatOrNil(value).map { "return " + $0 }
        case .assignment(let target, let value):
            flatOrNil(target).flatMap { target in flatOrNil(value).map { target + " = " + $0 } }
        case .break: "break"
        case .continue: "continue"
        default: nil
        }
    }

    private func condition(_ condition: SwiftCondition, level: Int, column: Int) -> String {
        switch condition {
        case .expression(let value) where hasTrailingClosure(value):
            // A trailing closure would end the condition list: Swift wants parentheses.
            return expression(.parenthesized(value), level: level, column: column)
        case .expression(let value):
            return expression(value, level: level, column: column)
        case .optionalBinding(let name, let value):
            let head = "let " + SwiftSpelling.local(name) + " = "
            return head + expression(value, level: level, column: column + head.count)
        case .matches(let pattern, let value):
            let head = "case " + self.pattern(pattern) + " = "
            return head + expression(value, level: level, column: column + head.count)
        case .strongSelf:
            return "let self"
        }
    }

    private func hasTrailingClosure(_ value: SwiftExpression) -> Bool {
        switch value {
        case .call(let callee, let arguments, let trailing):
            trailing != nil || hasTrailingClosure(callee)
                || arguments.contains { hasTrailingClosure($0.value) }
        case .member(let base, _), .optionalMember(let base, _), .optionalChained(let base), .not(let base),
            .initializer(let base), .inoutArgument(let base):
            hasTrailingClosure(base)
        case .binary(let lhs, _, let rhs):
            hasTrailingClosure(lhs) || hasTrailingClosure(rhs)
        case .subscripted(let base, let index):
            hasTrailingClosure(base) || hasTrailingClosure(index)
        case .ternary(let condition, let then, let otherwise):
            hasTrailingClosure(condition) || hasTrailingClosure(then) || hasTrailingClosure(otherwise)
        default:
            false
        }
    }

    func pattern(_ pattern: SwiftPattern) -> String {
        switch pattern {
        case .enumCase(let name, let values):
            let head = "." + SwiftSpelling.declaration(name)
            return values.isEmpty ? head : head + "(" + values.map(self.pattern).joined(separator: ", ") + ")"
        case .binding(let name):
            return "let " + SwiftSpelling.local(name)
        case .wildcard:
            return "_"
        case .expression(let value):
            return flat(value)
        case .some(let wrapped):
            return self.pattern(wrapped) + "?"
        case .tuple(let elements):
            return "(" + elements.map(self.pattern).joined(separator: ", ") + ")"
        }
    }
}
