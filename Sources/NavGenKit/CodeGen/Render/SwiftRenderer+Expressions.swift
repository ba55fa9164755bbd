extension SwiftRenderer {
    /// An expression starting at `column` on a line of indentation `level`: on one
    /// line when it fits, else broken at its outermost argument list or array
    /// literal. Continuation lines carry their own indentation.
    func expression(_ value: SwiftExpression, level: Int, column: Int) -> String {
        if fitsFlat(value, within: lineLimit - column), let flat = flatOrNil(value),
            column + flat.count <= lineLimit
        {
            return flat
        }
        switch value {
        case .call(let callee, let arguments, let trailing):
            var text = expression(callee, level: level, column: column)
            if !arguments.isEmpty || trailing == nil {
                text += argumentList(arguments, level: level, column: endColumn(of: text, from: column))
            }
            if let trailing {
                text += " " + closure(trailing, level: level, column: endColumn(of: text, from: column) + 1)
            }
            return text
        case .modifier:
            return modifierChain(value, level: level, column: column)
        case .labelledTrailing(.call(let callee, let arguments, let first?), let name, let trailing):
            // Too long for one line: every closure broken, `} label: {` between them.
            var text = expression(callee, level: level, column: column)
            if !arguments.isEmpty {
                text += argumentList(arguments, level: level, column: endColumn(of: text, from: column))
            }
            return text + " " + brokenClosure(first, level: level) + " " + name + ": "
                + brokenClosure(trailing, level: level)
        case .labelledTrailing(let call, let name, let trailing):
            let head = expression(call, level: level, column: column) + " " + name + ": "
            return head + closure(trailing, level: level, column: endColumn(of: head, from: column))
        case .array(let elements) where !elements.isEmpty:
            let inner = level + 1
            var text = "[\n"
            for element in elements {
                let item = expression(element, level: inner, column: columnOf(inner))
                text += CodeWriter.pad(inner) + item + ",\n"
            }
            return text + CodeWriter.pad(level) + "]"
        case .member(let base, let name):
            return expression(base, level: level, column: column) + "." + SwiftSpelling.declaration(name)
        case .binary(let lhs, let operation, let rhs):
            // A closed range reads `1...12`, as Swift code writes it.
            let gap = operation == "..." ? "" : " "
            let left = expression(lhs, level: level, column: column) + gap + operation + gap
            return left + expression(rhs, level: level, column: endColumn(of: left, from: column))
        case .parenthesized(let inner):
            return "(" + expression(inner, level: level, column: column + 1) + ")"
        case .closure(let body):
            return closure(body, level: level, column: column)
        default:
            return flat(value)
        }
    }

    /// `(a: x, b: y)` or, when too long, one argument per line.
    private func argumentList(_ arguments: [SwiftArgument], level: Int, column: Int) -> String {
        var flatItems: [String] = []
        let mightFit = fitsFlat(arguments, within: lineLimit - column)
        if mightFit {
            for argument in arguments {
                guard let value = flatOrNil(argument.value) else { break }
                flatItems.append(label(argument) + value)
            }
        }
        if mightFit, flatItems.count == arguments.count {
            let line = "(" + flatItems.joined(separator: ", ") + ")"
            if column + line.count <= lineLimit { return line }
        }
        let inner = level + 1
        var lines: [String] = []
        for (index, argument) in arguments.enumerated() {
            let head = label(argument)
            let value = expression(argument.value, level: inner, column: columnOf(inner) + head.count)
            let separator = index == arguments.count - 1 ? "" : ","
            lines.append(CodeWriter.pad(inner) + head + value + separator)
        }
        return "(\n" + lines.joined(separator: "\n") + "\n" + CodeWriter.pad(level) + ")"
    }

    private func label(_ argument: SwiftArgument) -> String {
        guard let label = argument.label else { return "" }
        return SwiftSpelling.argumentLabel(label) + ": "
    }

    /// `base` then each `.modifier(...)` on a line of its own: one level deeper when
    /// the base is one line (`Text("a")` / `    .tag(x)`), level with a base that
    /// ends in a closing brace (`NavigationStack { ... }` / `.sheet(...)`).
    private func modifierChain(_ value: SwiftExpression, level: Int, column: Int) -> String {
        var links: [(name: String, arguments: [SwiftArgument], trailing: SwiftClosure?)] = []
        var base = value
        while case .modifier(let inner, let name, let arguments, let trailing) = base {
            links.insert((name, arguments, trailing), at: 0)
            base = inner
        }
        var text = expression(base, level: level, column: column)
        let linkLevel = text.contains("\n") ? level : level + 1
        let start = columnOf(linkLevel)
        for link in links {
            var line = "." + SwiftSpelling.declaration(link.name)
            if !link.arguments.isEmpty || link.trailing == nil {
                line += argumentList(link.arguments, level: linkLevel, column: start + line.count)
            }
            if let trailing = link.trailing {
                line +=
                    " " + closure(trailing, level: linkLevel, column: endColumn(of: line, from: start) + 1)
            }
            text += "\n" + CodeWriter.pad(linkLevel) + line
        }
        return text
    }

    /// `{ [captures] parameters in body }`: on one line when the body is one short
    /// expression, else one statement per line.
    func closure(_ closure: SwiftClosure, level: Int, column: Int) -> String {
        if let line = flatClosure(closure), column + line.count <= lineLimit { return line }
        return brokenClosure(closure, level: level)
    }

    /// `{ [captures] parameters in` then one statement per line.
    private func brokenClosure(_ closure: SwiftClosure, level: Int) -> String {
        var writer = CodeWriter()
        writer.level = level + 1
        statements(closure.body, into: &writer)
        return closureHead(closure) + "\n" + writer.text + CodeWriter.pad(level) + "}"
    }

    private func closureHead(_ closure: SwiftClosure) -> String {
        var head = "{"
        if !closure.captures.isEmpty {
            head += " [" + closure.captures.joined(separator: ", ") + "]"
        }
        if !closure.parameters.isEmpty {
            head += " " + closure.parameters.map(SwiftSpelling.local).joined(separator: ", ")
            if let result = closure.returnType { head += " -> " + typeName(result) }
            head += " in"
        } else if !closure.captures.isEmpty {
            head += " in"
        }
        return head
    }

    /// The closure on one line, when its body is empty or one expression.
    private func flatClosure(_ closure: SwiftClosure) -> String? {
        let head = closureHead(closure)
        if closure.body.isEmpty { return head == "{" ? "{}" : head + " }" }
        guard closure.body.count == 1 else { return nil }
        let body: String?
        switch closure.body[0] {
        case .expression(let value):
            body = flatOrNil(value)
        case .assignment(let target, let value):
            if let target = flatOrNil(target), let value = flatOrNil(value) {
                body = target + " = " + value
            } else {
                body = nil
            }
        default:
            body = nil
        }
        guard let body else { return nil }
        return head + " " + body + " }"
    }

    /// Whether the one-line spelling might fit in `width` columns: false as soon as a
    /// count of its characters (a lower bound: names, punctuation, literals' quotes)
    /// passes `width`. Breaking a large expression then costs time in proportion to
    /// its size, not to its size times its depth, since no part of it is spelled on
    /// one line only to find that line too long.
    private func fitsFlat(_ value: SwiftExpression, within width: Int) -> Bool {
        var budget = width
        return spend(value, from: &budget)
    }

    /// The same for `(a: x, b: y)`.
    private func fitsFlat(_ arguments: [SwiftArgument], within width: Int) -> Bool {
        var budget = width - 2
        return budget >= 0 && spend(arguments, from: &budget)
    }

    /// Takes the lower bound of `value`'s one-line length from `budget`; false once it
    /// runs out.
    private func spend(_ value: SwiftExpression, from budget: inout Int) -> Bool {
        switch value {
        case .local(let name), .dot(let name), .projected(let name), .keyPath(let name):
            budget -= name.count
        case .member(let base, let name), .optionalMember(let base, let name):
            budget -= name.count + 1
            return budget >= 0 && spend(base, from: &budget)
        case .optionalChained(let base):
            budget -= 1
            return budget >= 0 && spend(base, from: &budget)
        case .call(let callee, let arguments, _):
            budget -= 2
            return budget >= 0 && spend(callee, from: &budget) && spend(arguments, from: &budget)
        case .array(let elements):
            budget -= 2 + 2 * max(elements.count - 1, 0)
            for element in elements where budget >= 0 {
                guard spend(element, from: &budget) else { return false }
            }
        case .string, .interpolation:
            budget -= 2
        case .integer, .closureArgument, .floatingPoint:
            budget -= 1
        case .boolean:
            budget -= 4
        case .nil:
            budget -= 3
        default:
            break
        }
        return budget >= 0
    }

    private func spend(_ arguments: [SwiftArgument], from budget: inout Int) -> Bool {
        budget -= 2 * max(arguments.count - 1, 0)
        for argument in arguments where budget >= 0 {
            if let label = argument.label { budget -= label.count + 2 }
            guard spend(argument.value, from: &budget) else { return false }
        }
        return budget >= 0
    }

    /// The one-line spelling; for the rare expression that has none (a modifier
    /// chain, a closure with statements) the broken form.
    func flat(_ value: SwiftExpression) -> String {
        flatOrNil(value) ?? expression(value, level: 0, column: 0)
    }

    /// The one-line spelling, or nil when the expression needs several lines.
    func flatOrNil(_ value: SwiftExpression) -> String? {
        switch value {
        case .local(let name):
            return SwiftSpelling.local(name)
        case .type(let type):
            return typeName(type)
        case .self:
            return "self"
        case .super:
            return "super"
        case .metatype(let type):
            return typeName(type) + ".self"
        case .dot(let name):
            return "." + SwiftSpelling.declaration(name)
        case .member(let base, let name):
            guard let base = flatOrNil(base) else { return nil }
            return base + "." + SwiftSpelling.declaration(name)
        case .subscripted(let base, let index):
            guard let base = flatOrNil(base), let index = flatOrNil(index) else { return nil }
            return base + "[" + index + "]"
        case .optionalMember(let base, let name):
            guard let base = flatOrNil(base) else { return nil }
            return base + "?." + SwiftSpelling.declaration(name)
        case .optionalChained(let base):
            return flatOrNil(base).map { $0 + "?" }
        case .initializer(let base):
            return flatOrNil(base).map { $0 + ".init" }
        case .call(let callee, let arguments, let trailing):
            return flatCall(callee, arguments, trailing)
        case .modifier:
            return nil
        case .labelledTrailing(let call, let name, let trailing):
            guard let call = flatOrNil(call), let closure = flatClosure(trailing) else { return nil }
            return call + " " + name + ": " + closure
        case .string(let text):
            return SwiftLiteral.string(text)
        case .interpolation(let parts):
            return flatInterpolation(parts)
        case .integer(let number):
            return String(number)
        case .floatingPoint(let number):
            return number.description
        case .boolean(let flag):
            return flag ? "true" : "false"
        case .nil:
            return "nil"
        case .array(let elements):
            let values = elements.compactMap(flatOrNil)
            guard values.count == elements.count else { return nil }
            return "[" + values.joined(separator: ", ") + "]"
        case .emptyDictionary:
            return "[:]"
        case .tuple(let elements):
            var values: [String] = []
            for element in elements {
                guard let value = flatOrNil(element.value) else { return nil }
                values.append(label(element) + value)
            }
            return "(" + values.joined(separator: ", ") + ")"
        case .rangeUpTo(let bound):
            return flatOrNil(bound).map { "..<" + $0 }
        case .rangeThrough(let bound):
            return flatOrNil(bound).map { "..." + $0 }
        case .rangeFrom(let bound):
            return flatOrNil(bound).map { $0 + "..." }
        case .ternary(let condition, let then, let otherwise):
            guard let condition = flatOrNil(condition), let then = flatOrNil(then),
                let otherwise = flatOrNil(otherwise)
            else { return nil }
            return condition + " ? " + then + " : " + otherwise
        case .closureArgument(let index):
            return "$" + String(index)
        case .binary(let lhs, let operation, let rhs):
            guard let left = flatOrNil(lhs), let right = flatOrNil(rhs) else { return nil }
            let gap = operation == "..." ? "" : " "
            return left + gap + operation + gap + right
        case .not(let operand):
            guard let operand = flatOrNil(operand) else { return nil }
            return "!" + operand
        case .inoutArgument(let operand):
            guard let operand = flatOrNil(operand) else { return nil }
            return "&" + operand
        case .parenthesized(let inner):
            guard let inner = flatOrNil(inner) else { return nil }
            return "(" + inner + ")"
        case .projected(let name):
            return "$" + name
        case .keyPath(let name):
            return "\\." + SwiftSpelling.declaration(name)
        case .closure(let body):
            return flatClosure(body)
        }
    }

    private func flatCall(_ callee: SwiftExpression, _ arguments: [SwiftArgument], _ trailing: SwiftClosure?)
        -> String?
    {
        guard var text = flatOrNil(callee) else { return nil }
        if !arguments.isEmpty || trailing == nil {
            var values: [String] = []
            for argument in arguments {
                guard let value = flatOrNil(argument.value) else { return nil }
                values.append(label(argument) + value)
            }
            text += "(" + values.joined(separator: ", ") + ")"
        }
        if let trailing {
            guard let closure = flatClosure(trailing) else { return nil }
            text += " " + closure
        }
        return text
    }

    private func flatInterpolation(_ parts: [SwiftInterpolationPart]) -> String? {
        var text = "\""
        for part in parts {
            switch part {
            case .text(let literal):
                text += SwiftLiteral.escapedBody(literal)
            case .expression(let inner):
                guard let inner = flatOrNil(inner) else { return nil }
                text += "\\(" + inner + ")"
            }
        }
        return text + "\""
    }

    /// The column after `text` when it starts at `column`: its last line's length
    /// when it spans several lines.
    func endColumn(of text: String, from column: Int) -> Int {
        if let newline = text.lastIndex(of: "\n") {
            return text.distance(from: newline, to: text.endIndex) - 1
        }
        return column + text.count
    }

    func columnOf(_ level: Int) -> Int {
        level * CodeWriter.indentUnit.count
    }
}
