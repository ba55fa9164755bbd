extension SpecDecoder {
    /// The keys of a long-hand root entry: `{ appLock: { requires: [locked], as: overlay } }`.
    static let rootEntryKeys: [SpecKeyword] = [.requires, .as]

    /// The top-level `root`: one coordinator id, or a list of alternative roots, each
    /// an id or long-hand `{ login: { requires: ['!signedIn'] } }`.
    ///
    /// Every entry but the last needs `requires`: an entry after one without could
    /// never be shown, so it is `wrong-type`. A root overlay (`as: overlay`) is no
    /// root choice, so it takes no part in that order, but it cannot be the last entry:
    /// the last is the root shown when no other is.
    mutating func decodeRoot(_ id: NodeID) -> (root: Located<String>, list: Located<[RootEntry]>?)? {
        guard kind(id) == .sequence else { return text(id, "root").map { ($0, nil) } }
        var entries: [RootEntry] = []
        var unguarded: RootEntry?
        for item in document.items(of: id) {
            guard let entry = decodeRootEntry(item) else { continue }
            if entry.overlay != nil {
                entries.append(entry)
                continue
            }
            if let unguarded {
                report(
                    .wrongType, at: entry.id.location,
                    "root entry '\(entry.id.value)' follows '\(unguarded.id.value)', which has no requires, "
                        + "so it is never shown",
                    notes: [
                        "the first entry whose requires hold is shown; an entry without requires always holds"
                    ],
                    help: "give '\(unguarded.id.value)' requires, or move it last")
            } else if entry.requires.isEmpty {
                unguarded = entry
            }
            entries.append(entry)
        }
        guard let first = entries.first(where: { $0.overlay == nil }) ?? entries.first else {
            report(
                .wrongType, at: location(id), "root must name a coordinator, not an empty list",
                help:
                    "write root: main, or list alternative roots: [{ login: { requires: ['!signedIn'] } }, main]"
            )
            return nil
        }
        if let last = entries.last, let overlay = last.overlay {
            report(
                .wrongType, at: overlay,
                "root entry '\(last.id.value)' is an overlay, so it cannot be the last entry of root",
                notes: [
                    "an overlay shows above the root while its requires hold; the last entry is the root shown "
                        + "when no other entry is"
                ],
                help:
                    "list the root to show when no other entry is after it: [{ \(last.id.value): ... }, main]"
            )
        }
        return (first.id, Located(entries, at: location(id)))
    }

    private mutating func decodeRootEntry(_ item: NodeID) -> RootEntry? {
        guard kind(item) == .mapping else {
            return text(item, "an entry of root").map { RootEntry(id: $0) }
        }
        let entries = document.entries(of: item)
        guard entries.count == 1 else {
            report(
                .wrongType, at: location(item),
                "a long-hand root entry names one coordinator, not \(entries.count)",
                help: "write each root as its own entry: { login: { requires: ['!signedIn'] } }")
            return nil
        }
        guard let coordinator = text(entries[0].key, "a root entry") else { return nil }
        let value = entries[0].value
        if isEmptyScalar(value) { return RootEntry(id: coordinator) }
        let fields = mapping(value, "root entry '\(coordinator.value)'", allowed: Self.rootEntryKeys)
        var entry = RootEntry(
            id: coordinator,
            requires: fields?[.requires].map { decodeRequires($0.value, unbound: "a root entry") } ?? [])
        if let node = fields?[.as]?.value, let word = text(node, "'as' of a root entry") {
            if word.value == "overlay" {
                entry.overlay = word.location
            } else {
                report(
                    .wrongType, at: word.location,
                    "'as' of a root entry must be overlay, not '\(word.value)'",
                    help:
                        "write as: overlay to show it above the root while its requires hold, or remove 'as'")
            }
        }
        if entry.overlay != nil, entry.requires.isEmpty {
            report(
                .missingField, at: coordinator.location,
                "root overlay '\(coordinator.value)' is missing the required key 'requires'",
                notes: ["a root overlay shows while its requires hold and closes when they stop holding"],
                help: "list the conditions that show it: requires: [locked]")
        }
        return entry
    }
}
