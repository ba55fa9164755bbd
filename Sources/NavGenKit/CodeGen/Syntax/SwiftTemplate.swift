/// Swift that navgen writes (nearly) as is, kept as Swift text so that it reads
/// as the code it becomes and a test type-checks it as it stands. Builders fill
/// in the few parts that vary:
///
/// - `// navgen:if NAME` … `// navgen:end` keeps the lines between only when the
///   condition `NAME` holds (the blocks do not nest). A block that carries its own
///   leading blank line leaves no gap when it is dropped.
/// - A line ending in `// navgen:insert NAME` is replaced by the declaration or the
///   statements given for `NAME`, rendered at the line's depth; the line itself is
///   a stand-in that keeps the raw template compiling.
/// - `__NAME__` is replaced by the name given for `NAME`: a type the template's
///   stand-ins declare, or a local it declares itself, so the raw template compiles.
struct SwiftTemplate: Sendable {
    /// One line of an instantiated template.
    enum Line: Hashable, Sendable {
        case text(String)
        /// A declaration `depth` levels deeper than the template's first line.
        case declaration(depth: Int, SwiftDeclaration)
        /// Statements `depth` levels deeper than the template's first line.
        case statements(depth: Int, [SwiftStatement])
    }

    /// The template's text, markers included: valid Swift as it stands.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The lines with the blocks whose condition holds, the holes filled in and the
    /// names put in. A hole without a declaration is dropped.
    func lines(
        where conditions: Set<String>, inserting holes: [String: SwiftDeclaration] = [:],
        filling bodies: [String: [SwiftStatement]] = [:], naming names: [String: String] = [:]
    ) -> [Line] {
        var lines: [Line] = []
        var keeping = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix(Self.ifMarker) {
                keeping = conditions.contains(String(trimmed.dropFirst(Self.ifMarker.count)))
                continue
            }
            if trimmed == Self.endMarker {
                keeping = true
                continue
            }
            guard keeping else { continue }
            if let marker = line.firstRange(of: Self.insertMarker) {
                let depth = (line.count - trimmed.count) / CodeWriter.indentUnit.count
                let name = String(line[marker.upperBound...])
                if let declaration = holes[name] { lines.append(.declaration(depth: depth, declaration)) }
                if let body = bodies[name] { lines.append(.statements(depth: depth, body)) }
                continue
            }
            lines.append(.text(names.reduce(String(line)) { $0.replacing("__\($1.key)__", with: $1.value) }))
        }
        return lines
    }

    static let ifMarker = "// navgen:if "
    static let endMarker = "// navgen:end"
    static let insertMarker = "// navgen:insert "
}
