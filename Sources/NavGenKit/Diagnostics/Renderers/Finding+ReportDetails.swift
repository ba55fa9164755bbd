extension Finding {
    /// The notes, then the help as `help: ...`: the lines that follow the message in
    /// the formats that have no separate place for them (JSON, SARIF, GitHub), so
    /// they all say the same thing in the same order.
    var detailLines: [String] {
        notes + (help.map { ["help: \($0)"] } ?? [])
    }
}
