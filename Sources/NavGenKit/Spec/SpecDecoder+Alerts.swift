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
        checkUnique(alert.outcomes, "the outcomes of \(what)")
        return alert
    }

    /// Alert ids share their coordinator's namespace of routes and children: each
    /// becomes a case next to theirs in generated code and a name in actions.
    mutating func checkAlertNames(_ alerts: [Alert], routes: [Route], children: [Located<String>]) {
        for alert in alerts {
            let clash: (kind: String, at: SourceLocation)? =
                if let route = routes.first(where: { $0.id.value == alert.id.value }) {
                    ("route", route.id.location)
                } else if let child = children.first(where: { $0.value == alert.id.value }) {
                    ("child", child.location)
                } else {
                    nil
                }
            guard let clash else { continue }
            report(
                .nameCollision, at: alert.id.location,
                "alert '\(alert.id.value)' has the name of a \(clash.kind) of the same coordinator",
                notes: ["the \(clash.kind) '\(alert.id.value)' is at \(clash.at)"],
                help: "rename the alert, e.g. '\(alert.id.value)Alert'")
        }
    }

    /// Each alert's answers become `enum <Coordinator><Alert>Answer`: two alerts whose
    /// names run together the same way (`a.bX` and `aB.x`) would declare it twice.
    /// Reported at the later alert, with a note at the first.
    mutating func checkAnswerTypeNames(_ spec: NavigationSpec) {
        let names = GeneratedNames(spec: spec)
        var first: [String: (alert: String, at: SourceLocation)] = [:]
        for coordinator in spec.coordinators {
            for alert in coordinator.alerts {
                let type = names.answer(coordinator.id.value, alert.id.value)
                let qualified = coordinator.id.value + "." + alert.id.value
                guard let earlier = first[type] else {
                    first[type] = (qualified, alert.id.location)
                    continue
                }
                report(
                    .nameCollision, at: alert.id.location,
                    "alert '\(qualified)' generates '\(type)', as alert '\(earlier.alert)' does",
                    notes: ["alert '\(earlier.alert)' is at \(spec.files.reference(to: earlier.at))"],
                    help: "rename one of the two alerts")
            }
        }
    }
}
