/// Decoding of `types:` (docs/spec/deep-links.md, Constrained params).
extension SpecDecoder {
    /// Case names the generated `String`-backed, `CaseIterable` enum has as members already.
    static let reservedCaseNames: Set<String> = ["rawValue", "allCases", "hashValue", "init", "self"]

    /// `types: { StatsPeriod: [day, week], ShortcutKind: [newTab, { newPrivateTab: new-private-tab }] }`,
    /// in spec order.
    mutating func decodeTypes(_ id: NodeID) -> [EnumerationType] {
        // `types:` with nothing after it declares none.
        if isEmptyScalar(id) { return [] }
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id),
                "types must be a mapping of type name to its values, not \(describe(id))",
                help: "write each type as `Name: [first, second]`, e.g. StatsPeriod: [day, week, month, year]"
            )
            return []
        }
        var types: [EnumerationType] = []
        for entry in document.entries(of: id) {
            guard let name = name(entry.key, "type name", pattern: .typeName) else { continue }
            if let problem = Self.typeNameProblem(name.value) {
                report(
                    problem.rule, at: name.location, problem.message,
                    help: "rename it, e.g. '\(name.value)Kind'")
                continue
            }
            guard let cases = decodeCases(entry.value, of: name.value) else { continue }
            types.append(EnumerationType(name: name, cases: cases))
        }
        recordDistinct(types.map(\.name), "types")
        return types
    }

    /// A built-in type's name or a Swift keyword cannot name an enumeration.
    private static func typeNameProblem(_ name: String) -> (rule: RuleID, message: String)? {
        if ReservedNames.typeKeywords.contains(name) {
            return (.invalidName, "type name '\(name)' is a Swift keyword, not a type name")
        }
        if ["String", "Int", "Double", "Bool", "UUID", "URL"].contains(name) {
            return (.nameCollision, "type name '\(name)' is the name of a built-in param type")
        }
        if let origin = ReservedNames.typesInUse[name] {
            return (
                .nameCollision,
                "type name '\(name)' has the name of \(origin)'s '\(name)', which the generated code uses"
            )
        }
        return nil
    }

    /// The values of one type: nil when it is not a non-empty list.
    private mutating func decodeCases(_ id: NodeID, of type: String) -> [EnumerationType.Case]? {
        guard kind(id) == .sequence, !document.items(of: id).isEmpty else {
            report(
                .wrongType, at: location(id),
                "type '\(type)' must be a non-empty list of values, not \(describe(id))",
                help:
                    "list its values: \(type): [first, second], or { caseName: raw-value } for a raw value of its own"
            )
            return nil
        }
        var cases: [EnumerationType.Case] = []
        var names: [String: SourceLocation] = [:]
        var raws: [String: SourceLocation] = [:]
        for item in document.items(of: id) {
            guard let value = decodeCase(item, of: type) else { continue }
            if let first = names[value.name.value] {
                report(
                    .nameCollision, at: value.name.location,
                    "type '\(type)' has the case '\(value.name.value)' twice",
                    notes: ["its first definition is at line \(first.line), column \(first.column)"],
                    help: "remove the repeat, or rename it")
                continue
            }
            if let first = raws[value.rawValue.value] {
                report(
                    .nameCollision, at: value.rawValue.location,
                    "type '\(type)' has the raw value '\(value.rawValue.value)' twice",
                    notes: [
                        "it is first at line \(first.line), column \(first.column); a link could not tell the cases apart"
                    ],
                    help: "give the case a raw value of its own: { \(value.name.value): another-value }")
                continue
            }
            names[value.name.value] = value.name.location
            raws[value.rawValue.value] = value.rawValue.location
            cases.append(value)
        }
        return cases
    }

    /// `week`, or `{ newPrivateTab: new-private-tab }`.
    private mutating func decodeCase(_ id: NodeID, of type: String) -> EnumerationType.Case? {
        if kind(id) == .mapping {
            let entries = document.entries(of: id)
            guard entries.count == 1 else {
                report(
                    .wrongType, at: location(id),
                    "a value of type '\(type)' with a raw value is a one-key mapping, not \(entries.count) keys",
                    help: "write each value as its own entry: { caseName: raw-value }")
                return nil
            }
            guard let name = caseName(entries[0].key, of: type),
                let raw = text(entries[0].value, "a raw value")
            else { return nil }
            if raw.value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                report(
                    .wrongType, at: raw.location, "the raw value of '\(name.value)' has a control character",
                    help: "write the raw value as the text a link carries, without control characters")
                return nil
            }
            return EnumerationType.Case(name: name, rawValue: raw)
        }
        guard let name = caseName(id, of: type) else { return nil }
        return EnumerationType.Case(name: name, rawValue: name)
    }

    private mutating func caseName(_ id: NodeID, of type: String) -> Located<String>? {
        guard let name = name(id, "case name of '\(type)'") else { return nil }
        guard !Self.reservedCaseNames.contains(name.value) else {
            report(
                .invalidName, at: name.location,
                "a case of '\(type)' cannot be named '\(name.value)': the generated enum has that member already",
                help:
                    "name it otherwise and keep the text as its raw value: { \(name.value)Value: \(name.value) }"
            )
            return nil
        }
        return name
    }
}
