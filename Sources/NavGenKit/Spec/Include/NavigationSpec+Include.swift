extension NavigationSpec {
    /// Adds the included files' definitions after the main file's, in depth-first
    /// include order. Names are global across files: a coordinator, condition, action or type name
    /// defined again in a later file is `name-collision` at the repeat, with a note at
    /// the first definition, and only the first is kept, so the model sees one of each.
    /// Reported here, not by ``NameCollisionRule``: the copy is gone once merged.
    mutating func include(_ definitions: [SpecDecoder.IncludedDefinitions], files: SpecFiles) -> [Finding] {
        self.files = files
        var findings: [Finding] = []
        var coordinatorAt = Self.firstDefinitions(of: coordinators, id: \.id)
        var conditionAt = Self.firstDefinitions(of: conditions, id: \.id)
        var actionAt = Self.firstDefinitions(of: actions, id: \.id)
        var typeAt = Self.firstDefinitions(of: types, id: \.name)
        for part in definitions {
            Self.merge(
                part.coordinators, into: &coordinators, "coordinator", id: \.id, firsts: &coordinatorAt,
                files: files, findings: &findings)
            Self.merge(
                part.conditions, into: &conditions, "condition", id: \.id, firsts: &conditionAt, files: files,
                findings: &findings)
            Self.merge(
                part.actions, into: &actions, "action", id: \.id, firsts: &actionAt, files: files,
                findings: &findings)
            Self.merge(
                part.types, into: &types, "type", id: \.name, firsts: &typeAt, files: files,
                findings: &findings)
        }
        return findings
    }

    /// Where each id is first defined, the main file's definitions being first.
    private static func firstDefinitions<Item>(of items: [Item], id: KeyPath<Item, Located<String>>)
        -> [String: SourceLocation]
    {
        Dictionary(items.map { ($0[keyPath: id].value, $0[keyPath: id].location) }) { first, _ in first }
    }

    /// Appends each of `items` whose id no earlier file defined; a repeated id is a
    /// `name-collision` at the repeat, and the copy is dropped.
    private static func merge<Item>(
        _ items: [Item], into kept: inout [Item], _ what: String, id: KeyPath<Item, Located<String>>,
        firsts: inout [String: SourceLocation], files: SpecFiles, findings: inout [Finding]
    ) {
        for item in items {
            let name = item[keyPath: id]
            if let first = firsts[name.value] {
                findings.append(repeated(name, what, first: first, files: files))
            } else {
                firsts[name.value] = name.location
                kept.append(item)
            }
        }
    }

    private static func repeated(
        _ id: Located<String>, _ what: String, first: SourceLocation, files: SpecFiles
    ) -> Finding {
        Finding(
            file: files.path(of: id.location), location: id.location, rule: .nameCollision,
            message:
                "\(what) '\(id.value)' is defined in two files; names are shared by every file of the spec",
            notes: ["its first definition is at \(files.describe(first))"],
            help: "rename one of them, or remove the copy")
    }
}
