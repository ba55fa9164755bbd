extension SpecDecoder {
    /// The top-level `root`: one coordinator id, or a list of alternative roots, each
    /// an id or long-hand `{ login: { requires: ['!signedIn'] } }`.
    ///
    /// Every entry but the last needs `requires`: an entry after one without could
    /// never be shown, so it is `wrong-type`.
    mutating func decodeRoot(_ id: NodeID) -> (root: Located<String>, list: Located<[RootEntry]>?)? {
        guard kind(id) == .sequence else { return text(id, "root").map { ($0, nil) } }
        var entries: [RootEntry] = []
        var unguarded: RootEntry?
        for item in document.items(of: id) {
            guard let entry = decodeRootEntry(item) else { continue }
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
        guard let first = entries.first else {
            report(
                .wrongType, at: location(id), "root must name a coordinator, not an empty list",
                help:
                    "write root: main, or list alternative roots: [{ login: { requires: ['!signedIn'] } }, main]"
            )
            return nil
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
        let fields = mapping(value, "root entry '\(coordinator.value)'", allowed: Self.tabEntryKeys)
        return RootEntry(
            id: coordinator,
            requires: fields?[.requires].map { decodeRequires($0.value, unbound: "a root entry") } ?? [])
    }
}
