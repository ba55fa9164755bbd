extension NavigationSpec {
    /// Adds the included files' definitions after the main file's, in depth-first
    /// include order. Names are global across files: a coordinator, condition or action id
    /// defined again in a later file is `name-collision` at the repeat, with a note at
    /// the first definition, and only the first is kept, so the model sees one of each.
    /// Reported here, not by ``NameCollisionRule``: the copy is gone once merged.
    mutating func include(_ definitions: [SpecDecoder.IncludedDefinitions], files: SpecFiles) -> [Finding] {
        self.files = files
        var findings: [Finding] = []
        var coordinatorAt = Dictionary(coordinators.map { ($0.id.value, $0.id.location) }) { first, _ in first
        }
        var conditionAt = Dictionary(conditions.map { ($0.id.value, $0.id.location) }) { first, _ in first }
        var actionAt = Dictionary(actions.map { ($0.id.value, $0.id.location) }) { first, _ in first }
        for part in definitions {
            for coordinator in part.coordinators {
                if let first = coordinatorAt[coordinator.id.value] {
                    findings.append(Self.repeated(coordinator.id, "coordinator", first: first, files: files))
                } else {
                    coordinatorAt[coordinator.id.value] = coordinator.id.location
                    coordinators.append(coordinator)
                }
            }
            for condition in part.conditions {
                if let first = conditionAt[condition.id.value] {
                    findings.append(Self.repeated(condition.id, "condition", first: first, files: files))
                } else {
                    conditionAt[condition.id.value] = condition.id.location
                    conditions.append(condition)
                }
            }
            for action in part.actions {
                if let first = actionAt[action.id.value] {
                    findings.append(Self.repeated(action.id, "action", first: first, files: files))
                } else {
                    actionAt[action.id.value] = action.id.location
                    actions.append(action)
                }
            }
        }
        return findings
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
