extension SpecDecoder {
    static let splitKeys: [SpecKeyword] = [.kind, .sidebar, .content, .detail, .requires]

    /// A `kind: split` coordinator: its columns by key, each a coordinator id.
    ///
    /// The sidebar and the detail are required; when either is missing the split keeps
    /// no columns, so later stages never guess which column a lone id was meant to be.
    mutating func decodeSplit(_ id: Located<String>, _ value: NodeID) -> Coordinator? {
        let what = "split coordinator '\(id.value)'"
        var misplaced = Dictionary(
            uniqueKeysWithValues: ["root", "routes", "alerts", "initial", "outcomes"].map {
                (
                    $0,
                    "'\($0)' does not belong to a split coordinator; it has kind, sidebar, content, detail and requires"
                )
            })
        misplaced["children"] = "name the columns' stack coordinators: sidebar: list, detail: item"
        guard let entries = mapping(value, what, allowed: Self.splitKeys, misplaced: misplaced) else {
            return nil
        }
        let sidebar = require(
            .sidebar, in: entries, of: what, at: id.location,
            help: "name the stack coordinator of its first column: sidebar: list"
        )
        .flatMap { text($0, "sidebar") }
        let content = entries[.content].flatMap { text($0.value, "content") }
        let detail = require(
            .detail, in: entries, of: what, at: id.location,
            help: "name the stack coordinator of its last column: detail: item"
        )
        .flatMap { text($0, "detail") }
        var split = Coordinator(id: id, kind: .split)
        if let sidebar, let detail {
            split.columns = [sidebar] + (content.map { [$0] } ?? []) + [detail]
        }
        split.requires = entries[.requires].map { decodeRequires($0.value) } ?? []
        return split
    }
}
