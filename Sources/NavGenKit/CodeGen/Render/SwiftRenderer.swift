/// Turns the structured model of a Swift file into text: the one place where
/// spelling is decided — keyword escaping, string literals, indentation and line
/// breaks. Builders never produce source text themselves.
///
/// The output is a pure function of the model, so the same spec always renders to
/// the same bytes.
struct SwiftRenderer {
    /// Lines longer than this are broken at argument lists, array literals and
    /// condition lists.
    var lineLimit = 110

    func render(_ file: SwiftFile) -> String {
        var writer = CodeWriter()
        for line in file.header {
            writer.line(line.isEmpty ? "//" : "// " + SwiftLiteral.commentText(line))
        }
        items(file.items, into: &writer)
        return writer.text
    }

    private func items(_ items: [SwiftFileItem], into writer: inout CodeWriter, leadingBlank: Bool = true) {
        var previousWasImport = false
        for (index, item) in items.enumerated() {
            let isImport: Bool
            if case .import = item { isImport = true } else { isImport = false }
            if !(isImport && previousWasImport), index > 0 || leadingBlank { writer.blank() }
            previousWasImport = isImport
            switch item {
            case .import(let module):
                writer.line("import " + module)
            case .declaration(let declaration):
                self.declaration(declaration, into: &writer)
            case .conditional(let condition, let inner):
                writer.line("#if " + condition)
                self.items(inner, into: &writer, leadingBlank: false)
                writer.blank()
                writer.line("#endif")
            case .mark(let title):
                writer.line("// MARK: - " + SwiftLiteral.commentText(title))
            }
        }
    }

    // MARK: - Declarations

    func declaration(_ declaration: SwiftDeclaration, into writer: inout CodeWriter) {
        switch declaration {
        case .type(let type): self.type(type, into: &writer)
        case .enumCase(let enumCase): self.enumCase(enumCase, into: &writer)
        case .variable(let variable): self.variable(variable, into: &writer)
        case .function(let function): self.function(function, into: &writer)
        case .mark(let title): writer.line("// MARK: - " + SwiftLiteral.commentText(title))
        case .verbatim(let lines): verbatim(lines, into: &writer)
        }
    }

    /// A template's lines as they are; a hole's declaration or statements rendered at
    /// the hole's depth.
    private func verbatim(_ lines: [SwiftTemplate.Line], into writer: inout CodeWriter) {
        for line in lines {
            switch line {
            case .text(let text) where text.isEmpty:
                writer.blank()
            case .text(let text):
                writer.line(text)
            case .declaration(let depth, let declaration):
                writer.level += depth
                self.declaration(declaration, into: &writer)
                writer.level -= depth
            case .statements(let depth, let body):
                writer.level += depth
                statements(body, into: &writer)
                writer.level -= depth
            }
        }
    }

    private func docs(_ lines: [String], into writer: inout CodeWriter) {
        for line in lines {
            writer.line(line.isEmpty ? "///" : "/// " + SwiftLiteral.commentText(line))
        }
    }

    /// Attributes on the line before a declaration; `@available(...)` on a line of its
    /// own, as Apple's interfaces write it.
    private func attributes(_ attributes: [String], into writer: inout CodeWriter) {
        let availability = attributes.filter { $0.hasPrefix("@available(") }
        let others = attributes.filter { !$0.hasPrefix("@available(") }
        for attribute in availability { writer.line(attribute) }
        if !others.isEmpty { writer.line(others.joined(separator: " ")) }
    }

    private func accessPrefix(_ access: SwiftAccess) -> String {
        switch access {
        case .private: "private "
        case .fileprivate: "fileprivate "
        case .internal: ""
        case .public: "public "
        }
    }

    private func type(_ type: SwiftTypeDeclaration, into writer: inout CodeWriter) {
        docs(type.docs, into: &writer)
        attributes(type.attributes, into: &writer)
        let keyword: String
        switch type.kind {
        case .struct: keyword = "struct"
        case .enum: keyword = "enum"
        case .indirectEnum: keyword = "indirect enum"
        case .class: keyword = "class"
        case .protocol: keyword = "protocol"
        case .extension: keyword = "extension"
        }
        var head =
            accessPrefix(type.access) + (type.isNonisolated ? "nonisolated " : "")
            + (type.isFinal ? "final " : "")
            + keyword + " " + typeName(type.name)
        if !type.conformances.isEmpty {
            head += ": " + type.conformances.map(typeName).joined(separator: ", ")
        }
        guard !type.members.isEmpty else {
            writer.line(head + " {}")
            return
        }
        writer.line(head + " {")
        writer.indented { writer in members(type.members, into: &writer) }
        writer.line("}")
    }

    /// Members with a blank line between them, except within a run of plain enum
    /// cases or stored properties, which read as one list.
    private func members(_ members: [SwiftDeclaration], into writer: inout CodeWriter) {
        var previous: SwiftDeclaration?
        for member in members {
            if let previous, !(isListItem(previous) && isListItem(member) && sameKind(previous, member)) {
                writer.blank()
            }
            declaration(member, into: &writer)
            previous = member
        }
    }

