/// The top-level `root` compared as saved states see it: a state saved under one
/// root names its coordinator, so a root that became a list (the state's `root`
/// becomes an enum) or lost an entry cannot be restored. An entry added is new; one
/// moved or whose `requires` changed shows another root under the same conditions,
/// which breaks no saved state.
enum RootComparison {
    static func changes(from old: NavigationSpec, to new: NavigationSpec) -> [SpecChange] {
        let (before, after) = (old.rootEntries, new.rootEntries)
        let beforeIDs = before.map(\.id.value)
        let afterIDs = after.map(\.id.value)
        if !old.hasAlternativeRoots, new.hasAlternativeRoots {
            return [
                SpecChange(
                    kind: .stateIncompatible, route: old.root.value,
                    message:
                        "root became a list of alternative roots: a saved state's root is now one of "
                        + afterIDs.map { "'\($0)'" }.joined(separator: ", "))
            ]
        }
        guard old.hasAlternativeRoots || new.hasAlternativeRoots else { return [] }
        var changes: [SpecChange] = []
        for id in beforeIDs where !afterIDs.contains(id) {
            changes.append(
                SpecChange(
                    kind: .stateIncompatible, route: id,
                    message: "root entry '\(id)' was removed: a state saved under it cannot be restored"))
        }
        for id in afterIDs where !beforeIDs.contains(id) {
            changes.append(SpecChange(kind: .added, route: id, message: "root entry '\(id)' was added"))
        }
        let kept = beforeIDs.filter(afterIDs.contains)
        if kept != afterIDs.filter(beforeIDs.contains) {
            changes.append(
                SpecChange(
                    kind: .changed, route: nil,
                    message: "root entries were reordered: " + afterIDs.joined(separator: ", ")))
        }
        for entry in before {
            guard let now = after.first(where: { $0.id.value == entry.id.value }),
                now.requires.map(\.spelling) != entry.requires.map(\.spelling)
            else { continue }
            changes.append(
                SpecChange(
                    kind: .changed, route: entry.id.value,
                    message: "root entry '\(entry.id.value)' requires "
                        + (now.requires.isEmpty
                            ? "nothing" : now.requires.map(\.spelling).joined(separator: ", "))
                        + ", not "
                        + (entry.requires.isEmpty
                            ? "nothing" : entry.requires.map(\.spelling).joined(separator: ", "))))
        }
        return changes
    }
}
