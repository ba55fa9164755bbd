extension SpecDecoder {
    static let alertKeys: [SpecKeyword] = [.style, .outcomes]

    /// A coordinator's `alerts:`: a mapping of alert id to `{ style, outcomes }`.
    ///
    /// Decoded per coordinator, with names checked against that coordinator's routes
    /// and children, so any coordinator kind that shows routes can declare alerts.
    mutating func decodeAlerts(_ id: NodeID) -> [Alert] {
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id),
                "alerts must be a mapping of alert id to alert, not \(describe(id))",
                help: "write alerts: { deleteRecipe: { outcomes: [delete, cancel] } }")
            return []
        }
        var alerts: [Alert] = []
        for entry in document.entries(of: id) {
            if let alert = decodeAlert(key: entry.key, value: entry.value) {
                alerts.append(alert)
            }
        }
        return alerts
    }

    private mutating func decodeAlert(key: NodeID, value: NodeID) -> Alert? {
        guard let id = name(key, "alert id") else { return nil }
        let what = "alert '\(id.value)'"
        guard let entries = mapping(value, what, allowed: Self.alertKeys) else { return nil }
        var alert = Alert(id: id)
        alert.style = entries[.style].flatMap { choice($0.value, "style", as: Alert.Style.self) }
        guard
            let node = require(
                .outcomes, in: entries, of: what, at: id.location,
                help: "list its answers: outcomes: [confirm, cancel]")
        else { return alert }
        guard kind(node) == .sequence else {
            _ = textList(node, "outcomes")
            return alert
        }
        for item in document.items(of: node) {
            if let outcome = name(item, "outcome") { alert.outcomes.append(outcome) }
        }
        if alert.outcomes.isEmpty, document.items(of: node).isEmpty {
            report(
                .wrongType, at: location(node), "\(what) needs at least one outcome",
                notes: [
                    "an alert is answered by exactly one of its outcomes; with none it could never close"
                ],
                help: "list its answers: outcomes: [ok]")
        }
        recordDistinct(alert.outcomes, "the outcomes of \(what)")
        return alert
    }
}