    private func isListItem(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .enumCase(let enumCase): enumCase.docs.isEmpty
        case .variable(let variable):
            if case .stored = variable.body { variable.docs.isEmpty } else { false }
        default: false
        }
    }

    private func sameKind(_ lhs: SwiftDeclaration, _ rhs: SwiftDeclaration) -> Bool {
        switch (lhs, rhs) {
        case (.enumCase, .enumCase), (.variable, .variable): true
        default: false
        }
    }

    private func enumCase(_ enumCase: SwiftEnumCase, into writer: inout CodeWriter) {
        docs(enumCase.docs, into: &writer)
        var text = "case " + SwiftSpelling.declaration(enumCase.name)
        if !enumCase.associatedValues.isEmpty {
            let values = enumCase.associatedValues.map { value in
                (value.label.map { SwiftSpelling.declaration($0) + ": " } ?? "") + typeName(value.type)
            }
            text += "(" + values.joined(separator: ", ") + ")"
        }
        if let rawValue = enumCase.rawValue { text += " = " + SwiftLiteral.string(rawValue) }
        writer.line(text)
    }

    /// Property attributes (`@Bindable`, `@State`) go on the declaration's line, as
    /// property wrappers usually are.
    private func variable(_ variable: SwiftVariable, into writer: inout CodeWriter) {
        docs(variable.docs, into: &writer)
        var head = variable.attributes.map { $0 + " " }.joined()
        head += accessPrefix(variable.access) + (variable.isStatic ? "static " : "")
        head += (variable.isLet ? "let " : "var ") + SwiftSpelling.declaration(variable.name)
        if let type = variable.type { head += ": " + typeName(type) }
        switch variable.body {
        case .stored(let value):
            if let value {
                head += " = "
                writer.line(head + expression(value, level: writer.level, column: writer.column + head.count))
            } else {
                writer.line(head)
            }
        case .computed(let body):
            block(head, body, into: &writer, allowSingleLine: true)
        case .getSet(let getter, let setter):
            writer.line(head + " {")
            writer.indented { writer in
                block("get", getter, into: &writer, allowSingleLine: true)
                block("set", setter, into: &writer, allowSingleLine: true)
            }
            writer.line("}")
        case .observed(let value, let didSet):
            if let value {
                head += " = " + expression(value, level: writer.level, column: writer.column + head.count + 3)
            }
            writer.line(head + " {")
            writer.indented { writer in block("didSet", didSet, into: &writer, allowSingleLine: true) }
            writer.line("}")
        }
    }

    private func function(_ function: SwiftFunction, into writer: inout CodeWriter) {
        docs(function.docs, into: &writer)
        attributes(function.attributes, into: &writer)
        var head = accessPrefix(function.access) + (function.isStatic ? "static " : "")
        head += function.isMutating ? "mutating " : ""
        switch function.kind {
        case .named(let name): head += "func " + SwiftSpelling.declaration(name)
        case .initializer(let failable): head += failable ? "init?" : "init"
        }
        if !function.genericParameters.isEmpty {
            head += "<" + function.genericParameters.map(SwiftSpelling.typeName).joined(separator: ", ") + ">"
        }
        let parameters = function.parameters.map(parameter)
        let returns = function.returnType.map { " -> " + typeName($0) } ?? ""
        let flat = head + "(" + parameters.joined(separator: ", ") + ")" + returns
        if function.isRequirement {
            writer.line(flat)
        } else if writer.column + flat.count + 2 <= lineLimit || parameters.count < 2 {
            block(flat, function.body, into: &writer, allowSingleLine: false)
        } else {
            writer.line(head + "(")
            writer.indented { writer in
                for (index, parameter) in parameters.enumerated() {
                    writer.line(parameter + (index == parameters.count - 1 ? "" : ","))
                }
            }
            block(")" + returns, function.body, into: &writer, allowSingleLine: false)
        }
    }

    private func parameter(_ parameter: SwiftParameter) -> String {
        let name = SwiftSpelling.local(parameter.name)
        var text: String
        if let label = parameter.label {
            text =
                label == parameter.name && name == SwiftSpelling.declaration(label)
                ? name : SwiftSpelling.declarationLabel(label) + " " + name
        } else {
            text = "_ " + name
        }
        text +=
            ": " + (parameter.isEscaping ? "@escaping " : "") + (parameter.isInout ? "inout " : "")
            + typeName(parameter.type)
        if let value = parameter.defaultValue { text += " = " + flat(value) }
        return text
    }

    /// `head {` body `}`; with `allowSingleLine`, a body of one short expression stays
    /// on the head's line: `var id: Self { self }`.
    func block(_ head: String, _ body: [SwiftStatement], into writer: inout CodeWriter, allowSingleLine: Bool)
    {
        if body.isEmpty {
            writer.line(head + " {}")
            return
        }
        if allowSingleLine, body.count == 1, case .expression(let only) = body[0], let text = flatOrNil(only)
        {
            let line = head + " { " + text + " }"
            if writer.column + line.count <= lineLimit {
                writer.line(line)
                return
            }
        }
        writer.line(head + " {")
        writer.indented { writer in statements(body, into: &writer) }
        writer.line("}")
    }

    // MARK: - Types

    func typeName(_ type: SwiftTypeName) -> String {
        switch type {
        case .named(let components): components.map(SwiftSpelling.typeName).joined(separator: ".")
        case .optional(let wrapped):
            switch wrapped {
            case .function, .some: "(" + typeName(wrapped) + ")?"
            default: typeName(wrapped) + "?"
            }
        case .array(let element): "[" + typeName(element) + "]"
        case .dictionary(let key, let value): "[" + typeName(key) + ": " + typeName(value) + "]"
        case .generic(let name, let arguments):
            SwiftSpelling.typeName(name) + "<" + arguments.map(typeName).joined(separator: ", ") + ">"
        case .function(let parameters, let result):
            "(" + parameters.map(typeName).joined(separator: ", ") + ") -> " + typeName(result)
        case .tuple(let elements):
            "("
                + elements.map {
                    ($0.label.map { SwiftSpelling.declaration($0) + ": " } ?? "") + typeName($0.type)
                }
                .joined(separator: ", ") + ")"
        case .some(let protocolName): "some " + protocolName
        case .existential(let type): "any " + typeName(type)
        case .selfType: "Self"
        case .escaping(let closure): "@escaping " + typeName(closure)
        }
    }
}
